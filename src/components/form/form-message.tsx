import type { ReactNode } from "react";
import { ErrorIcon } from "@blueprintjs/icons";
import { Classes } from "../bp-classes";
import { useFormActions } from "./action-form";
import { FORM_PLACE, FormRefusal } from "./server-error";
import { useServerError } from "./use-server-error";

interface FormMessageProps {
  /** The place whose server error this shows (default: the form's own). */
  place?: string;
  /** Extra content under the message, given the error (e.g. a link to request a new e-mail). */
  children?: (error: unknown) => ReactNode;
  /**
   * The message of the error (given the failed action in an ActionForm), where the spec wants
   * another than apiErrorMessage (refusalMessage: the server's own words).
   */
  messageOf?: (error: unknown, action: string | undefined) => string | undefined;
  /** The message's own class (default: the kit's spacing). */
  className?: string;
}

/**
 * A form-level message (codes that belong to no field, transport failures), announced to screen
 * readers, with Blueprint's callout look. The form's submit button stays usable: sending again is
 * the retry, and nothing typed is lost. In an ActionForm a failed call's message is the failed
 * action's text around the reason (e.g. "The post failed. {{reason}}").
 */
export function FormMessage({
  place = FORM_PLACE,
  children,
  messageOf,
  className,
}: FormMessageProps) {
  const { error, message: kitReason, action } = useServerError(place);
  const actions = useFormActions();
  const refused = error instanceof FormRefusal;
  const reason =
    messageOf && error !== undefined && !refused ? messageOf(error, action) : kitReason;
  if (!reason) return null;
  const message = actions && !refused ? actions.failureText(action, reason) : reason;
  const extra = children?.(error);
  const classes = [
    Classes.CALLOUT,
    Classes.INTENT_DANGER,
    Classes.CALLOUT_ICON,
    Classes.CALLOUT_HAS_BODY_CONTENT,
    Classes.COMPACT,
    className ?? "app-form-message",
  ].join(" ");
  return (
    <div className={classes} role="alert">
      <ErrorIcon />
      {message}
      {extra ? <div>{extra}</div> : null}
    </div>
  );
}
