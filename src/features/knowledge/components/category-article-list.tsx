/**
 * A category's articles as an endless, virtualised grid (portal.md §2.2, §9): MORE_PAGE_SIZE a
 * page, the next page once the list's end is within MORE_THRESHOLD_PX of the viewport's bottom,
 * until the loaded count reaches lore_essay_total; only the pages near the viewport stay in memory
 * (api/category-list.ts), the others show placeholder cards until they load again. The empty state
 * when the total is 0; a failed first page shows its error in place of the list, a failed later
 * page a bar at the bottom of the window, each with Retry. Going back to the page restores the
 * scroll position and the pages it had.
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { VirtualEndlessGrid as Grid } from "@/components/lists/virtual-endless-grid";
import { Spinner } from "@/components/form/spinner";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import type { ContentCategory } from "@/generated/model";
import { useRestoredScroll } from "@/hooks/use-scroll-memory";
import type { ArticleCard } from "@/api/knowledge/article-card";
import { categoryNameKey } from "@/api/knowledge/categories";
import { useCategoryList } from "@/api/knowledge/category-list";
import { MORE_THRESHOLD_PX } from "@/api/knowledge/limits";
import { ArticleCardView } from "./article-card-view";
import { CardPlaceholder, CardSkeletons } from "./card-skeletons";

// The grid (with @tanstack/react-virtual, ~10 KB) is not needed before the first page answers:
// its chunk starts loading with this module, beside the page's first call, not before it.
const gridChunk = import("@/components/lists/virtual-endless-grid");
const VirtualEndlessGrid = lazy(() =>
  gridChunk.then((module) => ({ default: module.VirtualEndlessGrid })),
) as unknown as typeof Grid;

/** A row's height before it is measured: the card's usual height. */
export const CARD_ROW_HEIGHT = 340;

/** Cards per row for the list's width. */
export const moreColumns = (width: number) =>
  width >= 1100 ? 4 : width >= 800 ? 3 : width >= 520 ? 2 : 1;

const renderCard = (card: ArticleCard | undefined) =>
  card ? <ArticleCardView card={card} headingLevel={2} /> : <CardPlaceholder />;

export function CategoryArticleList({ type }: { type: ContentCategory }) {
  const { t } = useTranslation(["knowledgeMore", "knowledge"]);
  const restoreKey = `knowledge-more:${type}`;
  const restored = useRestoredScroll(restoreKey);
  const list = useCategoryList(type, restored?.items);

  if (list.first.failed) {
    return (
      <QueryErrorView
        error={list.first.error}
        onRetry={list.first.retry}
        retrying={list.first.retrying}
      />
    );
  }
  if (list.first.pending) {
    return (
      <div aria-busy="true">
        <CardSkeletons count={8} />
      </div>
    );
  }
  if (list.total === 0 && list.items.length === 0) {
    return (
      <EmptyState
        title={t("more.emptyTitle")}
        description={t("more.emptyDescription")}
        hideAction
      />
    );
  }

  const ended = !list.hasMore && !list.loadingMore && list.items.length >= list.total;
  return (
    <>
      <p className="kn-more__count" data-testid="loaded-count">
        {t("more.loaded", { loaded: list.items.length, total: list.total })}
      </p>
      <Suspense fallback={<CardSkeletons count={8} />}>
        <VirtualEndlessGrid
          items={list.items}
          total={list.total}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          loading={list.loadingMore}
          renderItem={renderCard}
          estimateRowHeight={CARD_ROW_HEIGHT}
          columns={moreColumns}
          thresholdPx={MORE_THRESHOLD_PX}
          restoreKey={restoreKey}
          ariaLabel={t("more.listLabel", {
            category: t(categoryNameKey(type), { ns: "knowledge" }),
          })}
          onRangeChange={list.onRangeChange}
        />
      </Suspense>
      <div className="kn-more__status" aria-live="polite">
        {list.loadingMore ? (
          <p className="kn-more__loading">
            <Spinner size={20} />
            {t("more.loadingMore")}
          </p>
        ) : null}
        {ended ? <p className="kn-muted">{t("more.end")}</p> : null}
      </div>
      {list.failure ? (
        <div className="kn-more__failure">
          <QueryErrorView
            error={list.failure.error}
            onRetry={list.failure.retry}
            retrying={list.failure.retrying}
          />
        </div>
      ) : null}
    </>
  );
}
