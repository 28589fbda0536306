/**
 * The route guards of platform.md §2 "Notes on routes", as loaders run on every navigation:
 * - paths under /error skip every check;
 * - a query parameter error or error_description sends to /error with both;
 * - account pages opened while signed in go back to the page the user was on (else /gate);
 * - /personal/guest?id=<own id> goes to /personal/home;
 * - login-required pages verify the session (verifySession, in_effect = 1); when it is not live,
 *   the credentials are cleared, the wanted path and query saved, and the user sent to sign-in.
 */
import {
  redirect,
  replace,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "react-router";
import type { SessionUser } from "@/generated/model";
import { HOME_PATH } from "@/lib/return-path";
import { session } from "@/lib/session";
import { currentPagePath, whileVerifying } from "./navigation";

export type Access = "open" | "login" | "account" | "guest";

export const LOGIN_PATH = "/account/login";
export const ERROR_PATH = "/error";
export const PERSONAL_HOME = "/personal/home";

const ERROR_PARAMS = ["error", "error_description"] as const;

/** The /error address for a URL carrying error or error_description, else undefined. */
export function errorRedirectOf(url: URL): string | undefined {
  if (url.pathname.startsWith(ERROR_PATH)) return undefined;
  if (!ERROR_PARAMS.some((name) => url.searchParams.has(name))) return undefined;
  const params = new URLSearchParams();
  for (const name of ERROR_PARAMS) params.set(name, url.searchParams.get(name) ?? "");
  return `${ERROR_PATH}?${params.toString()}`;
}

const isAccountPath = (path: string) => /^\/account(\/|$|\?)/i.test(path);

/** The verification call loads with the first login-required page, not with every page. */
async function verify(user: SessionUser, signal: AbortSignal) {
  const { checkSession } = await import("@/api/auth/check-session");
  return checkSession(user, signal);
}

/** The loader that guards a page of the given access. */
export function guard(access: Access) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(ERROR_PATH)) return null;

    const toError = errorRedirectOf(url);
    if (toError) throw redirect(toError);

    const user = session.getUser();

    if (access === "account" && user) {
      const previous = currentPagePath();
      throw replace(previous && !isAccountPath(previous) ? previous : HOME_PATH);
    }

    if (access === "guest" && user && url.searchParams.get("id") === user.user_id) {
      throw replace(PERSONAL_HOME);
    }

    if (access === "login") {
      const wanted = `${url.pathname}${url.search}`;
      const live = user
        ? (await whileVerifying(() => verify(user, request.signal))) === "valid"
        : false;
      if (!live) {
        session.clear();
        session.saveReturnPath(wanted);
        throw redirect(LOGIN_PATH);
      }
    }
    return null;
  };
}

/**
 * A login-required page's own query changes (a filter, a tab, a page of a list) are not a new
 * visit: its session was verified when the page opened, so the guard does not verify it again and
 * the change shows at once, not after a verification call. A session that ended meanwhile is still
 * caught by the page's next call (code 100). Another path, or error parameters, run the guard.
 */
export const revalidateOnNewVisit: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.search !== nextUrl.search &&
  errorRedirectOf(nextUrl) === undefined
    ? false
    : defaultShouldRevalidate;

/** A loader that only redirects (keeping the query, so error parameters still reach the guard). */
export function redirectTo(path: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return redirect(`${path}${url.search}`);
  };
}
