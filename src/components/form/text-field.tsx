import { useId, type HTMLInputTypeAttribute, type ReactNode } from "react";
import { useField } from "formik";
import { Classes } from "../bp-classes";
import { FieldCounter, type CounterProps } from "./field-counter";
import { describedBy, FieldFrame } from "./field-frame";
import { useFieldError } from "./use-field-error";

export interface TextFieldProps {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "text" | "email" | "numeric";
  maxLength?: number;
  /** A rule reminder, shown above the input on hover and focus and read as its description. */
  hint?: string;
  /** An action inside the input's right end (e.g. show/hide password). */
  rightElement?: ReactNode;
  /** Content beside the input in the field's row (e.g. the send-code button). */
  after?: ReactNode;
  /** A live character counter, under the field at its right. */
  counter?: CounterProps;
  autoFocus?: boolean;
}

/**
 * A labelled Formik text input with Blueprint's look. Its message is the rule's (Formik's field
 * error) once the field was left or the form submitted, else the server's placed at this field
 * (Formik's status, see server-error.ts), which goes as soon as the user edits the field. The
 * message is the input's accessible description.
 */
export function TextField({
  name,
  label,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  hint,
  rightElement,
  after,
  counter,
  autoFocus,
}: TextFieldProps) {
  const [field] = useField<string>(name);
  const { message, ruleError, clearServerError } = useFieldError(name);
  const id = useId();
  const counterId = `${id}-counter`;
  const group = [Classes.INPUT_GROUP, Classes.LARGE, message ? Classes.INTENT_DANGER : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <FieldFrame
      id={id}
      label={label}
      message={message}
      announce={!ruleError}
      hint={hint}
      after={after}
      helperEnd={counter ? <FieldCounter id={counterId} {...counter} /> : undefined}
    >
      <div className={group}>
        <input
          id={id}
          className={Classes.INPUT}
          name={field.name}
          value={field.value ?? ""}
          onChange={(event) => {
            field.onChange(event);
            clearServerError();
          }}
          onBlur={field.onBlur}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          autoFocus={autoFocus}
          aria-invalid={message ? true : undefined}
          aria-describedby={
            [describedBy(id, message, hint), counter ? counterId : undefined]
              .filter(Boolean)
              .join(" ") || undefined
          }
        />
        {rightElement ? <span className={Classes.INPUT_ACTION}>{rightElement}</span> : null}
      </div>
    </FieldFrame>
  );
}
