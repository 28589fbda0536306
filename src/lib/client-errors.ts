/**
 * The app's way to the client error logs (logReport, platform.md §7; the rules are
 * src/lib/client-error-log.ts's, docs/decisions/0084-page-views-and-client-logs.md). Every page's
 * first load carries only these calls: the log's code and the HTTP client load with the first page
 * view or error. The calls keep their order, as they all wait for the same module.
 */
/** Where the error was met. */
export type ErrorSource = "render" | "uncaught" | "rejection";

const load = () => import("./client-error-log");
let loading: ReturnType<typeof load> | undefined;
const log = () => (loading ??= load());

/** Sends the error's log entry once per page view; an API failure is not logged. */
export function logClientError(error: unknown, source: ErrorSource): void {
  log()
    .then((module) => module.logClientError(error, source))
    .catch(() => undefined);
}

/** A page view of `page`: see client-error-log.ts's startPageLogs. */
export function startPageLogs(page?: string, options?: { keepSent?: boolean }): void {
  log()
    .then((module) => module.startPageLogs(page, options))
    .catch(() => undefined);
}

/** A new app (router): nothing it logs was sent yet. Loads nothing when nothing was logged. */
export function resetPageLogs(): void {
  if (loading) startPageLogs();
}

/**
 * Logs the errors nothing caught: uncaught errors and unhandled rejections of the window. Returns
 * the function that stops watching.
 */
export function watchUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => logClientError(event.error ?? event.message, "uncaught");
  const onRejection = (event: PromiseRejectionEvent) => logClientError(event.reason, "rejection");
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
