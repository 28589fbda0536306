/**
 * The editors' offer of a local backup newer than the server copy (decisions.md §3): a warning
 * callout naming when the edits were kept, with Restore and Discard. Texts from `editor` (the
 * page loads that namespace with its body).
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/hooks/use-language";
import { formatDateTime } from "@/lib/format-time";
import { ShellButton } from "../shell-button";

interface BackupOfferProps {
  /** When the offered edits were kept (ms). */
  savedAt: number;
  onRestore(): void;
  onDiscard(): void;
  /** The callout's class and its buttons' row class (each editor's layout). */
  className: string;
  actionsClassName: string;
}

export function BackupOffer({
  savedAt,
  onRestore,
  onDiscard,
  className,
  actionsClassName,
}: BackupOfferProps) {
  const { t } = useTranslation("editor");
  const [language] = useLanguage();
  const titleId = useId();
  return (
    <section className={`bp6-callout bp6-intent-warning ${className}`} aria-labelledby={titleId}>
      <h2 className="bp6-heading" id={titleId}>
        {t("restoreTitle")}
      </h2>
      <p>{t("restoreMessage", { time: formatDateTime(new Date(savedAt), language) })}</p>
      <div className={actionsClassName}>
        <ShellButton intent="primary" text={t("restore")} onClick={onRestore} />
        <ShellButton text={t("discard")} onClick={onDiscard} />
      </div>
    </section>
  );
}
