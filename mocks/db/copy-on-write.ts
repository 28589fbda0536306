/**
 * Copy-on-first-write collections (docs/decisions/0083-copy-on-write-sandboxes.md): a db made by
 * shareDb reads its base's collections until either side first writes to one of them; the writer
 * then copies that collection (its records deep-copied, primary keys kept) and writes to its copy.
 * So a sandbox of the shared server costs nothing until it writes, and each side's writes stay its
 * own both ways: the sandbox's never reach the base or another sandbox, and the base's after the
 * sandbox was made never reach it.
 *
 * How a write is seen:
 * - a collection method that writes (create, update, delete, …) called on a shared collection
 *   copies it first: `db.articles` answers a view of the shared collection that does so;
 * - a writer that changes records in place (counters, audits, transitions) claims the collection
 *   with ownCollection(db, name) before it reads the record it will change, or asks
 *   writableRecord(db, name, record) for the copy of a record it read earlier.
 * Shared records are frozen, so an in-place write that forgot its claim throws a TypeError at once
 * (ES modules are strict) instead of reaching the other side.
 *
 * A db nobody shared owns all its collections: `db.articles` is then the @msw/data collection
 * itself and nothing here costs anything (tests, the browser).
 */

/** The collection methods that change it (@msw/data 1.1.7). */
const WRITES: ReadonlySet<PropertyKey> = new Set([
  "create",
  "createMany",
  "update",
  "updateMany",
  "delete",
  "deleteMany",
  "clear",
  "defineRelations",
]);

interface AnyCollection {
  all(): object[];
}

interface Slot {
  /** The collection this db owns (its writes go there). */
  own?: AnyCollection;
  /** The collection it shares with other dbs, read-only for all of them. */
  shared?: AnyCollection;
  /** What `db[name]` answers while shared: the shared collection, copying on write. */
  view?: AnyCollection;
  /** A new, empty collection of the same schema. */
  make(): AnyCollection;
}

/** Each layered db's slots, by collection name. */
const slotsOf = new WeakMap<object, Map<string, Slot>>();
/** A view's shared collection (what a cache keyed by collection should key on). */
const sharedOfView = new WeakMap<object, AnyCollection>();
/** Shared collections whose records are frozen already. */
const frozenCollections = new WeakSet<object>();

function slots(db: object): Map<string, Slot> {
  const found = slotsOf.get(db);
  if (!found) throw new Error("This db was not made by createLayeredDb or shareDb.");
  return found;
}

function defineSlots<T extends object>(db: T, slotMap: Map<string, Slot>): T {
  for (const [name, slot] of slotMap) {
    Object.defineProperty(db, name, {
      enumerable: true,
      get: () => slot.own ?? slot.view,
    });
  }
  slotsOf.set(db, slotMap);
  return db;
}

/** A db whose collections (made by `make`) it owns, and can later share (shareDb). */
export function createLayeredDb<T extends Record<string, AnyCollection>>(make: () => T): T {
  const fresh = make();
  const slotMap = new Map<string, Slot>();
  for (const name of Object.keys(fresh))
    slotMap.set(name, { own: fresh[name], make: () => make()[name]! });
  return defineSlots({} as T, slotMap);
}

/** The shared collection, whose writing methods first give `db` its own copy. */
function viewOf(db: object, name: string, shared: AnyCollection): AnyCollection {
  const bound = new Map<PropertyKey, unknown>();
  const view = new Proxy(shared, {
    get(target, key) {
      if (WRITES.has(key)) {
        return (...args: unknown[]) => {
          const own = copyOnWrite(db, name) as unknown as Record<PropertyKey, unknown>;
          return (own[key] as (...a: unknown[]) => unknown).apply(own, args);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      // @msw/data keeps its records in private fields: its methods must run on the collection.
      let method = bound.get(key);
      if (!method) bound.set(key, (method = (value as () => unknown).bind(target)));
      return method;
    },
    set: () => {
      throw new TypeError(`The ${name} collection is shared: it cannot be changed.`);
    },
  });
  sharedOfView.set(view, shared);
  return view;
}

/** Freezes a value's plain objects and arrays, deeply (typed arrays, maps and sets are left). */
function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  if (ArrayBuffer.isView(value) || value instanceof Map || value instanceof Set) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

function freezeRecords(collection: AnyCollection): void {
  if (frozenCollections.has(collection)) return;
  for (const record of collection.all()) deepFreeze(record);
  frozenCollections.add(collection);
}

/**
 * A db that shares every collection of `base` as it is now; from now on `base` too copies a
 * collection before its first write to it (its records are frozen). O(number of collections)
 * the first time a collection is shared, plus freezing its records once.
 */
export function shareDb<T extends object>(base: T): T {
  const slotMap = new Map<string, Slot>();
  const db = {} as T;
  for (const [name, slot] of slots(base)) {
    if (slot.own) {
      slot.shared = slot.own;
      slot.own = undefined;
      slot.view = viewOf(base, name, slot.shared);
    }
    const shared = slot.shared!;
    freezeRecords(shared);
    slotMap.set(name, { shared, view: viewOf(db, name, shared), make: slot.make });
  }
  return defineSlots(db, slotMap);
}

/**
 * A deep copy of plain objects and arrays; strings and other primitives are kept (they cannot
 * change), which makes it several times faster than a structured clone of the same records.
 */
function deepCopy(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(deepCopy);
  if (
    ArrayBuffer.isView(value) ||
    value instanceof Map ||
    value instanceof Set ||
    value instanceof Date
  )
    return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    copy[key] = deepCopy((value as Record<string, unknown>)[key]);
  return copy;
}

/** Gives a record's deep copy its @msw/data keys (the primary key kept: lookups still match). */
function keepKeys(record: object, copy: object): object {
  for (const key of Object.getOwnPropertySymbols(record)) {
    const descriptor = Object.getOwnPropertyDescriptor(record, key)!;
    const value: unknown = descriptor.value;
    Object.defineProperty(copy, key, {
      ...descriptor,
      value: value instanceof Map ? new Map(value) : value,
    });
  }
  return copy;
}

/**
 * The collection `name` of `db`, its own: a shared one is copied first (its records deep-copied
 * into a new collection of the same schema, synchronously). Writers that change records in place
 * call it before reading the record they change.
 */
export function ownCollection<T extends object, K extends keyof T & string>(db: T, name: K): T[K] {
  return copyOnWrite(db, name) as T[K];
}

function copyOnWrite(db: object, name: string): AnyCollection {
  const slot = slots(db).get(name);
  if (!slot) throw new Error(`The db has no collection named ${name}.`);
  if (slot.own) return slot.own;
  const copy = slot.make();
  // @msw/data's all() answers its live list of records (it documents keeping the references):
  // filling it directly keeps the copy synchronous, as the in-place writers need.
  const records = copy.all();
  for (const record of slot.shared!.all())
    records.push(keepKeys(record, deepCopy(record) as object));
  slot.own = copy;
  slot.shared = undefined;
  slot.view = undefined;
  return copy;
}

/** The names of the collections `db` still shares (reads from a collection other dbs read too). */
export function sharedCollections(db: object): string[] {
  return [...slots(db)].filter(([, slot]) => !slot.own).map(([name]) => name);
}

/** The names of the collections `db` owns (created with it, or copied on its first write). */
export function ownCollections(db: object): string[] {
  return [...slots(db)].filter(([, slot]) => slot.own).map(([name]) => name);
}

/**
 * The object a cache over a collection's records should key on: the shared collection behind a
 * view (so every db sharing it shares the cache), else the collection itself.
 */
export function collectionIdentity<C extends object>(collection: C): C {
  return (sharedOfView.get(collection) as C | undefined) ?? collection;
}

/** @msw/data's primary key of a record (a symbol it does not export; found by its name). */
function primaryKeyOf(record: object): unknown {
  const key = Object.getOwnPropertySymbols(record).find((s) => s.description === "kPrimaryKey");
  return key === undefined ? undefined : (record as Record<symbol, unknown>)[key];
}

/**
 * The record to change in place: `record` itself when `db` owns it, else its copy in `db`'s own
 * collection `name` (copied now if it was shared). A frozen record was read while the collection
 * was shared; its copy has the same primary key.
 */
export function writableRecord<T extends object, K extends keyof T & string, R extends object>(
  db: T,
  name: K,
  record: R,
): R {
  const own = copyOnWrite(db, name);
  if (!Object.isFrozen(record)) return record;
  const key = primaryKeyOf(record);
  const copy = own.all().find((r) => primaryKeyOf(r) === key);
  if (!copy) throw new Error(`The ${name} record to change is no longer in the collection.`);
  return copy as R;
}
