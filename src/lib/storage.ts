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
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // nothing stored, nothing to remove
    }
  },
};
