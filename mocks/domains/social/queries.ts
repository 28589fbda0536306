/**
 * Read helpers over the social collections, shared with the other domains (content, system,
 * creator). Stable API: isLiked, isCollected, hasCommented, isFollowing, followFlags,
 * followerIds, followeeIds. Plain loops over all() keep them cheap on large seeds.
 */
import type { CollectType, CommentType, Flag, LikeType } from "@/generated/model";
import type { MockState } from "../../core/state";

/** Whether userId likes the item gid of likeType (works, articles, comments, replies). */
export function isLiked(
  state: MockState,
  userId: string | null | undefined,
  likeType: LikeType,
  gid: string,
): boolean {
  if (!userId) return false;
  for (const like of state.db.likes.all()) {
    if (like.user_id === userId && like.gid === gid && like.like_type === likeType) return true;
  }
  return false;
}

/** Whether userId has the item gid of collectType in their favourites. */
export function isCollected(
  state: MockState,
  userId: string | null | undefined,
  collectType: CollectType,
  gid: string,
): boolean {
  if (!userId) return false;
  for (const collect of state.db.collects.all()) {
    if (collect.user_id === userId && collect.gid === gid && collect.collect_type === collectType)
      return true;
  }
  return false;
}

/** Whether userId has a public comment on the work or article gid (the is_comment flag). */
export function hasCommented(
  state: MockState,
  userId: string | null | undefined,
  commentType: CommentType,
  gid: string,
): boolean {
  if (!userId) return false;
  for (const comment of state.db.comments.all()) {
    if (
      comment.user_id === userId &&
      comment.gid === gid &&
      comment.comment_type === commentType &&
      comment.audit === "public"
    ) {
      return true;
    }
  }
  return false;
}

/** Whether followerId follows followeeId. */
export function isFollowing(
  state: MockState,
  followerId: string | null | undefined,
  followeeId: string,
): boolean {
  if (!followerId) return false;
  for (const follow of state.db.follows.all()) {
    if (follow.follower_id === followerId && follow.followee_id === followeeId) return true;
  }
  return false;
}

const flag = (value: boolean): Flag => (value ? 1 : 0);

/**
 * How userId relates to the viewer (the session user): is_followee 1 when the viewer follows
 * userId, is_follower 1 when userId follows the viewer. Both 0 when signed out.
 */
export function followFlags(
  state: MockState,
  viewerId: string | null | undefined,
  userId: string,
): { is_followee: Flag; is_follower: Flag } {
  if (!viewerId || viewerId === userId) return { is_followee: 0, is_follower: 0 };
  return {
    is_followee: flag(isFollowing(state, viewerId, userId)),
    is_follower: flag(isFollowing(state, userId, viewerId)),
  };
}

/** The users who follow userId, most recent follower first (same-millisecond ties: later written first). */
export function followerIds(state: MockState, userId: string): string[] {
  return state.db.follows
    .all()
    .filter((f) => f.followee_id === userId)
    .sort((a, b) => a.created_at - b.created_at)
    .reverse()
    .map((f) => f.follower_id);
}

/** The users userId follows, most recently followed first. */
export function followeeIds(state: MockState, userId: string): string[] {
  return state.db.follows
    .all()
    .filter((f) => f.follower_id === userId)
    .sort((a, b) => a.created_at - b.created_at)
    .reverse()
    .map((f) => f.followee_id);
}
