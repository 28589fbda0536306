/**
 * The client error logs (logReport, platform.md §7), loaded on first use through
 * src/lib/client-errors.ts: an error the app did not expect (a page that failed to render, an
 * uncaught error or an unhandled rejection) is sent to /log/report, for the developers; the user
 * sees the page's own error view, never the log. Rules
 * (docs/decisions/0084-page-views-and-client-logs.md):
 * - at most one entry per distinct error per page view, and at most MAX_PER_PAGE in all: a render
 *   that fails twice (React's StrictMode, a retry) or an error thrown in a loop is sent once;
 * - an API failure (ApiError) is not logged: it is expected, and the page shows it;
 * - a failed log is dropped, never retried and never logged in turn, so logging cannot loop.
 */
import type { LogReportBody } from "@/generated/model";
import type { logReportRules } from "@/generated/rules";
import { sendClientLog } from "@/api/system/client-log";
import { isApiError } from "./api-error";
import type { ErrorSource } from "./client-errors";

// The contract's limit (typed as the generated value, so a contract change fails tsc), written out
// so that every page's first load does not carry the rules module.
const MAX_TEXT: (typeof logReportRules)["message"]["maxLength"] = 2000;
/** Entries one page view may send at most (distinct errors beyond it are dropped). */
export const MAX_PER_PAGE = 10;

let sentThisPage = new Set<string>();
let currentPage: string | undefined;

/**
 * A page view of `page` (its path and query; none before the first): each error may be sent once
 * again, except with `keepSent` (the first page's view, whose first render may have logged already).
 */
export function startPageLogs(page?: string, { keepSent = false } = {}): void {
  if (!keepSent) sentThisPage = new Set();
  currentPage = page;
}

const cut = (text: string) => text.slice(0, MAX_TEXT);

function errorText(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, stack: error.stack };
  }
  return { message: typeof error === "string" ? error : String(error) };
}

/** The log entry of an error: its name and message, and the page, source and stack as context. */
export function clientErrorEntry(error: unknown, source: ErrorSource): LogReportBody {
  const { message, stack } = errorText(error);
  const { pathname, search } = window.location;
  return {
    level: "error",
    message: cut(message.trim() === "" ? "(no message)" : message),
    context: {
      source,
      page: cut(currentPage ?? `${pathname}${search}`),
      ...(stack ? { stack: cut(stack) } : {}),
      userAgent: cut(navigator.userAgent),
    },
    time: Date.now(),
  };
}

const expected = (error: unknown) =>
  isApiError(error) || (error instanceof DOMException && error.name === "AbortError");

/** Sends the error's log entry, unless this page view sent it already (see the rules above). */
export function logClientError(error: unknown, source: ErrorSource): void {
  if (expected(error)) return;
  try {
    const entry = clientErrorEntry(error, source);
    if (sentThisPage.has(entry.message) || sentThisPage.size >= MAX_PER_PAGE) return;
    sentThisPage.add(entry.message);
    sendClientLog(entry);
  } catch {
    // Describing the error failed: there is nothing to send, and nothing to log about it.
  }
}
