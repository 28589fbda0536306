import { useId, type ReactNode } from "react";
import { useField } from "formik";
import { Classes } from "../bp-classes";
import { FieldCounter, type CounterProps } from "./field-counter";
import { FieldFrame, messageIdOf } from "./field-frame";
import { useFieldError } from "./use-field-error";

interface TextAreaFieldProps {
  name: string;
  label: string;
  rows?: number;
  placeholder?: string;
  /** Show the rule's message while typing (e.g. over a length limit), not only after leaving. */
  showRuleNow?: boolean;
  /** Content at the end of the message line, e.g. a counter; its id joins the description. */
  helperEnd?: ReactNode;
  helperEndId?: string;
  /** A live character counter, under the field at its right (instead of helperEnd). */
  counter?: CounterProps;
}

/** A labelled Formik text area with Blueprint's look; messages as in TextField. */
export function TextAreaField({
  name,
  label,
  rows,
  placeholder,
  showRuleNow,
  helperEnd,
  helperEndId,
  counter,
}: TextAreaFieldProps) {
  const [field] = useField<string>(name);
  const { message, ruleError, clearServerError } = useFieldError(name, showRuleNow);
  const id = useId();
  const counterId = counter ? `${id}-counter` : helperEndId;
  const classes = [
    Classes.INPUT,
    Classes.TEXT_AREA,
    Classes.FILL,
    message ? Classes.INTENT_DANGER : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <FieldFrame
      id={id}
      label={label}
      message={message}
      announce={!ruleError}
      helperEnd={counter ? <FieldCounter id={counterId!} {...counter} /> : helperEnd}
    >
      <textarea
        id={id}
        className={classes}
        name={field.name}
        rows={rows}
        placeholder={placeholder}
        value={field.value ?? ""}
        onChange={(event) => {
          field.onChange(event);
          clearServerError();
        }}
        onBlur={field.onBlur}
        aria-invalid={message ? true : undefined}
        aria-describedby={
          [counterId, message ? messageIdOf(id) : undefined].filter(Boolean).join(" ") || undefined
        }
      />
    </FieldFrame>
  );
}
