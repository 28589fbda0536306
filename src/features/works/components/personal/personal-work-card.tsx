/**
 * A work on the personal pages (portal.md §2.9, §2.10): cover, title, kind and date, the counts
 * in short form, and on one's own page the review status (with a failed review's opinion) and the
 * host's actions (edit, delete). A published work links to its detail, any other to its preview.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PersonalCard } from "@/components/personal-card/personal-card";
import type { Works } from "@/generated/model";
import { PublishStatus } from "@/generated/model/publishStatus";
import { WorksType } from "@/generated/model/worksType";
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
  return (
    <PersonalCard
      item={{
        id: work.works_id,
        kind: work.works_type === WorksType.ArtCreativity ? "image" : "demo",
        kindLabel: t(kindKey(work)),
        title: work.works_title.trim() || t("personal.untitled"),
        href: workLink(work),
        cover: coverOf(work),
        status: work.status,
        opinion: work.audit_opinion,
        releaseTime: work.release_time,
        upTime: work.up_time,
        stats: work.stat_data,
      }}
      showStatus={showStatus}
      actions={actions}
    />
  );
}
