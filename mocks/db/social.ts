/**
 * Social collections: comments, replies, likes, collects, follows. Times are milliseconds of the
 * mock clock (state.now()); answers convert them to unix seconds. Other domains read these through
 * the helpers in mocks/domains/social/queries.ts (isLiked, isCollected, followFlags, …).
 */
import { Collection } from "@msw/data";
import { z } from "zod";
import type { CollectType, CommentType, LikeType } from "@/generated/model";

/**
 * "awaiting": created, waiting for its audit — listed only to its author, not counted, not likeable.
 * "public": approved. "rejected": failed its audit — no longer listed anywhere.
 */
export type SocialAuditState = "awaiting" | "public" | "rejected";

export interface CommentRecord {
  comment_id: string;
  /** 1 work, 2 article (CommentType). */
  comment_type: CommentType;
  /** The works_id or lore_essay_id commented on. */
  gid: string;
  user_id: string;
  content: string;
  created_at: number;
  /** Likes on the comment (never below 0). */
  like_num: number;
  /** Public replies under the comment, direct and to replies (never below 0). */
  reply_num: number;
  audit: SocialAuditState;
  /** When an awaiting audit resolves on its own (ms); null waits for a QA control. */
  audit_due_at: number | null;
}

export interface ReplyRecord {
  reply_id: string;
  comment_id: string;
  comment_type: CommentType;
  gid: string;
  /** "0" for a direct reply to the comment, else the reply answered (same comment). */
  other_reply_id: string;
  /** The author of the reply answered; "" for a direct reply. */
  other_user_id: string;
  user_id: string;
  content: string;
  created_at: number;
  like_num: number;
  audit: SocialAuditState;
  /** When an awaiting audit resolves on its own (ms); null waits for a QA control. */
  audit_due_at: number | null;
}

export interface LikeRecord {
  user_id: string;
  like_type: LikeType;
  /** The works_id, lore_essay_id, comment_id or reply_id, as like_type says. */
  gid: string;
  created_at: number;
}

export interface CollectRecord {
  user_id: string;
  collect_type: CollectType;
  /** The works_id (collect_type 1) or lore_essay_id (collect_type 2). */
  gid: string;
  /** When it was (last) collected, ms; lists sort by it, newest first. */
  up_time: number;
}

export interface FollowRecord {
  /** The user who follows. */
  follower_id: string;
  /** The user followed. */
  followee_id: string;
  created_at: number;
}

export function createSocialCollections() {
  return {
    comments: new Collection({ schema: z.custom<CommentRecord>() }),
    replies: new Collection({ schema: z.custom<ReplyRecord>() }),
    likes: new Collection({ schema: z.custom<LikeRecord>() }),
    collects: new Collection({ schema: z.custom<CollectRecord>() }),
    follows: new Collection({ schema: z.custom<FollowRecord>() }),
  };
}
