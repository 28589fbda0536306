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
  /** Milliseconds before it closes; 0 keeps it until dismissed. Default 3000 (6000 with an action). */
  timeout?: number;
  /** A button in the toast, e.g. the retry of a failed call: { text: t("common:actions.retry"), onClick }. */
  action?: { text: string; onClick: () => void };
}

/** Toasts asked for whose toaster is still loading: clearToasts waits for them. */
const showing = new Set<Promise<string>>();

/** Shows a message; resolves with the toast's key. */
export function showToast(
  message: string,
  kind: ToastKind = "info",
  options: ToastOptions = {},
): Promise<string> {
  const shown = show(message, kind, options);
  showing.add(shown);
  const settled = () => showing.delete(shown);
  shown.then(settled, settled);
  return shown;
}

async function show(message: string, kind: ToastKind, options: ToastOptions): Promise<string> {
  const { getToaster } = await import("./toaster-impl");
  const toaster = await getToaster();
  const { action } = options;
  return toaster.show({
    timeout: options.timeout ?? (action ? 6000 : 3000),
    message,
    intent: intents[kind],
    action: action ? { text: action.text, onClick: action.onClick } : undefined,
  });
}

/**
 * Removes every toast (tests, sign-out), including those asked for just before whose toaster was
 * still loading: they would otherwise appear after the clear.
 */
export async function clearToasts(): Promise<void> {
  await Promise.allSettled(showing);
  const { getToaster, hasToaster } = await import("./toaster-impl");
  if (hasToaster()) (await getToaster()).clear();
}
