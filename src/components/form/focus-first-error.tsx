import { useEffect, useRef } from "react";
import { useFormikContext } from "formik";

/**
 * After a submit that the rules stopped, moves the focus to the first field with a message, so
 * keyboard and screen-reader users land where they can act. Render it inside the <Form>.
 */
export function FocusFirstError() {
  const { submitCount, isValid, isValidating } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);

  useEffect(() => {
    if (isValidating || submitCount === handled.current) return;
    handled.current = submitCount;
    if (isValid) return;
    const form = marker.current?.closest("form");
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isValidating]);

  return <span ref={marker} hidden />;
}
