/** The shared formatters of decisions.md §1 and platform.md §9. */
import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatDateRange, formatSize } from "@/lib/format";
import { formatDateTime, formatTime } from "@/lib/format-time";
import { formatPeriodText } from "@/lib/period-text";
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
  it("formats unix seconds in the language's form, in local time", () => {
    const seconds = new Date(2024, 6, 1, 12, 30).getTime() / 1000;
    expect(formatDate(seconds, "en")).toBe("Jul 1, 2024");
    expect(formatDate(String(seconds), "en")).toBe("Jul 1, 2024");
    expect(formatDate(seconds, "zh-cn")).toBe("2024年7月1日");
  });

  it("takes a Date or an ISO string", () => {
    expect(formatDate(new Date(2024, 8, 9), "en")).toBe("Sep 9, 2024");
    expect(formatDate("2024-12-31T08:00:00", "zh-cn")).toBe("2024年12月31日");
  });

  it("gives an empty text for nothing or nonsense", () => {
    for (const language of ["en", "zh-cn"] as const) {
      expect(formatDate(undefined, language)).toBe("");
      expect(formatDate(null, language)).toBe("");
      expect(formatDate("", language)).toBe("");
      expect(formatDate("not a date", language)).toBe("");
    }
  });
});

describe("formatDateTime, formatTime", () => {
  it("add the time of day, on a 24-hour clock", () => {
    const date = new Date(2024, 6, 1, 9, 5, 7);
    expect(formatDateTime(date, "en")).toBe("Jul 1, 2024, 09:05:07");
    expect(formatDateTime(date, "zh-cn")).toBe("2024年7月1日 09:05:07");
    expect(formatTime(date, "en")).toBe("09:05");
    expect(formatTime(date, "zh-cn")).toBe("09:05");
  });
});

describe("formatDateRange, formatPeriodText", () => {
  const start = new Date(2024, 6, 1);
  const end = new Date(2024, 8, 1);

  it("writes a period in the language's form", () => {
    expect(formatDateRange(start, end, "en")).toBe("Jul 1, 2024 – Sep 1, 2024");
    expect(formatDateRange(start, end, "zh-cn")).toBe("2024年7月1日 至 2024年9月1日");
    expect(formatDateRange(start, undefined, "en")).toBe("Jul 1, 2024");
    expect(formatDateRange(null, undefined, "en")).toBe("");
  });

  it("reads the periods the configuration writes as text", () => {
    for (const text of ["2024-07-01 to 2024-09-01", "2024.07.01-09.01", "2024/7/1 ~ 2024/9/1"]) {
      expect(formatPeriodText(text, "en")).toBe("Jul 1, 2024 – Sep 1, 2024");
      expect(formatPeriodText(text, "zh-cn")).toBe("2024年7月1日 至 2024年9月1日");
    }
  });

  it("leaves other text as it is, or in the reader's language when it carries both", () => {
    expect(formatPeriodText("Summer 2024", "zh-cn")).toBe("Summer 2024");
    expect(formatPeriodText("2024-13-01 to 2024-14-01", "en")).toBe("2024-13-01 to 2024-14-01");
    expect(formatPeriodText("All summer · 整个夏天", "zh-cn")).toBe("整个夏天");
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
