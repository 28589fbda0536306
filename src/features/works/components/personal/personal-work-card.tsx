/**
 * A work on the personal pages (portal.md §2.9, §2.10): cover, title, kind and date, the counts
 * in short form, and on one's own page the review status (with a failed review's opinion) and the
 * host's actions (edit, delete). A published work links to its detail, any other to its preview.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuditStatusTag } from "@/components/audit-status/audit-status-tag";
import type { Works } from "@/generated/model";
import { PublishStatus } from "@/generated/model/publishStatus";
import { WorksType } from "@/generated/model/worksType";
import { useLanguage } from "@/hooks/use-language";
import { formatCount, formatDate } from "@/lib/format";
import { detailPath } from "../shared/demo-card";

/** Where a work's card leads: the published detail, else the author's preview. */
export const workLink = (work: Works) =>
  work.status === PublishStatus.AuditOk
    ? detailPath(work.works_id)
    : `${detailPath(work.works_id)}&type=preview`;

/** The catalogue key of a work's kind. */
const kindKey = (work: Works) =>
  work.works_type === WorksType.ArtCreativity
    ? "personal.kindImage"
    : work.works_type === WorksType.GameDemo
      ? "personal.kindDemo"
      : "personal.kindOther";

/** The work's cover: its cover, else its first picture. */
const coverOf = (work: Works) =>
  work.other_data?.medias?.cover?.url || work.photo_data?.[0]?.photo || "";

interface PersonalWorkCardProps {
  work: Works;
  showStatus?: boolean;
  actions?: ReactNode;
}

export function PersonalWorkCard({ work, showStatus = false, actions }: PersonalWorkCardProps) {
  const { t } = useTranslation("works");
  const [language] = useLanguage();
  const title = work.works_title.trim() || t("personal.untitled");
  const stats = work.stat_data;
  const released = work.status === PublishStatus.AuditOk && work.release_time;
  const date = released ? work.release_time : work.up_time;
  const cover = coverOf(work);
  return (
    <article
      className="personal-card"
      data-testid="personal-card"
      data-kind={work.works_type === WorksType.ArtCreativity ? "image" : "demo"}
      data-id={work.works_id}
    >
      <div className="personal-card__cover" aria-hidden="true">
        {cover ? <img src={cover} alt="" loading="lazy" decoding="async" /> : null}
      </div>
      <div className="personal-card__body">
        <h3 className="personal-card__title">
          <Link to={workLink(work)}>{title}</Link>
        </h3>
        <p className="personal-card__meta">
          <span>{t(kindKey(work))}</span>
          {date ? (
            <span>
              {t(released ? "personal.released" : "personal.edited", { date: formatDate(date) })}
            </span>
          ) : null}
        </p>
        {showStatus ? <AuditStatusTag status={work.status} opinion={work.audit_opinion} /> : null}
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
