/**
 * Inserting many records at once: the seed and a snapshot's restore (docs/decisions/0092-test-time-seed-and-serving.md).
 *
 * @msw/data's `create` sanitises each record (a walk of every property, for relations this db does
 * not define), validates it against the collection's schema (`z.custom`: it checks nothing) and
 * awaits hooks. For the ~4,900 records of the default seed that was about 80% of a reset, paid by
 * every unit test and every page boot of the mock build. Here each record is deep-copied (as
 * `create` copies it) and appended to the collection's live list (`all()` keeps its references,
 * as @msw/data documents), with the primary key and relation map `create` would give it.
 *
 * A collection something listens to (create hooks) still goes through `create`, so no listener
 * misses a record.
 */
import { Collection } from "@msw/data";
import { z } from "zod";

export interface InsertableCollection {
  all(): object[];
  create(values: never): Promise<unknown>;
  hooks: { listenerCount(event: "create"): number };
}

interface RecordKeys {
  primaryKey: symbol;
  relationMap: symbol;
}

let recordKeys: Promise<RecordKeys | undefined> | undefined;

/** The symbols @msw/data gives a record, read from one record it created (they are not exported). */
function keysOfLibraryRecords(): Promise<RecordKeys | undefined> {
  recordKeys ??= new Collection({ schema: z.custom<{ probe: true }>() })
    .create({ probe: true })
    .then((record) => {
      const symbols = Object.getOwnPropertySymbols(record);
      const named = (description: string) => symbols.find((s) => s.description === description);
      const primaryKey = named("kPrimaryKey");
      const relationMap = named("kRelationMap");
      return primaryKey && relationMap ? { primaryKey, relationMap } : undefined;
    });
  return recordKeys;
}

/** Appends copies of `records` to `collection`, in order, as `create` would one by one. */
export async function insertRecords(
  collection: InsertableCollection,
  records: readonly object[],
): Promise<void> {
  const keys = await keysOfLibraryRecords();
  if (!keys || collection.hooks.listenerCount("create") > 0) {
    for (const record of records) await collection.create(record as never);
    return;
  }
  const list = collection.all();
  for (const record of records) {
    const copy = structuredClone(record);
    Object.defineProperties(copy, {
      [keys.primaryKey]: { enumerable: false, configurable: false, value: crypto.randomUUID() },
      [keys.relationMap]: { enumerable: false, configurable: false, value: new Map() },
    });
    list.push(copy);
  }
}
