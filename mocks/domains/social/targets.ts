/**
 * The items social actions point at: works and articles (read and counted through the content
 * domain's helpers) and comments and replies (ours, counted in place), found by the type numbers
 * of the spec. Counters never go below 0.
 */
import type { CollectType } from "@/generated/model";
import { CommentType, LikeType } from "@/generated/model";
import type { ArticleRecord, WorksRecord } from "../../db/content";
import { findArticle, findWorks } from "../content/queries";
import { adjustArticleStat, adjustWorksStat, type StatField } from "../content/store";
import type { CommentRecord, ReplyRecord } from "../../db/social";
import type { MockState } from "../../core/state";
import { ownCollection, writableRecord } from "../../db/copy-on-write";

export type ContentRecord = ArticleRecord | WorksRecord;

/** A work (1) or an article (2): CommentType and CollectType share these numbers. */
export type ContentKind = CommentType | CollectType;

/** The undeleted work or article gid, published or not; undefined when unknown or deleted. */
export function findContent(
  state: MockState,
  kind: ContentKind,
  gid: string,
): ContentRecord | undefined {
  return (kind === CommentType.Work ? findWorks(state, gid) : findArticle(state, gid)) ?? undefined;
}

/** Readers see an item with a published version that its author has not deleted. */
export const isPublicContent = (item: ContentRecord | undefined | null): item is ContentRecord =>
  !!item && !item.deleted && item.published !== null;

export function findPublicContent(
  state: MockState,
  kind: ContentKind,
  gid: string,
): ContentRecord | undefined {
  const item = findContent(state, kind, gid);
  return isPublicContent(item) ? item : undefined;
}

/** Adds delta to a counter, flooring at 0 (in place: for our own records, and synchronous paths). */
export function bump<K extends string>(record: Record<K, number>, key: K, delta: number): void {
  record[key] = Math.max(0, (record[key] ?? 0) + delta);
}

/**
 * Changes a counter of a work or article through the content domain (never below 0), so its
 * catalogs (the hot ranking reads like_num) notice.
 */
export async function adjustContent(
  state: MockState,
  kind: ContentKind,
  gid: string,
  key: StatField,
  delta: number,
): Promise<void> {
  if (kind === CommentType.Work) await adjustWorksStat(state, gid, key, delta);
  else await adjustArticleStat(state, gid, key, delta);
}

/**
 * The same, synchronously and in place, for the audit resolution (auditors resolve synchronously).
 * Only for counters no content list is ordered by (comment_num).
 */
export function bumpContentInPlace(
  state: MockState,
  kind: ContentKind,
  gid: string,
  key: "comment_num",
  delta: number,
): void {
  // Changed in place: a collection shared with a sandbox is copied first (decision 0083).
  ownCollection(state.db, kind === CommentType.Work ? "works" : "articles");
  const item = findContent(state, kind, gid);
  if (item) bump(item.stat, key, delta);
}

export function findComment(state: MockState, commentId: string): CommentRecord | undefined {
  for (const comment of state.db.comments.all())
    if (comment.comment_id === commentId) return comment;
  return undefined;
}

export function findReply(state: MockState, replyId: string): ReplyRecord | undefined {
  for (const reply of state.db.replies.all()) if (reply.reply_id === replyId) return reply;
  return undefined;
}

/** The like type of a comment or a reply on a work or an article. */
export const commentLikeType = (type: CommentType): LikeType =>
  type === CommentType.Work ? LikeType.WorkComment : LikeType.EssayComment;
export const replyLikeType = (type: CommentType): LikeType =>
  type === CommentType.Work ? LikeType.WorkReply : LikeType.EssayReply;

/** What a like points at, when it exists and is public (likeable); undefined otherwise. */
export type Likeable =
  | { kind: "content"; type: ContentKind; item: ContentRecord; gid: string }
  | { kind: "comment"; item: CommentRecord }
  | { kind: "reply"; item: ReplyRecord };

export function findLikeable(
  state: MockState,
  likeType: LikeType,
  gid: string,
): Likeable | undefined {
  switch (likeType) {
    case LikeType.Work:
    case LikeType.Essay: {
      const item = findPublicContent(
        state,
        likeType === LikeType.Work ? CommentType.Work : CommentType.Essay,
        gid,
      );
      const type = likeType === LikeType.Work ? CommentType.Work : CommentType.Essay;
      return item && { kind: "content", type, item, gid };
    }
    case LikeType.WorkComment:
    case LikeType.EssayComment: {
      const item = findComment(state, gid);
      const ok = item && item.audit === "public" && commentLikeType(item.comment_type) === likeType;
      return ok ? { kind: "comment", item } : undefined;
    }
    case LikeType.WorkReply:
    case LikeType.EssayReply: {
      const item = findReply(state, gid);
      const ok = item && item.audit === "public" && replyLikeType(item.comment_type) === likeType;
      return ok ? { kind: "reply", item } : undefined;
    }
  }
}

/** Changes like_num of a likeable item by delta (never below 0). */
export async function bumpLikes(state: MockState, target: Likeable, delta: number): Promise<void> {
  if (target.kind === "content")
    await adjustContent(state, target.type, target.gid, "like_num", delta);
  else if (target.kind === "comment")
    bump(writableRecord(state.db, "comments", target.item), "like_num", delta);
  else bump(writableRecord(state.db, "replies", target.item), "like_num", delta);
}
