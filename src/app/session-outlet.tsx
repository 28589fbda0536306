import { Outlet, useMatches } from "react-router";
import { useSessionUser } from "@/hooks/use-session-user";
import type { RouteHandle } from "./route-handle";

/**
 * The page of a layout, unless it needs a session and there is none any more: the server ended it
 * (code 100, 401/403) and sign-in follows (app.tsx). Until then the page is not shown, so its
 * queries, whose cache went with the user, are not asked again without a session.
 */
export function SessionOutlet() {
  const user = useSessionUser();
  const needsUser = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.access === "login",
  );
  return needsUser && !user ? null : <Outlet />;
}
