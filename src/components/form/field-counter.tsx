/**
 * A field's live character counter, one look and one place for every form: at the end of the
 * field's message line, under the field at its right (FieldFrame's helperEnd; TextField and
 * TextAreaField take it as `counter`). The count is in user-perceived characters (decisions.md §1),
 * counted by the caller; over the limit it turns to the danger colour.
 */
export interface CounterProps {
  count: number;
  max: number;
  testId?: string;
  /** What the counter shows, when not "count/max". */
  text?: string;
  /** Its accessible name, when the shown text is not enough to hear. */
  label?: string;
}

export function FieldCounter({
  id,
  count,
  max,
  testId,
  text,
  label,
}: CounterProps & { id: string }) {
  return (
    <span
      id={id}
      className={`app-counter${count > max ? " app-counter--over" : ""}`}
      data-testid={testId}
      aria-label={label}
    >
      {text ?? `${count}/${max}`}
    </span>
  );
}
