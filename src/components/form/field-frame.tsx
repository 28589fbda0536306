import type { ReactNode } from "react";
import { InfoSignIcon } from "@blueprintjs/icons";
import { Classes } from "../bp-classes";
import "./form.css";

interface FieldFrameProps {
  /** The control's id (the label points at it). */
  id: string;
  label: ReactNode;
  /** The message shown under the control (a rule's or the server's), already translated. */
  message: string | undefined;
  /** True when the message came from the server: it is announced when it arrives. */
  announce: boolean;
  /** A rule reminder shown above the control on hover and focus (no popover code: CSS only). */
  hint?: string;
  /** Content at the end of the message line (e.g. a character counter). */
  helperEnd?: ReactNode;
  /** Content beside the control in its row (e.g. the send-code button). */
  after?: ReactNode;
  children: ReactNode;
}

export const messageIdOf = (id: string) => `${id}-message`;
export const hintIdOf = (id: string) => `${id}-hint`;

/** The ids a control lists in aria-describedby: its message, then its hint. */
export const describedBy = (id: string, message: string | undefined, hint: string | undefined) =>
  [message ? messageIdOf(id) : "", hint ? hintIdOf(id) : ""].join(" ").trim() || undefined;

/**
 * Blueprint's form-group markup and classes around one control: label, control, and a message line
 * that is always there (empty when valid), so a message appearing on blur does not move the links
 * and buttons below while the user is clicking them.
 */
export function FieldFrame({
  id,
  label,
  message,
  announce,
  hint,
  helperEnd,
  after,
  children,
}: FieldFrameProps) {
  const group = [Classes.FORM_GROUP, "app-field", message ? Classes.INTENT_DANGER : undefined]
    .filter(Boolean)
    .join(" ");
  const control = (
    <div className="app-field__control">
      {hint ? (
        <span id={hintIdOf(id)} role="tooltip" className={`${Classes.TOOLTIP} app-field__hint`}>
          <span className={Classes.POPOVER_CONTENT}>{hint}</span>
        </span>
      ) : null}
      {children}
    </div>
  );
  return (
    <div className={group}>
      <label className={Classes.LABEL} htmlFor={id}>
        {label}
        {hint ? (
          <span className="app-field__hint-icon" aria-hidden="true">
            <InfoSignIcon size={12} />
          </span>
        ) : null}
      </label>
      <div className={Classes.FORM_CONTENT}>
        {after ? (
          <div className="app-field__row">
            {control}
            {after}
          </div>
        ) : (
          control
        )}
        <div className={`${Classes.FORM_HELPER_TEXT} app-field__helper`}>
          {message ? (
            <span id={messageIdOf(id)} role={announce ? "alert" : undefined}>
              {message}
            </span>
          ) : (
            <span aria-hidden="true" />
          )}
          {helperEnd}
        </div>
      </div>
    </div>
  );
}
