/**
 * The local copies of Formik's lodash-es helpers (src/lib/shims, aliased in vite.config.ts for the
 * build and the tests alike) answer what lodash answers. "lodash-es/<name>.js" escapes the alias,
 * so the real lodash is the reference.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// @ts-expect-error lodash-es has no type declarations (the alias answers the shim here)
import formikClone from "lodash-es/clone";
import { clone } from "@/lib/shims/lodash-clone";
import { cloneDeep } from "@/lib/shims/lodash-clone-deep";
import { isPlainObject } from "@/lib/shims/lodash-is-plain-object";
import { toPath } from "@/lib/shims/lodash-to-path";

type Fn = (value: unknown) => unknown;
// @ts-expect-error lodash-es ships no types (and the project does not install @types/lodash-es)
import lodashCloneImport from "lodash-es/clone.js";
// @ts-expect-error as above
import lodashCloneDeepImport from "lodash-es/cloneDeep.js";
// @ts-expect-error as above
import lodashIsPlainObjectImport from "lodash-es/isPlainObject.js";
// @ts-expect-error as above
import lodashToPathImport from "lodash-es/toPath.js";

const lodash = {
  clone: lodashCloneImport as Fn,
  cloneDeep: lodashCloneDeepImport as Fn,
  isPlainObject: lodashIsPlainObjectImport as Fn,
  toPath: lodashToPathImport as Fn,
};

class Point {
  constructor(
    public x = 1,
    public y = { z: 2 },
  ) {}
}

function args(..._values: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

const tagged = { [Symbol.toStringTag]: "Date", a: 1 };
const symbolKey = Symbol("key");
const withSymbol = { [symbolKey]: { deep: true }, plain: [1, { two: 2 }] };
const nullProto = Object.assign(Object.create(null) as object, { a: { b: 1 } });
const execMatch = /(b)/.exec("abc");

/** Values Formik's forms hold, and the odd ones lodash has a rule for. */
const samples: unknown[] = [
  undefined,
  null,
  0,
  -0,
  "text",
  true,
  Symbol("s"),
  10n,
  {},
  { a: 1, b: { c: [1, 2, { d: "e" }] }, f: null, g: undefined },
  [1, [2, [3]], { a: 1 }],
  // eslint-disable-next-line no-sparse-arrays
  [, 1, , 2],
  new Point(),
  nullProto,
  tagged,
  withSymbol,
  { ["__proto__"]: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as unknown,
  args(1, { a: 2 }),
  new Date(1_700_000_000_000),
  /ab+c/gi,
  new Map<unknown, unknown>([
    ["k", { v: 1 }],
    [{ key: 1 }, [2]],
  ]),
  new Set([1, { two: 2 }]),
  new Uint8Array([1, 2, 3]),
  new Float64Array([1.5, -0]),
  new ArrayBuffer(4),
  new DataView(new ArrayBuffer(4), 1, 2),
  Object(false) as object,
  Object(3) as object,
  Object("ab") as object,
  Object(Symbol("boxed")) as object,
  () => 1,
  Object.assign(() => 1, { prop: { deep: 1 } }),
  new Error("boom"),
  new WeakMap(),
  new File(["x"], "x.txt"),
  { file: new File(["x"], "x.txt"), error: new Error("e"), fn: () => 1, weak: new WeakMap() },
  execMatch,
  Point.prototype,
  Object.prototype,
];

/** Same structure, same prototypes, and the same objects shared with the original. */
function expectSameClone(ours: unknown, theirs: unknown, original: unknown) {
  expect(ours).toStrictEqual(theirs);
  if (typeof theirs === "object" && theirs !== null) {
    expect(Object.getPrototypeOf(ours)).toBe(Object.getPrototypeOf(theirs));
    expect(ours === original).toBe(theirs === original);
    for (const key of Reflect.ownKeys(theirs)) {
      const theirValue = (theirs as Record<PropertyKey, unknown>)[key];
      const ourValue = (ours as Record<PropertyKey, unknown>)[key];
      const originalValue = (original as Record<PropertyKey, unknown>)[key];
      if (typeof theirValue === "object" && theirValue !== null) {
        expect(ourValue === originalValue, `shared ${String(key)}`).toBe(
          theirValue === originalValue,
        );
      }
    }
  } else if (typeof theirs !== "function") {
    expect(Object.is(ours, theirs)).toBe(true);
  }
}

describe("the lodash-es shims", () => {
  it("Formik's specifier resolves to the shim (the alias), lodash-es/clone.js to lodash", () => {
    expect(formikClone).toBe(clone);
    expect(lodash.clone).not.toBe(clone);
  });

  it.each(samples.map((value, index) => [index, value]))(
    "clone and cloneDeep answer lodash's copy of sample %i",
    (_index, value) => {
      expectSameClone(clone(value), lodash.clone(value), value);
      expectSameClone(cloneDeep(value), lodash.cloneDeep(value), value);
    },
  );

  it("cloneDeep follows cycles as lodash does", () => {
    const cyclic: { self?: unknown; list: unknown[] } = { list: [] };
    cyclic.self = cyclic;
    cyclic.list.push(cyclic);
    const copy = cloneDeep(cyclic);
    expect(copy).not.toBe(cyclic);
    expect(copy.self).toBe(copy);
    expect(copy.list[0]).toBe(copy);
    expect(copy).toStrictEqual(lodash.cloneDeep(cyclic));
  });

  it("clone and cloneDeep agree with lodash on generated values", () => {
    const values = fc.anything({
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withSparseArray: true,
      withTypedArray: true,
      withObjectString: true,
      withBigInt: true,
    });
    fc.assert(
      fc.property(values, (value) => {
        expectSameClone(clone(value), lodash.clone(value), value);
        expectSameClone(cloneDeep(value), lodash.cloneDeep(value), value);
      }),
      { numRuns: 300 },
    );
  });

  it.each(samples.map((value, index) => [index, value]))(
    "isPlainObject answers lodash's answer for sample %i",
    (_index, value) => {
      expect(isPlainObject(value)).toBe(lodash.isPlainObject(value));
    },
  );

  it("isPlainObject agrees with lodash on generated values", () => {
    fc.assert(
      fc.property(
        fc.anything({ withBoxedValues: true, withMap: true, withNullPrototype: true }),
        (value) => {
          expect(isPlainObject(value)).toBe(lodash.isPlainObject(value));
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    "a.b.c",
    "a[0].b",
    "a[-1.5]",
    'a["b.c"].d',
    "a['x\\'y']",
    'a["q\\\\"]',
    ".a",
    "a..b",
    "a[]",
    "a.",
    "[0][1]",
    "",
    "friends[3].name",
  ])("toPath splits %j as lodash does", (path) => {
    expect(toPath(path)).toStrictEqual(lodash.toPath(path));
  });

  it("toPath agrees with lodash on arrays, numbers, symbols and generated paths", () => {
    const symbol = Symbol("s");
    for (const value of [
      ["a", 0, -0, null, undefined, symbol],
      // eslint-disable-next-line no-sparse-arrays
      [, "a"],
      -0,
      12.5,
      null,
      undefined,
      symbol,
      Object(symbol) as object,
      [["a", "b"], "c"],
      { valueOf: () => 1, toString: () => "a.b" },
    ]) {
      expect(toPath(value)).toStrictEqual(lodash.toPath(value));
    }
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(".", "[", "]", "'", '"', "\\", "a", "b", "0", "-", "1"),
        }),
        (path) => {
          expect(toPath(path)).toStrictEqual(lodash.toPath(path));
        },
      ),
      { numRuns: 500 },
    );
  });
});
