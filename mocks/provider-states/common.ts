/**
 * Helpers of the state setups. A setup makes exactly its sentence true in the current backend,
 * whatever was there before (it replaces a record of the same id rather than adding a second), so
 * it also holds when the verifier does not reset between interactions.
 */
import { Gender, UserLanguage } from "@/generated/model";
import type { MockState } from "../core/state";
import type { UserRecord } from "../db/accounts";
import { findUser } from "../domains/accounts/queries";
import { seededUsers } from "../seed/accounts";
import { defineProviderState, type ProviderStateSetup } from "../provider-states";

export const DAY_MS = 86_400_000;

/** Registers one sentence (a thin alias that keeps the state files short). */
export const state = (sentence: string, setup: ProviderStateSetup): void =>
  defineProviderState(sentence, setup);

/**
 * The user with this id: the seeded record when it is a seeded user that a setup removed or
 * changed, otherwise a plain user "Maker<id>".
 */
export async function ensureUser(state: MockState, userId: string): Promise<UserRecord> {
  const existing = findUser(state, userId);
  if (existing) return existing;
  const seeded = seededUsers(state).find((user) => user.user_id === userId);
  return state.db.users.create(
    seeded ?? {
      user_id: userId,
      user_name: `Maker${userId}`,
      user_url: "",
      user_profiles: "",
      gender: Gender.Unknown,
      email: `maker${userId}@example.com`,
      language: UserLanguage.English,
      password: "Member2024",
      created_at: state.now() - 30 * DAY_MS,
      blocked: false,
    },
  );
}

/** Parses "article 12" / "demo 21" / "image work 22" into the kind and id of a content item. */
export function parseTarget(target: string): { kind: "article" | "works"; id: string } {
  const match = /^(article|demo|image work|work) (\S+)$/.exec(target);
  if (!match) throw new Error(`"${target}" names no article or work.`);
  return { kind: match[1] === "article" ? "article" : "works", id: match[2]! };
}
