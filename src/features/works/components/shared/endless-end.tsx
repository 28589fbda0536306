import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { QueryErrorView } from "@/components/states/query-error-view";

interface EndlessEndProps {
  /** The element watched for "the end is near" (the waterfall's sentinel). */
  ref?: Ref<HTMLDivElement>;
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The next page failed: its error, with a retry. */
  nextPageError: unknown;
  fetchNextPage: () => unknown;
}

/**
 * The end of an endless works list (home waterfall, category page): a screen kept for the next
 * page, its failure with a retry, "all loaded" at the end, and the floating loading pill.
 */
export function EndlessEnd({
  ref,
  total,
  hasNextPage,
  isFetchingNextPage,
  nextPageError,
  fetchNextPage,
}: EndlessEndProps) {
  const { t } = useTranslation("works");
  const failed = nextPageError != null;
  return (
    <>
      <div
        ref={ref}
        className={`works-waterfall__end${hasNextPage && !failed ? " works-waterfall__end--more" : ""}`}
        // While more pages come, the site footer waits (src/components/shell.css).
        data-endless={hasNextPage ? "more" : "end"}
      >
        {failed ? (
          <QueryErrorView
            error={nextPageError}
            onRetry={() => void fetchNextPage()}
            retrying={isFetchingNextPage}
          />
        ) : !hasNextPage ? (
          <span className="works-waterfall__done">{t("home.allLoaded", { count: total })}</span>
        ) : null}
      </div>
      <div className="works-waterfall__loading" role="status">
        {isFetchingNextPage ? (
          <span className="works-waterfall__pill">
            <Spinner size={16} /> {t("home.loadingMore")}
          </span>
        ) : null}
      </div>
    </>
  );
}
