import { EyeOpenIcon } from "@/components/icons/content-icons";
import { useTranslation } from "react-i18next";
import { Classes } from "@/components/bp-classes";
import { Spinner } from "@/components/form/spinner";
import { QueryErrorView } from "@/components/states/query-error-view";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";
import { htmlToText } from "@/lib/rich-text/text";
import { useRelatedArticles } from "@/api/knowledge/article";

/**
 * The detail page's related articles (the work's other_data.lore_essay_id, published ones only):
 * each opens /knowledge/detail in a new window, as article lists do (platform.md §2). Titles may
 * carry markup (portal.md §3): shown as their text only.
 */
export function RelatedArticles({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation(["worksDetail", "works"]);
  const [language] = useLanguage();
  const related = useRelatedArticles(ids);

  let body;
  if (ids.length === 0 || (related.isSuccess && related.data.length === 0)) {
    body = <p className="works-muted">{t("detail.noRelated")}</p>;
  } else if (related.isError) {
    body = (
      <QueryErrorView
        error={related.error}
        onRetry={() => void related.refetch()}
        retrying={related.isFetching}
      />
    );
  } else if (related.isPending) {
    body = (
      <div className="works-related__loading" aria-busy="true">
        <Spinner />
      </div>
    );
  } else {
    body = (
      <ul className="works-related__list">
        {related.data.map((article) => {
          const cover = article.coverUrl;
          const views = article.views;
          return (
            <li key={article.id}>
              <a
                className="works-related__item"
                href={`/knowledge/detail?id=${encodeURIComponent(article.id)}`}
                target="_blank"
                rel="noopener"
              >
                {cover ? <img src={cover} alt="" loading="lazy" /> : null}
                <span className="works-related__text">
                  <span className="works-related__title">{htmlToText(article.title)}</span>
                  <span className="works-muted works-related__views">
                    <EyeOpenIcon size={12} aria-hidden />
                    <span className="app-visually-hidden">
                      {t("works:card.views", { count: views })}
                    </span>
                    <span aria-hidden="true">{formatCount(views, language)}</span>
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      className={`${Classes.CARD} works-card works-related`}
      aria-labelledby="works-related-heading"
    >
      <h2 id="works-related-heading" className="works-side__heading">
        {t("detail.related")}
      </h2>
      {body}
    </section>
  );
}
