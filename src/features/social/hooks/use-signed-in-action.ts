/**
 * Social actions need a signed-in user (platform.md §6): for a visitor, an action sends them to
 * sign-in instead, remembering the page so that sign-in brings them back.
 */
import { useCallback } from "react";
import { useGoToLogin } from "@/hooks/use-go-to-login";
import { useSessionUser } from "@/hooks/use-session-user";

export function useSignedInAction() {
  const user = useSessionUser();
  const goToLogin = useGoToLogin();
  const guard = useCallback(
    (action: () => void) => () => {
      if (user) action();
      else goToLogin();
    },
    [user, goToLogin],
  );
  return { user, guard, goToLogin };
}
