import { rmSync } from "node:fs";
import { CSP_REPORTS_ENV } from "./csp-reports";

/** A run starts with no violation on record (see csp-reports.ts). */
export default function globalSetup(): void {
  const file = process.env[CSP_REPORTS_ENV];
  if (file) rmSync(file, { force: true });
}
