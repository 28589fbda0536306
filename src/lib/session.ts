/**
 * The session kept in the browser (platform.md §3): the user record (with user_id and
 * verify_session), and the path to return to after sign-in. Login state is judged by the stored
 * user record. Subscribable so React can follow it (useSyncExternalStore).
 */
import type { SessionUser } from "@/generated/model";
import { storage, USER_DATA_PREFIX } from "./storage";

const USER_KEY = "gc.session.user";
const RETURN_KEY = "gc.session.return";
/** Set when the server ended the session (code 100, 401/403), until the next sign-in or sign-out. */
const ENDED_KEY = "gc.session.ended";

type Listener = () => void;
const listeners = new Set<Listener>();
const expiredListeners = new Set<Listener>();
let cachedUser: SessionUser | null | undefined;

const notify = () => listeners.forEach((listener) => listener());

export const session = {
  getUser(): SessionUser | null {
    if (cachedUser === undefined) cachedUser = storage.read<SessionUser>(USER_KEY) ?? null;
    return cachedUser;
  },
  isLoggedIn(): boolean {
    return session.getUser() !== null;
  },
  /** Stores the user record answered by sign-in (or a refreshed one). */
  setUser(user: SessionUser): void {
    cachedUser = user;
    storage.remove(ENDED_KEY);
    storage.write(USER_KEY, user);
    notify();
  },
  /** Clears the stored credentials (logout, or a session the server no longer accepts). */
  clear(): void {
    cachedUser = null;
    storage.remove(USER_KEY);
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  saveReturnPath(path: string): void {
    storage.write(RETURN_KEY, path);
  },
  getReturnPath(): string | undefined {
    return storage.read<string>(RETURN_KEY);
  },
  /** Reads the saved return path once and forgets it. */
  takeReturnPath(): string | undefined {
    const path = storage.read<string>(RETURN_KEY);
    storage.remove(RETURN_KEY);
    return path;
  },
  /** Whether the server ended the last session (the sign-in page says so: codes:100). */
  hasEnded(): boolean {
    return storage.read<boolean>(ENDED_KEY) === true;
  },
  /** Forget the cached record so the next read comes from storage (tests, other tabs). */
  reload(): void {
    cachedUser = undefined;
    notify();
  },
};

/**
 * Signing out (OWASP ASVS 5.0 §7.4, §14.3): the credentials, the return path and everything kept
 * for a user in this browser (USER_DATA_PREFIX: local drafts, the console's API key) go; the
 * language stays. The app clears its query cache when the user goes (app.tsx). An ended session
 * (endSession) keeps the drafts instead, so an edit survives signing in again.
 */
export function signOut(): void {
  storage.removeStartingWith(USER_DATA_PREFIX);
  storage.remove(RETURN_KEY);
  storage.remove(ENDED_KEY);
  session.clear();
}

const currentPath = () =>
  globalThis.location ? `${globalThis.location.pathname}${globalThis.location.search}` : "/";

/**
 * The server no longer accepts the session (code 100, HTTP 401/403): clear the credentials,
 * remember where the user was, and send them to sign-in. The app registers the navigation with
 * onSessionExpired; without a listener the page itself moves.
 */
export function endSession(wantedPath: string = currentPath()): void {
  const hadUser = session.isLoggedIn();
  session.clear();
  // Only a session that existed can end: a visitor's call answered 100 just asks for sign-in.
  if (hadUser) storage.write(ENDED_KEY, true);
  if (!wantedPath.startsWith("/account")) session.saveReturnPath(wantedPath);
  if (expiredListeners.size === 0) {
    globalThis.location?.assign?.("/account/login");
    return;
  }
  expiredListeners.forEach((listener) => listener());
}

export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

// Another tab signed in or out.
globalThis.addEventListener?.("storage", (event: StorageEvent) => {
  if (event.key === USER_KEY) session.reload();
});
