import { Form, Formik } from "formik";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SessionUser } from "@/generated/model";
import { placeAccountError } from "../api/account-errors";
import { limits } from "@/lib/validation/account-rules";
import { useSignIn } from "../api/mutations";
import { FocusFirstError } from "../components/focus-first-error";
import { FormMessage } from "../components/form-message";
import { PasswordField } from "../components/password-field";
import { SubmitButton } from "../components/submit-button";
import { EmailField } from "../components/text-field";
import { useErrorText } from "../hooks/use-error-text";
import { usePlacedError } from "../hooks/use-placed-error";
import { useSingleFlight } from "../hooks/use-single-flight";
import { signInSchema, type SignInValues } from "./schemas";

const initialValues: SignInValues = { email: "", user_password: "" };

interface LoginFormProps {
  /** Called after the session was stored. */
  onSignedIn: (user: SessionUser) => void;
}

/** Sign-in: e-mail and password (only checked to be non-empty), links to recovery and sign-up. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation("accounts");
  const signIn = useSignIn();
  const placed = usePlacedError<SignInValues>();
  const text = useErrorText();

  const submit = useSingleFlight(async (values: SignInValues) => {
    placed.clear();
    try {
      const user = await signIn.mutateAsync({
        data: { email: values.email.trim(), user_password: values.user_password },
      });
      onSignedIn(user);
    } catch (error) {
      placed.show(placeAccountError("accountLogin", error), values);
    }
  });

  return (
    <Formik initialValues={initialValues} validationSchema={signInSchema} onSubmit={submit}>
      {({ values, isSubmitting }) => (
        <Form className="accounts-form" noValidate>
          <FocusFirstError />
          <FormMessage message={text(placed.at("form", values))} />
          <EmailField serverError={text(placed.at("email", values))} autoFocus />
          <PasswordField
            name="user_password"
            label={t("fields.password")}
            autoComplete="current-password"
            maxLength={limits.signInPasswordMax}
          />
          <div className="accounts-row-end">
            <Link to="/account/forget">{t("login.forgot")}</Link>
          </div>
          <SubmitButton busy={isSubmitting || signIn.isPending} busyText={t("login.submitting")}>
            {t("login.submit")}
          </SubmitButton>
          <p className="accounts-footer">
            {t("login.noAccount")} <Link to="/account/signup">{t("login.signUp")}</Link>
          </p>
        </Form>
      )}
    </Formik>
  );
}
