import type { ReactNode } from "react";
import { useFormikContext } from "formik";
import { ShellButton } from "../shell-button";
import { useFormActions } from "./action-form";
import { Spinner } from "./spinner";

interface ActionButtonProps<Action extends string> {
  /** The action this button submits (ActionForm). */
  action: Action;
  /** The actions whose call shows this button busy (default: its own; e.g. Save for autosave). */
  busyFor?: readonly Action[];
  /** The mutation's isPending: with Formik's isSubmitting, what disables every action button. */
  pending: boolean;
  /** The label while its call is under way (e.g. "Saving…"). */
  busyText: string;
  primary?: boolean;
  children: ReactNode;
}

/**
 * One of an ActionForm's submit buttons (Save, Preview, Post…). While any call of the form is
 * under way (Formik submitting, an autosave, the mutation pending) every action button is
 * disabled; the one whose action runs shows a spinner and its progress label.
 */
export function ActionButton<Action extends string>({
  action,
  busyFor = [action],
  pending,
  busyText,
  primary,
  children,
}: ActionButtonProps<Action>) {
  const actions = useFormActions<Action>();
  const { isSubmitting } = useFormikContext();
  const running = actions?.running ?? null;
  const busy = running !== null && busyFor.includes(running);
  return (
    <ShellButton
      type="button"
      intent={primary ? "primary" : undefined}
      disabled={running !== null || isSubmitting || pending}
      aria-busy={busy || undefined}
      icon={busy ? <Spinner /> : undefined}
      onClick={() => void actions?.submit(action)}
    >
      {busy ? busyText : children}
    </ShellButton>
  );
}
