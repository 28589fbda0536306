/** The shared formatters of decisions.md §1 and platform.md §9. */
import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatSize } from "@/lib/format";
import { graphemeLength, graphemes, truncateGraphemes } from "@/lib/graphemes";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1.0K"],
    [1234, "1.2K"],
    [1999, "1.9K"],
    [12_345, "12.3K"],
    [999_999, "999.9K"],
    [1_000_000, "1.0M"],
    [3_456_789, "3.4M"],
    [2_500_000_000, "2.5B"],
    [1_000_000_000_000, "1.0T"],
  ])("en %d → %s", (n, shown) => {
    expect(formatCount(n, "en")).toBe(shown);
  });

  it.each([
    [999, "999"],
    [1000, "1000"],
    [9999, "9999"],
    [12_345, "1.2万"],
    [3_456_789, "345.6万"],
    [340_000_000, "3.4亿"],
    [10_000, "1.0万"],
    [99_999_999, "9999.9万"],
    [1_000_000_000_000, "1.0万亿"],
  ])("zh-cn %d → %s", (n, shown) => {
    expect(formatCount(n, "zh-cn")).toBe(shown);
  });

  it("never shows less than 0, and treats missing values as 0", () => {
    expect(formatCount(-5, "en")).toBe("0");
    expect(formatCount(Number.NaN, "en")).toBe("0");
    expect(formatCount(undefined, "zh-cn")).toBe("0");
    expect(formatCount(null, "en")).toBe("0");
    expect(formatCount(12.9, "en")).toBe("12");
  });
});

describe("formatDate", () => {
  it("formats unix seconds as YYYY/MM/DD in local time", () => {
    const seconds = new Date(2024, 6, 1, 12, 30).getTime() / 1000;
    expect(formatDate(seconds)).toBe("2024/07/01");
    expect(formatDate(String(seconds))).toBe("2024/07/01");
  });

  it("takes a Date or an ISO string", () => {
    expect(formatDate(new Date(2024, 8, 9))).toBe("2024/09/09");
    expect(formatDate("2024-12-31T08:00:00")).toBe("2024/12/31");
  });

  it("gives an empty text for nothing or nonsense", () => {
    expect(formatDate(undefined)).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("grapheme length", () => {
  it("counts user-perceived characters, 1 each, whatever the script", () => {
    expect(graphemeLength("abc")).toBe(3);
    expect(graphemeLength("中文字")).toBe(3);
    expect(graphemeLength("👍🏽")).toBe(1);
    expect(graphemeLength("👨‍👩‍👧‍👦")).toBe(1);
    expect(graphemeLength("é")).toBe(1); // e + combining accent
    expect(graphemeLength("🇨🇳🇬🇧")).toBe(2);
    expect(graphemeLength("")).toBe(0);
    expect(graphemeLength(undefined)).toBe(0);
  });

  it("splits and truncates on grapheme boundaries", () => {
    expect(graphemes("a👍🏽b")).toEqual(["a", "👍🏽", "b"]);
    expect(truncateGraphemes("a👨‍👩‍👧‍👦bc", 2)).toBe("a👨‍👩‍👧‍👦");
    expect(truncateGraphemes("abc", 5)).toBe("abc");
  });
});

describe("formatSize", () => {
  it.each([
    [0, "0 B"],
    [512, "512 B"],
    [1536, "1.5 KB"],
    [2047, "1.9 KB"],
    [31_088_640, "29.6 MB"],
    [31_457_280, "30.0 MB"],
    [1_073_741_824, "1.0 GB"],
    [-1, "0 B"],
  ])("%d → %s", (bytes, shown) => {
    expect(formatSize(bytes)).toBe(shown);
  });
});
