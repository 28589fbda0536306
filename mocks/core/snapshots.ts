/**
 * Named snapshots of a backend's data, in any runtime: their names, summaries, the refusal of a
 * text that is no usable snapshot, and a store's shape (the standalone server keeps them in files,
 * mocks/durable-state.ts; the browser in localStorage, mocks/browser.ts; docs/decisions/0080).
 */
import { snapshotProblem, type Snapshot } from "./persist";

export class SnapshotRefused extends Error {
  override name = "SnapshotRefused";
}

/** Parses and checks a snapshot's text; throws SnapshotRefused saying why it cannot be used. */
export function readSnapshotText(text: string, what: string): Snapshot {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SnapshotRefused(`${what} is not valid JSON.`);
  }
  const problem = snapshotProblem(value);
  if (problem) throw new SnapshotRefused(`${what} cannot be used: ${problem}.`);
  return value as Snapshot;
}

export interface SnapshotSummary {
  name: string;
  savedAt: number;
  records: number;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function checkSnapshotName(name: string): string {
  if (!NAME.test(name))
    throw new SnapshotRefused(
      `"${name}" is no snapshot name: use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit.`,
    );
  return name;
}

export const summaryOf = (name: string, snapshot: Snapshot): SnapshotSummary => ({
  name,
  savedAt: snapshot.savedAt,
  records: Object.values(snapshot.collections).reduce((n, list) => n + list.length, 0),
});

export interface SnapshotStore {
  list(): Promise<SnapshotSummary[]>;
  get(name: string): Promise<Snapshot | undefined>;
  put(name: string, snapshot: Snapshot): Promise<SnapshotSummary>;
  delete(name: string): Promise<boolean>;
}

export function memorySnapshots(): SnapshotStore {
  const saved = new Map<string, Snapshot>();
  return {
    list: async () => [...saved].map(([name, s]) => summaryOf(name, s)).sort(byName),
    get: async (name) => saved.get(checkSnapshotName(name)),
    put: async (name, snapshot) => {
      saved.set(checkSnapshotName(name), snapshot);
      return summaryOf(name, snapshot);
    },
    delete: async (name) => saved.delete(checkSnapshotName(name)),
  };
}

export const byName = (a: SnapshotSummary, b: SnapshotSummary) => a.name.localeCompare(b.name);

/** Snapshots in a Web Storage (the browser runtime's QA panel), one key per name. */
export function storageSnapshots(storage: Storage, prefix: string): SnapshotStore {
  const key = (name: string) => `${prefix}${checkSnapshotName(name)}`;
  const read = (name: string) => {
    const text = storage.getItem(key(name));
    return text === null ? undefined : readSnapshotText(text, `Snapshot ${name}`);
  };
  return {
    list: async () => {
      const names = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? "")
        .filter((k) => k.startsWith(prefix))
        .map((k) => k.slice(prefix.length));
      return names
        .flatMap((name) => {
          try {
            const snapshot = read(name);
            return snapshot ? [summaryOf(name, snapshot)] : [];
          } catch {
            return [];
          }
        })
        .sort(byName);
    },
    get: async (name) => read(name),
    put: async (name, snapshot) => {
      storage.setItem(key(name), JSON.stringify(snapshot));
      return summaryOf(name, snapshot);
    },
    delete: async (name) => {
      const existed = storage.getItem(key(name)) !== null;
      storage.removeItem(key(name));
      return existed;
    },
  };
}
