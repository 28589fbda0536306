import { EyeOpenIcon, ThumbsUpIcon } from "@blueprintjs/icons";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import type { LoreEssay } from "@/generated/model/loreEssay";
import { PublishStatus } from "@/generated/model/publishStatus";
import { useLanguage } from "@/hooks/use-language";
import { formatCount, formatDate } from "@/lib/format";
import { htmlToText } from "@/lib/rich-text/text";

export const ARTICLE_TITLE_ID = "article-title";

interface ArticleHeaderProps {
  article: LoreEssay;
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * Title, release date and, for a published (audit-OK) article, its views and likes
 * (platform.md §4: only audit-OK items show counts). The title comes as HTML: shown as its text.
 */
export function ArticleHeader({ article, titleRef }: ArticleHeaderProps) {
  const { t } = useTranslation("knowledgeDetail");
  const [language] = useLanguage();
  const released = formatDate(article.release_time, language);
  const published = article.status === PublishStatus.AuditOk;
  return (
    <header className="app-article__header">
      <h1 id={ARTICLE_TITLE_ID} ref={titleRef} tabIndex={-1} className="app-article__title">
        {htmlToText(article.title)}
      </h1>
      <div className="app-article__meta">
        {released ? (
          <span className="app-article__date">
            {t("detail.stats.released", { date: released })}
          </span>
        ) : null}
        {published ? (
          <dl className="app-article__stats" aria-label={t("detail.stats.label")}>
            <div className="app-article__stat">
              <dt>
                <EyeOpenIcon size={14} aria-hidden />
                <span className="app-visually-hidden">{t("detail.stats.views")}</span>
              </dt>
              <dd data-testid="article-views">
                {formatCount(article.stat_data?.browse_num, language)}
              </dd>
            </div>
            <div className="app-article__stat">
              <dt>
                <ThumbsUpIcon size={14} aria-hidden />
                <span className="app-visually-hidden">{t("detail.stats.likes")}</span>
              </dt>
              <dd data-testid="article-likes">
                {formatCount(article.stat_data?.like_num, language)}
              </dd>
            </div>
          </dl>
        ) : null}
      </div>
    </header>
  );
}
