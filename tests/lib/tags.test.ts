/**
 * The tag rule shared by every authoring form (src/lib/validation/tags.ts, portal.md §5), at its
 * edges: the last tag that fits, the first that does not, and duplicates in any letter case.
 */
import { describe, expect, it } from "vitest";
import { addTag } from "@/lib/validation/tags";

const limits = { maxCount: 3, maxLength: 4 };

describe("addTag", () => {
  it("adds the typed tag without its surrounding spaces", () => {
    expect(addTag(["a"], "  Unity ", { maxCount: 3, maxLength: 5 })).toEqual({
      tags: ["a", "Unity"],
    });
  });

  it("ignores a blank entry, keeping the same list", () => {
    const tags = ["a"];
    const result = addTag(tags, " \t ", limits);
    expect(result).toEqual({ tags: ["a"] });
    expect(result.tags).toBe(tags);
  });

  it("accepts a tag of exactly the length limit, in user-perceived characters", () => {
    expect(addTag([], "abcd", limits)).toEqual({ tags: ["abcd"] });
    expect(addTag([], "👍🏽题é字", limits)).toEqual({ tags: ["👍🏽题é字"] });
    expect(addTag([], "abcde", limits)).toEqual({ tags: [], refused: "tooLong" });
  });

  it("fills the list up to the count limit and refuses the next one", () => {
    expect(addTag(["a", "b"], "c", limits)).toEqual({ tags: ["a", "b", "c"] });
    const full = ["a", "b", "c"];
    const result = addTag(full, "d", limits);
    expect(result).toEqual({ tags: full, refused: "limit" });
    expect(result.tags).toBe(full);
  });

  it("refuses a duplicate in any letter case, even when the list is full", () => {
    expect(addTag(["Unity", "b"], "UNITY", { maxCount: 3, maxLength: 5 })).toEqual({
      tags: ["Unity", "b"],
      refused: "duplicate",
    });
    expect(addTag(["ÄRGER"], "ärger", { maxCount: 3, maxLength: 5 }).refused).toBe("duplicate");
    expect(addTag(["a", "b", "c"], "B", limits).refused).toBe("duplicate");
  });

  it("says a tag is too long before checking anything else", () => {
    expect(addTag(["a", "b", "c"], "abcdef", limits).refused).toBe("tooLong");
  });
});
