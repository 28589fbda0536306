import { useTranslation } from "react-i18next";
import { AuditStatus } from "@/generated/model/auditStatus";

const STATUS = {
  [AuditStatus.Draft]: { key: "waiting", modifier: "waiting" },
  [AuditStatus.Ok]: { key: "approved", modifier: "approved" },
  [AuditStatus.Fail]: { key: "failed", modifier: "failed" },
} as const;

/** An application's audit state as a badge: waiting (draft), approved, not approved. */
export function ApplicationStatusBadge({ status }: { status: AuditStatus }) {
  const { t } = useTranslation("creator");
  if (status === AuditStatus.Default) return null;
  const { key, modifier } = STATUS[status];
  return (
    <span className={`creator-status creator-status--${modifier}`} data-testid="application-status">
      {t(`applications.status.${key}`)}
    </span>
  );
}
