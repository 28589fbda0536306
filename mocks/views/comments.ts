/**
 * Comment and reply answers, a view across domains: social records with their authors' user_data
 * (accounts) and the viewer's is_like (0 when signed out); comments carry their first public
 * replies. Times are unix seconds.
 */
import type { Comment, Reply, UserBrief } from "@/generated/model";
import type { MockState } from "../core/state";
import { seconds } from "../core/paging";
import type { CommentRecord, ReplyRecord } from "../db/social";
import { findUser } from "../domains/accounts/queries";
import { publicReplies } from "../domains/social/comments";
import { commentLikeType, replyLikeType } from "../domains/social/targets";

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

const UNKNOWN_USER: UserBrief = { user_name: "", user_url: "" };

export function userBrief(state: MockState, userId: string): UserBrief {
  const user = findUser(state, userId);
  return user
    ? { user_name: user.user_name, user_url: user.user_url, user_profiles: user.user_profiles }
    : UNKNOWN_USER;
}

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
