/**
 * Answers built from social records: comments with their first replies, replies, follow-list
 * items. is_like is the viewer's (0 when signed out); times are unix seconds.
 */
import type { Comment, FollowItem, Reply, User, UserBrief } from "@/generated/model";
import type { MockState } from "../core/state";
import { userView } from "../accounts/queries";
import { seconds } from "../core/paging";
import type { UserRecord } from "../db/accounts";
import type { CommentRecord, ReplyRecord } from "../db/social";
import { isFollowing } from "./queries";
import { commentLikeType, replyLikeType } from "./targets";

/** How many public replies a comment carries in info (decision 0003). */
export const FIRST_REPLIES = 3;

/** The viewer's likes as a set of `${like_type}:${gid}`, read once per answer. */
export function likedKeys(state: MockState, viewerId: string | null | undefined): Set<string> {
  const keys = new Set<string>();
  if (!viewerId) return keys;
  for (const like of state.db.likes.all())
    if (like.user_id === viewerId) keys.add(`${like.like_type}:${like.gid}`);
  return keys;
}

export function findUser(state: MockState, userId: string): UserRecord | undefined {
  for (const user of state.db.users.all()) if (user.user_id === userId) return user;
  return undefined;
}

const UNKNOWN_USER: UserBrief = { user_name: "", user_url: "" };

export function userBrief(state: MockState, userId: string): UserBrief {
  const user = findUser(state, userId);
  return user
    ? { user_name: user.user_name, user_url: user.user_url, user_profiles: user.user_profiles }
    : UNKNOWN_USER;
}

/** Public replies of a comment, oldest first (ties by id, so the order is total). */
export function publicReplies(state: MockState, commentId: string): ReplyRecord[] {
  return state.db.replies
    .all()
    .filter((r) => r.comment_id === commentId && r.audit === "public")
    .sort(oldestFirst);
}

export const oldestFirst = (a: { created_at: number }, b: { created_at: number }) =>
  a.created_at - b.created_at;

/** Newest first; records written in the same millisecond keep the later-written one first. */
export const newestFirst = <T extends { created_at: number }>(items: T[]): T[] =>
  items.sort(oldestFirst).reverse();

export function replyView(state: MockState, reply: ReplyRecord, liked: Set<string>): Reply {
  const view: Reply = {
    reply_id: reply.reply_id,
    comment_id: reply.comment_id,
    other_reply_id: reply.other_reply_id,
    user_id: reply.user_id,
    user_data: userBrief(state, reply.user_id),
    content: reply.content,
    create_time: seconds(reply.created_at),
    like_num: reply.like_num,
    is_like: liked.has(`${replyLikeType(reply.comment_type)}:${reply.reply_id}`) ? 1 : 0,
  };
  if (reply.other_user_id) view.other_user_data = userBrief(state, reply.other_user_id);
  return view;
}

/** A public comment with its first public replies. */
export function commentView(state: MockState, comment: CommentRecord, liked: Set<string>): Comment {
  return {
    comment_id: comment.comment_id,
    user_id: comment.user_id,
    user_data: userBrief(state, comment.user_id),
    content: comment.content,
    create_time: seconds(comment.created_at),
    like_num: comment.like_num,
    is_like: liked.has(`${commentLikeType(comment.comment_type)}:${comment.comment_id}`) ? 1 : 0,
    reply_num: comment.reply_num,
    info: publicReplies(state, comment.comment_id)
      .slice(0, FIRST_REPLIES)
      .map((r) => replyView(state, r, liked)),
  };
}

/** A comment awaiting audit, as its author sees it (nothing counted yet). */
export function awaitingCommentView(state: MockState, comment: CommentRecord): Comment {
  return {
    ...commentView(state, comment, new Set()),
    like_num: 0,
    is_like: 0,
    reply_num: 0,
    info: [],
  };
}

export function awaitingReplyView(state: MockState, reply: ReplyRecord): Reply {
  return { ...replyView(state, reply, new Set()), like_num: 0, is_like: 0 };
}

/** A user in a follow list (never the e-mail), related to the viewer. */
export function followUser(state: MockState, user: UserRecord, viewerId: string | null): User {
  return userView(state, user, viewerId, { withPrivate: false });
}

/**
 * One follow-list item: mutuals is 1 when the listed user and the list's owner follow each other.
 */
export function followItem(
  state: MockState,
  user: UserRecord,
  ownerId: string,
  viewerId: string | null,
): FollowItem {
  const mutual =
    isFollowing(state, ownerId, user.user_id) && isFollowing(state, user.user_id, ownerId);
  return { data: followUser(state, user, viewerId), mutuals: mutual ? 1 : 0 };
}
