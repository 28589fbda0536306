/**
 * The review status of an author's own article or work (portal.md §4): to be
 * released (draft), under review (releasing), published (audit ok) or failed review, and, when the
 * review failed, the reviewer's opinion as plain text. Labels live in the "authoring" namespace
 * ("audit.*") so every page that lists own items can show them.
 */
import { Intent, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { PublishStatus } from "@/generated/model/publishStatus";
import "./audit-status.css";

/** The catalogue key of each status's label. */
export const AUDIT_STATUS_LABEL_KEYS = {
  [PublishStatus.Draft]: "audit.draft",
  [PublishStatus.Releasing]: "audit.releasing",
  [PublishStatus.AuditOk]: "audit.published",
  [PublishStatus.AuditFailed]: "audit.failed",
} as const satisfies Record<PublishStatus, string>;

const INTENTS: Record<PublishStatus, Intent> = {
  [PublishStatus.Draft]: Intent.NONE,
  [PublishStatus.Releasing]: Intent.WARNING,
  [PublishStatus.AuditOk]: Intent.SUCCESS,
  [PublishStatus.AuditFailed]: Intent.DANGER,
};

/** Whether a value is one of the statuses this tag knows (unknown values show nothing). */
export const isPublishStatus = (value: unknown): value is PublishStatus =>
  typeof value === "number" && Object.hasOwn(AUDIT_STATUS_LABEL_KEYS, value);

export interface AuditStatusTagProps {
  status: PublishStatus;
  /** The reviewer's opinion; shown only for a failed review, and only when not blank. */
  opinion?: string;
  /** false shows the label alone (e.g. in a dense list that shows the opinion elsewhere). */
  showOpinion?: boolean;
  className?: string;
}

export function AuditStatusTag({
  status,
  opinion,
  showOpinion = true,
  className,
}: AuditStatusTagProps) {
  const { t } = useTranslation("authoring");
  if (!isPublishStatus(status)) return null;
  const reason = status === PublishStatus.AuditFailed && showOpinion ? opinion?.trim() : "";
  return (
    <span className={["gc-audit-status", className].filter(Boolean).join(" ")}>
      <Tag minimal round intent={INTENTS[status]} data-status={status}>
        {t(AUDIT_STATUS_LABEL_KEYS[status])}
      </Tag>
      {reason ? (
        <span className="gc-audit-status__opinion">{t("audit.opinion", { opinion: reason })}</span>
      ) : null}
    </span>
  );
}
