/**
 * Everything this browser keeps for the signed-in person (local drafts of any user, the console's
 * API key) lives under this prefix, so signing out can forget it all without knowing each feature.
 */
export const USER_DATA_PREFIX = "gc.user.";

/** localStorage that tolerates its absence (private mode, tests) and bad JSON. */
export const storage = {
  read<T>(key: string): T | undefined {
    try {
      const raw = globalThis.localStorage?.getItem(key);
      return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as T);
    } catch {
      return undefined;
    }
  },
  write(key: string, value: unknown): void {
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or unavailable: the value lives for this page only.
    }
  },
  /** Removes every key that starts with `prefix`. */
  removeStartingWith(prefix: string): void {
    try {
      const store = globalThis.localStorage;
      if (!store) return;
      const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
      for (const key of keys) if (key?.startsWith(prefix)) store.removeItem(key);
    } catch {
      // nothing stored, nothing to remove
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // nothing stored, nothing to remove
    }
  },
};
