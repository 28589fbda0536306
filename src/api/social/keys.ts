/**
 * The social group's query keys: the generated ones, named once. The list keys are prefixes
 * (TanStack Query matches a key's objects partially), so one key reaches every page size and
 * every page of a target's list.
 */
import type { CommentType } from "@/generated/model";
import {
  getGetCollectQueryKey,
  getGetCollectUserQueryKey,
  getGetFolloweeQueryKey,
  getGetFolloweeUserQueryKey,
  getGetFollowerQueryKey,
  getGetFollowerUserQueryKey,
  getCommentUserAllQueryKey,
  getReplyUserAllQueryKey,
  getSelectCommentAllQueryKey,
  getSelectReplyAllQueryKey,
} from "@/generated/social/social";

type Target = { comment_type: CommentType; g_id: string };

const prefix = <T extends readonly unknown[]>(key: T, body: object) =>
  [key[0], body] as unknown as T;

export const socialKeys = {
  /** The public comments of a work or an article (every page size, every page). */
  publicComments: (target: Target) => prefix(getSelectCommentAllQueryKey(), target),
  /** The session user's comments awaiting audit on a target. */
  awaitingComments: (target: Target) => prefix(getCommentUserAllQueryKey(), target),
  /** The public replies of one comment. */
  publicReplies: (target: Target, commentId: string) =>
    prefix(getSelectReplyAllQueryKey(), { ...target, comment_id: commentId }),
  /** The session user's replies awaiting audit on a target (all comments). */
  awaitingReplies: (target: Target) => prefix(getReplyUserAllQueryKey(), target),
  /** The session user's favourites (getCollect), every kind. */
  ownCollects: () => getGetCollectQueryKey().slice(0, 1),
  /** Any user's favourites (getCollectUser), every kind. */
  userCollects: () => getGetCollectUserQueryKey().slice(0, 1),
  /** The session user's following and followers lists (getFollowee, getFollower). */
  ownFollowing: () => getGetFolloweeQueryKey().slice(0, 1),
  ownFollowers: () => getGetFollowerQueryKey().slice(0, 1),
  /** Any user's following and followers lists (getFolloweeUser, getFollowerUser). */
  userFollowing: () => getGetFolloweeUserQueryKey().slice(0, 1),
  userFollowers: () => getGetFollowerUserQueryKey().slice(0, 1),
};
