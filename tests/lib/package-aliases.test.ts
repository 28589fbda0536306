/**
 * vite.config.ts maps react-i18next's `use-sync-external-store/shim` to the package's own main
 * entry, React's hook (docs/decisions/0097-library-code-over-shims.md), for the build and the tests
 * alike; the shim's full file path escapes the alias, so the package itself is the reference.
 */
import { useSyncExternalStore as reactUseSyncExternalStore } from "react";
import { describe, expect, it } from "vitest";
// Types from @types/use-sync-external-store (a dependency of @tiptap/react).
import { useSyncExternalStore as shimAliased } from "use-sync-external-store/shim";
import shimPackage from "use-sync-external-store/shim/index.js";

describe("the use-sync-external-store alias", () => {
  it("resolves the shim's specifier to React's own hook", () => {
    expect(shimAliased).toBe(reactUseSyncExternalStore);
  });

  it("changes nothing on React 19: the shim itself answers React's own hook", () => {
    expect((shimPackage as { useSyncExternalStore: unknown }).useSyncExternalStore).toBe(
      reactUseSyncExternalStore,
    );
  });
});
