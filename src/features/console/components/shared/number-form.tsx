import { Form, Formik } from "formik";
import { useTranslation } from "react-i18next";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { withServerErrors } from "@/components/form/server-error";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import { RefusalMessage } from "./refusal-message";

interface NumberValues {
  number: string;
}

interface NumberFormProps {
  label: string;
  submit: string;
  busyText: string;
  /** The message keys (console:…) when the number is empty, and when it is not a number (§5). */
  requiredMessage: string;
  numericMessage: string;
  /** What to say when the service refuses the number; without it, the server's own refusal. */
  refused?: string;
  pending: boolean;
  /** Sends the number; a rejection is shown in the form and what was typed stays. */
  onSubmit: (number: number) => Promise<unknown>;
}

/** Join a room or a group by its number (§5: non-empty and numeric). */
export function NumberForm({
  label,
  submit,
  busyText,
  requiredMessage,
  numericMessage,
  refused,
  pending,
  onSubmit,
}: NumberFormProps) {
  useTranslation("console");
  return (
    <Formik<NumberValues>
      initialValues={{ number: "" }}
      validate={({ number }) => {
        const value = number.trim();
        if (value === "") return { number: requiredMessage };
        if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
          return { number: numericMessage };
        }
        return {};
      }}
      onSubmit={withServerErrors(({ number }) => onSubmit(Number(number.trim())))}
    >
      <Form noValidate className="console-stack">
        <FocusFirstError />
        <RefusalMessage refused={refused} />
        <TextField name="number" label={label} inputMode="numeric" autoComplete="off" />
        <SubmitButton pending={pending} busyText={busyText} block={false}>
          {submit}
        </SubmitButton>
      </Form>
    </Formik>
  );
}
