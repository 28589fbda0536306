/**
 * The app's one choice list (docs/decisions/0066): Blueprint's HTMLSelect, a native <select> with
 * Blueprint's look, so the browser's own keyboard and screen-reader behaviour comes with it and no
 * popover code loads. Its caret is decoration only: HTMLSelect gives the caret the title "Open
 * dropdown", an English accessible name on every page (the select has its own label).
 *
 * `Select` is the control (labelled by the caller); `SelectField` is the form kit's Formik field
 * around it (label, message line, the message as its description), as TextField is for an input.
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { HTMLSelect, type HTMLSelectProps } from "@blueprintjs/core";
import { forwardRef, useId } from "react";
import { useField } from "formik";
import { Classes } from "../bp-classes";
import { describedBy, FieldFrame } from "./field-frame";
import { useFieldError } from "./use-field-error";

export const Select = forwardRef<HTMLSelectElement, HTMLSelectProps>(function Select(props, ref) {
  return <HTMLSelect ref={ref} {...props} iconProps={{ ...props.iconProps, title: false }} />;
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty option ("choose…"); its value is "". */
  placeholder?: string;
  /** The empty option cannot be chosen again once something is (a required choice). */
  placeholderDisabled?: boolean;
  disabled?: boolean;
  required?: boolean;
  large?: boolean;
  iconName?: HTMLSelectProps["iconName"];
  /** Reads the chosen value into the form's value (e.g. Number); default: the option's string. */
  parse?: (value: string) => unknown;
  testId?: string;
}

/** A labelled Formik select in the form kit's frame (label, message line, description). */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  placeholderDisabled,
  disabled,
  required,
  large,
  iconName,
  parse,
  testId,
}: SelectFieldProps) {
  const [field, , helpers] = useField<unknown>(name);
  const { message, ruleError, clearServerError } = useFieldError(name);
  const id = useId();
  return (
    <FieldFrame id={id} label={label} message={message} announce={!ruleError}>
      <Select
        id={id}
        name={field.name}
        value={field.value === undefined || field.value === null ? "" : String(field.value)}
        fill
        large={large}
        iconName={iconName}
        disabled={disabled}
        required={required}
        className={message ? Classes.INTENT_DANGER : undefined}
        onChange={(event) => {
          if (parse) void helpers.setValue(parse(event.currentTarget.value));
          else field.onChange(event);
          clearServerError();
        }}
        onBlur={field.onBlur}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, message, undefined)}
        data-testid={testId}
      >
        {placeholder !== undefined ? (
          <option value="" disabled={placeholderDisabled}>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
