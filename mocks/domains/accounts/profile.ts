/** Profile changes (setLitUserData): name, introduction, avatar, gender and language; never the e-mail. */
import type { Gender, UserLanguage } from "@/generated/model";
import type { MockState } from "../../core/state";
import type { UserRecord } from "../../db/accounts";

export interface ProfileChange {
  user_name?: string;
  user_profiles?: string;
  /** The avatar's URL. */
  user_url?: string;
  gender?: Gender;
  language?: UserLanguage;
}

/** Applies the fields present in change; answers the updated record (undefined if none matched). */
export function updateProfile(
  state: MockState,
  userId: string,
  change: ProfileChange,
): Promise<UserRecord | undefined> {
  return state.db.users.update((q) => q.where({ user_id: userId }), {
    data(record) {
      if (change.user_name !== undefined) record.user_name = change.user_name;
      if (change.user_profiles !== undefined) record.user_profiles = change.user_profiles;
      if (change.user_url !== undefined) record.user_url = change.user_url;
      if (change.gender !== undefined) record.gender = change.gender;
      if (change.language !== undefined) record.language = change.language;
    },
  });
}
