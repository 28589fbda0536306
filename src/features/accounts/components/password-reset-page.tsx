import { useState } from "react";
import { Classes } from "@/components/bp-classes";
import { ErrorIcon, TickCircleIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { PasswordResetForm } from "../forms/password-reset-form";
import { AccountPage } from "./account-page";
import { LinkButton } from "@/components/link-button";
import { ResultPanel } from "./result-panel";

interface PasswordResetPageProps {
  /** key and value query parameters of the reset link (null when absent). */
  linkKey: string | null;
  linkValue: string | null;
}

/** A new password from the reset link; a link without key or value is reported invalid. */
export function PasswordResetPage({ linkKey, linkValue }: PasswordResetPageProps) {
  const { t } = useTranslation("accounts");
  const [done, setDone] = useState(false);

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
      <PasswordResetForm linkKey={linkKey} linkValue={linkValue} onReset={() => setDone(true)} />
    </AccountPage>
  );
}
