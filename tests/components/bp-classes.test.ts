/** The written-out Blueprint class names are Blueprint's own (a Blueprint upgrade that renames one fails here). */
import { Classes as Blueprint } from "@blueprintjs/core";
import { describe, expect, it } from "vitest";
import { Classes } from "@/components/bp-classes";

describe("bp-classes", () => {
  it("every class name is Blueprint's", () => {
    for (const [name, value] of Object.entries(Classes)) {
      expect(value, name).toBe((Blueprint as unknown as Record<string, unknown>)[name]);
    }
  });
});
