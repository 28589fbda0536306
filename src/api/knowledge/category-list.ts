/**
 * A category's endless list on the more page (portal.md §2.2, §9): the one endless list
 * (src/api/endless-list.ts) over getLoreEssayAll's generated infinite options, MORE_PAGE_SIZE
 * articles a page until lore_essay_total, with only KEEP_PAGES pages in memory
 * (docs/decisions/0064-one-endless-list.md), so that 10,000 loaded articles cost about what 50 do:
 * the places of the pages let go show placeholders until the reader scrolls back to them and they
 * load again. Coming back (the grid's scroll memory) the list has as many places as when it was
 * left, and the kept pages are still cached: the cards show at once.
 * Failures are the query's: without a page it stands for the list (QueryErrorView in its place);
 * a later page's is reported below the cards, with a retry of that page.
 */
import { useEndlessList } from "@/api/endless-list";
import { getGetLoreEssayAllInfiniteOptions } from "@/generated/knowledge/knowledge.infinite";
import type { ContentCategory, GetLoreEssayAllData } from "@/generated/model";
import { toArticleCard, type ArticleCard } from "./article-card";
import { MORE_PAGE_SIZE } from "./limits";

/** Loaded pages stay fresh this long: coming back shows them without asking again. */
const LIST_STALE_MS = 5 * 60_000;
/** Pages kept in memory: those the grid renders, one more on each side, and some slack. */
export const KEEP_PAGES = 6;

/** A page's cards, made once per answer: a new page leaves the shown cards the same objects. */
const cardsByPage = new WeakMap<GetLoreEssayAllData, ArticleCard[]>();
const cardsOf = (page: GetLoreEssayAllData) => {
  let cards = cardsByPage.get(page);
  if (!cards) {
    cards = page.base_data.map(toArticleCard);
    cardsByPage.set(page, cards);
  }
  return cards;
};
const totalOf = (page: GetLoreEssayAllData) => page.lore_essay_total;

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
  /** A page that failed with cards shown around it, and a retry of it. */
  failure: { error: unknown; retrying: boolean; retry(): void } | undefined;
  /** For the grid: the first and last index of the items it renders. */
  onRangeChange(first: number, last: number): void;
}

/**
 * @param restoredItems the item count the list had when the reader left it (coming back), so that
 *   it has as many places again.
 */
export function useCategoryList(
  type: ContentCategory,
  restoredItems: number | undefined,
): CategoryList {
  const { query, total, places, onRangeChange, atEnd } = useEndlessList(
    {
      ...getGetLoreEssayAllInfiniteOptions({
        lore_essay_type: type,
        lore_essay_limit: MORE_PAGE_SIZE,
      }),
      staleTime: LIST_STALE_MS,
    },
    cardsOf,
    totalOf,
    { window: { pageSize: MORE_PAGE_SIZE, maxPages: KEEP_PAGES, restoredItems } },
  );
  const { data, error, isError, isFetching, hasNextPage, isFetchingNextPage } = query;
  // More while places remain past the kept pages or the server has more (the footer waits,
  // docs/decisions/0046); none while a failure is shown.
  const hasMore = !isError && (atEnd ? hasNextPage : places.length < total);
  const retryFailed = () =>
    void (query.isFetchPreviousPageError
      ? query.fetchPreviousPage()
      : query.isFetchNextPageError
        ? query.fetchNextPage()
        : query.refetch());
  return {
    items: places,
    total,
    first: {
      pending: !data && !isError,
      failed: isError && !data,
      error,
      retrying: isFetching,
      retry: () => void query.refetch(),
    },
    hasMore,
    loadingMore: isFetchingNextPage,
    // Past the kept pages, the list's range (onRangeChange) fetches the next one.
    loadMore: () => void (atEnd && query.fetchNextPage()),
    failure: isError && data ? { error, retrying: isFetching, retry: retryFailed } : undefined,
    onRangeChange,
  };
}
