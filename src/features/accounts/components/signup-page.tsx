import { useState } from "react";
import { Classes } from "@/components/bp-classes";
import { TickCircleIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { SignUpForm } from "../forms/signup-form";
import { AccountPage } from "./account-page";
import { LinkButton } from "@/components/link-button";
import { ResultPanel } from "./result-panel";

/** Sign-up, then a panel with the way to sign-in. */
export function SignUpPage() {
  const { t } = useTranslation("accounts");
  const [created, setCreated] = useState<string | null>(null);
  if (created !== null) {
    return (
      <AccountPage>
        <ResultPanel
          icon={<TickCircleIcon size={48} className={Classes.INTENT_SUCCESS} aria-hidden />}
          title={t("signup.successTitle")}
          actions={
            <LinkButton to="/account/login" intent="primary" className={Classes.LARGE}>
              {t("signup.toSignIn")}
            </LinkButton>
          }
        >
          {t("signup.successBody", { email: created })}
        </ResultPanel>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t("signup.title")}>
      <SignUpForm onSignedUp={setCreated} />
    </AccountPage>
  );
}
