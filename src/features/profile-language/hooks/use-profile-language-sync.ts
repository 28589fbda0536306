import { useEffect } from "react";
import { onLanguageChosen } from "@/lib/i18n";
import { session } from "@/lib/session";

/**
 * Mounted once by the app: whenever the user picks a language while signed in, save it to the
 * profile; a failure is shown (the local choice stands either way). The call's code loads only then.
 */
export function useProfileLanguageSync(): void {
  useEffect(
    () =>
      onLanguageChosen((language) => {
        if (!session.isLoggedIn()) return;
        void import("@/api/system/user-save").then(({ saveProfileLanguageOrReport }) =>
          saveProfileLanguageOrReport(language),
        );
      }),
    [],
  );
}
