import { ErrorIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LinkButton } from "@/components/link-button";
import { StateView } from "@/components/states/state-view";

/**
 * /error?error=..&error_description=..: both shown as plain text (decisions.md §3), never as HTML.
 * Paths under /error skip every route check.
 */
export function Component() {
  const { t } = useTranslation("common");
  const [params] = useSearchParams();
  const error = params.get("error") ?? "";
  const description = params.get("error_description") ?? "";
  return (
    <StateView
      testId="error-page"
      headingLevel={1}
      icon={<ErrorIcon size={48} />}
      title={t("errorPage.title")}
      description={
        error || description ? (
          <dl className="app-error-details">
            <dt>{t("errorPage.error")}</dt>
            <dd data-testid="error-code">{error}</dd>
            <dt>{t("errorPage.description")}</dt>
            <dd data-testid="error-description">{description}</dd>
          </dl>
        ) : (
          t("errorPage.none")
        )
      }
      action={
        <LinkButton to="/gate" intent="primary">
          {t("actions.backHome")}
        </LinkButton>
      }
    />
  );
}
