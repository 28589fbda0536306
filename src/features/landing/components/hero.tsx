import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { useRotation } from "../hooks/use-rotation";
import { PauseGlyph, PlayGlyph } from "./slogan-toggle-icons";
import "./hero.css";

interface HeroProps {
  /** The e-mail subscription (the subscription feature's form, composed by the route). */
  subscribe: ReactNode;
}

/**
 * The banner (portal.md §2.12): the product's title, a rotating slogan and the e-mail subscription.
 * The slogans rotate every few seconds with a fade, except under prefers-reduced-motion; a button
 * pauses and resumes them (WCAG 2.2.2). Every slogan is laid out, hidden, in the same grid cell as
 * the one shown, so the banner is as tall as its longest slogan and never moves when they change.
 * The static copy in index.html (shell/landing-shell.ts) draws this markup before the app loads:
 * keep the two alike (tests/landing/landing-shell.test.tsx compares them).
 */
export function Hero({ subscribe }: HeroProps) {
  const { t } = useTranslation("landing");
  const slogans = t("hero.slogans", { returnObjects: true });
  const reducedMotion = useReducedMotion();
  /** The user's choice; until they make one, the slogans rotate unless motion is reduced. */
  const [playing, setPlaying] = useState<boolean>();
  const running = playing ?? !reducedMotion;
  const { index, fading } = useRotation(slogans.length, running);
  return (
    <section
      className="landing-hero"
      aria-labelledby="landing-hero-title"
      data-testid="landing-hero"
    >
      <div className="landing-hero__inner">
        <p className="landing-hero__eyebrow">{t("hero.eyebrow")}</p>
        <h1 className="landing-hero__title" id="landing-hero-title">
          {t("hero.title")}
        </h1>
        <div className="landing-hero__slogans">
          <p className="landing-hero__slogan" data-fading={fading} data-testid="landing-slogan">
            {slogans[index]}
          </p>
          {slogans.map((slogan) => (
            <span
              key={slogan}
              className="landing-hero__slogan landing-hero__sizer"
              aria-hidden="true"
            >
              {slogan}
            </span>
          ))}
          <button
            type="button"
            className="landing-hero__toggle"
            aria-label={running ? t("hero.pauseSlogans") : t("hero.playSlogans")}
            title={running ? t("hero.pauseSlogans") : t("hero.playSlogans")}
            onClick={() => setPlaying(!running)}
          >
            {running ? <PauseGlyph /> : <PlayGlyph />}
          </button>
        </div>
        <div className="landing-hero__subscribe">{subscribe}</div>
      </div>
    </section>
  );
}
