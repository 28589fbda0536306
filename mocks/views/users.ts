/**
 * User answers, a view across domains: an account (accounts) with the viewer's follow flags
 * (social) and the user's knowledge statistics (content, social, system), and the follow lists.
 */
import { EventType, LikeType, type FollowItem, type User, type UserStat } from "@/generated/model";
import type { MockState } from "../core/state";
import type { UserRecord } from "../db/accounts";
import { findUser } from "../domains/accounts/queries";
import { userArticleStats } from "../domains/content/queries";
import { followFlags, followeeIds, followerIds, isFollowing } from "../domains/social/queries";

/**
 * The knowledge statistics of a user: their published (audit OK, not deleted) articles and the
 * browses, likes and collects those received; and the user's own activity — essay browses they
 * reported (commReportEvent) and essay likes they gave.
 */
export function userStats(state: MockState, userId: string): UserStat {
  const own = userArticleStats(state, userId);
  let likeSelf = 0;
  for (const record of state.db.likes.all()) {
    if (record.user_id === userId && record.like_type === LikeType.Essay) likeSelf += 1;
  }
  const browseSelf =
    state.db.eventCounters.findFirst((q) =>
      q.where({ event_type: EventType.EssayBrowse, target: "*", user_id: userId }),
    )?.count ?? 0;
  return {
    lore_essay_posts_num: own.posts,
    lore_essay_browse_num: own.browse,
    lore_essay_like_num: own.like,
    lore_essay_collect_num: own.collect,
    lore_essay_browse_self_num: browseSelf,
    lore_essay_like_self_num: likeSelf,
  };
}

/**
 * The User record as the viewer (the session user, or null) sees it: is_followee/is_follower
 * relative to the viewer (0 when signed out or for oneself); email and language only for oneself.
 * withStats adds stat_data (a pass over the user's likes: leave it out in long lists).
 */
export function userView(
  state: MockState,
  user: UserRecord,
  viewerId: string | null | undefined,
  options: { withStats?: boolean; withPrivate?: boolean } = {},
): User {
  // Follow lists pass withPrivate: false — they never carry an e-mail, not even one's own.
  const self = viewerId === user.user_id && options.withPrivate !== false;
  return {
    user_id: user.user_id,
    user_name: user.user_name,
    user_url: user.user_url,
    user_profiles: user.user_profiles,
    gender: user.gender,
    ...(self ? { email: user.email, language: user.language } : {}),
    ...followFlags(state, viewerId, user.user_id),
    ...(options.withStats ? { stat_data: userStats(state, user.user_id) } : {}),
  };
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

/** One page of a follow list of ownerId, related to the viewer, with the list's total. */
export function followPage(
  state: MockState,
  list: "followees" | "followers",
  ownerId: string,
  viewerId: string | null,
  offset: number,
  limit: number,
): { info: FollowItem[]; comm_total: number } {
  const ids = (list === "followees" ? followeeIds : followerIds)(state, ownerId);
  const users = ids.flatMap((id) => findUser(state, id) ?? []);
  return {
    info: users
      .slice(offset, offset + limit)
      .map((user) => followItem(state, user, ownerId, viewerId)),
    comm_total: users.length,
  };
}
