/**
 * Client error logs (logReport, system group; platform.md §7: "a log-report call exists at
 * /log/report"), wrapped once. src/lib/client-error-log.ts decides what is sent; it loads with the
 * first page view or error (src/lib/client-errors.ts), so that no page's first load carries it. A failed log is dropped: it is never
 * retried, shown, or logged in turn (docs/decisions/0084-page-views-and-client-logs.md).
 */
import type { LogReportBody } from "@/generated/model";
import { logReport } from "@/generated/system/system";

/** Sends one client log entry; a failure is ignored. */
export const sendClientLog = (entry: LogReportBody): void => {
  logReport(entry).catch(() => undefined);
};
