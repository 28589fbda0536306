import { Form, Formik } from "formik";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { placeAccountError } from "../api/account-errors";
import { useResetPassword } from "../api/mutations";
import { FocusFirstError } from "../components/focus-first-error";
import { FormMessage } from "../components/form-message";
import { PasswordField } from "../components/password-field";
import { SubmitButton } from "../components/submit-button";
import { useErrorText } from "../hooks/use-error-text";
import { usePlacedError } from "../hooks/use-placed-error";
import { useSingleFlight } from "../hooks/use-single-flight";
import { resetSchema, type ResetValues } from "./schemas";

const initialValues: ResetValues = { newPassword: "", confirm: "" };

interface PasswordResetFormProps {
  /** key and value of the reset link. */
  linkKey: string;
  linkValue: string;
  onReset: () => void;
}

/** A new password and its confirmation, sent with the reset link's key and value. */
export function PasswordResetForm({ linkKey, linkValue, onReset }: PasswordResetFormProps) {
  const { t } = useTranslation("accounts");
  const reset = useResetPassword();
  const placed = usePlacedError<ResetValues>();
  const text = useErrorText();

  const submit = useSingleFlight(async (values: ResetValues) => {
    placed.clear();
    try {
      await reset.mutateAsync({
        data: { key: linkKey, value: linkValue, newPassword: values.newPassword },
      });
      onReset();
    } catch (error) {
      placed.show(placeAccountError("accountResetPwd", error), values);
    }
  });

  return (
    <Formik initialValues={initialValues} validationSchema={resetSchema} onSubmit={submit}>
      {({ values, isSubmitting }) => {
        const formError = placed.at("form", values);
        return (
          <Form className="accounts-form" noValidate>
            <FocusFirstError />
            <FormMessage message={text(formError)}>
              {formError?.code === 1314 && (
                <Link to="/account/forget">{t("reset.requestNew")}</Link>
              )}
            </FormMessage>
            <PasswordField
              name="newPassword"
              label={t("fields.newPassword")}
              autoComplete="new-password"
              hint={t("fields.passwordHint")}
              serverError={text(placed.at("newPassword", values))}
              autoFocus
            />
            <PasswordField name="confirm" label={t("fields.confirm")} autoComplete="new-password" />
            <SubmitButton busy={isSubmitting || reset.isPending} busyText={t("reset.submitting")}>
              {t("reset.submit")}
            </SubmitButton>
          </Form>
        );
      }}
    </Formik>
  );
}
