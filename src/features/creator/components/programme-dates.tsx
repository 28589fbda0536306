/**
 * The programme dates from the global configuration (decisions.md §1: display text), in the banner
 * and as the application-period fact, in the language's date form (formatPeriodText). Loaded after the page's first paint (with the HTTP client):
 * while loading a short note, on failure the reason with a retry, with no entry nothing.
 */
import { useTranslation } from "react-i18next";
import { ShellButton } from "@/components/shell-button";
import { useLanguage } from "@/hooks/use-language";
import { apiErrorMessage } from "@/lib/error-message";
import { formatPeriodText } from "@/lib/period-text";
import { useProgrammeDates } from "@/api/system/config";
import { LoadingNote } from "./loading-note";

function DatesFailure({
  error,
  onRetry,
  busy,
}: {
  error: unknown;
  onRetry: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation(["creator", "common", "errors"]);
  return (
    <span className="creator-dates-failure" role="alert">
      {t("creator:activity.datesError")} {apiErrorMessage(error)}{" "}
      <ShellButton
        variant="minimal"
        className="bp6-small"
        text={t("common:actions.retry")}
        onClick={onRetry}
        disabled={busy}
      />
    </span>
  );
}

/** The banner's "Applications: …" line. */
export function HeroDates() {
  const { t } = useTranslation("creator");
  const [language] = useLanguage();
  const dates = useProgrammeDates();
  if (dates.isPending) return <DatesLoading />;
  if (dates.isError) {
    return (
      <DatesFailure
        error={dates.error}
        onRetry={() => void dates.refetch()}
        busy={dates.isFetching}
      />
    );
  }
  if (!dates.data) return null;
  return (
    <p className="creator-hero__dates-text" data-testid="programme-dates">
      {t("activity.dates", { dates: formatPeriodText(dates.data, language) })}
    </p>
  );
}

/** The facts list's application-period row (omitted when the configuration has no dates). */
export function PeriodFact() {
  const { t } = useTranslation("creator");
  const [language] = useLanguage();
  const dates = useProgrammeDates();
  if (dates.isSuccess && !dates.data) return null;
  return (
    <div className="creator-facts__row">
      <dt>{t("activity.facts.period")}</dt>
      <dd>
        {dates.isPending ? (
          <DatesLoading />
        ) : dates.isError ? (
          <DatesFailure
            error={dates.error}
            onRetry={() => void dates.refetch()}
            busy={dates.isFetching}
          />
        ) : (
          formatPeriodText(dates.data, language)
        )}
      </dd>
    </div>
  );
}

function DatesLoading() {
  const { t } = useTranslation("creator");
  return <LoadingNote text={t("activity.datesLoading")} />;
}
