import { Form, Formik } from "formik";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { FormMessage } from "@/components/form/form-message";
import { withServerErrors } from "@/components/form/server-error";
import { SubmitButton } from "@/components/form/submit-button";
import { useSendResetEmail, usePreloadAccountCalls } from "@/api/auth/account";
import { placesOf } from "@/api/auth/account-errors";
import { EmailField } from "../components/email-field";
import { SendNote } from "../components/send-note";
import type { ForgetValues } from "./schemas";
import { validateForget } from "./validate";

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
  usePreloadAccountCalls();

  const submit = withServerErrors<ForgetValues>(
    async (values) => {
      if (waitSeconds > 0) return;
      const email = values.email.trim();
      await sendEmail.mutateAsync({ data: { email } });
      onSent(email);
    },
    { placeOfCode: placesOf("accountResetPwdCode") },
  );

  return (
    <Formik initialValues={{ email: initialEmail }} validate={validateForget} onSubmit={submit}>
      <Form className="accounts-form" noValidate>
        <FocusFirstError />
        <FormMessage />
        <EmailField autoFocus />
        <SendNote />
        <SubmitButton
          pending={sendEmail.isPending}
          busyText={t("forget.submitting")}
          waitText={waitSeconds > 0 ? t("forget.resendIn", { seconds: waitSeconds }) : undefined}
        >
          {t("forget.submit")}
        </SubmitButton>
        <p className="accounts-footer">
          <Link to="/account/login">{t("forget.backToLogin")}</Link>
        </p>
      </Form>
    </Formik>
  );
}
