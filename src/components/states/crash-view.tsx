import { ErrorIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../link-button";
import { ShellButton } from "../shell-button";
import { StateView } from "./state-view";

interface CrashViewProps {
  /** A translated explanation (e.g. a transport message); the generic text otherwise. */
  message?: string;
  onRetry?: () => void;
}

/** Shown when a page failed to load or render (a route's error boundary). */
export function CrashView({ message, onRetry }: CrashViewProps) {
  const { t } = useTranslation("common");
  return (
    <StateView
      testId="crash"
      headingLevel={1}
      icon={<ErrorIcon size={48} />}
      title={t("crash.title")}
      description={message ?? t("crash.description")}
      action={
        <>
          {onRetry ? <ShellButton text={t("actions.retry")} onClick={onRetry} /> : null}
          <LinkButton to="/gate" intent="primary">
            {t("actions.backHome")}
          </LinkButton>
        </>
      }
    />
  );
}
