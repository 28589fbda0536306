/**
 * A console field's rule message: announced as it appears, and named by the field's
 * aria-describedby (`id`). Nothing while the field is valid.
 */
export function FieldRuleMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} role="alert" className="console-field-error">
      {message}
    </span>
  ) : null;
}
