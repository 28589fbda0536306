/**
 * The report dialog is global (platform.md §2): any component asks for it here, without importing
 * the report feature. The app mounts one host (features/report) that listens and shows the dialog.
 */
import type { ComplaintBodyOptions, ComplaintTarget } from "@/generated/model";

export interface ReportTarget {
  /** What is reported (100 work … 202 essay reply). */
  c_type: ComplaintTarget;
  /** Id of the reported work, article, comment or reply. */
  g_id: string;
  /** Extra context stored with the report (e.g. the work a comment belongs to). */
  options?: ComplaintBodyOptions;
}

type ReportListener = (target: ReportTarget) => void;
const listeners = new Set<ReportListener>();

/** Opens the report dialog for a target (the host sends visitors to sign-in instead). */
export function openReport(target: ReportTarget): void {
  if (listeners.size === 0 && import.meta.env.DEV) {
    console.warn("openReport: no report dialog host is mounted");
  }
  listeners.forEach((listener) => listener(target));
}

/** The dialog host subscribes here; returns the unsubscribe function. */
export function onReportRequested(listener: ReportListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
