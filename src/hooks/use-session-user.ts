import { useSyncExternalStore } from "react";
import type { SessionUser } from "@/generated/model";
import { session } from "@/lib/session";

/** The signed-in user's stored record, or null for a visitor; re-renders on sign-in and sign-out. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, session.getUser, session.getUser);
}
