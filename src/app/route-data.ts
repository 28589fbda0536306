/**
 * A page's first queries start with the navigation (docs/decisions/0088-data-starts-with-the-navigation.md):
 * the route → queries map below, run by each page's loader once its guard lets the page open, in
 * parallel with the page's code (react-router runs a loader beside its route's `lazy`). A page no
 * longer waits for its code, then its first render, before its data is asked for.
 *
 * Each entry loads the query options of src/api (the very ones the page's hooks use: same key,
 * same function) and fills the query cache through the client the page reads. The page's observer
 * takes over the fetch in flight or its answer: one request. A failure is the page's to show, once:
 * the pages' hooks do not fetch again on mount (src/api/route-started.ts), and nothing here
 * retries beyond the client's own policy (src/lib/query-client.ts), which the page would apply too.
 *
 * Entries load their modules whatever the address says (scripts/route-modules.ts records them as
 * part of the route's first load), then pick the queries the address asks for.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import type { LoaderFunction, LoaderFunctionArgs } from "react-router";
import { rememberRouteAnswer } from "@/api/route-started";
import { loadQueryClient } from "@/lib/shared-query-client";

/** Starts one query in `client` (a prefetch: it never throws). */
type Start = (client: QueryClient) => Promise<void>;
/** The first queries of a page at this address (its search parameters). */
export type FirstQueries = (search: URLSearchParams) => Promise<Start[]>;

/**
 * Fetches a query the page reads through startedByRoute (src/api/route-started.ts), and records
 * the answer as the loader's, which the page takes as its first.
 */
const fetchFor =
  <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  ): Start =>
  async (client) => {
    await client.prefetchQuery(options);
    rememberRouteAnswer(client, options.queryKey);
  };

const PREVIEW = "preview";
const idOf = (search: URLSearchParams) => search.get("id")?.trim() ?? "";

async function landing(): Promise<Start[]> {
  const [{ worksHomeAdvertisementsQueryOptions }, { programmeDatesQueryOptions }, stats] =
    await Promise.all([
      import("@/api/system/advertisements"),
      import("@/api/system/config"),
      import("@/api/system/global-stats"),
    ]);
  return [
    fetchFor(worksHomeAdvertisementsQueryOptions()),
    fetchFor(programmeDatesQueryOptions()),
    fetchFor(stats.communityStatsQueryOptions()),
  ];
}

export const routeFirstQueries: Readonly<Record<string, FirstQueries>> = {
  gate: landing,
  guide: landing,
  "knowledge/home": async () => {
    const { homeSectionsQueryOptions, hotRankingQueryOptions } =
      await import("@/api/knowledge/lists");
    return [fetchFor(homeSectionsQueryOptions()), fetchFor(hotRankingQueryOptions())];
  },
  "gameworks/home": async () => {
    const [{ worksHomeAdvertisementsQueryOptions }, works, { ART_PAGE_SIZE }, { WorksType }] =
      await Promise.all([
        import("@/api/system/advertisements"),
        import("@/api/works/works"),
        import("@/features/works/constants"),
        import("@/generated/model/worksType"),
      ]);
    return [
      fetchFor(worksHomeAdvertisementsQueryOptions()),
      fetchFor(works.demoGridQueryOptions()),
      // The art waterfall's first page, as its loading state prefetches it (lazy-art-waterfall.tsx).
      (client) =>
        client.prefetchInfiniteQuery(
          works.worksPagesOptions(WorksType.ArtCreativity, ART_PAGE_SIZE),
        ),
    ];
  },
  // The published article or work; a preview (the author's draft) is read by the page itself.
  "knowledge/detail": async (search) => {
    // The body's sanitiser, beside the article: the page's largest paint is a picture of its body,
    // which shows once sanitised (decision 0089's LCP part), so it must not wait for the render.
    void import("@/hooks/use-safe-html").then(
      ({ preloadSanitizer }) => preloadSanitizer(),
      () => undefined,
    );
    const { articleQueryOptions } = await import("@/api/knowledge/article");
    const id = idOf(search);
    return id && search.get("type") !== PREVIEW ? [fetchFor(articleQueryOptions(id))] : [];
  },
  "gameworks/detail": async (search) => {
    const { workQueryOptions } = await import("@/api/works/works");
    const id = idOf(search);
    return id && search.get("type") !== PREVIEW ? [fetchFor(workQueryOptions(id))] : [];
  },
};

let clientOfRoutes: () => Promise<QueryClient> = loadQueryClient;

/**
 * The client the loaders fill: the one the app provides (tests give theirs to both), else the
 * app's shared client. Call before creating the router: it loads at once.
 */
export function setRouteDataClient(client?: QueryClient): void {
  clientOfRoutes = client ? () => Promise.resolve(client) : loadQueryClient;
}

/** Starts the page's first queries; what fails is the page's to show (its queries' errors). */
function startFirstQueries(queries: FirstQueries, search: URLSearchParams): void {
  void Promise.all([clientOfRoutes(), queries(search)])
    .then(([client, starts]) => Promise.all(starts.map((start) => start(client))))
    // A module that did not arrive: the page, whose code needs it too, shows that failure.
    .catch(() => undefined);
}

/** `guard`, then the page's first queries (when it has some and the guard let the page open). */
export function withFirstQueries(guard: LoaderFunction, queries?: FirstQueries): LoaderFunction {
  if (!queries) return guard;
  return async (args: LoaderFunctionArgs) => {
    const result: unknown = await guard(args);
    startFirstQueries(queries, new URL(args.request.url).searchParams);
    return result;
  };
}
