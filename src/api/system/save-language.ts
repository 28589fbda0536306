/**
 * The profile-language resource: a signed-in user's language choice is saved on their profile
 * (platform.md §7: setLitUserData with language, 1 Chinese / 2 English) and on the stored user
 * record. It is called from a language listener outside React, so it wraps the generated function
 * (not its mutation options) once, with its error message here: a toast with a retry.
 */
import { showToast } from "@/components/toaster";
import { setLitUserData } from "@/generated/system/system";
import { apiErrorMessage } from "@/lib/error-message";
import { i18n } from "@/lib/i18n";
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
