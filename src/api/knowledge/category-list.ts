/**
 * A category's endless list on the more page (portal.md §2.2, §9), with only the pages near the
 * viewport in memory, so that 10,000 loaded articles cost about what 50 do:
 * - each page of MORE_PAGE_SIZE articles is its own query (getLoreEssayAll at that offset, read
 *   through published-articles.ts);
 * - the list has `reached` pages: the first, then one more each time the reader reaches its end
 *   (loadMore), until the loaded count reaches lore_essay_total;
 * - the pages the grid renders and one more on each side are fetched; the first and the last
 *   reached page always stay (they carry the total and the end of the list); pages further than
 *   KEEP_PAGES from what is rendered leave the cache, and their places show placeholders until the
 *   reader scrolls back to them and they load again;
 * - coming back (the grid's scroll memory) the list has as many pages as when it was left, and the
 *   pages around the reader's place are still cached: the cards show at once.
 * Failures are the page queries' errors: the first page's stands for the list (QueryErrorView in
 * its place), another page's is reported with a retry of every failed page.
 */
import { queryOptions, useQueries, useQueryClient, type Query } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { ContentCategory, GetLoreEssayAllBody } from "@/generated/model";
import type { ArticleCard } from "./article-card";
import { knowledgeKeys } from "./keys";
import { MORE_PAGE_SIZE } from "./limits";
import { readPublishedArticles, type ArticlePage } from "./published-articles";

export type { ArticlePage };

/** Loaded pages stay fresh this long: coming back shows them without asking again. */
const LIST_STALE_MS = 5 * 60_000;
/** Pages kept in memory beyond the rendered ones, on each side. */
export const KEEP_PAGES = 2;
/** Pages fetched beyond the rendered ones, on each side (the reader is about to see them). */
const AHEAD_PAGES = 1;

/** One page (0, 1, 2…) of a category's list, as cards. */
export const categoryPageQueryOptions = (type: ContentCategory, page: number) =>
  queryOptions({
    queryKey: knowledgeKeys.categoryPage(type, page),
    queryFn: ({ signal }): Promise<ArticlePage> =>
      readPublishedArticles(
        {
          lore_essay_type: type,
          lore_essay_limit: MORE_PAGE_SIZE,
          lore_essay_offset: page * MORE_PAGE_SIZE,
        },
        { signal },
      ),
    staleTime: LIST_STALE_MS,
  });

/** The page index of a cached query of this category's list, else undefined. */
function pageOf(query: Query, type: ContentCategory): number | undefined {
  const [path, body] = query.queryKey as [unknown, GetLoreEssayAllBody | undefined];
  if (path !== knowledgeKeys.categoryPage(type, 0)[0] || !body) return undefined;
  if ((body.lore_essay_type ?? 0) !== type || body.lore_essay_limit !== MORE_PAGE_SIZE) {
    return undefined;
  }
  return body.lore_essay_offset / MORE_PAGE_SIZE;
}

const around = (pages: Set<number>, [from, to]: readonly [number, number], by: number) => {
  for (let page = Math.max(0, from - by); page <= to + by; page += 1) pages.add(page);
  return pages;
};

export interface CategoryList {
  /** One place per article of the list so far: its card, or undefined while it is not in memory. */
  items: (ArticleCard | undefined)[];
  /** The category's articles (lore_essay_total); 0 until a page answered. */
  total: number;
  /** The first page: while it loads or when it failed, the list has nothing to show. */
  first: { pending: boolean; error: unknown; failed: boolean; retrying: boolean; retry(): void };
  hasMore: boolean;
  /** The next page is being fetched. */
  loadingMore: boolean;
  loadMore(): void;
  /** A page other than the first that failed (with data shown around it), and a retry of them all. */
  failure: { error: unknown; retrying: boolean; retry(): void } | undefined;
  /** For the grid: the first and last index of the items it renders. */
  onRangeChange(first: number, last: number): void;
}

/**
 * @param restoredItems the item count the list had when the reader left it (coming back), so that
 *   it has as many pages again.
 */
export function useCategoryList(
  type: ContentCategory,
  restoredItems: number | undefined,
): CategoryList {
  const queryClient = useQueryClient();
  const [reached, setReached] = useState(() =>
    Math.max(1, Math.ceil((restoredItems ?? 0) / MORE_PAGE_SIZE)),
  );
  /** The pages the grid renders (first and last). */
  const [shown, setShown] = useState<readonly [number, number]>([0, 0]);
  const last = reached - 1;

  const pages = useMemo(
    () =>
      [...around(new Set([0, last]), shown, AHEAD_PAGES)]
        .filter((page) => page <= last)
        .sort((a, b) => a - b),
    [shown, last],
  );
  const results = useQueries({
    queries: pages.map((page) => categoryPageQueryOptions(type, page)),
  });
  const resultOf = (page: number) => results[pages.indexOf(page)]!;
  const firstResult = resultOf(0);
  const lastResult = resultOf(last);
  const total = firstResult.data?.total ?? results.find((result) => result.data)?.data?.total ?? 0;
  const count = Math.min(total, last * MORE_PAGE_SIZE + (lastResult.data?.items.length ?? 0));

  // Rebuilt when a page's data or the pages change, not on every render of the page.
  const dataKey = results.map((result) => result.dataUpdatedAt).join(",");
  const items = useMemo(() => {
    const slots = new Array<ArticleCard | undefined>(count).fill(undefined);
    pages.forEach((page, index) => {
      results[index]?.data?.items.forEach((card, offset) => {
        const at = page * MORE_PAGE_SIZE + offset;
        if (at < count) slots[at] = card;
      });
    });
    return slots;
    // results is read through dataKey (its pages' update times): a new array of the same data is
    // the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, pages, dataKey]);

  // Pages far from the reader leave the cache (the first and the last reached page stay).
  useEffect(() => {
    const keep = around(new Set([0, last]), shown, KEEP_PAGES);
    queryClient.removeQueries({
      predicate: (query) => {
        const page = pageOf(query, type);
        return page !== undefined && !keep.has(page) && query.getObserversCount() === 0;
      },
    });
  }, [queryClient, type, shown, last]);

  const hasMore = Boolean(lastResult.data) && reached * MORE_PAGE_SIZE < total;
  const loadMore = useCallback(() => {
    if (hasMore) setReached(reached + 1);
  }, [hasMore, reached]);

  const onRangeChange = useCallback((firstIndex: number, lastIndex: number) => {
    const from = Math.floor(firstIndex / MORE_PAGE_SIZE);
    const to = Math.floor(lastIndex / MORE_PAGE_SIZE);
    setShown((current) => (current[0] === from && current[1] === to ? current : [from, to]));
  }, []);

  const failed = results.filter(
    (result, index) => result.isError && (pages[index] !== 0 || result.data !== undefined),
  );
  const retryFailed = () => failed.forEach((result) => void result.refetch());
  return {
    items,
    total,
    first: {
      pending: !firstResult.data && !firstResult.isError,
      failed: firstResult.isError && !firstResult.data,
      error: firstResult.error,
      retrying: firstResult.isFetching,
      retry: () => void firstResult.refetch(),
    },
    hasMore,
    loadingMore: last > 0 && !lastResult.data && lastResult.isFetching,
    loadMore,
    failure:
      failed.length > 0
        ? {
            error: failed[0]!.error,
            retrying: failed.some((result) => result.isFetching),
            retry: retryFailed,
          }
        : undefined,
    onRangeChange,
  };
}
