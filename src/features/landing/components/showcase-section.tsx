import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInView } from "../hooks/use-in-view";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { CLIP_SIZE, SHOWCASE_CLIPS, type ShowcaseClip } from "../showcase-clips";
import { Section } from "./section";

/** The user asked the browser to save data: no video starts by itself. */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Showcase: one player and the list of clips. */
export function ShowcaseSection() {
  const { t } = useTranslation("landing");
  return (
    <Section id="showcase" title={t("showcase.title")} lead={t("showcase.lead")}>
      <ShowcasePlayer clips={SHOWCASE_CLIPS} />
    </Section>
  );
}

/**
 * The showcase player. A finished clip advances to the next one, wrapping to the first. While
 * the user has not taken over, the player starts by itself, muted, once half of it is in view and
 * pauses when it leaves, only where the browser allows it (a refused play() keeps the poster) and
 * never under prefers-reduced-motion or data saving; then a finished clip advances without playing.
 * Videos load nothing before they play (preload none, a poster in their reserved 16:9 frame).
 */
export function ShowcasePlayer({ clips }: { clips: readonly ShowcaseClip[] }) {
  const { t } = useTranslation("landing");
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  // Nothing starts by itself where visibility cannot be known (no IntersectionObserver).
  const visible = useInView(videoRef, { threshold: 0.5, assumeInView: false });
  const [current, setCurrent] = useState(0);
  /** The user played, paused or picked a clip: the player no longer starts or stops by itself. */
  const userControls = useRef(false);
  /** The next play/pause event is the player's own doing, not the user's. */
  const expected = useRef<"play" | "pause" | null>(null);
  /** The clip just selected starts playing (the previous one ended while playing, or a pick). */
  const playSelected = useRef(false);
  const clip = clips[current] ?? clips[0];

  const play = (video: HTMLVideoElement, own: boolean) => {
    if (own) expected.current = "play";
    void Promise.resolve()
      .then(() => video.play())
      .catch(() => {
        // Refused (autoplay not allowed) or interrupted: the poster and the controls stay.
        if (own) expected.current = null;
      });
  };

  // Starts by itself (muted) in view and stops out of view, until the user takes over.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || userControls.current || reducedMotion || savesData()) return;
    if (visible && video.paused) {
      video.muted = true;
      play(video, true);
    } else if (!visible && !video.paused) {
      expected.current = "pause";
      video.pause();
    }
  }, [visible, reducedMotion]);

  // A newly selected clip plays on when asked to.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !playSelected.current) return;
    playSelected.current = false;
    play(video, !userControls.current);
  }, [current]);

  const select = (index: number) => {
    userControls.current = true;
    playSelected.current = true;
    if (index === current) {
      const video = videoRef.current;
      if (video) {
        video.currentTime = 0;
        playSelected.current = false;
        play(video, false);
      }
      return;
    }
    setCurrent(index);
  };

  if (!clip) return null;
  const title = t(`showcase.${clip.id}`);
  const descriptionId = `landing-showcase-${clip.id}-description`;
  return (
    <div className="landing-showcase">
      <figure className="landing-showcase__stage">
        <video
          ref={videoRef}
          className="landing-showcase__video"
          src={clip.video}
          poster={clip.poster}
          width={CLIP_SIZE.width}
          height={CLIP_SIZE.height}
          controls
          muted
          playsInline
          preload="none"
          aria-label={title}
          aria-describedby={descriptionId}
          data-testid="showcase-video"
          data-clip={clip.id}
          onPlay={() => {
            if (expected.current === "play") expected.current = null;
            else userControls.current = true;
          }}
          onPause={(event) => {
            if (event.currentTarget.ended) return;
            if (expected.current === "pause") expected.current = null;
            else userControls.current = true;
          }}
          onEnded={() => {
            // Under reduced motion the next clip is only selected; otherwise it plays on.
            playSelected.current = !reducedMotion;
            setCurrent((index) => (index + 1) % clips.length);
          }}
        />
        <figcaption className="landing-showcase__caption">
          <span className="landing-card__title">{title}</span>
          <span id={descriptionId} className="landing-card__body">
            {t(`showcase.${clip.id}Body`)}
          </span>
        </figcaption>
      </figure>
      <ol className="landing-showcase__list" aria-label={t("showcase.playlist")}>
        {clips.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className="landing-showcase__item"
              aria-current={index === current ? "true" : undefined}
              onClick={() => select(index)}
            >
              <img
                src={item.poster}
                alt=""
                width={CLIP_SIZE.width}
                height={CLIP_SIZE.height}
                loading="lazy"
                decoding="async"
              />
              <span className="landing-showcase__item-title">{t(`showcase.${item.id}`)}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
