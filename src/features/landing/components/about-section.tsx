import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryErrorView } from "@/components/states/query-error-view";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";
import { useCommunityStats, type CommunityStats } from "@/api/system/global-stats";
import { Section } from "./section";

const PILLARS = [
  { id: "knowledge", to: "/knowledge/home" },
  { id: "works", to: "/gameworks/home" },
  { id: "creator", to: "/activity/token" },
] as const;

const STATS: readonly (keyof CommunityStats)[] = ["articles", "reads", "demoViews"];

/** About: what the community is, its three areas, and its numbers (global statistics). */
export function AboutSection() {
  const { t } = useTranslation("landing");
  const [language] = useLanguage();
  const stats = useCommunityStats();
  return (
    <Section id="about" title={t("about.title")} lead={t("about.body")}>
      <ul className="landing-about__pillars">
        {PILLARS.map(({ id, to }) => (
          <li key={id} className="landing-card">
            <h3 className="landing-card__title">
              <Link to={to}>{t(`about.${id}`)}</Link>
            </h3>
            <p className="landing-card__body">{t(`about.${id}Body`)}</p>
          </li>
        ))}
      </ul>
      {stats.isError ? (
        <QueryErrorView
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <dl
          className="landing-stats"
          aria-label={t("about.stats")}
          aria-busy={stats.isPending || undefined}
        >
          {STATS.map((stat) => (
            <div key={stat} className="landing-stats__item">
              <dt>{t(`about.${stat}`)}</dt>
              <dd data-testid={`landing-stat-${stat}`}>
                {stats.data ? (
                  formatCount(stats.data[stat], language)
                ) : (
                  <span className="landing-skeleton" aria-hidden="true" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}
