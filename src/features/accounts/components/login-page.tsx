import { useTranslation } from "react-i18next";
import type { SessionUser } from "@/generated/model";
import { LoginForm } from "../forms/login-form";
import { AccountPage } from "./account-page";

export function LoginPage({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation("accounts");
  return (
    <AccountPage title={t("login.title")}>
      <LoginForm onSignedIn={onSignedIn} />
    </AccountPage>
  );
}
