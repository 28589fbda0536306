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
 *
 * `window` (a list that may grow to thousands of items, docs/decisions/0064-one-endless-list.md):
 * the query keeps at most `maxPages` pages (TanStack Query's maxPages), paged by the offset it was
 * asked at (every answer carries the total, so any page tells where the list ends). `places` has one
 * place per item the list reached so far: the item, or undefined while its page is not in memory;
 * `onRangeChange` (the grid's) fetches the page before or after the kept ones when the rendered
 * items reach past them, one page at a time, never while a failure is shown; a jump further than
 * `maxPages` pages starts the kept pages again at the reader's place.
 */
import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";

export interface EndlessWindow {
  /** Items a page asks for (the operation's limit). */
  pageSize: number;
  /** Pages kept in memory. */
  maxPages: number;
  /** Items the list had when the reader left it (coming back): it has as many places again. */
  restoredItems?: number;
}

/** Pages fetched beyond the rendered ones, on each side (the reader is about to see them). */
const AHEAD_PAGES = 1;

export function useEndlessList<TPage, TItem, TError, TKey extends QueryKey, TPageParam>(
  options: UseInfiniteQueryOptions<TPage, TError, InfiniteData<TPage, unknown>, TKey, TPageParam>,
  itemsOf: (page: TPage) => readonly TItem[],
  totalOf: (page: TPage) => number,
  { prefetched = false, window }: { prefetched?: boolean; window?: EndlessWindow } = {},
) {
  const windowed = window
    ? {
        maxPages: window.maxPages,
        getNextPageParam: (last: TPage, _pages: TPage[], lastParam: TPageParam) => {
          const next = (lastParam as number) + itemsOf(last).length;
          return itemsOf(last).length > 0 && next < totalOf(last)
            ? (next as TPageParam)
            : undefined;
        },
        getPreviousPageParam: (_first: TPage, _pages: TPage[], firstParam: TPageParam) =>
          (firstParam as number) > 0
            ? (Math.max(0, (firstParam as number) - window.pageSize) as TPageParam)
            : undefined,
      }
    : {};
  const query = useInfiniteQuery({ ...options, ...windowed, retryOnMount: !prefetched });
  const { data } = query;
  const items = useMemo(() => data?.pages.flatMap(itemsOf) ?? [], [data, itemsOf]);
  const last = data?.pages.at(-1);
  // Windowed, a jump keeps no page until the one at the reader's place answers: the total stays.
  const [knownTotal, setKnownTotal] = useState(0);
  const total = last === undefined ? (window ? knownTotal : 0) : totalOf(last);
  if (window && total !== knownTotal) setKnownTotal(total);

  // Windowed: the places of every item reached, the kept pages' items at their offsets.
  const firstOffset = (data?.pageParams[0] as number | undefined) ?? 0;
  const lastOffset = (data?.pageParams.at(-1) as number | undefined) ?? 0;
  const keptEnd = last === undefined ? firstOffset : lastOffset + itemsOf(last).length;
  const [reached, setReached] = useState(window?.restoredItems ?? 0);
  if (window && keptEnd > reached) setReached(keptEnd);
  const count = Math.min(total, Math.max(reached, keptEnd));
  const places = useMemo(() => {
    if (!window || !data) return [];
    const slots = new Array<TItem | undefined>(count).fill(undefined);
    data.pages.forEach((page, index) => {
      const from = data.pageParams[index] as number;
      itemsOf(page).forEach((item, offset) => {
        if (from + offset < count) slots[from + offset] = item;
      });
    });
    return slots;
    // `window` is read for its presence only (a list is windowed or not for its life).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, count, itemsOf]);

  const [range, setRange] = useState<readonly [number, number]>([0, 0]);
  const onRangeChange = useCallback((first: number, lastIndex: number) => {
    setRange((current) =>
      current[0] === first && current[1] === lastIndex ? current : [first, lastIndex],
    );
  }, []);
  const { isFetching, isError, hasPreviousPage, fetchPreviousPage, fetchNextPage, refetch } = query;
  const queryClient = useQueryClient();
  const pageSize = window?.pageSize ?? 1;
  const far = pageSize * (window?.maxPages ?? 0);
  useEffect(() => {
    if (!window || !data || isFetching || isError) return;
    const wantFrom = Math.max(0, (Math.floor(range[0] / pageSize) - AHEAD_PAGES) * pageSize);
    const wantTo = (Math.floor(range[1] / pageSize) + AHEAD_PAGES + 1) * pageSize;
    if (wantTo < firstOffset - far || wantFrom > keptEnd + far) {
      // A jump (Home, End, a restored place whose pages were collected): the list starts again at
      // the reader's place rather than walking there page by page. A refetch starts at the first
      // page's offset (pageParams[0]).
      queryClient.setQueryData<InfiniteData<TPage, unknown>>(options.queryKey, {
        pages: [],
        pageParams: [wantFrom],
      });
      void refetch();
    } else if (wantFrom < firstOffset && hasPreviousPage) void fetchPreviousPage();
    else if (wantTo > keptEnd && keptEnd < count) void fetchNextPage();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [range, firstOffset, keptEnd, count, isFetching, isError, hasPreviousPage, pageSize]);

  return { query, items, total, places, onRangeChange, atEnd: keptEnd >= count };
}
