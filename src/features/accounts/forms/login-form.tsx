import { Form, Formik } from "formik";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { FormMessage } from "@/components/form/form-message";
import { PasswordField } from "@/components/form/password-field";
import { withServerErrors } from "@/components/form/server-error";
import { SubmitButton } from "@/components/form/submit-button";
import type { SessionUser } from "@/generated/model";
import { useSignIn, usePreloadAccountCalls } from "@/api/auth/account";
import { placesOf } from "@/api/auth/account-errors";
import { EmailField } from "../components/email-field";
import type { SignInValues } from "./schemas";
import { validateSignIn } from "./validate";

const initialValues: SignInValues = { email: "", user_password: "" };

interface LoginFormProps {
  /** Called after the session was stored. */
  onSignedIn: (user: SessionUser) => void;
}

/** Sign-in: e-mail and password (only checked to be non-empty), links to recovery and sign-up. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation("accounts");
  const signIn = useSignIn();
  usePreloadAccountCalls();

  const submit = withServerErrors<SignInValues>(
    async (values) => {
      const user = await signIn.mutateAsync({
        data: { email: values.email.trim(), user_password: values.user_password },
      });
      onSignedIn(user);
    },
    { placeOfCode: placesOf("accountLogin") },
  );

  return (
    <Formik initialValues={initialValues} validate={validateSignIn} onSubmit={submit}>
      <Form className="accounts-form" noValidate>
        <FocusFirstError />
        <FormMessage />
        <EmailField autoFocus />
        <PasswordField
          name="user_password"
          label={t("fields.password")}
          autoComplete="current-password"
          // No maxLength: the browser counts UTF-16 code units, so a cap of 30 would cut a
          // 30-character password holding emoji; the limit counts characters (decisions.md §1),
          // and sign-in checks only that a password was typed.
        />
        <div className="accounts-row-end">
          <Link to="/account/forget">{t("login.forgot")}</Link>
        </div>
        <SubmitButton pending={signIn.isPending} busyText={t("login.submitting")}>
          {t("login.submit")}
        </SubmitButton>
        <p className="accounts-footer">
          {t("login.noAccount")} <Link to="/account/signup">{t("login.signUp")}</Link>
        </p>
      </Form>
    </Formik>
  );
}
