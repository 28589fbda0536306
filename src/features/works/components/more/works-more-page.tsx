import { EyeOpenIcon } from "@/components/icons/content-icons";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { VirtualEndlessGrid } from "@/components/lists/virtual-endless-grid";
import { EmptyState } from "@/components/states/empty-state";
import { NotFoundView } from "@/components/states/not-found-view";
import { QueryErrorView } from "@/components/states/query-error-view";
import { WorksType } from "@/generated/model/worksType";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";
import { EndlessEnd } from "../shared/endless-end";
import { useGameDemoViews } from "@/api/system/global-stats";
import { useWorksPages } from "@/api/works/works-pages";
import { ENDLESS_THRESHOLD_PX, MORE_PAGE_SIZE } from "../../constants";
import { DemoCard } from "../shared/demo-card";
import "../works.css";

const CARD_MIN_WIDTH = 260;
const CARD_GAP = 16;
/** A demo card's height before it is measured (16:9 cover, title, meta, tags). */
const ESTIMATED_ROW_HEIGHT = 300;

/** Cards per row for the grid's width (at least 260 px each, at most 4). */
const columnsFor = (width: number) =>
  Math.max(1, Math.min(4, Math.floor((width + CARD_GAP) / (CARD_MIN_WIDTH + CARD_GAP))));

/** The categories with a list of their own (getWorksAll reads works_type 0 as "every type"). */
const CATEGORIES = [WorksType.GameDemo, WorksType.GameResource, WorksType.ArtCreativity] as const;
type Category = (typeof CATEGORIES)[number];

/** The works type a ?id= names (game demos when absent), or undefined when it names none. */
export function worksTypeOf(id: string | null): Category | undefined {
  if (id === null || id.trim() === "") return WorksType.GameDemo;
  if (!/^\d+$/.test(id.trim())) return undefined;
  const value = Number(id);
  return CATEGORIES.find((category) => category === value);
}

function CategoryHeader({ type }: { type: Category }) {
  const { t } = useTranslation("works");
  const [language] = useLanguage();
  const views = useGameDemoViews();
  return (
    <>
      <header className="works-more__header">
        <h1 className="works-more__title">{t(`categories.${type}.name`)}</h1>
        <p className="works-muted">{t(`categories.${type}.description`)}</p>
        <p className="works-more__views" aria-live="polite">
          <EyeOpenIcon size={14} aria-hidden /> {t("more.views")}{" "}
          <strong data-testid="works-global-views">
            {views.isSuccess ? formatCount(views.data, language) : views.isError ? "—" : "…"}
          </strong>
        </p>
      </header>
      {/* The count failed: say why, with Try again (as the knowledge list's header does). */}
      {views.isError ? (
        <QueryErrorView
          error={views.error}
          onRetry={() => void views.refetch()}
          retrying={views.isFetching}
        />
      ) : null}
    </>
  );
}

function CategoryList({ type }: { type: Category }) {
  const { t } = useTranslation("works");
  const { query, items, total } = useWorksPages(type, MORE_PAGE_SIZE);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  if (query.isPending) {
    return (
      <div className="works-waterfall__status" aria-busy="true">
        <Spinner size={20} />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <QueryErrorView
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (total === 0) return <EmptyState title={t("more.empty")} />;
  return (
    <>
      <VirtualEndlessGrid
        items={items}
        total={total}
        hasMore={hasNextPage && !isFetchNextPageError}
        loadMore={() => void fetchNextPage()}
        loading={isFetchingNextPage}
        renderItem={(work) => <DemoCard work={work} />}
        estimateRowHeight={ESTIMATED_ROW_HEIGHT}
        columns={columnsFor}
        gap={CARD_GAP}
        thresholdPx={ENDLESS_THRESHOLD_PX}
        restoreKey={`gameworks-more:${type}`}
        ariaLabel={t(`categories.${type}.name`)}
      />
      <EndlessEnd
        total={total}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        nextPageError={isFetchNextPageError ? query.error : null}
        fetchNextPage={fetchNextPage}
      />
    </>
  );
}

/**
 * /gameworks/more?id= (portal.md §2.6): the category's name, description and the global view
 * count, then its published works as an endless list of cards, 50 per page, virtualised like the
 * knowledge list (scroll and pages come back with the browser's back button); an empty page when
 * the category has none. An id that names no works type is not found.
 */
export function WorksMorePage({ id }: { id: string | null }) {
  const type = worksTypeOf(id);
  if (type === undefined) return <NotFoundView />;
  return (
    <div className="works-page works-more">
      <CategoryHeader type={type} />
      <CategoryList key={type} type={type} />
    </div>
  );
}
