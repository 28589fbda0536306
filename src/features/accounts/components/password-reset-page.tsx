import { useState } from "react";
import { Classes } from "@/components/bp-classes";
import { ErrorIcon, TickCircleIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { PasswordResetForm } from "../forms/password-reset-form";
import { endedResetLink, rememberEndedResetLink } from "../used-reset-links";
import { AccountPage } from "./account-page";
import { LinkButton } from "@/components/link-button";
import { ResultPanel } from "./result-panel";

interface PasswordResetPageProps {
  /** key and value query parameters of the reset link (null when absent). */
  linkKey: string | null;
  linkValue: string | null;
}

/**
 * A new password from the reset link; a link without key or value is reported invalid, and a link
 * this browser has seen end (used, or refused as expired) says so before the form
 * (docs/decisions/0086-used-reset-links.md).
 */
export function PasswordResetPage({ linkKey, linkValue }: PasswordResetPageProps) {
  const { t } = useTranslation("accounts");
  const [done, setDone] = useState(false);
  // Read once as the page opens: ending the link here later shows this page's own outcome.
  const [ended] = useState(() => (linkKey ? endedResetLink(linkKey) : undefined));

  if (!linkKey || !linkValue) {
    return (
      <AccountPage>
        <ResultPanel
          icon={<ErrorIcon size={48} className={Classes.INTENT_DANGER} aria-hidden />}
          title={t("reset.linkInvalidTitle")}
          actions={
            <LinkButton to="/account/forget" intent="primary" className={Classes.LARGE}>
              {t("reset.requestNew")}
            </LinkButton>
          }
        >
          {t("reset.linkInvalid")}
        </ResultPanel>
      </AccountPage>
    );
  }
  if (ended) {
    const requestNew = (
      <LinkButton
        to="/account/forget"
        intent={ended === "used" ? undefined : "primary"}
        className={Classes.LARGE}
      >
        {t("reset.requestNew")}
      </LinkButton>
    );
    return (
      <AccountPage>
        <ResultPanel
          icon={<ErrorIcon size={48} className={Classes.INTENT_WARNING} aria-hidden />}
          title={t(ended === "used" ? "reset.usedTitle" : "reset.expiredTitle")}
          actions={
            ended === "used" ? (
              <>
                <LinkButton to="/account/login" intent="primary" className={Classes.LARGE}>
                  {t("reset.toSignIn")}
                </LinkButton>
                {requestNew}
              </>
            ) : (
              requestNew
            )
          }
        >
          {t(ended === "used" ? "reset.used" : "reset.expired")}
        </ResultPanel>
      </AccountPage>
    );
  }
  if (done) {
    return (
      <AccountPage>
        <ResultPanel
          icon={<TickCircleIcon size={48} className={Classes.INTENT_SUCCESS} aria-hidden />}
          title={t("reset.successTitle")}
          actions={
            <LinkButton to="/account/login" intent="primary" className={Classes.LARGE}>
              {t("reset.toSignIn")}
            </LinkButton>
          }
        >
          {t("reset.successBody")}
        </ResultPanel>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t("reset.title")} intro={t("reset.intro")}>
      <PasswordResetForm
        linkKey={linkKey}
        linkValue={linkValue}
        onReset={() => {
          rememberEndedResetLink(linkKey, "used");
          setDone(true);
        }}
        onExpired={() => rememberEndedResetLink(linkKey, "expired")}
      />
    </AccountPage>
  );
}
