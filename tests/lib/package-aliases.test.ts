/**
 * vite.config.ts maps react-i18next's `use-sync-external-store/shim` to `react`, whose own hook it
 * re-exports on React 18 and later (docs/decisions/0097-library-code-over-shims.md), for the build
 * and the tests alike.
 */
import { useSyncExternalStore as reactUseSyncExternalStore } from "react";
import { describe, expect, it } from "vitest";
// Types from @types/use-sync-external-store (a dependency of @tiptap/react).
import { useSyncExternalStore as shimAliased } from "use-sync-external-store/shim";

describe("the use-sync-external-store alias", () => {
  it("resolves the shim's specifier to React's own hook", () => {
    expect(shimAliased).toBe(reactUseSyncExternalStore);
  });
});
