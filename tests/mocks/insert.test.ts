/**
 * insertRecords (mocks/db/insert.ts): records inserted in bulk behave as @msw/data's own `create`
 * makes them — found, updated and deleted by its queries, stored as copies, in order — and a
 * collection with a create listener still hears of each record.
 */
import { Collection } from "@msw/data";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { insertRecords } from "@mocks/db/insert";

interface Row {
  id: number;
  tags: string[];
  nested: { count: number };
}

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, tags: [`t${i}`], nested: { count: i } }));

const collection = () => new Collection({ schema: z.custom<Row>() });

describe("insertRecords", () => {
  it("appends the records in order, where the collection's queries find them", async () => {
    const inserted = collection();
    await inserted.create({ id: 0, tags: [], nested: { count: 0 } });
    await insertRecords(inserted, rows(3));
    expect(inserted.count()).toBe(4);
    expect(inserted.all().map((row) => row.id)).toEqual([0, 1, 2, 3]);
    expect(inserted.findFirst((q) => q.where({ id: 2 }))?.tags).toEqual(["t1"]);
    expect(inserted.findMany((q) => q.where({ id: (id) => id > 1 })).map((r) => r.id)).toEqual([
      2, 3,
    ]);
  });

  it("stores copies: changing what was inserted changes nothing stored", async () => {
    const inserted = collection();
    const source = rows(1);
    await insertRecords(inserted, source);
    source[0]!.nested.count = 99;
    source[0]!.tags.push("later");
    expect(inserted.findFirst((q) => q.where({ id: 1 }))).toMatchObject({
      nested: { count: 0 },
      tags: ["t0"],
    });
  });

  it("gives each record what create gives it: update and delete find it by its key", async () => {
    const inserted = collection();
    const created = collection();
    await insertRecords(inserted, rows(3));
    for (const row of rows(3)) await created.create(row);
    for (const target of [inserted, created]) {
      await target.update((q) => q.where({ id: 2 }), {
        data(row) {
          row.nested.count = 42;
        },
      });
      target.delete((q) => q.where({ id: 1 }));
      expect(target.all().map((row) => [row.id, row.nested.count])).toEqual([
        [2, 42],
        [3, 2],
      ]);
      // Not enumerable, as create makes them: a snapshot (JSON) holds the fields only.
      expect(JSON.parse(JSON.stringify(target.all()[0]))).toEqual({
        id: 2,
        tags: ["t1"],
        nested: { count: 42 },
      });
    }
    const keysOf = (row: object) => Object.getOwnPropertySymbols(row).map((s) => s.description);
    expect(keysOf(inserted.all()[0]!)).toEqual(keysOf(created.all()[0]!));
  });

  it("sends each record through create where something listens to creates", async () => {
    const listened = collection();
    const heard = vi.fn();
    listened.hooks.on("create", heard);
    await insertRecords(listened, rows(2));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(listened.count()).toBe(2);
  });
});
