/**
 * Audits the mock resolves on the server's behalf: posted articles and works, comments and
 * replies, creator applications. Each domain registers an auditor; an audit resolves when its due
 * time passes (config.auditDelayMs after submission, judged on the next request) or at once by a QA
 * control. A title containing "reject" (or 拒绝) fails with an opinion, so failures are reproducible.
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

const auditors = new Map<string, Auditor>();

export function registerAuditor(auditor: Auditor): void {
  auditors.set(auditor.kind, auditor);
}

export function listPendingAudits(state: MockState): PendingAudit[] {
  return [...auditors.values()].flatMap((a) => a.pending(state));
}

export function defaultVerdict(title: string): Verdict {
  return /reject|拒绝/i.test(title)
    ? { ok: false, opinion: "The content does not meet the community guidelines." }
    : { ok: true };
}

export function resolveAudit(state: MockState, kind: string, id: string, verdict?: Verdict): boolean {
  const auditor = auditors.get(kind);
  const item = auditor?.pending(state).find((p) => p.id === id);
  if (!auditor || !item) return false;
  auditor.resolve(state, id, verdict ?? defaultVerdict(item.title));
  return true;
}

/** Resolves every pending audit (QA "resolve all"), or only those already due. */
export function resolveAudits(state: MockState, options: { dueOnly?: boolean; verdict?: Verdict } = {}): number {
  const now = state.now();
  let resolved = 0;
  for (const auditor of auditors.values()) {
    for (const item of auditor.pending(state)) {
      if (options.dueOnly && item.dueAt > now) continue;
      auditor.resolve(state, item.id, options.verdict ?? defaultVerdict(item.title));
      resolved += 1;
    }
  }
  return resolved;
}
