/**
 * The app's one toaster (platform.md §8 messages). Its code loads on first use, so pages that never
 * show a message do not pay for it; every feature shows its messages through showToast.
 */
export type ToastKind = "success" | "error" | "info" | "warning";

const intents = {
  success: "success",
  error: "danger",
  info: "primary",
  warning: "warning",
} as const;

export interface ToastOptions {
  /** Milliseconds before it closes; 0 keeps it until dismissed. Default 3000. */
  timeout?: number;
}

/** Shows a message; resolves with the toast's key. */
export async function showToast(
  message: string,
  kind: ToastKind = "info",
  options: ToastOptions = {},
): Promise<string> {
  const { getToaster } = await import("./toaster-impl");
  const toaster = await getToaster();
  return toaster.show({ timeout: options.timeout ?? 3000, message, intent: intents[kind] });
}

/** Removes every toast (tests, sign-out). */
export async function clearToasts(): Promise<void> {
  const { getToaster, hasToaster } = await import("./toaster-impl");
  if (hasToaster()) (await getToaster()).clear();
}
