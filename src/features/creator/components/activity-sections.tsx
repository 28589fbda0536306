/**
 * The informational sections of the token activity page (creator-programme.md §2, platform.md §1):
 * the introduction, the ways to join, the three incentive steps, the programme facts and the
 * notices. Static texts from the creator catalogue; the programme dates come from the global
 * configuration through the `period` slot.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "@/components/link-button";
import { INTRODUCTION_MAX } from "@/api/creator/limits";
import { CREATE_DEMO_PATH } from "../route-paths";

const JOIN_STEPS = ["signIn", "publish", "apply", "review"] as const;
const INCENTIVE_STEPS = ["initial", "release", "glory"] as const;
const NOTICES = ["fees", "transfer", "content", "review", "perDemo"] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="creator-section" aria-labelledby={id}>
      <h2 id={id} className="creator-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function IntroSection() {
  const { t } = useTranslation("creator");
  return (
    <Section id="creator-intro" title={t("activity.intro.title")}>
      <p className="creator-prose">{t("activity.intro.p1")}</p>
      <p className="creator-prose">{t("activity.intro.p2")}</p>
    </Section>
  );
}

export function WaysSection() {
  const { t } = useTranslation("creator");
  const max = INTRODUCTION_MAX;
  return (
    <Section id="creator-ways" title={t("activity.ways.title")}>
      <ol className="creator-steps">
        {JOIN_STEPS.map((step) => (
          <li key={step} className="creator-steps__item">
            <h3 className="creator-steps__title">{t(`activity.ways.steps.${step}.title`)}</h3>
            <p className="creator-steps__body">{t(`activity.ways.steps.${step}.body`, { max })}</p>
            {step === "publish" ? (
              <LinkButton to={CREATE_DEMO_PATH} variant="outlined">
                {t("activity.ways.createDemo")}
              </LinkButton>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function IncentivesSection() {
  const { t } = useTranslation("creator");
  return (
    <Section id="creator-incentives" title={t("activity.incentives.title")}>
      <ol className="creator-incentives">
        {INCENTIVE_STEPS.map((step, index) => (
          <li key={step} className="creator-incentives__item">
            <span className="creator-incentives__step">
              {t("activity.incentives.stepLabel", { step: index + 1 })}
            </span>
            <h3 className="creator-incentives__title">{t(`activity.incentives.${step}.title`)}</h3>
            <p className="creator-incentives__body">{t(`activity.incentives.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The programme facts; `period` is the application period's row (from the global configuration). */
export function FactsSection({ period }: { period: ReactNode }) {
  const { t } = useTranslation("creator");
  const facts = [
    ["review", "reviewValue"],
    ["tiers", "tiersValue"],
    ["models", "modelsValue"],
    ["fees", "feesValue"],
  ] as const;
  return (
    <Section id="creator-facts" title={t("activity.facts.title")}>
      <dl className="creator-facts">
        {period}
        {facts.map(([term, value]) => (
          <div key={term} className="creator-facts__row">
            <dt>{t(`activity.facts.${term}`)}</dt>
            <dd>{t(`activity.facts.${value}`)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function NoticesSection() {
  const { t } = useTranslation("creator");
  return (
    <Section id="creator-notices" title={t("activity.notices.title")}>
      <ul className="creator-notices">
        {NOTICES.map((notice) => (
          <li key={notice}>{t(`activity.notices.${notice}`)}</li>
        ))}
      </ul>
    </Section>
  );
}
