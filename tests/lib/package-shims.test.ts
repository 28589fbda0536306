/**
 * The local copies of small CommonJS helpers (src/lib/shims, aliased in vite.config.ts for the
 * build and the tests alike) behave as the packages do. Their full file paths escape the alias,
 * so the packages themselves are the reference.
 */
import { forwardRef, memo, useSyncExternalStore as reactUseSyncExternalStore } from "react";
import { describe, expect, it } from "vitest";
import classNamesAliased from "classnames";
import hoistAliased from "hoist-non-react-statics";
// Types from @types/use-sync-external-store (a dependency of @tiptap/react); the alias answers the shim.
import { useSyncExternalStore as shimAliased } from "use-sync-external-store/shim";
import { classNames } from "@/lib/shims/classnames";
import { hoistNonReactStatics } from "@/lib/shims/hoist-non-react-statics";
import classNamesPackage from "classnames/index.js";
// @ts-expect-error the package's own file has no type declarations
import hoistPackage from "hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js";
import shimPackage from "use-sync-external-store/shim/index.js";

type Hoist = (target: object, source: object | string, blacklist?: object) => object;
const packageHoist = hoistPackage as Hoist;
const packageClassNames = classNamesPackage as (...args: unknown[]) => string;

describe("the aliases", () => {
  it("resolve the packages' specifiers to the shims", () => {
    expect(classNamesAliased).toBe(classNames);
    expect(hoistAliased).toBe(hoistNonReactStatics);
    expect(shimAliased).toBe(reactUseSyncExternalStore);
    expect(packageClassNames).not.toBe(classNames);
  });

  it("use-sync-external-store/shim answers React's own hook on React 19", () => {
    expect((shimPackage as { useSyncExternalStore: unknown }).useSyncExternalStore).toBe(
      reactUseSyncExternalStore,
    );
  });
});

describe("classnames", () => {
  const custom = { toString: () => "custom" };
  class WithToString {
    toString() {
      return "from-class";
    }
  }
  it.each([
    [["a", "b"]],
    [["a", null, undefined, false, 0, "", "b"]],
    [[1, 2, "c"]],
    [[{ a: true, b: false, c: 1, d: 0, e: null }]],
    [[["a", ["b", { c: true, d: false }]], "e"]],
    [[custom, new WithToString()]],
    [[Object.create({ inherited: true }) as object]],
    [[{ "": true, " ": true }]],
    [[[], {}, ""]],
    [[true, Symbol("s"), () => "fn", 10n]],
  ])("joins argument set %# as the package does", (args) => {
    expect(classNames(...args)).toBe(packageClassNames(...args));
  });
});

describe("hoist-non-react-statics", () => {
  const symbol = Symbol("static");

  /** Every own property of a component, with its descriptor, for comparison. */
  const describeOwn = (component: object) =>
    Object.fromEntries(
      Reflect.ownKeys(component).map((key) => {
        const { value, writable, enumerable, configurable, get } = Object.getOwnPropertyDescriptor(
          component,
          key,
        )!;
        // Each target is made anew (its own functions): a function counts by its name.
        const shown = typeof value === "function" ? `function ${String(value.name)}` : value;
        return [String(key), { value: shown, writable, enumerable, configurable, get: get?.name }];
      }),
    );

  function makeSource() {
    class Base {
      static inheritedStatic = "from base";
    }
    class Source extends Base {
      static displayName = "Source";
      static defaultProps = { a: 1 };
      static propTypes = {};
      static custom = "custom";
      static [symbol] = "symbol";
      static get computed() {
        return 42;
      }
    }
    return Source;
  }

  const targets: [string, () => object][] = [
    ["a function component", () => Object.assign(() => null, { displayName: "Target" })],
    ["a forwardRef component", () => forwardRef(() => null)],
    ["a memo component", () => memo(() => null)],
  ];

  it.each(targets)("copies the same statics as the package onto %s", (_name, makeTarget) => {
    const source = makeSource();
    const ours = hoistNonReactStatics(makeTarget(), source);
    const theirs = packageHoist(makeTarget(), source);
    expect(describeOwn(ours)).toEqual(describeOwn(theirs));
    expect((ours as Record<string, unknown>).custom).toBe("custom");
    expect((ours as Record<string, unknown>).inheritedStatic).toBe("from base");
    expect((ours as Record<PropertyKey, unknown>)[symbol]).toBe("symbol");
  });

  it("skips a memo or forwardRef source's own React fields, and blacklisted keys", () => {
    for (const makeSourceComponent of [
      () =>
        Object.assign(
          memo(() => null),
          { custom: 1 },
        ),
      () =>
        Object.assign(
          forwardRef(() => null),
          { custom: 1 },
        ),
    ]) {
      const blacklist = { custom: true };
      const ours = hoistNonReactStatics(() => null, makeSourceComponent(), blacklist);
      const theirs = packageHoist(() => null, makeSourceComponent(), blacklist);
      expect(describeOwn(ours)).toEqual(describeOwn(theirs));
      const plain = hoistNonReactStatics(() => null, makeSourceComponent());
      expect(describeOwn(plain)).toEqual(
        describeOwn(packageHoist(() => null, makeSourceComponent())),
      );
    }
  });

  it("leaves a string (an HTML tag) and read-only target properties alone", () => {
    const target = Object.defineProperty(() => null, "custom", { value: "kept", writable: false });
    const source = Object.assign(() => null, { custom: "new", other: 1 });
    expect(describeOwn(hoistNonReactStatics(target, source))).toEqual(
      describeOwn(
        packageHoist(
          Object.defineProperty(() => null, "custom", { value: "kept", writable: false }),
          Object.assign(() => null, { custom: "new", other: 1 }),
        ),
      ),
    );
    const untouched = () => null;
    expect(hoistNonReactStatics(untouched, "div")).toBe(untouched);
    expect(Object.keys(untouched)).toEqual([]);
  });
});
