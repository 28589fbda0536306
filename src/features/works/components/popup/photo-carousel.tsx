import { ChevronLeftIcon, ChevronRightIcon, FullscreenIcon } from "@blueprintjs/icons";
import { forwardRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PhotoData } from "@/generated/model";
import { useReducedMotion } from "../../hooks/use-reduced-motion";

interface PhotoCarouselProps {
  title: string;
  photos: readonly PhotoData[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Opens the full-screen viewer on this picture. */
  onFullScreen: (index: number) => void;
}

/**
 * The works popup's picture carousel (platform.md §2): no loop and no autoplay; the arrows are
 * always shown (disabled at either end); the indicators are hidden when there is only one picture.
 * The left and right arrow keys move through the pictures while the carousel has the focus.
 */
export const PhotoCarousel = forwardRef<HTMLDivElement, PhotoCarouselProps>(function PhotoCarousel(
  { title, photos, index, onIndexChange, onFullScreen },
  ref,
) {
  const { t } = useTranslation("worksDetail");
  const reducedMotion = useReducedMotion();
  const total = photos.length;
  const current = Math.min(Math.max(index, 0), Math.max(total - 1, 0));
  const atStart = current <= 0;
  const atEnd = current >= total - 1;
  const go = (next: number) => {
    if (next >= 0 && next < total && next !== current) onIndexChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") go(current - 1);
    else if (event.key === "ArrowRight") go(current + 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(total - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={ref}
      className={`works-carousel${reducedMotion ? " works-carousel--still" : ""}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={t("popup.images", { title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="works-carousel__viewport">
        <div
          className="works-carousel__track"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {photos.map((photo, i) => (
            <div
              key={`${photo.photo}-${i}`}
              className="works-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t("popup.image", { index: i + 1, total })}
              aria-hidden={i === current ? undefined : true}
            >
              {Math.abs(i - current) <= 1 ? (
                <img
                  className="works-carousel__image"
                  src={photo.photo}
                  width={photo.width}
                  height={photo.height}
                  alt={total > 1 ? t("popup.image", { index: i + 1, total }) : title}
                  onClick={() => onFullScreen(i)}
                />
              ) : null}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="works-round-button works-carousel__arrow works-carousel__arrow--previous"
        aria-label={t("popup.previous")}
        disabled={atStart}
        onClick={() => go(current - 1)}
      >
        <ChevronLeftIcon size={20} />
      </button>
      <button
        type="button"
        className="works-round-button works-carousel__arrow works-carousel__arrow--next"
        aria-label={t("popup.next")}
        disabled={atEnd}
        onClick={() => go(current + 1)}
      >
        <ChevronRightIcon size={20} />
      </button>
      <button
        type="button"
        className="works-round-button works-carousel__fullscreen"
        aria-label={t("popup.fullScreen")}
        title={t("popup.fullScreen")}
        onClick={() => onFullScreen(current)}
      >
        <FullscreenIcon size={16} />
      </button>
      {total > 1 ? (
        <div className="works-carousel__dots">
          {photos.map((photo, i) => (
            <button
              key={`${photo.photo}-${i}`}
              type="button"
              className="works-carousel__dot"
              aria-label={t("popup.goTo", { index: i + 1 })}
              aria-current={i === current ? "true" : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
      <p className="app-visually-hidden" aria-live="polite">
        {total > 1 ? t("popup.image", { index: current + 1, total }) : ""}
      </p>
    </div>
  );
});
