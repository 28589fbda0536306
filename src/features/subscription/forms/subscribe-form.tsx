import { Form, Formik } from "formik";
import { useTranslation } from "react-i18next";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { FormMessage } from "@/components/form/form-message";
import { withServerErrors } from "@/components/form/server-error";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import { placeOfSubscribeCode, useSubscribe } from "@/api/system/email-collect";
import { emailRule } from "@/api/system/email-rules";
import { validateSubscription, type SubscribeValues } from "./validate-subscription";
import "./subscribe-form.css";

const initialValues: SubscribeValues = { email: "" };

/**
 * The e-mail subscription (portal.md §5, §8): one address, checked before it is sent; the server's
 * 1306 and transport failures show at the field in the user's language, and sending again is the
 * retry. On success the message says where the news will go and the field is emptied.
 */
export function SubscribeForm() {
  const { t } = useTranslation("landing");
  const subscribe = useSubscribe();
  const submit = withServerErrors<SubscribeValues>(
    async (values, helpers) => {
      await subscribe.mutateAsync({ data: { email: values.email.trim() } });
      helpers.resetForm();
    },
    { placeOfCode: placeOfSubscribeCode, transportPlace: "email" },
  );
  return (
    <Formik
      initialValues={initialValues}
      validate={validateSubscription}
      validateOnBlur={false}
      onSubmit={submit}
    >
      <Form className="subscribe-form" noValidate data-testid="subscribe-form">
        <FocusFirstError />
        <TextField
          name="email"
          label={t("subscribe.label")}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={emailRule.maxLength}
          after={
            <SubmitButton
              pending={subscribe.isPending}
              busyText={t("subscribe.submitting")}
              block={false}
            >
              {t("subscribe.submit")}
            </SubmitButton>
          }
        />
        {/* Below the field, in the banner's reserved room: nothing moves when it shows. */}
        <FormMessage />
      </Form>
    </Formik>
  );
}
