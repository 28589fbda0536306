/**
 * An article on the personal pages (portal.md §2.9, §2.10): cover, title, kind and date, the
 * counts in short form, and on one's own page the review status (with a failed review's opinion)
 * and the host's actions (edit, delete). A published article links to its detail, any other to
 * its preview.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PersonalCard } from "@/components/personal-card/personal-card";
import type { LoreEssay } from "@/generated/model";
import { PublishStatus } from "@/generated/model/publishStatus";
import { htmlToText } from "@/lib/rich-text/text";
import { articlePath } from "@/api/knowledge/categories";

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
  return (
    <PersonalCard
      item={{
        id: article.lore_essay_id,
        kind: "article",
        kindLabel: t("personal.kind"),
        title: articleTitle(article) || t("personal.untitled"),
        href: articleLink(article),
        cover: article.other_data?.medias?.cover?.url,
        status: article.status,
        opinion: article.audit_opinion,
        releaseTime: article.release_time,
        upTime: article.up_time,
        stats: article.stat_data,
      }}
      showStatus={showStatus}
      actions={actions}
    />
  );
}
