/**
 * A one-line Formik text field with a live character counter (the article title, portal.md §5):
 * the form kit's frame and messages, the count in user-perceived characters (decisions.md §1). Going
 * over the limit is shown at once and refused on save, but what was typed is kept.
 */
import { useId } from "react";
import { useField } from "formik";
import { FieldCounter } from "@/components/form/field-counter";
import { describedBy, FieldFrame } from "@/components/form/field-frame";
import { useFieldError } from "@/components/form/use-field-error";
import { graphemeLength } from "@/lib/graphemes";

export function CountedTextField({
  name,
  label,
  max,
  placeholder,
  inputId,
}: {
  name: string;
  label: string;
  max: number;
  placeholder?: string;
  inputId?: string;
}) {
  const [field] = useField<string>(name);
  const { message, ruleError, clearServerError } = useFieldError(name, true);
  const ownId = useId();
  const id = inputId ?? ownId;
  const counterId = `${id}-counter`;
  const count = graphemeLength(field.value);
  return (
    <FieldFrame
      id={id}
      label={label}
      message={message}
      announce={!ruleError}
      helperEnd={<FieldCounter id={counterId} count={count} max={max} />}
    >
      <div className={`bp6-input-group bp6-large${message ? " bp6-intent-danger" : ""}`}>
        <input
          id={id}
          className="bp6-input"
          name={field.name}
          value={field.value ?? ""}
          placeholder={placeholder}
          onChange={(event) => {
            field.onChange(event);
            clearServerError();
          }}
          onBlur={field.onBlur}
          aria-invalid={message ? true : undefined}
          aria-describedby={[describedBy(id, message, undefined), counterId]
            .filter(Boolean)
            .join(" ")}
        />
      </div>
    </FieldFrame>
  );
}
