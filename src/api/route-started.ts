/**
 * The queries a route's loader starts with the navigation (src/app/route-data.ts,
 * docs/decisions/0088-data-starts-with-the-navigation.md), and the observer options of the page's
 * hooks that read them. The page's observer takes over the loader's fetch (same key, same
 * function: one request):
 * - a failure the loader met is shown as it is, never fetched again as the page mounts, so the
 *   failure a reader (or a QA `?mock=` link armed once) met is the one shown, once; Try again
 *   refetches, a new visit fetches again through the loader (the rule of a part's prefetched list,
 *   useEndlessList's `prefetched`, decision 0062);
 * - the answer the loader fetched for this visit is the page's first answer, not fetched again as
 *   the page mounts, whatever the client's staleTime; any other answer follows the client's rules.
 */
import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";

/** The update time of the answer each query's loader fetched last. */
const loaderAnswers = new WeakMap<Query, number>();

/** Records the answer the loader's fetch of `queryKey` brought, if it brought one. */
export function rememberRouteAnswer(client: QueryClient, queryKey: QueryKey): void {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (query?.state.status === "success") loaderAnswers.set(query, query.state.dataUpdatedAt);
}

const fetchedByLoader = (query: Query) => loaderAnswers.get(query) === query.state.dataUpdatedAt;

export const startedByRoute = <T extends object>(options: T) => ({
  ...options,
  retryOnMount: false as const,
  refetchOnMount: (query: Query) => !fetchedByLoader(query),
});
