/**
 * An item (article, image work, demo) on the personal pages (portal.md §2.9, §2.10): cover, title
 * linking to it, kind and date, the counts in short form, and on one's own page the review status
 * (with a failed review's opinion) and the host's actions (edit, delete). The features' cards
 * (knowledge, works) say what their item's values are; this draws them the same way. Texts: the
 * "personal" namespace, which the personal routes load; styles: the route's personal.css.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuditStatusTag } from "@/components/audit-status/audit-status-tag";
import { PublishStatus } from "@/generated/model/publishStatus";
import { useLanguage } from "@/hooks/use-language";
import { formatCount, formatDate } from "@/lib/format";

/** What a personal card shows, whatever the item. */
export interface PersonalCardItem {
  id: string;
  /** data-kind of the card: article, image or demo. */
  kind: string;
  /** The item's kind, as shown (e.g. "Article"). */
  kindLabel: string;
  title: string;
  href: string;
  cover?: string;
  status: PublishStatus;
  opinion?: string;
  /** Seconds: the release time of a published item, else the last edit. */
  releaseTime?: number;
  upTime?: number;
  stats?: { browse_num?: number; like_num?: number; collect_num?: number };
}

interface PersonalCardProps {
  item: PersonalCardItem;
  /** One's own item: show its review status. */
  showStatus?: boolean;
  /** The host's controls (edit, delete). */
  actions?: ReactNode;
}

export function PersonalCard({ item, showStatus = false, actions }: PersonalCardProps) {
  const { t } = useTranslation("personal");
  const [language] = useLanguage();
  const released = item.status === PublishStatus.AuditOk && item.releaseTime;
  const date = released ? item.releaseTime : item.upTime;
  const { stats } = item;
  return (
    <article
      className="personal-card"
      data-testid="personal-card"
      data-kind={item.kind}
      data-id={item.id}
    >
      <div className="personal-card__cover" aria-hidden="true">
        {item.cover ? <img src={item.cover} alt="" loading="lazy" decoding="async" /> : null}
      </div>
      <div className="personal-card__body">
        <h3 className="personal-card__title">
          <Link to={item.href}>{item.title}</Link>
        </h3>
        <p className="personal-card__meta">
          <span>{item.kindLabel}</span>
          {date ? (
            <span>
              {t(released ? "card.released" : "card.edited", { date: formatDate(date, language) })}
            </span>
          ) : null}
        </p>
        {showStatus ? <AuditStatusTag status={item.status} opinion={item.opinion} /> : null}
        <ul className="personal-card__stats">
          <li>
            {t("card.views")} {formatCount(stats?.browse_num, language)}
          </li>
          <li>
            {t("card.likes")} {formatCount(stats?.like_num, language)}
          </li>
          <li>
            {t("card.collects")} {formatCount(stats?.collect_num, language)}
          </li>
        </ul>
        {actions ? <div className="personal-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
