/**
 * Comments and replies: writing (awaiting audit), reading (public lists, the author's awaiting
 * items) and deleting (own items only, with their replies and likes). A refusal is returned as a
 * message, which the handler answers as HTTP 400.
 */
import type { CommentType, LikeType } from "@/generated/model";
import { writableRecord } from "../../db/copy-on-write";
import type { MockState } from "../../core/state";
import { newId } from "../../core/paging";
import type { CommentRecord, ReplyRecord } from "../../db/social";
import { auditDueAt } from "./audit";
import { refused, type Refusal } from "./refusal";
import {
  adjustContent,
  bump,
  commentLikeType,
  findComment,
  findPublicContent,
  findReply,
  replyLikeType,
} from "./targets";

/** Public replies of a comment, oldest first (ties by id, so the order is total). */
export function publicReplies(state: MockState, commentId: string): ReplyRecord[] {
  return state.db.replies
    .all()
    .filter((r) => r.comment_id === commentId && r.audit === "public")
    .sort(oldestFirst);
}

const oldestFirst = (a: { created_at: number }, b: { created_at: number }) =>
  a.created_at - b.created_at;

/** Newest first; records written in the same millisecond keep the later-written one first. */
const newestFirst = <T extends { created_at: number }>(items: T[]): T[] =>
  items.sort(oldestFirst).reverse();

/** The comment `commentId` on the work or article gid, or undefined. */
export function commentOn(
  state: MockState,
  type: CommentType,
  gid: string,
  commentId: string,
): CommentRecord | undefined {
  const comment = findComment(state, commentId);
  return comment && comment.gid === gid && comment.comment_type === type ? comment : undefined;
}

/** Visible to userId: public, or userId's own item awaiting audit. */
const visibleTo = (item: CommentRecord | ReplyRecord, userId: string) =>
  item.audit === "public" || (item.audit === "awaiting" && item.user_id === userId);

export async function writeComment(
  state: MockState,
  userId: string,
  input: { comment_type: CommentType; g_id: string; content: string },
): Promise<CommentRecord | Refusal> {
  if (!findPublicContent(state, input.comment_type, input.g_id)) {
    return refused("The work or article does not exist or is not published.");
  }
  const now = state.now();
  return state.db.comments.create({
    comment_id: newId("c"),
    comment_type: input.comment_type,
    gid: input.g_id,
    user_id: userId,
    content: input.content,
    created_at: now,
    like_num: 0,
    reply_num: 0,
    audit: "awaiting",
    audit_due_at: auditDueAt(state, now),
  });
}

export async function writeReply(
  state: MockState,
  userId: string,
  input: {
    comment_type: CommentType;
    g_id: string;
    comment_id: string;
    content: string;
    other_reply_id?: string;
  },
): Promise<ReplyRecord | Refusal> {
  const comment = commentOn(state, input.comment_type, input.g_id, input.comment_id);
  if (!comment || !visibleTo(comment, userId))
    return refused("The comment does not exist on this item.");
  const answered =
    input.other_reply_id && input.other_reply_id !== "0"
      ? findReply(state, input.other_reply_id)
      : null;
  if (
    answered !== null &&
    (!answered || answered.comment_id !== comment.comment_id || !visibleTo(answered, userId))
  ) {
    return refused("The reply answered does not exist under this comment.");
  }
  const now = state.now();
  return state.db.replies.create({
    reply_id: newId("r"),
    comment_id: comment.comment_id,
    comment_type: comment.comment_type,
    gid: comment.gid,
    other_reply_id: answered ? answered.reply_id : "0",
    other_user_id: answered ? answered.user_id : "",
    user_id: userId,
    content: input.content,
    created_at: now,
    like_num: 0,
    audit: "awaiting",
    audit_due_at: auditDueAt(state, now),
  });
}

function deleteLikesOn(state: MockState, likeType: LikeType, gids: ReadonlySet<string>): void {
  if (gids.size === 0) return;
  state.db.likes.deleteMany((q) =>
    q.where((like) => like.like_type === likeType && gids.has(like.gid)),
  );
}

/**
 * Deletes userId's comment with all its replies and the likes on them. Unknown → "missing"
 * (answered 0); another user's → a refusal.
 */
export async function deleteComment(
  state: MockState,
  userId: string,
  input: { comment_type: CommentType; g_id: string; comment_id: string },
): Promise<"deleted" | "missing" | Refusal> {
  const comment = commentOn(state, input.comment_type, input.g_id, input.comment_id);
  if (!comment) return "missing";
  if (comment.user_id !== userId) return refused("Only the author may delete this comment.");
  const replies = state.db.replies.deleteMany((q) => q.where({ comment_id: comment.comment_id }));
  deleteLikesOn(
    state,
    replyLikeType(comment.comment_type),
    new Set(replies.map((r) => r.reply_id)),
  );
  deleteLikesOn(state, commentLikeType(comment.comment_type), new Set([comment.comment_id]));
  state.db.comments.delete((q) => q.where({ comment_id: comment.comment_id }));
  if (comment.audit === "public")
    await adjustContent(state, comment.comment_type, comment.gid, "comment_num", -1);
  return "deleted";
}

/** Deletes userId's reply and the likes on it; replies answering it stay. */
export function deleteReply(
  state: MockState,
  userId: string,
  input: { comment_type: CommentType; g_id: string; comment_id: string; reply_id: string },
): "deleted" | "missing" | Refusal {
  const reply = findReply(state, input.reply_id);
  const matches =
    reply &&
    reply.comment_id === input.comment_id &&
    reply.gid === input.g_id &&
    reply.comment_type === input.comment_type;
  if (!reply || !matches) return "missing";
  if (reply.user_id !== userId) return refused("Only the author may delete this reply.");
  deleteLikesOn(state, replyLikeType(reply.comment_type), new Set([reply.reply_id]));
  state.db.replies.delete((q) => q.where({ reply_id: reply.reply_id }));
  const comment = findComment(state, reply.comment_id);
  if (comment && reply.audit === "public")
    bump(writableRecord(state.db, "comments", comment), "reply_num", -1);
  return "deleted";
}

/** The public comments on gid, newest first; none when the item is unknown, deleted or unpublished. */
export function publicComments(state: MockState, type: CommentType, gid: string): CommentRecord[] {
  if (!findPublicContent(state, type, gid)) return [];
  return newestFirst(
    state.db.comments
      .all()
      .filter((c) => c.gid === gid && c.comment_type === type && c.audit === "public"),
  );
}

/** userId's comments on gid awaiting audit, newest first. */
export function awaitingComments(
  state: MockState,
  userId: string,
  type: CommentType,
  gid: string,
): CommentRecord[] {
  return newestFirst(
    state.db.comments
      .all()
      .filter(
        (c) =>
          c.gid === gid &&
          c.comment_type === type &&
          c.user_id === userId &&
          c.audit === "awaiting",
      ),
  );
}

/** userId's replies on gid (under commentId when given) awaiting audit, oldest first. */
export function awaitingReplies(
  state: MockState,
  userId: string,
  type: CommentType,
  gid: string,
  commentId?: string,
): ReplyRecord[] {
  return state.db.replies
    .all()
    .filter(
      (r) =>
        r.gid === gid &&
        r.comment_type === type &&
        r.user_id === userId &&
        r.audit === "awaiting" &&
        (!commentId || r.comment_id === commentId),
    )
    .sort(oldestFirst);
}
