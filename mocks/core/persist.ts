/**
 * Snapshots of a backend's data, so the browser runtime keeps its state across reloads: every
 * collection's records, the seed, the seed's reference time and the clock offset. Faults and the
 * request log are not kept (a reload re-arms faults from the URL).
 *
 * A snapshot carries SNAPSHOT_SCHEMA and a fingerprint of the db and seed code; a snapshot whose
 * schema, fingerprint or collections differ from the running code, or that does not parse, is
 * ignored, and the runtime seeds afresh.
 */
import { createState, type MockConfig, type MockState } from "./state";
import { insertRecords, type InsertableCollection } from "../db/insert";

/** Bump when the snapshot's own layout changes. */
export const SNAPSHOT_SCHEMA = 1;

export interface Snapshot {
  schema: number;
  fingerprint: string;
  seed: number;
  seededAt: number;
  clockOffsetMs: number;
  savedAt: number;
  collections: Record<string, unknown[]>;
}

type SnapshotCollection = InsertableCollection;

const collectionsOf = (state: MockState) =>
  state.db as unknown as Record<string, SnapshotCollection>;

export function takeSnapshot(state: MockState, fingerprint: string): Snapshot {
  const now = state.now();
  return {
    schema: SNAPSHOT_SCHEMA,
    fingerprint,
    seed: state.seed,
    seededAt: state.seededAt,
    clockOffsetMs: Math.round(now - Date.now()),
    savedAt: Date.now(),
    collections: Object.fromEntries(
      Object.entries(collectionsOf(state)).map(([name, c]) => [name, [...c.all()]]),
    ),
  };
}

/** Parses a stored snapshot; undefined when it is missing, malformed or made by other code. */
export function parseSnapshot(
  text: string | null | undefined,
  fingerprint: string,
): Snapshot | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Snapshot>;
    const valid =
      value.schema === SNAPSHOT_SCHEMA &&
      value.fingerprint === fingerprint &&
      typeof value.seed === "number" &&
      typeof value.seededAt === "number" &&
      typeof value.clockOffsetMs === "number" &&
      typeof value.collections === "object" &&
      value.collections !== null &&
      Object.values(value.collections).every(Array.isArray);
    return valid ? (value as Snapshot) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why a value is not a snapshot this code can read (undefined when it is one), for a file or an
 * import that must be refused with a clear message. The fingerprint is not checked here: a file
 * of the standalone server outlives code changes as long as its collections still fit (restore
 * checks them).
 */
export function snapshotProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "it is not a JSON object";
  const snapshot = value as Partial<Snapshot>;
  if (snapshot.schema !== SNAPSHOT_SCHEMA)
    return `its schema version is ${JSON.stringify(snapshot.schema ?? null)}, this code reads version ${SNAPSHOT_SCHEMA}`;
  for (const key of ["seed", "seededAt", "clockOffsetMs"] as const)
    if (typeof snapshot[key] !== "number") return `${key} is not a number`;
  if (
    typeof snapshot.collections !== "object" ||
    snapshot.collections === null ||
    !Object.values(snapshot.collections).every(Array.isArray)
  )
    return "collections is not an object of lists";
  return undefined;
}

/** A new state holding the snapshot's data; undefined when its collections differ from the db's. */
export async function restoreSnapshot(
  snapshot: Snapshot,
  config: Partial<MockConfig> = {},
): Promise<MockState | undefined> {
  const state = createState({ seed: snapshot.seed, seededAt: snapshot.seededAt, config });
  const collections = collectionsOf(state);
  const names = Object.keys(collections).sort().join();
  if (names !== Object.keys(snapshot.collections).sort().join()) return undefined;
  for (const [name, collection] of Object.entries(collections)) {
    const records = snapshot.collections[name]!;
    await insertRecords(collection, records as object[]);
  }
  if (snapshot.clockOffsetMs > 0) state.advanceClock(snapshot.clockOffsetMs);
  return state;
}

/** A short, stable hash of some texts (the db and seed code the browser build was made from). */
export function fingerprintOf(texts: readonly string[]): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const text of texts) {
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
  }
  return `${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}`;
}

/** Calls fn at most once per `ms`, after the last call; flush() runs a pending call at once. */
export function debounce(fn: () => void, ms: number): { (): void; flush(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    fn();
  };
  const debounced = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
