import { useState } from "react";
import { EnvelopeIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { ForgetForm } from "../forms/forget-form";
import { useCountdown } from "../hooks/use-countdown";
import { AccountPage } from "./account-page";
import { Classes } from "@/components/bp-classes";
import { LinkButton } from "@/components/link-button";
import { ShellButton } from "@/components/shell-button";
import { ResultPanel } from "./result-panel";

/** Seconds before another reset e-mail may be sent (creator-programme.md §9). */
export const RESET_RESEND_SECONDS = 60;

/** Forgotten password: the form, then the result view with a way back to resend. */
export function ForgetPage() {
  const { t } = useTranslation("accounts");
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const countdown = useCountdown();

  if (sent) {
    return (
      <AccountPage>
        <ResultPanel
          icon={<EnvelopeIcon size={48} className={Classes.INTENT_PRIMARY} aria-hidden />}
          title={t("forget.resultTitle")}
          actions={
            <>
              <ShellButton
                variant="minimal"
                intent="primary"
                className={Classes.LARGE}
                onClick={() => setSent(false)}
              >
                {t("forget.noEmail")}
              </ShellButton>
              <LinkButton to="/account/login" variant="outlined" className={Classes.LARGE}>
                {t("forget.backToLogin")}
              </LinkButton>
            </>
          }
        >
          {t("forget.resultBody", { email })}
        </ResultPanel>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t("forget.title")} intro={t("forget.intro")}>
      <ForgetForm
        initialEmail={email}
        waitSeconds={countdown.remaining}
        onSent={(address) => {
          setEmail(address);
          setSent(true);
          countdown.start(RESET_RESEND_SECONDS);
        }}
      />
    </AccountPage>
  );
}
