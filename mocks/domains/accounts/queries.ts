/**
 * Read helpers over the accounts, shared with the other domains (social, system) and the views.
 * Stable API: findUser, findUserByEmail, userBrief, toSessionUser, avatarUrl, normalizeEmail,
 * utcDay. The User answer (with follow flags and statistics) is a view: mocks/views/users.ts.
 */
import type { SessionUser, UserBrief } from "@/generated/model";
import type { MockState } from "../../core/state";
import { imageUrl } from "../../core/files";
import type { SessionRecord, UserRecord } from "../../db/accounts";

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
