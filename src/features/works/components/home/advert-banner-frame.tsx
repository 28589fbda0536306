import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BANNER_GAP } from "../../constants";
import { useWindowWidth } from "../../hooks/use-window-width";

/**
 * The slide width for a window width (portal.md §4: the offsets depend on whether the window is
 * wider than 1919, wider than 1679, or smaller): the current slide is centred and its neighbours
 * show at the sides.
 */
export function bannerSlideWidth(windowWidth: number): number {
  if (windowWidth > 1919) return 1600;
  if (windowWidth > 1679) return 1400;
  return Math.max(280, windowWidth - 96);
}

/** The banner's slide width for this window, and the style that sizes its box. */
export function useBannerBox() {
  const slideWidth = bannerSlideWidth(useWindowWidth());
  const style = {
    "--works-banner-slide": `${slideWidth}px`,
    "--works-banner-gap": `${BANNER_GAP}px`,
  } as CSSProperties;
  return { slideWidth, style };
}

/**
 * The banner's exact box while its advertisements (or its code: works-home-page.tsx) load, so
 * nothing below moves when it arrives.
 */
export function BannerPending() {
  const { style } = useBannerBox();
  return (
    <div className="works-banner" style={style} aria-hidden="true">
      <div className="works-banner__viewport">
        <div className="works-banner__placeholder" />
      </div>
      <div className="works-banner__controls" />
    </div>
  );
}

/** The banner's place when it shows a state (its error and Retry) instead of its slides. */
export function BannerState({ children }: { children: ReactNode }) {
  const { t } = useTranslation("works");
  return (
    <section className="works-banner works-banner--state" aria-label={t("banner.label")}>
      {children}
    </section>
  );
}
