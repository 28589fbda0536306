import type { KeyboardEvent } from "react";
import { useFormikContext } from "formik";

/**
 * A chat box's Enter: sends the surrounding Formik form (its own onSubmit, so rules, pending state
 * and server failures stay the kit's). Shift+Enter is a new line; an IME composition's Enter
 * (choosing Chinese characters) never sends; nothing is sent again while the form is submitting.
 *
 *   const onKeyDown = useEnterToSend();
 *   <textarea onKeyDown={onKeyDown} … />
 */
export function useEnterToSend() {
  const { submitForm, isSubmitting } = useFormikContext();
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isSubmitting) void submitForm();
  };
}
