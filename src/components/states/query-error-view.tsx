import { ErrorIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "@/lib/error-message";
import { ShellButton } from "../shell-button";
import { StateView } from "./state-view";

interface QueryErrorViewProps {
  /** The query's error (an ApiError): its translated message is shown, never the server's text. */
  error: unknown;
  /** The query's refetch. */
  onRetry: () => void;
  /** Shown while the retry runs (the query's isFetching). */
  retrying?: boolean;
  headingLevel?: 1 | 2;
}

/**
 * What a section shows when its query failed: the translated reason (timeout, connection, server
 * error…) and a Retry button that refetches. Use it for every query error:
 *   if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
 */
export function QueryErrorView({
  error,
  onRetry,
  retrying,
  headingLevel = 2,
}: QueryErrorViewProps) {
  const { t } = useTranslation(["common", "errors", "codes"]);
  return (
    <StateView
      testId="query-error"
      headingLevel={headingLevel}
      icon={<ErrorIcon size={48} />}
      title={t("common:queryError.title")}
      description={<span role="alert">{apiErrorMessage(error) ?? t("errors:requestFailed")}</span>}
      action={
        <ShellButton
          text={t("common:actions.retry")}
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying || undefined}
        />
      }
    />
  );
}
