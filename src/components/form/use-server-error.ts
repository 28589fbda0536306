import { useFormikContext } from "formik";
import { serverErrorOf } from "./server-error";
import { useErrorMessage } from "./use-error-message";

/**
 * The server error placed at `place` (a field name, "form", "send"…) of the surrounding Formik form:
 * the error, its translated message, the action whose call failed (action-form.tsx), and clear()
 * (a field calls it when the user edits it).
 */
export function useServerError(place: string) {
  const { status, setStatus } = useFormikContext();
  const message = useErrorMessage();
  const placed = serverErrorOf(status);
  const error = placed?.place === place ? placed.error : undefined;
  return {
    error,
    message: message(error),
    action: error === undefined ? undefined : placed?.action,
    clear: () => {
      if (error !== undefined) setStatus(undefined);
    },
  };
}
