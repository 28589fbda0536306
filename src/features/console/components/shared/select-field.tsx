import { useId } from "react";

import { useField } from "formik";
import { describedBy, FieldFrame } from "@/components/form/field-frame";
import { useFieldError } from "@/components/form/use-field-error";
import { Select } from "@/components/form/select";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty option ("choose…"); its value is "". */
  placeholder?: string;
}

/** A labelled Formik select in the form kit's frame (label, message line, description). */
export function SelectField({ name, label, options, placeholder }: SelectFieldProps) {
  const [field] = useField<string>(name);
  const { message, ruleError, clearServerError } = useFieldError(name);
  const id = useId();
  return (
    <FieldFrame id={id} label={label} message={message} announce={!ruleError}>
      <Select
        id={id}
        name={field.name}
        value={field.value ?? ""}
        fill
        onChange={(event) => {
          field.onChange(event);
          clearServerError();
        }}
        onBlur={field.onBlur}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, message, undefined)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
