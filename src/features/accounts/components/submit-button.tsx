import type { ReactNode } from "react";
import { Button, Spinner } from "@blueprintjs/core";

interface SubmitButtonProps {
  busy: boolean;
  /** The label while the call is under way (e.g. "Signing in…"). */
  busyText: string;
  /** When set, the button waits (e.g. a resend countdown): disabled, with this label. */
  waitText?: string;
  children: ReactNode;
}

/**
 * The form's submit button: while the call is under way it shows a spinner and its progress
 * label and is disabled, so the form cannot be sent twice.
 */
export function SubmitButton({ busy, busyText, waitText, children }: SubmitButtonProps) {
  const waiting = !busy && waitText !== undefined;
  return (
    <Button
      type="submit"
      intent="primary"
      size="large"
      fill
      disabled={busy || waiting}
      aria-busy={busy || undefined}
      icon={busy ? <Spinner size={16} aria-hidden /> : undefined}
    >
      {busy ? busyText : waiting ? waitText : children}
    </Button>
  );
}
