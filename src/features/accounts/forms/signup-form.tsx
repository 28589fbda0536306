import { useId, useState } from "react";
import { Button, Checkbox, Classes, Spinner } from "@blueprintjs/core";
import { Form, Formik, useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { placeAccountError, type PlacedError } from "../api/account-errors";
import { limits } from "@/lib/validation/account-rules";
import { useSendSignUpCode, useSignUp } from "../api/mutations";
import { FocusFirstError } from "../components/focus-first-error";
import { FormMessage } from "../components/form-message";
import { PasswordField } from "../components/password-field";
import { SubmitButton } from "../components/submit-button";
import { EmailField, TextField } from "../components/text-field";
import { useCountdown } from "../hooks/use-countdown";
import { useErrorText } from "../hooks/use-error-text";
import { usePlacedError } from "../hooks/use-placed-error";
import { useSingleFlight } from "../hooks/use-single-flight";
import { emailProblem, type RuleKey } from "@/lib/validation/account-rules";
import { signUpSchema, type SignUpValues } from "./schemas";

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
 * Sign-up: user name, e-mail, password (with its rule as a tooltip), the e-mail code with its send
 * button and countdown, and the terms and privacy checkbox.
 */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation("accounts");
  const signUp = useSignUp();
  const placed = usePlacedError<SignUpValues>();
  const text = useErrorText();

  const submit = useSingleFlight(async (values: SignUpValues) => {
    placed.clear();
    const email = values.email.trim();
    try {
      await signUp.mutateAsync({
        data: {
          email,
          user_name: values.user_name,
          user_password: values.user_password,
          check_code: values.check_code.trim(),
        },
      });
      onSignedUp(email);
    } catch (error) {
      placed.show(placeAccountError("accountRegister", error), values);
    }
  });

  return (
    <Formik initialValues={initialValues} validationSchema={signUpSchema} onSubmit={submit}>
      {({ values, isSubmitting }) => (
        <Form className="accounts-form" noValidate>
          <FocusFirstError />
          <FormMessage message={text(placed.at("form", values))} />
          <TextField
            name="user_name"
            label={t("fields.userName")}
            autoComplete="nickname"
            serverError={text(placed.at("user_name", values))}
            autoFocus
          />
          <EmailField serverError={text(placed.at("email", values))} />
          <PasswordField
            name="user_password"
            label={t("fields.password")}
            autoComplete="new-password"
            hint={t("fields.passwordHint")}
            serverError={text(placed.at("user_password", values))}
          />
          <CodeField
            serverError={text(placed.at("check_code", values))}
            sendError={placed.at("send", values)}
            onSendError={(error) => placed.show(error, values)}
          />
          <PolicyCheckbox />
          <SubmitButton busy={isSubmitting || signUp.isPending} busyText={t("signup.submitting")}>
            {t("signup.submit")}
          </SubmitButton>
          <p className="accounts-footer">
            {t("signup.haveAccount")} <Link to="/account/login">{t("signup.signIn")}</Link>
          </p>
        </Form>
      )}
    </Formik>
  );
}

interface CodeFieldProps {
  serverError: string | undefined;
  sendError: PlacedError | undefined;
  onSendError: (error: PlacedError | undefined) => void;
}

/**
 * The verification code input and its send button: send → sending → a 60-second countdown →
 * resend. The code is requested only when the e-mail passes its rule.
 */
function CodeField({ serverError, sendError, onSendError }: CodeFieldProps) {
  const { t } = useTranslation("accounts");
  const text = useErrorText();
  const formik = useFormikContext<SignUpValues>();
  const sendCode = useSendSignUpCode();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const noteId = useId();

  const send = useSingleFlight(async () => {
    if (countdown.running) return;
    await formik.setFieldTouched("email", true, true);
    const email = formik.values.email.trim();
    if (emailProblem(email)) return;
    onSendError(undefined);
    setSentTo(null);
    try {
      await sendCode.mutateAsync({ data: { email } });
      setSentTo(email);
      countdown.start(CODE_RESEND_SECONDS);
    } catch (error) {
      onSendError(placeAccountError("accountGetCode", error, "send"));
    }
  });

  const label = sendCode.isPending
    ? t("code.sending")
    : countdown.running
      ? t("code.resendIn", { seconds: countdown.remaining })
      : sentTo
        ? t("code.resend")
        : t("code.send");
  const sendMessage = text(sendError);

  return (
    <>
      <TextField
        name="check_code"
        label={t("fields.code")}
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={limits.codeLength}
        serverError={serverError}
        after={
          <Button
            size="large"
            disabled={sendCode.isPending || countdown.running}
            aria-busy={sendCode.isPending || undefined}
            aria-describedby={sendMessage || sentTo ? noteId : undefined}
            icon={sendCode.isPending ? <Spinner size={16} aria-hidden /> : undefined}
            onClick={() => void send()}
          >
            {label}
          </Button>
        }
      />
      {sendMessage ? (
        <p id={noteId} className="accounts-send-note accounts-danger-text" role="alert">
          {sendMessage}
        </p>
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
  const formik = useFormikContext<SignUpValues>();
  const messageId = useId();
  const showError = (formik.touched.agree || formik.submitCount > 0) && formik.errors.agree;
  const newTab = t("policy.opensInNewTab");
  return (
    <>
      <Checkbox
        className="accounts-policy"
        name="agree"
        checked={formik.values.agree}
        onChange={(event) => {
          void formik.setFieldValue("agree", event.currentTarget.checked);
          void formik.setFieldTouched("agree", true, false);
        }}
        aria-invalid={showError ? true : undefined}
        aria-describedby={showError ? messageId : undefined}
        labelElement={
          <span>
            {t("policy.before")}
            <a href={t("policy.termsUrl")} target="_blank" rel="noopener noreferrer" title={newTab}>
              {t("policy.terms")}
            </a>
            {t("policy.between")}
            <a
              href={t("policy.privacyUrl")}
              target="_blank"
              rel="noopener noreferrer"
              title={newTab}
            >
              {t("policy.privacy")}
            </a>
            {t("policy.after")}
          </span>
        }
      />
      <p id={messageId} className="accounts-policy-error accounts-danger-text">
        {showError ? t((formik.errors.agree ?? "validation.policy.required") as RuleKey) : null}
      </p>
    </>
  );
}
