import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Classes } from "@/components/bp-classes";
import type { SessionUser } from "@/generated/model";
import { session } from "@/lib/session";
import { LoginForm } from "../forms/login-form";
import { AccountPage } from "./account-page";

export function LoginPage({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation(["accounts", "codes"]);
  // Read once: the notice stays while the user signs in, and goes with the next visit.
  const [ended] = useState(() => session.hasEnded());
  return (
    <AccountPage title={t("login.title")}>
      {ended && (
        // No icon: sign-in's first load is at its budget (bench:bundle), and the text says it all.
        <div
          className={`${Classes.CALLOUT} ${Classes.INTENT_WARNING} ${Classes.COMPACT} app-form-message`}
          role="status"
        >
          {t("codes:100")}
        </div>
      )}
      <LoginForm onSignedIn={onSignedIn} />
    </AccountPage>
  );
}
