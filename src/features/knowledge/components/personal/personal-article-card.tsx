/**
 * An article on the personal pages (portal.md §2.9, §2.10): cover, title, kind and date, the
 * counts in short form, and on one's own page the review status (with a failed review's opinion)
 * and the host's actions (edit, delete). A published article links to its detail, any other to
 * its preview.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuditStatusTag } from "@/components/audit-status/audit-status-tag";
import type { LoreEssay } from "@/generated/model";
import { PublishStatus } from "@/generated/model/publishStatus";
import { useLanguage } from "@/hooks/use-language";
import { formatCount, formatDate } from "@/lib/format";
import { htmlToText } from "@/lib/rich-text/text";
import { articlePath } from "../../api/categories";

/** The plain-text title of an article (lists send HTML), or "" when it has none. */
export const articleTitle = (article: LoreEssay) => htmlToText(article.title).trim();

/** Where an article's card leads: the published detail, else the author's preview. */
export const articleLink = (article: LoreEssay) =>
  article.status === PublishStatus.AuditOk
    ? articlePath(article.lore_essay_id)
    : `${articlePath(article.lore_essay_id)}&type=preview`;

interface PersonalArticleCardProps {
  article: LoreEssay;
  /** One's own item: show its review status. */
  showStatus?: boolean;
  /** The host's controls (edit, delete). */
  actions?: ReactNode;
}

export function PersonalArticleCard({
  article,
  showStatus = false,
  actions,
}: PersonalArticleCardProps) {
  const { t } = useTranslation("knowledge");
  const [language] = useLanguage();
  const title = articleTitle(article) || t("personal.untitled");
  const stats = article.stat_data;
  const released = article.status === PublishStatus.AuditOk && article.release_time;
  const date = released ? article.release_time : article.up_time;
  const cover = article.other_data?.medias?.cover?.url;
  return (
    <article
      className="personal-card"
      data-testid="personal-card"
      data-kind="article"
      data-id={article.lore_essay_id}
    >
      <div className="personal-card__cover" aria-hidden="true">
        {cover ? <img src={cover} alt="" loading="lazy" decoding="async" /> : null}
      </div>
      <div className="personal-card__body">
        <h3 className="personal-card__title">
          <Link to={articleLink(article)}>{title}</Link>
        </h3>
        <p className="personal-card__meta">
          <span>{t("personal.kind")}</span>
          {date ? (
            <span>
              {t(released ? "personal.released" : "personal.edited", { date: formatDate(date) })}
            </span>
          ) : null}
        </p>
        {showStatus ? (
          <AuditStatusTag status={article.status} opinion={article.audit_opinion} />
        ) : null}
        <ul className="personal-card__stats">
          <li>
            {t("personal.views")} {formatCount(stats?.browse_num, language)}
          </li>
          <li>
            {t("personal.likes")} {formatCount(stats?.like_num, language)}
          </li>
          <li>
            {t("personal.collects")} {formatCount(stats?.collect_num, language)}
          </li>
        </ul>
        {actions ? <div className="personal-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
