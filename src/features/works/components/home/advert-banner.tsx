import { ChevronRightIcon } from "@/components/icons/content-icons";
import { ChevronLeftIcon, PauseIcon, PlayIcon } from "../works-icons";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "@/hooks/use-language";
import { pickLanguage } from "@/lib/bilingual";
import { QueryErrorView } from "@/components/states/query-error-view";
import type { Advertisement } from "@/generated/model";
import type { WorksHomeAdvertisements } from "@/api/system/advertisements";
import { BANNER_GAP, BANNER_INTERVAL_MS } from "../../constants";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { isAppPath, safeHref } from "../shared/safe-url";
import { BannerPending, BannerState, useBannerBox } from "./advert-banner-frame";

/** Where an advertisement leads: its web_url when safe, else the linked work's detail page. */
const targetOf = (ad: Advertisement) =>
  safeHref(ad.web_url) ?? `/gameworks/detail?id=${encodeURIComponent(ad.g_id)}`;

function AdvertLink({ ad, focusable }: { ad: Advertisement; focusable: boolean }) {
  const [language] = useLanguage();
  const href = targetOf(ad);
  const content = (
    <>
      <img className="works-banner__image" src={ad.images} alt="" draggable={false} />
      <span className="works-banner__caption">
        <span className="works-banner__name">{pickLanguage(ad.advertise_name, language)}</span>
        {ad.description ? (
          <span className="works-banner__description">
            {pickLanguage(ad.description, language)}
          </span>
        ) : null}
      </span>
    </>
  );
  const tabIndex = focusable ? undefined : -1;
  return isAppPath(href) ? (
    <Link className="works-banner__link" to={href} tabIndex={tabIndex}>
      {content}
    </Link>
  ) : (
    <a
      className="works-banner__link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={tabIndex}
    >
      {content}
    </a>
  );
}

/**
 * The advertisement banner of the works home (portal.md §2.5, §4, §9): one slide every 3 s,
 * looping to the first after the last, 16 px between slides; it stops while hovered or focused, on
 * the pause button, and for users who prefer reduced motion (nothing moves by itself then).
 * `ads`: the page's query (the page fetches it while this code loads).
 */
export function AdvertBanner({ ads }: { ads: WorksHomeAdvertisements }) {
  const { t } = useTranslation("works");
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);

  const slides = ads.data ?? [];
  const total = slides.length;
  const current = total > 0 ? Math.min(index, total - 1) : 0;
  const playing = total > 1 && !reducedMotion && !paused && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setIndex((shown) => (shown + 1) % total),
      BANNER_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing, total]);

  const { slideWidth, style } = useBannerBox();

  if (ads.isError) {
    return (
      <BannerState>
        <QueryErrorView
          error={ads.error}
          onRetry={() => void ads.refetch()}
          retrying={ads.isFetching}
        />
      </BannerState>
    );
  }
  if (ads.isPending) return <BannerPending />;
  if (total === 0) return null;

  const go = (next: number) => setIndex((next + total) % total);
  const offset = -(slideWidth / 2) - current * (slideWidth + BANNER_GAP);

  return (
    <section
      className={`works-banner${reducedMotion ? " works-banner--still" : ""}`}
      style={style}
      aria-roledescription="carousel"
      aria-label={t("banner.label")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="works-banner__viewport">
        <div
          className="works-banner__track"
          data-testid="works-banner-track"
          style={{ transform: `translateX(${offset}px)` }}
          aria-live={playing ? "off" : "polite"}
        >
          {slides.map((ad, i) => {
            const isCurrent = i === current;
            return (
              <div
                key={`${ad.g_id}-${i}`}
                className={`works-banner__slide${isCurrent ? " works-banner__slide--current" : ""}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t("banner.slide", { index: i + 1, total })}
                aria-hidden={isCurrent ? undefined : true}
                onClickCapture={(event) => {
                  // A neighbour peeking at the side comes to the centre instead of opening.
                  if (isCurrent) return;
                  event.preventDefault();
                  go(i);
                }}
              >
                <AdvertLink ad={ad} focusable={isCurrent} />
              </div>
            );
          })}
        </div>
      </div>
      <div className="works-banner__controls">
        {total > 1 ? (
          <>
            <button
              type="button"
              className="works-round-button"
              aria-label={t("banner.previous")}
              onClick={() => go(current - 1)}
            >
              <ChevronLeftIcon size={16} />
            </button>
            <div className="works-banner__dots">
              {slides.map((ad, i) => (
                <button
                  key={`${ad.g_id}-${i}`}
                  type="button"
                  className="works-banner__dot"
                  aria-label={t("banner.goTo", { index: i + 1 })}
                  aria-current={i === current ? "true" : undefined}
                  onClick={() => go(i)}
                />
              ))}
            </div>
            {reducedMotion ? null : (
              <button
                type="button"
                className="works-round-button"
                aria-label={paused ? t("banner.play") : t("banner.pause")}
                onClick={() => setPaused((value) => !value)}
              >
                {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
              </button>
            )}
            <button
              type="button"
              className="works-round-button"
              aria-label={t("banner.next")}
              onClick={() => go(current + 1)}
            >
              <ChevronRightIcon size={16} />
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}
