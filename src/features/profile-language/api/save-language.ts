/**
 * A signed-in user's language choice is saved on their profile (platform.md §7: setLitUserData with
 * language, 1 Chinese / 2 English) and on the stored user record.
 */
import { showToast } from "@/components/toaster";
import { setLitUserData } from "@/generated/system/system";
import { apiErrorMessage } from "@/lib/error-message";
import { session } from "@/lib/session";
import { userLanguageOf, type Language } from "@/lib/language";

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

/** Saves the choice; a failure becomes a toast (no failure is silent, decisions.md §3). */
export async function saveProfileLanguageOrReport(language: Language): Promise<void> {
  try {
    await saveProfileLanguage(language);
  } catch (error) {
    const message = apiErrorMessage(error);
    if (message) void showToast(message, "error");
  }
}
