import { useTranslation } from "react-i18next";
import { Classes } from "../bp-classes";

/** The thin loading bar at the top of the page while a titled page loads (Blueprint's look). */
export function RouteProgress({ active }: { active: boolean }) {
  const { t } = useTranslation("common");
  if (!active) return null;
  return (
    <div className="app-route-progress" data-testid="route-progress">
      <div
        className={`${Classes.PROGRESS_BAR} ${Classes.INTENT_PRIMARY}`}
        role="progressbar"
        aria-label={t("loading")}
      >
        <div className={`${Classes.PROGRESS_METER} app-route-progress__meter`} />
      </div>
    </div>
  );
}
