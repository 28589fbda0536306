/**
 * Session verification for login-required routes (platform.md §6): the stored user record goes to
 * verifySession; the session is live only when data.in_effect is 1. Code 100, HTTP 401/403 and a
 * rejected record (HTTP 400) mean it is not. Anything else (timeout, network, server failure) is
 * not an answer about the session and is thrown for the route's error view.
 */
import type { SessionUser } from "@/generated/model";
import { verifySession } from "@/generated/auth/auth";
import { isApiError } from "@/lib/api-error";

export type SessionCheck = "valid" | "invalid";

export async function checkSession(user: SessionUser, signal?: AbortSignal): Promise<SessionCheck> {
  try {
    const data = await verifySession(user, undefined, signal);
    return data?.in_effect === 1 ? "valid" : "invalid";
  } catch (error) {
    if (isApiError(error)) {
      if (error.kind === "session" || error.code === 100) return "invalid";
      if (error.kind === "http" && error.status === 400) return "invalid";
    }
    throw error;
  }
}
