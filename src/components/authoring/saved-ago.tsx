import { useTranslation } from "react-i18next";
import { useMinuteClock } from "@/hooks/use-minute-clock";

/**
 * "Saved n minutes ago" in an editor's footer (portal.md §4: autosave), kept current while the
 * page stays open. Texts from `editor`.
 */
export function SavedAgo({ at }: { at: number | null }) {
  const { t } = useTranslation("editor");
  const now = useMinuteClock();
  if (at === null) return <>{t("savedNever")}</>;
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  return <>{minutes === 0 ? t("savedJustNow") : t("savedMinutes", { count: minutes })}</>;
}
