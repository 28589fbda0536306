/**
 * The review of posted articles and works (kinds "article" and "works"), resolved by the mock on
 * the server's behalf: after config.auditDelayMs (judged on the next request) or at once by a QA
 * control / test (resolveAudits). Approval makes the copy the public version (release_time set at
 * the first publication and kept); rejection keeps the last public version and records the opinion.
 *
 * Auditor.resolve is synchronous, so the verdict is applied to the live record in place and the
 * catalog is told (touchCatalog) instead of going through the asynchronous collection.update.
 */
import { PublishStatus } from "@/generated/model";
import type { Auditor, PendingAudit, Verdict } from "../../core/audits";
import type { MockState } from "../../core/state";
import type { ContentItemBase, ItemCounters } from "../../db/content";
import { ownCollection } from "../../db/copy-on-write";
import { articleCatalog, touchCatalog, worksCatalog } from "./catalog";

export const ARTICLE_AUDIT = "article";
export const WORKS_AUDIT = "works";

export const DEFAULT_AUDIT_OPINION = "The content does not meet the community guidelines.";

/** When an audit submitted now resolves on its own; null waits for QA (auditDelayMs Infinity). */
export function auditDueAt(state: MockState): number | null {
  const delay = state.config.auditDelayMs;
  return Number.isFinite(delay) ? state.now() + Math.max(0, delay) : null;
}

/** The lifecycle fields and zeroed counters of a new article or work, saved (draft) or posted. */
export function freshLifecycle(
  state: MockState,
  userId: string,
  post: boolean,
): ContentItemBase & { published: null } {
  const now = state.now();
  return {
    user_id: userId,
    published: null,
    status: post ? PublishStatus.Releasing : PublishStatus.Draft,
    audit_opinion: "",
    audit_due_at: post ? auditDueAt(state) : null,
    submitted_at: post ? now : 0,
    created_at: now,
    up_time: now,
    release_time: 0,
    published_up_time: 0,
    deleted: false,
    sort_key: 0,
    stat: zeroCounters(),
  };
}

/** The counters of an item nobody has seen yet. */
export const zeroCounters = (): ItemCounters => ({
  browse_num: 0,
  like_num: 0,
  comment_num: 0,
  collect_num: 0,
  share_num: 0,
  download_num: 0,
});

interface Reviewable<C> extends ContentItemBase {
  copy: C;
  published: C | null;
}

/** Applies a verdict to a record under review (status 1). */
export function applyVerdict<C>(record: Reviewable<C>, verdict: Verdict, now: number): void {
  record.audit_due_at = null;
  if (verdict.ok) {
    record.status = PublishStatus.AuditOk;
    record.audit_opinion = "";
    record.published = structuredClone(record.copy);
    record.published_up_time = record.up_time;
    if (record.release_time === 0) record.release_time = now;
    record.sort_key = record.release_time;
  } else {
    record.status = PublishStatus.AuditFailed;
    record.audit_opinion = verdict.opinion?.trim() || DEFAULT_AUDIT_OPINION;
  }
}

function pendingAudit(
  kind: string,
  id: string,
  title: string,
  record: ContentItemBase,
): PendingAudit {
  return {
    kind,
    id,
    title,
    submittedAt: record.submitted_at,
    dueAt: record.audit_due_at ?? Number.POSITIVE_INFINITY,
  };
}

const articleAuditor: Auditor = {
  kind: ARTICLE_AUDIT,
  pending(state) {
    const catalog = articleCatalog(state);
    catalog.pendingAudits ??= catalog.pendingIds.map((id) => {
      const record = catalog.byId.get(id)!;
      return pendingAudit(ARTICLE_AUDIT, id, record.copy.title, record);
    });
    return catalog.pendingAudits as PendingAudit[];
  },
  resolve(state, id, verdict) {
    // In place: a collection shared with a sandbox is copied first (decision 0083).
    ownCollection(state.db, "articles");
    const record = articleCatalog.peek(state).byId.get(id);
    if (!record || record.status !== PublishStatus.Releasing) return;
    applyVerdict(record, verdict, state.now());
    touchCatalog(state.db.articles);
  },
};

const worksAuditor: Auditor = {
  kind: WORKS_AUDIT,
  pending(state) {
    const catalog = worksCatalog(state);
    catalog.pendingAudits ??= catalog.pendingIds.map((id) => {
      const record = catalog.byId.get(id)!;
      return pendingAudit(WORKS_AUDIT, id, record.copy.works_title, record);
    });
    return catalog.pendingAudits as PendingAudit[];
  },
  resolve(state, id, verdict) {
    ownCollection(state.db, "works");
    const record = worksCatalog.peek(state).byId.get(id);
    if (!record || record.status !== PublishStatus.Releasing) return;
    applyVerdict(record, verdict, state.now());
    touchCatalog(state.db.works);
  },
};

/** The content domain's auditors; the backend factory registers them. */
export const contentAuditors: readonly Auditor[] = [articleAuditor, worksAuditor];
