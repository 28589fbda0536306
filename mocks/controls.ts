/**
 * The QA and test verbs of a mock backend, one implementation for every runtime: window.__mock and
 * the QA panel in the browser, the /__mock/ endpoints of the standalone server, and the vitest and
 * Playwright helpers. They act on whichever state is current (a reset replaces it).
 */
import type { MailRecord } from "./db/accounts";
import {
  FaultError,
  parseFaultList,
  parseOutcome,
  validateFault,
  type ArmedFault,
  type FaultSpec,
  type Outcome,
} from "./core/faults";
import { listPendingAudits, resolveAudit, resolveAudits, type PendingAudit } from "./core/audits";
import { getState, type MockConfig, type MockState, type RequestLogEntry } from "./core/state";
import { knownProviderStates } from "./provider-states";
import type { SnapshotSummary } from "./core/snapshots";
import { registerProviderStates } from "./provider-states/index";
import { applyStates, StateLinkError } from "./state-links";

/** An outcome as text (`1315`, `http503`, `delay3000`, `offline`), a bare code, or parsed. */
export type OutcomeInput = string | number | Outcome;

/** The standalone server's JSON form: one of code, status, delayMs or network, and times. */
export interface FaultRequest {
  operation: string;
  code?: number;
  status?: number;
  delayMs?: number;
  network?: boolean;
  times?: number;
}

export interface AuditRequest {
  kind?: string;
  id?: string;
  /** Omitted: the default verdict ("reject" in a title fails). */
  ok?: boolean;
  opinion?: string;
}

export interface BackendInfo {
  seed: number;
  seededAt: number;
  now: number;
  clockOffsetMs: number;
  config: MockConfig;
  counts: Record<string, number>;
}

export const DEFAULT_FAIL_OPINION = "The content does not meet the community guidelines.";

export function toOutcome(input: OutcomeInput): Outcome {
  if (typeof input === "number") return { kind: "code", code: input };
  if (typeof input === "string") return parseOutcome(input);
  return input;
}

/** Reads the server's {operation, code | status | delayMs | network, times} body. */
export function faultFromRequest(body: Partial<FaultRequest> | undefined): FaultSpec {
  if (!body || typeof body.operation !== "string") throw new FaultError("operation is required.");
  const given = (["code", "status", "delayMs", "network"] as const).filter(
    (k) => body[k] !== undefined,
  );
  if (given.length !== 1)
    throw new FaultError("Give exactly one of code, status, delayMs or network.");
  const outcome: Outcome =
    body.code !== undefined
      ? { kind: "code", code: Number(body.code) }
      : body.status !== undefined
        ? { kind: "status", status: Number(body.status) }
        : body.delayMs !== undefined
          ? { kind: "delay", ms: Number(body.delayMs) }
          : { kind: "offline" };
  if (outcome.kind === "delay" && !(outcome.ms >= 0))
    throw new FaultError("delayMs must be 0 or more.");
  if (outcome.kind === "offline" && body.network !== true)
    throw new FaultError("network must be true.");
  return validateFault(body.operation, outcome, body.times ?? 1);
}

/**
 * Arms faults: a `?mock=` list (`accountLogin:1315,complaint:1501*2`), a server request body, or
 * an operation with an outcome and a count. Throws FaultError (nothing armed) when any is invalid.
 */
export function armFaults(
  state: MockState,
  what: string | FaultRequest | FaultSpec,
  outcome?: OutcomeInput,
  times = 1,
): FaultSpec[] {
  let specs: FaultSpec[];
  if (typeof what === "string") {
    specs =
      outcome === undefined
        ? parseFaultList(what)
        : [validateFault(what, toOutcome(outcome), times)];
  } else if ("outcome" in what) {
    specs = [validateFault(what.operation, what.outcome, what.times)];
  } else {
    specs = [faultFromRequest(what)];
  }
  state.faults.armAll(specs);
  return specs;
}

export const listFaults = (state: MockState): ArmedFault[] => [...state.faults.list()];

export function clearFaults(state: MockState, operation?: string): void {
  state.faults.clear(operation);
}

/** Every e-mail the backend sent, oldest first. */
export function mailbox(state: MockState): MailRecord[] {
  return [...state.db.mailbox.all()].sort((a, b) => a.sent_at - b.sent_at);
}

export function lastMailTo(state: MockState, email: string): MailRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return mailbox(state)
    .filter((mail) => mail.to.toLowerCase() === wanted)
    .at(-1);
}

export const pendingAudits = (state: MockState): PendingAudit[] => listPendingAudits(state);

/**
 * Resolves pending audits: one (kind and id), every one of a kind, or all. ok/opinion force the
 * verdict; without ok the default verdict applies. Answers how many were resolved.
 */
export function resolvePendingAudits(state: MockState, request: AuditRequest = {}): number {
  const verdict =
    request.ok === undefined
      ? undefined
      : {
          ok: request.ok,
          opinion: request.ok ? undefined : (request.opinion ?? DEFAULT_FAIL_OPINION),
        };
  let resolved = 0;
  if (request.kind === undefined && request.id === undefined) {
    resolved = resolveAudits(state, { verdict });
  } else {
    const targets = listPendingAudits(state).filter(
      (audit) =>
        (request.kind === undefined || audit.kind === request.kind) &&
        (request.id === undefined || audit.id === request.id),
    );
    for (const audit of targets)
      if (resolveAudit(state, audit.kind, audit.id, verdict)) resolved += 1;
  }
  if (resolved > 0) state.onChange?.();
  return resolved;
}

export function advanceClock(state: MockState, ms: number): number {
  if (!Number.isFinite(ms) || ms < 0)
    throw new FaultError("advanceMs must be a number of milliseconds, 0 or more.");
  state.advanceClock(ms);
  state.onChange?.();
  return state.now();
}

export const requestLog = (state: MockState): RequestLogEntry[] => [...state.log];

export function describeBackend(state: MockState): BackendInfo {
  const now = state.now();
  return {
    seed: state.seed,
    seededAt: state.seededAt,
    now,
    clockOffsetMs: Math.round(now - Date.now()),
    config: { ...state.config },
    counts: Object.fromEntries(
      Object.entries(state.db).map(([name, collection]) => [
        name,
        (collection as { all(): unknown[] }).all().length,
      ]),
    ),
  };
}

/** Named snapshots of the runtime's data (the browser's QA panel; docs/decisions/0080). */
export interface NamedSnapshots {
  list(): Promise<SnapshotSummary[]>;
  save(name: string): Promise<SnapshotSummary>;
  /** Makes the snapshot the current data (faults and the log stay). */
  restore(name: string): Promise<void>;
  exportJson(name: string): Promise<string>;
  /** Keeps an exported JSON under a name (throws SnapshotRefused when it cannot be used). */
  importJson(name: string, text: string): Promise<SnapshotSummary>;
  remove(name: string): Promise<boolean>;
}

/** The verbs on the current state, as the browser, the panel and the test helpers expose them. */
export interface MockControls {
  arm(what: string | FaultRequest | FaultSpec, outcome?: OutcomeInput, times?: number): FaultSpec[];
  clear(operation?: string): void;
  faults(): ArmedFault[];
  mailbox(): MailRecord[];
  lastMailTo(email: string): MailRecord | undefined;
  pendingAudits(): PendingAudit[];
  resolveAudits(request?: AuditRequest): number;
  advanceClock(ms: number): number;
  log(): RequestLogEntry[];
  info(): BackendInfo;
  setConfig(config: Partial<MockConfig>): void;
  /** A fresh seeded state (the seed number defaults to the current one). */
  reset(seed?: number): Promise<void>;
  /** Every exact state sentence and every template (docs/decisions/0079-state-links.md). */
  knownStates(): { states: string[]; templates: string[] };
  /** Applies state sentences in order, all or nothing (throws StateLinkError, nothing applied). */
  applyStates(sentences: readonly string[]): Promise<string[]>;
  /** The sentences applied in this page's session, in order (what "copy a link" carries). */
  appliedStates(): string[];
  /** Why the last state link applied nothing (cleared by the next success). */
  stateError(): string | undefined;
  /** Where the runtime keeps named snapshots (the browser runtime only). */
  snapshots?: NamedSnapshots;
}

export function createControls(
  reset: (seed?: number) => Promise<void>,
  current: () => MockState = getState,
): MockControls {
  // Per state: a reset (a new state) starts with no applied sentences and no error.
  const applied = new WeakMap<MockState, string[]>();
  const errors = new WeakMap<MockState, string>();
  const appliedTo = (state: MockState) => applied.get(state) ?? applied.set(state, []).get(state)!;
  return {
    arm: (what, outcome, times) => armFaults(current(), what, outcome, times),
    clear: (operation) => clearFaults(current(), operation),
    faults: () => listFaults(current()),
    mailbox: () => mailbox(current()),
    lastMailTo: (email) => lastMailTo(current(), email),
    pendingAudits: () => pendingAudits(current()),
    resolveAudits: (request) => resolvePendingAudits(current(), request),
    advanceClock: (ms) => advanceClock(current(), ms),
    log: () => requestLog(current()),
    info: () => describeBackend(current()),
    setConfig: (config) => {
      Object.assign(current().config, config);
      current().onChange?.();
    },
    reset,
    knownStates: () => {
      registerProviderStates();
      return knownProviderStates();
    },
    applyStates: async (sentences) => {
      const state = current();
      try {
        const done = await applyStates(state, sentences);
        appliedTo(state).push(...done);
        errors.delete(state);
        return done;
      } catch (error) {
        errors.set(state, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    appliedStates: () => [...appliedTo(current())],
    stateError: () => errors.get(current()),
  };
}

export { StateLinkError };
