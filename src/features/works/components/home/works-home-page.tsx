import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { lazyPart } from "@/components/states/lazy-part";
import { withNamespaces } from "@/lib/i18n";
import { QueryErrorView } from "@/components/states/query-error-view";
import { useWorksHomeAdvertisements } from "@/api/system/advertisements";
import { useDemoGrid } from "@/api/works/works";
import { usePopupRoute } from "../../hooks/use-popup-route";
import type { WorksSocialSlots } from "../shared/social-slots";
import { BannerPending, BannerState } from "./advert-banner-frame";
import { DemoGridFrame, DemoGridSkeleton } from "./demo-grid-frame";
import { LazyArtWaterfall } from "./lazy-art-waterfall";
import { popupSearch } from "./popup-search";
import "../works.css";

// The popup brings its own texts (the detail namespace), which the gallery does not show.
const WorksPopup = lazy(() => withNamespaces(import("../popup/works-popup"), ["worksDetail"]));

// The banner and the demo grid load their code beside their data, after the first render, in
// their loading state's exact place (decision 0062).
const loadParts = () => import("./home-parts");
const AdvertBanner = lazyPart(() => loadParts().then((parts) => parts.AdvertBanner), {
  fallback: () => <BannerPending />,
  failed: (retry, error) => (
    <BannerState>
      <QueryErrorView error={error} onRetry={retry} />
    </BannerState>
  ),
});
const DemoGrid = lazyPart(() => loadParts().then((parts) => parts.DemoGrid), {
  fallback: () => (
    <DemoGridFrame>
      <DemoGridSkeleton />
    </DemoGridFrame>
  ),
  failed: (retry, error) => (
    <DemoGridFrame>
      <QueryErrorView error={error} onRetry={retry} />
    </DemoGridFrame>
  ),
});

/**
 * When the popup closes (also through the browser's back button, which unmounts it rather than
 * closing it), the focus goes back to the card of the work it showed, without scrolling.
 */
function useFocusReturn(openId: string) {
  const shown = useRef("");
  useEffect(() => {
    if (openId) {
      shown.current = openId;
      return;
    }
    const closed = shown.current;
    shown.current = "";
    if (!closed) return;
    const wanted = popupSearch(closed);
    const card = [...document.querySelectorAll<HTMLElement>(".works-art-card")].find((link) =>
      link.getAttribute("href")?.endsWith(wanted),
    );
    card?.focus({ preventScroll: true });
  }, [openId]);
}

/**
 * The popup hides the page's scrollbar: the page keeps the scrollbar's gutter meanwhile, so the
 * gallery behind keeps its width (its columns, and so its scroll position) while the popup is open.
 */
function useStableScrollbarGutter() {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollbarGutter;
    root.style.scrollbarGutter = "stable";
    return () => {
      root.style.scrollbarGutter = before;
    };
  }, []);
}

/**
 * /gameworks/home (portal.md §2.5): the advertisement banner, the game demo grid and the
 * art-creativity waterfall; ?pictDetailsId= opens that image work's popup over the gallery.
 */
export function WorksHomePage({ social }: { social: WorksSocialSlots }) {
  const { t } = useTranslation("works");
  const { openId, close } = usePopupRoute();
  // The page owns the banner's and the grid's queries: they start with its first render, and the
  // parts, which load their code meanwhile, show them (a part does not fetch again on arrival).
  const ads = useWorksHomeAdvertisements();
  const demos = useDemoGrid();
  useFocusReturn(openId);
  useStableScrollbarGutter();
  return (
    <div className="works-page works-home">
      <h1 className="app-visually-hidden">{t("home.heading")}</h1>
      <AdvertBanner ads={ads} />
      <div className="works-page__content">
        <DemoGrid demos={demos} />
        <LazyArtWaterfall />
      </div>
      {openId ? (
        <Suspense fallback={null}>
          <WorksPopup key={openId} worksId={openId} social={social} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
