import { lazy, Suspense, useRef, type ReactNode } from "react";
import { useInView } from "../hooks/use-in-view";
import { Hero } from "./hero";
import "./landing-page.css";

const LandingSections = lazy(() =>
  import("./landing-sections").then(({ LandingSections }) => ({ default: LandingSections })),
);

/** Sections load this far before they scroll into view (or at once when the address names one). */
const SECTIONS_MARGIN = "800px 0px";

interface LandingPageProps {
  /** The e-mail subscription form, shown in the banner. */
  subscribe: ReactNode;
}

/**
 * The landing page (/gate, /guide; portal.md §2.12): the banner first, then events, about,
 * showcase, partners and contact (the site footer comes with the layout). Only the banner is part
 * of the page's first load; the sections' code, images, videos and calls load as they come near
 * the viewport, into a reserved space.
 */
export function LandingPage({ subscribe }: LandingPageProps) {
  const sectionsRef = useRef<HTMLDivElement>(null);
  const near = useInView(sectionsRef, { rootMargin: SECTIONS_MARGIN, once: true });
  const wanted = typeof window !== "undefined" && window.location.hash.length > 1;
  const placeholder = <div className="landing-sections-placeholder" aria-hidden="true" />;
  return (
    <div className="landing" data-testid="landing">
      <Hero subscribe={subscribe} />
      <div ref={sectionsRef}>
        {near || wanted ? (
          <Suspense fallback={placeholder}>
            <LandingSections />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </div>
  );
}
