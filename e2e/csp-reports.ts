/**
 * Every CSP or Trusted Types violation of the whole browser suite (docs/decisions/0057): the dev and
 * preview servers receive the browser's reports (report-uri, scripts/security-headers-plugin.ts)
 * and append them to this file; global-setup.ts empties it, global-teardown.ts fails the run when
 * anything is in it. (The production project's nginx has no report endpoint:
 * e2e/production.spec.ts listens for violations in its pages.)
 */
export const CSP_REPORTS_ENV = "CSP_REPORT_FILE";

export const cspReportsFile = (port: number) => `test-results/csp-reports-${port}.jsonl`;

/**
 * The text of the violations e2e/security.spec.ts commits on purpose, to prove that the browser
 * refuses them and that their reports reach the file: the teardown leaves these out.
 */
export const DELIBERATE_VIOLATION = "csp-probe-deliberate";
