/**
 * Local backups of unsaved edits (decisions.md §3): an editor writes its form values here as the
 * author types, and offers them back when they are newer than the server copy (e.g. after the tab
 * was closed mid-edit). Each backup is scoped to the signed-in user's id, so another user of the
 * same browser never sees it; with nobody signed in nothing is kept.
 *
 *   const backup = localBackup(`article:${id || "new"}`);
 *   backup.save(values);            // stamps savedAt (ms)
 *   backup.load<Values>();          // { value, savedAt } or null
 *   backup.clear();                 // after a successful save
 */
import { session } from "./session";
import { storage, USER_DATA_PREFIX } from "./storage";

/** Under the user-data prefix: signing out forgets every backup (src/lib/session.ts signOut). */
const PREFIX = `${USER_DATA_PREFIX}backup`;

export interface LocalBackupEntry<T> {
  value: T;
  /** When the backup was written, epoch milliseconds. */
  savedAt: number;
}

export interface LocalBackup {
  /** Stores the value (replacing the previous backup of this key); no-op when signed out. */
  save<T>(value: T, savedAt?: number): void;
  /** The signed-in user's backup of this key, or null. */
  load<T>(): LocalBackupEntry<T> | null;
  /** Forgets the signed-in user's backup of this key. */
  clear(): void;
}

/** The storage key of a backup for one user, or null when nobody is signed in. */
export function backupStorageKey(key: string, userId: string | undefined): string | null {
  return userId ? `${PREFIX}.${encodeURIComponent(userId)}.${key}` : null;
}

const currentUserId = () => session.getUser()?.user_id;

const isEntry = (raw: unknown): raw is LocalBackupEntry<unknown> => {
  if (typeof raw !== "object" || raw === null || !("value" in raw)) return false;
  const savedAt: unknown = (raw as { savedAt?: unknown }).savedAt;
  return typeof savedAt === "number" && Number.isFinite(savedAt);
};

/**
 * The backup slot `key` of whoever is signed in at the time of each call (the user is read on
 * every call, so a slot kept across a sign-out never leaks into the next user's session), or of
 * `ownerId` when given: an editor names the user it opened for, so an edit made as that user's
 * session ends is still kept in their slot and offered back when they sign in again.
 */
export function localBackup(key: string, ownerId?: string): LocalBackup {
  const userId = () => ownerId ?? currentUserId();
  return {
    save(value, savedAt = Date.now()) {
      const storageKey = backupStorageKey(key, userId());
      if (storageKey) storage.write(storageKey, { value, savedAt });
    },
    load<T>() {
      const storageKey = backupStorageKey(key, userId());
      if (!storageKey) return null;
      const raw = storage.read<unknown>(storageKey);
      return isEntry(raw) ? (raw as LocalBackupEntry<T>) : null;
    },
    clear() {
      const storageKey = backupStorageKey(key, userId());
      if (storageKey) storage.remove(storageKey);
    },
  };
}
