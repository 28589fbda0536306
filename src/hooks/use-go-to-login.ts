import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { session } from "@/lib/session";

export const LOGIN_PATH = "/account/login";

/**
 * Sends a visitor to sign-in, remembering the current page (path and query) so that sign-in
 * brings them back (platform.md §2). Account pages are never remembered.
 */
export function useGoToLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const here = `${location.pathname}${location.search}`;
    if (!location.pathname.startsWith("/account")) session.saveReturnPath(here);
    void navigate(LOGIN_PATH);
  }, [navigate, location.pathname, location.search]);
}
