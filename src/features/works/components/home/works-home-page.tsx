import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { usePopupRoute } from "../../hooks/use-popup-route";
import type { WorksSocialSlots } from "../shared/social-slots";
import { AdvertBanner } from "./advert-banner";
import { DemoGrid } from "./demo-grid";
import { LazyArtWaterfall } from "./lazy-art-waterfall";
import { popupSearch } from "./popup-search";
import "../works.css";

const WorksPopup = lazy(() => import("../popup/works-popup"));

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
  useFocusReturn(openId);
  useStableScrollbarGutter();
  return (
    <div className="works-page works-home">
      <h1 className="app-visually-hidden">{t("home.heading")}</h1>
      <AdvertBanner />
      <div className="works-page__content">
        <DemoGrid />
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
