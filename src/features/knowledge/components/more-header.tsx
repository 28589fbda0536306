/**
 * The more page's header (portal.md §2.2): the category's logo, name and description, the total
 * browse count of its articles (getGlobalStatData; short form) and the write action.
 */
import { EyeOpenIcon } from "@/components/icons/content-icons";
import { useTranslation } from "react-i18next";
import { QueryErrorView } from "@/components/states/query-error-view";
import type { ContentCategory } from "@/generated/model";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";
import { useCategoryStats } from "@/api/system/global-stats";
import { categoryDescriptionKey, categoryNameKey } from "@/api/knowledge/categories";
import { CategoryLogo } from "./category-logo";
import { WriteArticleButton } from "./write-article-button";

export function MoreHeader({ type }: { type: ContentCategory }) {
  const { t } = useTranslation(["knowledgeMore", "knowledge"]);
  const [language] = useLanguage();
  const stats = useCategoryStats(type);
  const name = t(categoryNameKey(type), { ns: "knowledge" });
  return (
    <>
      <header className="kn-more__head">
        <CategoryLogo type={type} size={72} label={t("more.logo", { category: name })} />
        <div className="kn-more__intro">
          <h1 className="kn-more__title">{name}</h1>
          <p className="kn-more__description">{t(categoryDescriptionKey(type))}</p>
          <p className="kn-more__views" aria-busy={stats.isPending || undefined}>
            <EyeOpenIcon size={14} />
            <span className="app-visually-hidden">{t("more.viewsLabel")}: </span>
            {stats.data ? (
              <span data-testid="category-views">
                {t("more.views", { views: formatCount(stats.data.browse_num, language) })}
              </span>
            ) : (
              <span className="kn-skeleton kn-skeleton--number" />
            )}
          </p>
        </div>
        <WriteArticleButton text={t("more.write")} className="kn-more__write" />
      </header>
      {stats.isError ? (
        <QueryErrorView
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : null}
    </>
  );
}
