import { useId, type ReactNode } from "react";
import { useField, useFormikContext } from "formik";
import { Classes } from "../bp-classes";
import { useFieldError } from "./use-field-error";
import "./form.css";

interface CheckboxFieldProps {
  name: string;
  /** The label's content (may hold links). */
  label: ReactNode;
  className?: string;
}

/** A Formik checkbox with Blueprint's look and its message line under it. */
export function CheckboxField({ name, label, className }: CheckboxFieldProps) {
  const [field] = useField<boolean>({ name, type: "checkbox" });
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const { message } = useFieldError(name);
  const messageId = useId();
  return (
    <>
      <label className={[Classes.CONTROL, Classes.CHECKBOX, className].filter(Boolean).join(" ")}>
        <input
          type="checkbox"
          className={Classes.CONTROL_INPUT}
          name={name}
          checked={field.checked ?? false}
          onChange={(event) => {
            void setFieldValue(name, event.currentTarget.checked);
            void setFieldTouched(name, true, false);
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <span className={Classes.CONTROL_INDICATOR} />
        {label}
      </label>
      <p id={messageId} className="app-field__check-message app-danger-text">
        {message ?? null}
      </p>
    </>
  );
}
