/**
 * Who may open the join dialog, and how a visitor comes back to it (creator-programme.md §2):
 * joining needs sign-in, so a visitor's join stores the current route with `join=1` and goes to
 * sign-in; sign-in returns to that route, where the dialog opens at once and the marker leaves the
 * address. The dialog closes when the session ends.
 */
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { LOGIN_PATH } from "@/hooks/use-go-to-login";
import { useSessionUser } from "@/hooks/use-session-user";
import { session } from "@/lib/session";

/** The dialog's scenes: apply from the activity page, edit a waiting application, resubmit a rejected one. */
export type JoinScene = "act" | "edit" | "reply";

export interface JoinRequest {
  scene: JoinScene;
  /** The demo whose application is edited or resubmitted (act: the user chooses). */
  projectId?: string;
}

/** The query parameter that reopens the dialog after sign-in. */
export const JOIN_PARAM = "join";

const withoutJoin = (search: string) => {
  const params = new URLSearchParams(search);
  params.delete(JOIN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
};

export function useJoinRequest() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const returning = new URLSearchParams(location.search).get(JOIN_PARAM) === "1";
  const [request, setRequest] = useState<JoinRequest | null>(() =>
    returning && session.isLoggedIn() ? { scene: "act" } : null,
  );

  // Back from sign-in: the marker has done its work (a visitor's stale marker is dropped too).
  useEffect(() => {
    if (!returning) return;
    void navigate(
      { pathname: location.pathname, search: withoutJoin(location.search), hash: location.hash },
      { replace: true },
    );
  }, [returning, navigate, location.pathname, location.search, location.hash]);

  const join = useCallback(
    (wanted: JoinRequest = { scene: "act" }) => {
      if (!session.isLoggedIn()) {
        const params = new URLSearchParams(withoutJoin(location.search));
        params.set(JOIN_PARAM, "1");
        session.saveReturnPath(`${location.pathname}?${params.toString()}`);
        void navigate(LOGIN_PATH);
        return;
      }
      setRequest(wanted);
    },
    [location.pathname, location.search, navigate],
  );

  const close = useCallback(() => setRequest(null), []);

  // A session that ends while the dialog is open closes it (sign-in follows).
  return { request: user ? request : null, join, close };
}
