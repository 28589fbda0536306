import { memo } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorView } from "@/components/states/query-error-view";
import { Spinner } from "@/components/form/spinner";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";
import { htmlToText } from "@/lib/rich-text/text";
import { useRelatedArticles } from "@/api/knowledge/article";

/**
 * The articles the author listed as related (batchGetLoreEssay), each opening its detail in a new
 * window (platform.md §2, portal.md §2.3).
 */
export const RelatedArticles = memo(function RelatedArticles({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation(["knowledgeDetail", "common"]);
  const [language] = useLanguage();
  const related = useRelatedArticles(ids);

  let content;
  if (ids.length === 0 || (related.isSuccess && related.data.length === 0)) {
    content = <p className="app-related__empty">{t("detail.related.empty")}</p>;
  } else if (related.isError) {
    content = (
      <QueryErrorView
        error={related.error}
        onRetry={() => void related.refetch()}
        retrying={related.isFetching}
      />
    );
  } else if (related.isPending) {
    content = (
      <p className="app-related__loading" role="status">
        <Spinner size={16} />
        <span>{t("common:loading")}</span>
      </p>
    );
  } else {
    content = (
      <ol className="app-related__list">
        {related.data.map((article) => (
          <li key={article.id} className="app-related__item">
            <a
              className="app-related__link"
              href={`/knowledge/detail?id=${encodeURIComponent(article.id)}`}
              target="_blank"
              rel="noopener"
            >
              {article.coverUrl ? (
                <img
                  className="app-related__cover"
                  src={article.coverUrl}
                  alt=""
                  width={72}
                  height={48}
                  loading="lazy"
                />
              ) : null}
              <span className="app-related__text">
                <span className="app-related__title">{htmlToText(article.title)}</span>
                <span className="app-related__views">
                  {t("detail.related.views", { views: formatCount(article.views, language) })}
                </span>
                <span className="app-visually-hidden">{t("detail.related.newWindow")}</span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className="app-article__card app-related" aria-labelledby="article-related-title">
      <h2 id="article-related-title" className="app-article__card-title">
        {t("detail.related.title")}
      </h2>
      {content}
    </section>
  );
});
