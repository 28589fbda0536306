/**
 * Warns before leaving an editor with unsaved changes (decisions.md §3): router navigation to
 * another page is held (react-router useBlocker) behind a confirmation dialog, and closing or
 * reloading the tab asks the browser's own question (beforeunload). Changing only the query of the
 * current page (an editor replacing ?id= after its first save) is never held.
 *
 *   const leave = useLeaveGuard(dirty);
 *   …
 *   leave.allowNextNavigation(); navigate("/personal/home"); // after a successful post
 *   return <>{form}{leave.dialog}</>;
 */
import { createElement, useCallback, useEffect, useId, useRef, type ReactElement } from "react";
import { Alert, Intent, type AlertProps } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { useBlocker, type BlockerFunction } from "react-router";
import { session } from "@/lib/session";

export interface LeaveGuard {
  /** A navigation is waiting for the user's answer. */
  blocked: boolean;
  /** Stay on the page (the held navigation is dropped). */
  stay(): void;
  /** Leave anyway (the held navigation goes on). */
  leave(): void;
  /** Lets the next router navigation through even while dirty (after a save that moves on). */
  allowNextNavigation(): void;
  /** The confirmation dialog; render it once in the page. */
  dialog: ReactElement;
}

/** Whether a navigation leaves the page (another path), rather than changing its query or hash. */
export const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const { t } = useTranslation("authoring");
  const allowed = useRef(false);
  const messageId = useId();
  const shouldBlock = useCallback<BlockerFunction>(
    (args) => {
      if (allowed.current) {
        allowed.current = false;
        return false;
      }
      // An ended session goes to sign-in unasked: the page can no longer save, and its edits are
      // kept in the local backup, offered again after signing in.
      return dirty && leavesPage(args) && session.isLoggedIn();
    },
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  // Saved meanwhile (e.g. autosave while the dialog is open): let the held navigation go on.
  useEffect(() => {
    if (!dirty && blocker.state === "blocked") blocker.proceed();
  }, [dirty, blocker]);

  const blocked = blocker.state === "blocked";
  const stay = useCallback(() => {
    if (blocker.state === "blocked") blocker.reset();
  }, [blocker]);
  const leave = useCallback(() => {
    if (blocker.state === "blocked") blocker.proceed();
  }, [blocker]);
  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = createElement(
    Alert,
    {
      isOpen: blocked,
      intent: Intent.DANGER,
      cancelButtonText: t("leaveGuard.stay"),
      confirmButtonText: t("leaveGuard.leave"),
      onCancel: stay,
      onConfirm: leave,
      canEscapeKeyCancel: true,
      // Alert passes it to its dialog (its type does not list it): the dialog's name.
      ...({ "aria-labelledby": messageId } as Partial<AlertProps>),
    },
    createElement("p", { id: messageId }, t("leaveGuard.message")),
  );

  return { blocked, stay, leave, allowNextNavigation, dialog };
}
