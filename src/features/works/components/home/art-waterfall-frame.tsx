/**
 * The art waterfall's section and its loading state, shared by the waterfall (art-waterfall.tsx)
 * and the placeholder shown while its code loads (lazy-art-waterfall.tsx): the same markup, so
 * nothing moves when the code arrives.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { WorksSection } from "./works-section";

export function ArtWaterfallFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation("works");
  return (
    <WorksSection id="works-art-heading" title={t("home.art")} className="works-waterfall">
      {children}
    </WorksSection>
  );
}

export function ArtWaterfallPending() {
  return (
    <div className="works-waterfall__status" aria-busy="true">
      <Spinner size={20} />
    </div>
  );
}
