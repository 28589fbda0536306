import { FlagIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { openReport, type ReportTarget } from "@/lib/report-bus";
import "./social.css";

export interface ReportButtonProps {
  target: ReportTarget;
}

/** Opens the app's one report dialog for the target (a visitor goes to sign-in instead). */
export function ReportButton({ target }: ReportButtonProps) {
  const { t } = useTranslation("social");
  return (
    <button
      type="button"
      className="bp6-button bp6-minimal app-social-toggle app-report-button"
      title={t("report.action")}
      onClick={() => openReport(target)}
    >
      <FlagIcon size={16} />
      <span className="bp6-button-text">{t("report.action")}</span>
    </button>
  );
}
