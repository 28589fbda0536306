import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { CSP_REPORTS_ENV, DELIBERATE_VIOLATION } from "./csp-reports";
import { describeViolation, type ViolationReport } from "../scripts/security-headers-plugin";

/** A report the browser sent as the last page closed may still be on its way. */
const LAST_REPORT_MS = 500;

/** The run fails when any page of the suite broke its Content-Security-Policy (csp-reports.ts). */
export default async function globalTeardown(): Promise<void> {
  const file = process.env[CSP_REPORTS_ENV];
  if (!file) return;
  await sleep(LAST_REPORT_MS);
  if (!existsSync(file)) return;
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line && !line.includes(DELIBERATE_VIOLATION));
  if (lines.length === 0) return;
  const found = new Set(
    lines.map((line) => describeViolation(JSON.parse(line) as ViolationReport)),
  );
  throw new Error(
    `${lines.length} Content-Security-Policy / Trusted Types violation(s) in the browser suite:\n` +
      [...found].map((text) => `  - ${text}`).join("\n"),
  );
}
