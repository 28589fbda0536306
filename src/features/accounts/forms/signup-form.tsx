import { useId, useState } from "react";
import { Form, Formik, useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Classes } from "@/components/bp-classes";
import { CheckboxField } from "@/components/form/checkbox-field";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { FormMessage } from "@/components/form/form-message";
import { PasswordField } from "@/components/form/password-field";
import {
  placeServerError,
  serverErrorOf,
  serverErrorStatus,
  withServerErrors,
} from "@/components/form/server-error";
import { Spinner } from "@/components/form/spinner";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import { ShellButton } from "@/components/shell-button";
import { emailProblem, limits } from "@/lib/validation/account-rules";
import { useSendSignUpCode, useSignUp, usePreloadAccountCalls } from "@/api/auth/account";
import { placesOf } from "@/api/auth/account-errors";
import { EmailField } from "../components/email-field";
import { SendNote } from "../components/send-note";
import { useCountdown } from "../hooks/use-countdown";
import type { SignUpValues } from "./schemas";
import { validateSignUp } from "./validate";

/** Seconds before another code may be requested (creator-programme.md §4, §9). */
export const CODE_RESEND_SECONDS = 60;

const initialValues: SignUpValues = {
  user_name: "",
  email: "",
  user_password: "",
  check_code: "",
  agree: false,
};

interface SignUpFormProps {
  /** Called with the new account's e-mail once it was created. */
  onSignedUp: (email: string) => void;
}

/**
 * Sign-up: user name, e-mail, password (with its rule as a hint), the e-mail code with its send
 * button and countdown, and the terms and privacy checkbox.
 */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation("accounts");
  const signUp = useSignUp();
  usePreloadAccountCalls();

  const submit = withServerErrors<SignUpValues>(
    async (values) => {
      const email = values.email.trim();
      await signUp.mutateAsync({
        data: {
          email,
          user_name: values.user_name,
          user_password: values.user_password,
          check_code: values.check_code.trim(),
        },
      });
      onSignedUp(email);
    },
    { placeOfCode: placesOf("accountRegister") },
  );

  return (
    <Formik initialValues={initialValues} validate={validateSignUp} onSubmit={submit}>
      <Form className="accounts-form" noValidate>
        <FocusFirstError />
        <FormMessage />
        <TextField
          name="user_name"
          label={t("fields.userName")}
          autoComplete="nickname"
          autoFocus
        />
        <EmailField />
        <PasswordField
          name="user_password"
          label={t("fields.password")}
          autoComplete="new-password"
          hint={t("fields.passwordHint")}
        />
        <CodeField />
        <PolicyCheckbox />
        <SubmitButton pending={signUp.isPending} busyText={t("signup.submitting")}>
          {t("signup.submit")}
        </SubmitButton>
        <p className="accounts-footer">
          {t("signup.haveAccount")} <Link to="/account/login">{t("signup.signIn")}</Link>
        </p>
      </Form>
    </Formik>
  );
}

/**
 * The verification code input and its send button: send → sending → a 60-second countdown →
 * resend. The code is requested only when the e-mail passes its rule; while the request is pending
 * the button is disabled (its single flight).
 */
function CodeField() {
  const { t } = useTranslation("accounts");
  const formik = useFormikContext<SignUpValues>();
  const sendCode = useSendSignUpCode();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const noteId = useId();
  const sendFailed = serverErrorOf(formik.status)?.place === "send";

  const send = async () => {
    if (countdown.running || sendCode.isPending) return;
    await formik.setFieldTouched("email", true, true);
    const email = formik.values.email.trim();
    if (emailProblem(email)) return;
    formik.setStatus(undefined);
    setSentTo(null);
    try {
      await sendCode.mutateAsync({ data: { email } });
      setSentTo(email);
      countdown.start(CODE_RESEND_SECONDS);
    } catch (error) {
      formik.setStatus(
        serverErrorStatus(placeServerError(error, placesOf("accountGetCode"), "send")),
      );
    }
  };

  const label = sendCode.isPending
    ? t("code.sending")
    : countdown.running
      ? t("code.resendIn", { seconds: countdown.remaining })
      : sentTo
        ? t("code.resend")
        : t("code.send");

  return (
    <>
      <TextField
        name="check_code"
        label={t("fields.code")}
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={limits.codeLength}
        after={
          <ShellButton
            className={Classes.LARGE}
            disabled={sendCode.isPending || countdown.running}
            aria-busy={sendCode.isPending || undefined}
            aria-describedby={sendFailed || sentTo ? noteId : undefined}
            icon={sendCode.isPending ? <Spinner /> : undefined}
            onClick={() => void send()}
          >
            {label}
          </ShellButton>
        }
      />
      {sendFailed ? (
        <SendNote id={noteId} />
      ) : sentTo ? (
        <p id={noteId} className={`accounts-send-note ${Classes.TEXT_MUTED}`} role="status">
          {t("code.sent", { email: sentTo })}
        </p>
      ) : null}
    </>
  );
}

/** The required terms-and-privacy checkbox; its links open the documents in a new tab. */
function PolicyCheckbox() {
  const { t } = useTranslation("accounts");
  const newTab = t("policy.opensInNewTab");
  return (
    <CheckboxField
      name="agree"
      className="accounts-policy"
      label={
        <span>
          {t("policy.before")}
          <a href={t("policy.termsUrl")} target="_blank" rel="noopener noreferrer" title={newTab}>
            {t("policy.terms")}
          </a>
          {t("policy.between")}
          <a href={t("policy.privacyUrl")} target="_blank" rel="noopener noreferrer" title={newTab}>
            {t("policy.privacy")}
          </a>
          {t("policy.after")}
        </span>
      }
    />
  );
}
