/**
 * The app's one endless list (docs/api-layer.md): an infinite query over a generated
 * `get…InfiniteOptions` (src/generated/<group>/<group>.infinite.ts, which pages by the operation's
 * offset until its total), read as every loaded item in order and the server's total. A page shows
 * it with EndlessEnd or VirtualEndlessGrid, which mark the list's end for the footer
 * (docs/decisions/0046-footer-waits-for-endless-lists.md).
 *
 *   const { query, items, total } = useEndlessList(
 *     getGetWorksAllInfiniteOptions({ works_type: type, works_limit: pageSize }),
 *     (page) => page.base_data,
 *     (page) => page.works_total,
 *   );
 *
 * `itemsOf` and `totalOf` read one answer; pass stable functions (module-level) so that `items`
 * changes only when the pages do. `prefetched`: the page fetched the first page before this code
 * loaded; a failure there is shown as it is, not fetched again when the list mounts, so that the
 * error the reader (or a QA `?mock=` link) met is the one shown.
 */
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from "@tanstack/react-query";
import { useMemo } from "react";

export function useEndlessList<TPage, TItem, TError, TKey extends QueryKey, TPageParam>(
  options: UseInfiniteQueryOptions<TPage, TError, InfiniteData<TPage, unknown>, TKey, TPageParam>,
  itemsOf: (page: TPage) => readonly TItem[],
  totalOf: (page: TPage) => number,
  { prefetched = false }: { prefetched?: boolean } = {},
) {
  const query = useInfiniteQuery({ ...options, retryOnMount: !prefetched });
  const { data } = query;
  const items = useMemo(() => data?.pages.flatMap(itemsOf) ?? [], [data, itemsOf]);
  const last = data?.pages.at(-1);
  const total = last === undefined ? 0 : totalOf(last);
  return { query, items, total };
}
