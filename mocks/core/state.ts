/**
 * The one state of a mock backend: its db, armed faults, request log, clock and settings.
 * Every runtime holds exactly one; tests reset it before each test.
 */
import { createDb, type Db } from "../db";
import { FaultRegistry } from "./faults";

export interface MockConfig {
  /** How long a posted item waits for its audit; Infinity keeps audits pending until QA resolves them. */
  auditDelayMs: number;
  /** Added to every answer (realistic spinners in the browser; 0 in tests). */
  latencyMs: number;
}

export interface RequestLogEntry {
  id: number;
  at: number;
  operation: string;
  status: number;
  code?: number;
  fault?: string;
  ms: number;
}

export interface MockState {
  db: Db;
  faults: FaultRegistry;
  log: RequestLogEntry[];
  config: MockConfig;
  seed: number;
  /** The reference time the seed was generated against (timestamps are relative to it). */
  seededAt: number;
  /** The mock's clock: real time plus an offset QA or tests may advance. */
  now(): number;
  advanceClock(ms: number): void;
  /** Called after each state-changing answer (the browser runtime persists then). */
  onChange?: () => void;
}

export const DEFAULT_SEED = 20240701;

export const defaultConfig = (): MockConfig => ({ auditDelayMs: 8_000, latencyMs: 0 });

export function createState(
  options: { seed?: number; seededAt?: number; config?: Partial<MockConfig>; db?: Db } = {},
): MockState {
  let offset = 0;
  const state: MockState = {
    db: options.db ?? createDb(),
    faults: new FaultRegistry(),
    log: [],
    config: { ...defaultConfig(), ...options.config },
    seed: options.seed ?? DEFAULT_SEED,
    seededAt: options.seededAt ?? Date.now(),
    now: () => Date.now() + offset,
    advanceClock: (ms) => {
      offset += ms;
    },
  };
  return state;
}

let current: MockState | undefined;
/** The state of the request being answered when it is not the shared one (a sandbox). */
let scoped: (() => MockState | undefined) | undefined;

/**
 * Lets a runtime answer some requests from another state: the standalone server's sandboxes
 * (docs/decisions/0081-sandboxes-on-the-shared-server.md) resolve it per request.
 */
export function setStateScope(resolve: (() => MockState | undefined) | undefined): void {
  scoped = resolve;
}

/** The shared state, whatever the request's scope (what a sandbox copies and leaves untouched). */
export function getSharedState(): MockState {
  if (!current) throw new Error("The mock backend has no state yet: call resetBackend() first.");
  return current;
}

export function getState(): MockState {
  const inScope = scoped?.();
  if (inScope) return inScope;
  if (!current) throw new Error("The mock backend has no state yet: call resetBackend() first.");
  return current;
}

export function setState(state: MockState): MockState {
  current = state;
  return state;
}

const LOG_LIMIT = 300;
let logId = 0;

export function logRequest(state: MockState, entry: Omit<RequestLogEntry, "id">): void {
  state.log.push({ id: ++logId, ...entry });
  if (state.log.length > LOG_LIMIT) state.log.splice(0, state.log.length - LOG_LIMIT);
}
