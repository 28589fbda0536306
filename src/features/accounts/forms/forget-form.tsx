import { Form, Formik } from "formik";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { placeAccountError } from "../api/account-errors";
import { useSendResetEmail } from "../api/mutations";
import { FocusFirstError } from "../components/focus-first-error";
import { FormMessage } from "../components/form-message";
import { SubmitButton } from "../components/submit-button";
import { EmailField } from "../components/text-field";
import { useErrorText } from "../hooks/use-error-text";
import { usePlacedError } from "../hooks/use-placed-error";
import { useSingleFlight } from "../hooks/use-single-flight";
import { forgetSchema, type ForgetValues } from "./schemas";

interface ForgetFormProps {
  /** The address typed before (kept when the user comes back to resend). */
  initialEmail: string;
  /** Seconds before another e-mail may be sent (0: now). */
  waitSeconds: number;
  onSent: (email: string) => void;
}

/** Forgotten password: the account's e-mail and a send button. */
export function ForgetForm({ initialEmail, waitSeconds, onSent }: ForgetFormProps) {
  const { t } = useTranslation("accounts");
  const sendEmail = useSendResetEmail();
  const placed = usePlacedError<ForgetValues>();
  const text = useErrorText();

  const submit = useSingleFlight(async (values: ForgetValues) => {
    if (waitSeconds > 0) return;
    placed.clear();
    const email = values.email.trim();
    try {
      await sendEmail.mutateAsync({ data: { email } });
      onSent(email);
    } catch (error) {
      placed.show(placeAccountError("accountResetPwdCode", error), values);
    }
  });

  const busy = sendEmail.isPending;
  return (
    <Formik
      initialValues={{ email: initialEmail }}
      validationSchema={forgetSchema}
      onSubmit={submit}
    >
      {({ values, isSubmitting }) => {
        const sendMessage = text(placed.at("send", values));
        return (
          <Form className="accounts-form" noValidate>
            <FocusFirstError />
            <FormMessage message={text(placed.at("form", values))} />
            <EmailField serverError={text(placed.at("email", values))} autoFocus />
            {sendMessage && (
              <p className="accounts-send-note accounts-danger-text" role="alert">
                {sendMessage}
              </p>
            )}
            <SubmitButton
              busy={isSubmitting || busy}
              busyText={t("forget.submitting")}
              waitText={
                waitSeconds > 0 ? t("forget.resendIn", { seconds: waitSeconds }) : undefined
              }
            >
              {t("forget.submit")}
            </SubmitButton>
            <p className="accounts-footer">
              <Link to="/account/login">{t("forget.backToLogin")}</Link>
            </p>
          </Form>
        );
      }}
    </Formik>
  );
}
