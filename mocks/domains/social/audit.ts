/**
 * The audit of new comments and replies (auditor kinds "comment" and "reply"). An item waits until
 * audit_due_at (config.auditDelayMs after it was written; null waits for a QA control). Approval
 * makes it public and counts it (the target's comment_num, the comment's reply_num); a rejection
 * hides it for good. The verdict follows defaultVerdict on the text ("reject" / 拒绝 fails).
 */
import type { Auditor, PendingAudit } from "../../core/audits";
import type { MockState } from "../../core/state";
import type { CommentRecord, ReplyRecord } from "../../db/social";
import { writableRecord } from "../../db/copy-on-write";
import { bump, bumpContentInPlace, findComment, findReply } from "./targets";

const TITLE_LENGTH = 60;

const pendingOf = (kind: string, id: string, item: CommentRecord | ReplyRecord): PendingAudit => ({
  kind,
  id,
  title: item.content.slice(0, TITLE_LENGTH),
  submittedAt: item.created_at,
  dueAt: item.audit_due_at ?? Number.POSITIVE_INFINITY,
});

/** When an item written now resolves on its own; null when audits wait for QA (Infinity). */
export function auditDueAt(state: MockState, now: number): number | null {
  const due = now + state.config.auditDelayMs;
  return Number.isFinite(due) ? due : null;
}

export function approveComment(state: MockState, read: CommentRecord): void {
  if (read.audit !== "awaiting") return;
  // Changed in place: a collection shared with a sandbox is copied first (decision 0083).
  const comment = writableRecord(state.db, "comments", read);
  comment.audit = "public";
  comment.audit_due_at = null;
  bumpContentInPlace(state, comment.comment_type, comment.gid, "comment_num", 1);
}

export function approveReply(state: MockState, read: ReplyRecord): void {
  if (read.audit !== "awaiting") return;
  const reply = writableRecord(state.db, "replies", read);
  reply.audit = "public";
  reply.audit_due_at = null;
  const comment = findComment(state, reply.comment_id);
  if (comment) bump(writableRecord(state.db, "comments", comment), "reply_num", 1);
}

function reject<K extends "comments" | "replies">(
  state: MockState,
  name: K,
  read: K extends "comments" ? CommentRecord : ReplyRecord,
): void {
  if (read.audit !== "awaiting") return;
  const item = writableRecord(state.db, name, read);
  item.audit = "rejected";
  item.audit_due_at = null;
}

const commentAuditor: Auditor = {
  kind: "comment",
  pending: (state) =>
    state.db.comments
      .all()
      .filter((c) => c.audit === "awaiting")
      .map((c) => pendingOf("comment", c.comment_id, c)),
  resolve: (state, id, verdict) => {
    const comment = findComment(state, id);
    if (!comment) return;
    if (verdict.ok) approveComment(state, comment);
    else reject(state, "comments", comment);
  },
};

const replyAuditor: Auditor = {
  kind: "reply",
  pending: (state) =>
    state.db.replies
      .all()
      .filter((r) => r.audit === "awaiting")
      .map((r) => pendingOf("reply", r.reply_id, r)),
  resolve: (state, id, verdict) => {
    const reply = findReply(state, id);
    if (!reply) return;
    if (verdict.ok) approveReply(state, reply);
    else reject(state, "replies", reply);
  },
};

/** The social domain's auditors; the backend factory registers them. */
export const socialAuditors: readonly Auditor[] = [commentAuditor, replyAuditor];
