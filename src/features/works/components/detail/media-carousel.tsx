import { ChevronLeftIcon, ChevronRightIcon, VideoIcon } from "@blueprintjs/icons";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FileRecord, WorksMedias } from "@/generated/model";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import "./media-carousel.css";

/** The full-screen viewer, shared with the image-work popup: loaded the first time it opens. */
const MediaLightbox = lazy(() => import("./media-lightbox"));

interface MediaItem {
  kind: "video" | "picture";
  file: FileRecord;
  /** 1-based number among the items of its kind. */
  number: number;
}

/** Videos first, then pictures (portal.md §2.7); the cover alone when there is neither. */
export function mediaItemsOf(medias: WorksMedias | undefined): MediaItem[] {
  const videos = (medias?.movie ?? []).map((file, i) => ({
    kind: "video" as const,
    file,
    number: i + 1,
  }));
  const pictures = (medias?.pictures ?? []).map((file, i) => ({
    kind: "picture" as const,
    file,
    number: i + 1,
  }));
  const items = [...videos, ...pictures].filter((item) => item.file.url.trim() !== "");
  if (items.length === 0 && medias?.cover?.url) {
    return [{ kind: "picture", file: medias.cover, number: 1 }];
  }
  return items;
}

/**
 * The detail page's media carousel (portal.md §2.7, §4): videos first, then pictures; a video that
 * finishes moves on to the next item, wrapping to the first after the last (and a video reached
 * that way plays on). The arrows and thumbnails wrap too; arrow keys move while it has the focus.
 * A picture opens in the full-screen viewer (the image-work popup's, platform.md §2) by a click or
 * its full-screen button; moving there moves the carousel too, and closing it returns the focus.
 */
export function MediaCarousel({
  title,
  medias,
}: {
  title: string;
  medias: WorksMedias | undefined;
}) {
  const { t } = useTranslation("worksDetail");
  const reducedMotion = useReducedMotion();
  // The medias come from the query's data, the same object until it changes.
  const items = useMemo(() => mediaItemsOf(medias), [medias]);
  const [index, setIndex] = useState(0);
  const total = items.length;
  const current = total > 0 ? Math.min(index, total - 1) : 0;
  const videoRef = useRef<HTMLVideoElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  /** Set when a finished video moved the carousel on: the next video starts by itself. */
  const playNext = useRef(false);
  /** The picture open in the full-screen viewer (its place among the pictures), or none. */
  const [fullScreen, setFullScreen] = useState<number | null>(null);
  // The pictures the viewer shows, in the carousel's order.
  const pictures = useMemo(() => items.filter((entry) => entry.kind === "picture"), [items]);

  useEffect(() => {
    if (!playNext.current) return;
    playNext.current = false;
    // Browsers may refuse to play (autoplay rules); the video then waits for its play button.
    videoRef.current?.play()?.catch(() => undefined);
  }, [current]);

  if (total === 0) {
    return <p className="works-media works-media--empty works-muted">{t("detail.noMedia")}</p>;
  }

  const go = (next: number) => setIndex(((next % total) + total) % total);
  const labelOf = (item: MediaItem) =>
    item.kind === "video"
      ? t("detail.video", { index: item.number })
      : t("detail.picture", { index: item.number });
  const item = items[current]!;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === "ArrowLeft") go(current - 1);
    else if (event.key === "ArrowRight") go(current + 1);
    else return;
    event.preventDefault();
  };
  /** The current item's place among the pictures (none for a video). */
  const pictureIndex = pictures.indexOf(item);
  const openFullScreen = () => {
    if (pictureIndex >= 0) setFullScreen(pictureIndex);
  };

  return (
    <section
      ref={sectionRef}
      className={`works-media${reducedMotion ? " works-media--still" : ""}`}
      aria-roledescription="carousel"
      aria-label={t("detail.media", { title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div
        className="works-media__stage"
        role="group"
        aria-roledescription="slide"
        aria-label={`${labelOf(item)} · ${t("detail.mediaItem", { index: current + 1, total })}`}
      >
        {item.kind === "video" ? (
          <video
            key={item.file.url}
            ref={videoRef}
            className="works-media__video"
            src={item.file.url}
            controls
            playsInline
            preload="metadata"
            aria-label={labelOf(item)}
            onEnded={() => {
              playNext.current = true;
              go(current + 1);
            }}
          />
        ) : (
          <>
            <img
              key={item.file.url}
              className="works-media__image works-media__image--zoomable"
              src={item.file.url}
              alt={`${title} · ${labelOf(item)}`}
              // The first picture is the page's largest paint on a phone (decision 0089).
              fetchPriority={current === 0 ? "high" : undefined}
              onClick={openFullScreen}
            />
            <button
              type="button"
              className="works-round-button works-media__fullscreen"
              aria-label={t("popup.fullScreen")}
              title={t("popup.fullScreen")}
              onClick={openFullScreen}
            />
          </>
        )}
        {total > 1 ? (
          <>
            <button
              type="button"
              className="works-round-button works-media__arrow works-media__arrow--previous"
              aria-label={t("detail.previous")}
              onClick={() => go(current - 1)}
            >
              <ChevronLeftIcon size={20} />
            </button>
            <button
              type="button"
              className="works-round-button works-media__arrow works-media__arrow--next"
              aria-label={t("detail.next")}
              onClick={() => go(current + 1)}
            >
              <ChevronRightIcon size={20} />
            </button>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className="works-media__thumbs">
          {items.map((entry, i) => (
            <li key={`${entry.kind}-${entry.file.url}-${i}`}>
              <button
                type="button"
                className="works-media__thumb"
                aria-label={labelOf(entry)}
                aria-current={i === current ? "true" : undefined}
                onClick={() => go(i)}
              >
                {entry.kind === "video" ? (
                  <span className="works-media__thumb-video" aria-hidden="true">
                    <VideoIcon size={20} />
                  </span>
                ) : (
                  <img src={entry.file.url} alt="" loading="lazy" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fullScreen !== null ? (
        <Suspense fallback={null}>
          <MediaLightbox
            title={title}
            pictures={pictures}
            index={fullScreen}
            onView={(viewed) => {
              const picture = pictures[viewed];
              if (picture) setIndex(items.indexOf(picture));
            }}
            onClose={() => {
              setFullScreen(null);
              sectionRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
