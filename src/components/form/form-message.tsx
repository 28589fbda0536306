import type { ReactNode } from "react";
import { ErrorIcon } from "@blueprintjs/icons";
import { Classes } from "../bp-classes";
import { FORM_PLACE } from "./server-error";
import { useServerError } from "./use-server-error";

interface FormMessageProps {
  /** The place whose server error this shows (default: the form's own). */
  place?: string;
  /** Extra content under the message, given the error (e.g. a link to request a new e-mail). */
  children?: (error: unknown) => ReactNode;
  /** The message of the error, where the spec wants another than apiErrorMessage (refusalMessage). */
  messageOf?: (error: unknown) => string | undefined;
}

/**
 * A form-level message (codes that belong to no field, transport failures), announced to screen
 * readers, with Blueprint's callout look. The form's submit button stays usable: sending again is
 * the retry, and nothing typed is lost.
 */
export function FormMessage({ place = FORM_PLACE, children, messageOf }: FormMessageProps) {
  const server = useServerError(place);
  const { error } = server;
  const message = messageOf && error !== undefined ? messageOf(error) : server.message;
  if (!message) return null;
  const extra = children?.(error);
  const classes = [
    Classes.CALLOUT,
    Classes.INTENT_DANGER,
    Classes.CALLOUT_ICON,
    Classes.CALLOUT_HAS_BODY_CONTENT,
    Classes.COMPACT,
    "app-form-message",
  ].join(" ");
  return (
    <div className={classes} role="alert">
      <ErrorIcon />
      {message}
      {extra ? <div>{extra}</div> : null}
    </div>
  );
}
