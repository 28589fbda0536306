import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "@/components/link-button";
import { ShellButton } from "@/components/shell-button";
import { API_DOCUMENT_PATH } from "../route-paths";

interface ActivityHeroProps {
  onJoin: () => void;
  /** The application period line (from the global configuration). */
  dates: ReactNode;
}

/** The activity page's banner: the programme's name and promise, its dates, and the join button. */
export function ActivityHero({ onJoin, dates }: ActivityHeroProps) {
  const { t } = useTranslation("creator");
  return (
    <header className="creator-hero">
      <div className="creator-hero__inner">
        <p className="creator-hero__eyebrow">{t("activity.eyebrow")}</p>
        <h1 className="creator-hero__title">{t("activity.title")}</h1>
        <p className="creator-hero__lead">{t("activity.lead")}</p>
        <div className="creator-hero__dates">{dates}</div>
        <div className="creator-hero__actions">
          <ShellButton
            intent="primary"
            className="bp6-large"
            text={t("activity.join")}
            onClick={onJoin}
            data-testid="join-banner"
          />
          <LinkButton to={API_DOCUMENT_PATH} variant="outlined" className="bp6-large">
            {t("activity.readDocument")}
          </LinkButton>
        </div>
      </div>
    </header>
  );
}
