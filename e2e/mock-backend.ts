/**
 * The Playwright helper for the mock backend in the page (a mock build: `npm run dev` or
 * `npm run build:mock`): the same verbs as the vitest helper, through window.__mock, plus
 * mockUrl() for `?mock=` links.
 *
 *   await page.goto(mockUrl("/account/login", "accountLogin:1315"));
 *   const mock = mockBackend(page);
 *   await mock.arm("complaint", 1501, 2);
 *   const mail = await mock.lastMailTo("new@example.com");
 */
import type { Page } from "@playwright/test";
import type { AuditRequest, BackendInfo, FaultRequest, MockControls } from "../mocks/controls";
import type { ArmedFault, FaultSpec } from "../mocks/core/faults";
import type { PendingAudit } from "../mocks/core/audits";
import type { RequestLogEntry } from "../mocks/core/state";
import type { MailRecord } from "../mocks/db/accounts";
import { withMockParam } from "../mocks/core/url-faults";

/** A fault in text form: an operation, an outcome (`1315`, `http503`, `delay3000`, `offline`), times. */
export interface FaultText {
  operation: string;
  outcome: string | number;
  times?: number;
}

/** `path` with `?mock=` set to the faults: mockUrl("/account/login", "accountLogin:1315"). */
export function mockUrl(path: string, faults: string | readonly FaultText[]): string {
  const text =
    typeof faults === "string"
      ? faults
      : faults
          .map((f) => `${f.operation}:${f.outcome}${f.times && f.times > 1 ? `*${f.times}` : ""}`)
          .join(",");
  return withMockParam(path, text);
}

// page.evaluate sends each function's source to the page: they reach window.__mock themselves
// and may not use anything from this module's scope.
type MockWindow = Window & { __mock?: MockControls };

export interface PageMockBackend {
  /** Waits until the worker runs and window.__mock exists. */
  ready(): Promise<void>;
  arm(what: string | FaultRequest, outcome?: string | number, times?: number): Promise<FaultSpec[]>;
  clear(operation?: string): Promise<void>;
  faults(): Promise<ArmedFault[]>;
  mailbox(): Promise<MailRecord[]>;
  lastMailTo(email: string): Promise<MailRecord | undefined>;
  pendingAudits(): Promise<PendingAudit[]>;
  resolveAudits(request?: AuditRequest): Promise<number>;
  advanceClock(ms: number): Promise<number>;
  log(): Promise<RequestLogEntry[]>;
  info(): Promise<BackendInfo>;
  /** A fresh seeded state (reload the page afterwards for a coherent app). */
  reset(seed?: number): Promise<void>;
}

export function mockBackend(page: Page): PageMockBackend {
  const ready = async () => {
    await page.waitForFunction(() => Boolean((window as MockWindow).__mock));
  };
  const after = async <T>(evaluate: () => Promise<T>): Promise<T> => {
    await ready();
    return evaluate();
  };
  return {
    ready,
    arm: (what, outcome, times = 1) =>
      after(() =>
        page.evaluate(([w, o, t]) => (window as MockWindow).__mock!.arm(w, o ?? undefined, t), [
          what,
          outcome ?? null,
          times,
        ] as const),
      ),
    clear: (operation) =>
      after(() =>
        page.evaluate(
          (op) => (window as MockWindow).__mock!.clear(op ?? undefined),
          operation ?? null,
        ),
      ),
    faults: () => after(() => page.evaluate(() => (window as MockWindow).__mock!.faults())),
    mailbox: () => after(() => page.evaluate(() => (window as MockWindow).__mock!.mailbox())),
    lastMailTo: (email) =>
      after(() => page.evaluate((e) => (window as MockWindow).__mock!.lastMailTo(e), email)),
    pendingAudits: () =>
      after(() => page.evaluate(() => (window as MockWindow).__mock!.pendingAudits())),
    resolveAudits: (request = {}) =>
      after(() => page.evaluate((r) => (window as MockWindow).__mock!.resolveAudits(r), request)),
    advanceClock: (ms) =>
      after(() => page.evaluate((m) => (window as MockWindow).__mock!.advanceClock(m), ms)),
    log: () => after(() => page.evaluate(() => (window as MockWindow).__mock!.log())),
    info: () => after(() => page.evaluate(() => (window as MockWindow).__mock!.info())),
    reset: (seed) =>
      after(() =>
        page.evaluate((s) => (window as MockWindow).__mock!.reset(s ?? undefined), seed ?? null),
      ),
  };
}
