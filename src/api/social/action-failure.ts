/**
 * The one way a social action outside a form reports a failure (decisions.md §3: no failure is
 * silent): a short error toast with the translated reason (apiErrorMessage: never the server's
 * text) and, when the action can be repeated, a Retry button. An ended session shows nothing: the
 * user is already on the way to sign-in.
 */
import { showToast } from "@/components/toaster";
import { apiErrorMessage } from "@/lib/error-message";
import { i18n } from "@/lib/i18n";

export function toastActionFailure(error: unknown, retry?: () => void): void {
  const message = apiErrorMessage(error);
  if (!message) return;
  void showToast(
    message,
    "error",
    retry ? { action: { text: i18n.t("common:actions.retry"), onClick: retry } } : {},
  );
}

/** A success message of the social namespace. */
export function toastSuccess(message: string): void {
  void showToast(message, "success");
}
