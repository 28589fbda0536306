import { useTranslation } from "react-i18next";
import { LinkButton } from "@/components/link-button";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import type { Advertisement } from "@/generated/model";
import { useLanguage } from "@/hooks/use-language";
import { pickLanguage } from "@/lib/bilingual";
import { formatDateRange } from "@/lib/format";
import { formatPeriodText } from "@/lib/period-text";
import { useWorksHomeAdvertisements } from "@/api/system/advertisements";
import { useProgrammeDates } from "@/api/system/config";
import { ContentLink } from "./content-link";
import { Section } from "./section";

/** The creator programme's page (creator-programme.md). */
const PROGRAMME_PATH = "/activity/token";
/** The most events the section lists (the API answers every one running now, newest first). */
export const MAX_EVENTS = 6;
const PLACEHOLDER_CARDS = 3;
/** The advertisement pictures' shape (1600 × 600); other shapes are cropped to it. */
const IMAGE = { width: 1600, height: 600 };

/**
 * Events: the creator programme with its dates (global configuration), then the events running
 * now (the works-home advertisements). One loading, empty and error state for the section; Retry
 * asks again for what failed.
 */
export function EventsSection() {
  const { t } = useTranslation("landing");
  const [language] = useLanguage();
  const events = useWorksHomeAdvertisements();
  const dates = useProgrammeDates();
  const failed = [events, dates].find((query) => query.isError);
  return (
    <Section id="events" title={t("events.title")} lead={t("events.lead")}>
      {failed ? (
        <QueryErrorView
          error={failed.error}
          onRetry={() => {
            if (events.isError) void events.refetch();
            if (dates.isError) void dates.refetch();
          }}
          retrying={events.isFetching || dates.isFetching}
        />
      ) : (
        <div className="landing-events">
          <article className="landing-card landing-programme" data-testid="landing-programme">
            <h3 className="landing-card__title">{t("events.programme")}</h3>
            <p className="landing-programme__dates">
              {dates.isPending ? (
                <span className="landing-skeleton" aria-hidden="true" />
              ) : dates.data ? (
                t("events.programmeDates", { dates: formatPeriodText(dates.data, language) })
              ) : null}
            </p>
            <p className="landing-card__body">{t("events.programmeBody")}</p>
            <LinkButton to={PROGRAMME_PATH} intent="primary">
              {t("events.join")}
            </LinkButton>
          </article>
          {!events.data ? (
            <ul className="landing-events__list" aria-busy="true">
              {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
                <li key={i} className="landing-card landing-event landing-event--loading" />
              ))}
            </ul>
          ) : events.data.length === 0 ? (
            <EmptyState title={t("events.empty")} hideAction />
          ) : (
            <ul className="landing-events__list">
              {events.data.slice(0, MAX_EVENTS).map((event, i) => (
                <li key={`${i}-${event.g_id}`}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Section>
  );
}

function EventCard({ event }: { event: Advertisement }) {
  const [language] = useLanguage();
  const period = formatDateRange(event.start_time, event.end_time, language);
  return (
    <article className="landing-card landing-event">
      <img
        className="landing-event__image"
        src={event.images}
        alt=""
        width={IMAGE.width}
        height={IMAGE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="landing-event__body">
        <h3 className="landing-card__title">
          <ContentLink to={event.web_url} className="landing-event__link">
            {pickLanguage(event.advertise_name, language)}
          </ContentLink>
        </h3>
        {event.description ? (
          <p className="landing-card__body">{pickLanguage(event.description, language)}</p>
        ) : null}
        {period ? <p className="landing-event__dates">{period}</p> : null}
      </div>
    </article>
  );
}
