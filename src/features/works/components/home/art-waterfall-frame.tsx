/**
 * The art waterfall's section and its loading state, shared by the waterfall (art-waterfall.tsx)
 * and the placeholder shown while its code loads (lazy-art-waterfall.tsx): the same markup, so
 * nothing moves when the code arrives.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";

export function ArtWaterfallFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation("works");
  return (
    <section className="works-section works-waterfall" aria-labelledby="works-art-heading">
      <header className="works-section__header">
        <h2 id="works-art-heading" className="works-section__title">
          {t("home.art")}
        </h2>
      </header>
      {children}
    </section>
  );
}

export function ArtWaterfallPending() {
  return (
    <div className="works-waterfall__status" aria-busy="true">
      <Spinner size={20} />
    </div>
  );
}
