import type { ReactNode } from "react";
import { useFormikContext } from "formik";
import { Classes } from "../bp-classes";
import { ShellButton } from "../shell-button";
import { Spinner } from "./spinner";

interface SubmitButtonProps {
  /** The mutation's isPending: with Formik's isSubmitting, the button's busy state. */
  pending: boolean;
  /** The label while the call is under way (e.g. "Signing in…"). */
  busyText: string;
  /** When set, the button waits (e.g. a resend countdown): disabled, with this label. */
  waitText?: string;
  /** Full width and large (the account forms); a dialog's button is neither. */
  block?: boolean;
  children: ReactNode;
}

/**
 * The form's submit button. While Formik submits or the mutation is pending it shows a spinner and
 * its progress label and is disabled: a disabled default button also blocks Enter, so the form is
 * sent once however often it is submitted (the one single-flight mechanism).
 */
export function SubmitButton({
  pending,
  busyText,
  waitText,
  block = true,
  children,
}: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  const busy = isSubmitting || pending;
  const waiting = !busy && waitText !== undefined;
  return (
    <ShellButton
      type="submit"
      intent="primary"
      className={block ? `${Classes.LARGE} ${Classes.FILL}` : undefined}
      disabled={busy || waiting}
      aria-busy={busy || undefined}
      icon={busy ? <Spinner /> : undefined}
    >
      {busy ? busyText : waiting ? waitText : children}
    </ShellButton>
  );
}
