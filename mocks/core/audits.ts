/**
 * Audits the mock resolves on the server's behalf: posted articles and works, comments and
 * replies, creator applications. Each domain exports its auditors; the backend factory
 * (mocks/backend.ts) registers them on every state it creates or restores, so nothing registers
 * itself as a side effect of being imported. An audit resolves when its due time passes
 * (config.auditDelayMs after submission, judged on the next request) or at once by a QA control.
 * A title containing "reject" (or 拒绝) fails with an opinion, so failures are reproducible.
 */
import type { MockState } from "./state";

export interface PendingAudit {
  kind: string;
  id: string;
  title: string;
  submittedAt: number;
  dueAt: number;
}

export interface Verdict {
  ok: boolean;
  opinion?: string;
}

export interface Auditor {
  kind: string;
  pending(state: MockState): PendingAudit[];
  resolve(state: MockState, id: string, verdict: Verdict): void;
}

/** The auditors of each state, by kind (a state without any has no audits). */
const registries = new WeakMap<MockState, Map<string, Auditor>>();

const auditorsOf = (state: MockState): Map<string, Auditor> => {
  let auditors = registries.get(state);
  if (!auditors) registries.set(state, (auditors = new Map()));
  return auditors;
};

/** Adds an auditor to a state (a second one of the same kind replaces the first). */
export function registerAuditor(state: MockState, auditor: Auditor): void {
  auditorsOf(state).set(auditor.kind, auditor);
}

export function registerAuditors(state: MockState, auditors: readonly Auditor[]): void {
  for (const auditor of auditors) registerAuditor(state, auditor);
}

export function listPendingAudits(state: MockState): PendingAudit[] {
  return [...auditorsOf(state).values()].flatMap((a) => a.pending(state));
}

export function defaultVerdict(title: string): Verdict {
  return /reject|拒绝/i.test(title)
    ? { ok: false, opinion: "The content does not meet the community guidelines." }
    : { ok: true };
}

export function resolveAudit(
  state: MockState,
  kind: string,
  id: string,
  verdict?: Verdict,
): boolean {
  const auditor = auditorsOf(state).get(kind);
  const item = auditor?.pending(state).find((p) => p.id === id);
  if (!auditor || !item) return false;
  auditor.resolve(state, id, verdict ?? defaultVerdict(item.title));
  return true;
}

/** Resolves every pending audit (QA "resolve all"), or only those already due. */
export function resolveAudits(
  state: MockState,
  options: { dueOnly?: boolean; verdict?: Verdict } = {},
): number {
  const now = state.now();
  let resolved = 0;
  for (const auditor of auditorsOf(state).values()) {
    for (const item of auditor.pending(state)) {
      if (options.dueOnly && item.dueAt > now) continue;
      auditor.resolve(state, item.id, options.verdict ?? defaultVerdict(item.title));
      resolved += 1;
    }
  }
  return resolved;
}
