import { Form, Formik } from "formik";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { FormMessage } from "@/components/form/form-message";
import { PasswordField } from "@/components/form/password-field";
import { withServerErrors } from "@/components/form/server-error";
import { SubmitButton } from "@/components/form/submit-button";
import { hasResultCode } from "@/lib/api-error";
import { useResetPassword, usePreloadAccountCalls } from "@/api/auth/account";
import { placesOf } from "@/api/auth/account-errors";
import type { ResetValues } from "./schemas";
import { validateReset } from "./validate";

const initialValues: ResetValues = { newPassword: "", confirm: "" };

interface PasswordResetFormProps {
  /** key and value of the reset link. */
  linkKey: string;
  linkValue: string;
  onReset: () => void;
  /** The server refused the link (1314: used, replaced or expired); the form says so. */
  onExpired: () => void;
}

/** A new password and its confirmation, sent with the reset link's key and value. */
export function PasswordResetForm({
  linkKey,
  linkValue,
  onReset,
  onExpired,
}: PasswordResetFormProps) {
  const { t } = useTranslation("accounts");
  const reset = useResetPassword();
  usePreloadAccountCalls();

  const submit = withServerErrors<ResetValues>(
    async (values) => {
      try {
        await reset.mutateAsync({
          data: { key: linkKey, value: linkValue, newPassword: values.newPassword },
        });
      } catch (error) {
        if (hasResultCode(error, 1314)) onExpired();
        throw error;
      }
      onReset();
    },
    { placeOfCode: placesOf("accountResetPwd") },
  );

  return (
    <Formik initialValues={initialValues} validate={validateReset} onSubmit={submit}>
      <Form className="accounts-form" noValidate>
        <FocusFirstError />
        <FormMessage>
          {(error) =>
            hasResultCode(error, 1314) ? (
              <Link to="/account/forget">{t("reset.requestNew")}</Link>
            ) : null
          }
        </FormMessage>
        <PasswordField
          name="newPassword"
          label={t("fields.newPassword")}
          autoComplete="new-password"
          hint={t("fields.passwordHint")}
          autoFocus
        />
        <PasswordField name="confirm" label={t("fields.confirm")} autoComplete="new-password" />
        <SubmitButton pending={reset.isPending} busyText={t("reset.submitting")}>
          {t("reset.submit")}
        </SubmitButton>
      </Form>
    </Formik>
  );
}
