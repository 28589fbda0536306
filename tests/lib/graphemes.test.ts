/**
 * Lengths as every limit counts them (src/lib/graphemes.ts, decisions.md §1), beyond the examples
 * of format.test.ts: cutting text at a limit, and browsers without Intl.Segmenter.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { graphemeLength, graphemes, truncateGraphemes } from "@/lib/graphemes";

describe("graphemes", () => {
  it("counts nothing for no text", () => {
    expect(graphemeLength(null)).toBe(0);
    expect(graphemeLength("")).toBe(0);
    expect(graphemes("")).toEqual([]);
  });

  it("keeps a text at or under the limit whole, and cuts a longer one to the limit", () => {
    expect(truncateGraphemes("a👍🏽c", 3)).toBe("a👍🏽c");
    expect(truncateGraphemes("a👍🏽cd", 3)).toBe("a👍🏽c");
    expect(truncateGraphemes("题目", 1)).toBe("题");
  });

  it("answers nothing for a limit of zero or less", () => {
    expect(truncateGraphemes("abc", 0)).toBe("");
    expect(truncateGraphemes("abc", -1)).toBe("");
  });
});

describe("without Intl.Segmenter (older browsers)", () => {
  const original = Intl.Segmenter;
  afterEach(() => {
    Object.defineProperty(Intl, "Segmenter", {
      value: original,
      configurable: true,
      writable: true,
    });
    vi.resetModules();
  });

  it("counts code points: never half of a surrogate pair", async () => {
    Object.defineProperty(Intl, "Segmenter", {
      value: undefined,
      configurable: true,
      writable: true,
    });
    vi.resetModules();
    const fallback = await import("@/lib/graphemes");
    expect(fallback.graphemes("a😀b")).toEqual(["a", "😀", "b"]);
    expect(fallback.graphemeLength("a😀b")).toBe(3);
    expect(fallback.graphemeLength("e\u0301")).toBe(2);
    expect(fallback.graphemeLength("")).toBe(0);
    expect(fallback.truncateGraphemes("😀😀😀", 2)).toBe("😀😀");
  });
});
