/**
 * Read helpers over the accounts, shared with the other domains (system, social, content,
 * creator). Stable API: findUser, findUserByEmail, userBrief, userView, userStats,
 * toSessionUser, avatarUrl, utcDay.
 */
import {
  EventType,
  LikeType,
  type SessionUser,
  type User,
  type UserBrief,
  type UserStat,
} from "@/generated/model";
import type { MockState } from "../core/state";
import { imageUrl } from "../core/files";
import type { SessionRecord, UserRecord } from "../db/accounts";
import { followFlags } from "../social/queries";
import { userArticleStats } from "../content/queries";

/** The generated avatar of a seeded user (a locally drawn SVG with the name's first letter). */
export function avatarUrl(userId: string, userName: string): string {
  const initial = Array.from(userName)[0]?.toUpperCase() ?? "?";
  return imageUrl(`avatar-${userId}`, { w: 160, h: 160, label: initial });
}

/** The UTC calendar day (YYYY-MM-DD) of a mock time: the mock's "server day". */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** E-mail addresses compare case-insensitively; records keep them lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function findUser(state: MockState, userId: string): UserRecord | undefined {
  return state.db.users.findFirst((q) => q.where({ user_id: userId }));
}

export function findUserByEmail(state: MockState, email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email);
  return state.db.users.findFirst((q) => q.where({ email: wanted }));
}

/** The user_data block of articles, works, comments and replies. */
export function userBrief(user: UserRecord): UserBrief {
  return { user_name: user.user_name, user_url: user.user_url, user_profiles: user.user_profiles };
}

/** What sign-in answers (and the client stores). */
export function toSessionUser(user: UserRecord, session: SessionRecord): SessionUser {
  return {
    user_id: user.user_id,
    verify_session: session.token,
    user_name: user.user_name,
    user_url: user.user_url,
    email: user.email,
    language: user.language,
  };
}

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
