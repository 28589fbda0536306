/**
 * The demo grid's section and its loading state: what the works home shows before the demos (or
 * the grid's code: works-home-page.tsx) arrive, in the grid's exact place.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DEMO_PAGE_SIZE } from "../../constants";
import { WorksSection } from "./works-section";

/** The demo grid's section, titled, with `action` beside its heading. */
export function DemoGridFrame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation("works");
  return (
    <WorksSection id="works-demos-heading" title={t("home.demos")} action={action}>
      {children}
    </WorksSection>
  );
}

/** A card's exact box while the list loads (so the page does not move when the cards arrive). */
function DemoCardSkeleton() {
  return (
    <div className="works-demo-card works-demo-card--skeleton" aria-hidden="true">
      <div className="works-demo-card__link">
        <span className="works-demo-card__cover" />
        <span className="works-skeleton-line" />
      </div>
      <span className="works-skeleton-line works-skeleton-line--short" />
      <span className="works-demo-card__tags" />
    </div>
  );
}

/** The grid while its demos load. */
export function DemoGridSkeleton() {
  const { t } = useTranslation("works");
  return (
    <ul className="works-demo-grid" aria-busy="true" aria-label={t("home.demos")}>
      {Array.from({ length: DEMO_PAGE_SIZE }, (_, i) => (
        <li key={i}>
          <DemoCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
