/**
 * The vitest helper: the QA verbs on the current node backend (tests/setup.ts resets it before each
 * test), so a test arms a fault, reads the mailbox or resolves an audit in one line:
 *
 *   arm("accountLogin", 1315);                 // the next accountLogin answers code 1315
 *   arm("complaint", "http503", 2);            // the next two complaints answer HTTP 503
 *   arm("accountLogin:delay3000,like:offline"); // a ?mock= list
 *   const { code } = lastMailTo("new@example.com")!;
 *   resolveAudits({ ok: false, opinion: "Blurry" });
 *   advanceClock(61_000);
 */
import { resetBackend, type BackendOptions } from "./backend";
import { getState, type MockConfig, type MockState } from "./core/state";
import { writableRecord } from "./db/copy-on-write";
import type { FaultSpec } from "./core/faults";
import {
  createControls,
  type AuditRequest,
  type FaultRequest,
  type MockControls,
  type OutcomeInput,
} from "./controls";

/** Tests answer at once, and audits wait until a test resolves them. */
export const TEST_CONFIG: MockConfig = { auditDelayMs: Number.POSITIVE_INFINITY, latencyMs: 0 };

/** A fresh, seeded backend with the test settings, made current. */
export function createTestBackend(options: BackendOptions = {}): Promise<MockState> {
  return resetBackend({ ...options, config: { ...TEST_CONFIG, ...options.config } });
}

/** The verbs as one object (the same shape as window.__mock in the browser). */
export const mock: MockControls = createControls(async (seed) => {
  await createTestBackend({ seed });
});

/** The current backend state (db, faults, log, clock). */
export const state = (): MockState => getState();

/**
 * A record of the current backend to change in place (`writable("comments", comment).created_at =
 * …`). Each test's backend shares its seeded records copy-on-write (tests/setup.ts, decision
 * 0083): they are frozen, and this answers the test's own copy.
 */
export function writable<K extends keyof MockState["db"] & string, R extends object>(
  collection: K,
  record: R,
): R {
  return writableRecord(getState().db, collection, record);
}

export function arm(
  what: string | FaultRequest | FaultSpec,
  outcome?: OutcomeInput,
  times = 1,
): FaultSpec[] {
  return mock.arm(what, outcome, times);
}

export const clearFaults = (operation?: string) => mock.clear(operation);
export const faults = () => mock.faults();
export const mailbox = () => mock.mailbox();
export const lastMailTo = (email: string) => mock.lastMailTo(email);
export const pendingAudits = () => mock.pendingAudits();
export const resolveAudits = (request?: AuditRequest) => mock.resolveAudits(request);
export const advanceClock = (ms: number) => mock.advanceClock(ms);
export const requestLog = () => mock.log();
