import { ErrorIcon } from "@blueprintjs/icons";
import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { FORM_PLACE } from "@/components/form/server-error";
import { useServerError } from "@/components/form/use-server-error";
import { refusalMessage } from "@/lib/refusal-message";
import { gameErrorMessage } from "@/api/console/refusal";

interface RefusalMessageProps {
  /**
   * What to say when the game service refused the request (HTTP 400); without it, the server's
   * own refusal is shown (refusalMessage), where inspect-console.md §8 says so (joining a room).
   */
  refused?: string;
}

/**
 * The form kit's form-level message for a game call: the service's refusal in the console's words
 * (or its own words, see `refused`), any other failure in the transport's. Sending again is the retry.
 */
export function RefusalMessage({ refused }: RefusalMessageProps) {
  useTranslation(["errors", "codes"]);
  const { error } = useServerError(FORM_PLACE);
  const message =
    error === undefined
      ? undefined
      : refused === undefined
        ? refusalMessage(error)
        : gameErrorMessage(error, refused);
  if (!message) return null;
  return (
    <div
      className={`${Classes.CALLOUT} ${Classes.INTENT_DANGER} ${Classes.CALLOUT_ICON} ${Classes.COMPACT} app-form-message`}
      role="alert"
    >
      <ErrorIcon />
      {message}
    </div>
  );
}
