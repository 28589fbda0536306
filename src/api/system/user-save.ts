/**
 * The user record's save (setLitUserData, portal.md §2.11, §7), wrapped once: the profile dialog's
 * form and the language switch. A saved profile refreshes the user everywhere it shows: the stored
 * session record (the nav and menus follow it) and every cached read of this user's record
 * (user-data.ts reads it).
 *
 * A signed-in user's language choice is saved on their profile too (platform.md §7: setLitUserData
 * with language, 1 Chinese / 2 English) and on the stored user record. It is called from a language
 * listener outside React, so it calls the generated function (not its mutation options), with its
 * error message here: a toast with a retry.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { showToast } from "@/components/toaster";
import type { SetLitUserDataBody, User } from "@/generated/model";
import { getSetLitUserDataMutationOptions, setLitUserData } from "@/generated/system/system";
import { apiErrorMessage } from "@/lib/error-message";
import { i18n } from "@/lib/i18n";
import { userLanguageOf, type Language } from "@/lib/language";
import { session } from "@/lib/session";
import { systemKeys } from "./keys";

/** The fields the profile dialog sends. */
export type ProfileChange = Pick<SetLitUserDataBody, "user_name" | "user_profiles" | "user_url">;

/** Copies the answered record's name and avatar into the stored session user. */
export function syncSessionUser(record: User): void {
  const current = session.getUser();
  if (!current || current.user_id !== record.user_id) return;
  if (current.user_name === record.user_name && current.user_url === record.user_url) return;
  session.setUser({ ...current, user_name: record.user_name, user_url: record.user_url });
}

/**
 * Saves the profile. On success the session user and every read of the record refresh; a
 * failure rejects with the ApiError (the dialog's form shows it and keeps what was typed).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation(
    getSetLitUserDataMutationOptions({
      mutation: {
        onSuccess: async (record) => {
          syncSessionUser(record);
          await queryClient.invalidateQueries({
            queryKey: systemKeys.userEveryViewer(record.user_id),
          });
        },
      },
    }),
  );
}

export async function saveProfileLanguage(language: Language): Promise<void> {
  const user = session.getUser();
  if (!user) return;
  const value = userLanguageOf(language);
  await setLitUserData({ language: value });
  const current = session.getUser();
  if (current && current.user_id === user.user_id && current.language !== value) {
    session.setUser({ ...current, language: value });
  }
}

/**
 * Saves the choice; a failure becomes a translated toast with a retry (no failure is silent,
 * decisions.md §3). The local choice stands either way.
 */
export async function saveProfileLanguageOrReport(language: Language): Promise<void> {
  try {
    await saveProfileLanguage(language);
  } catch (error) {
    const message = apiErrorMessage(error);
    if (!message) return;
    void showToast(message, "error", {
      action: {
        text: i18n.t("common:actions.retry"),
        onClick: () => void saveProfileLanguageOrReport(language),
      },
    });
  }
}
