/** The server's two-language display text (docs/decisions/0087-bilingual-server-text.md). */
import { describe, expect, it } from "vitest";
import { languageOfText, pickLanguage, splitBilingual } from "@/lib/bilingual";

describe("bilingual text", () => {
  it("tells Chinese from English by its letters", () => {
    expect(languageOfText("Getting started")).toBe("en");
    expect(languageOfText("快速开始 with API")).toBe("zh-cn");
    expect(languageOfText("400 — {}")).toBeUndefined();
  });

  it("picks the reader's part of an “English · 中文” line", () => {
    expect(pickLanguage("Summer Demo Jam · 夏日 Demo 大赛", "en")).toBe("Summer Demo Jam");
    expect(pickLanguage("Summer Demo Jam · 夏日 Demo 大赛", "zh-cn")).toBe("夏日 Demo 大赛");
  });

  it("leaves any other text as it is", () => {
    for (const text of ["Chapter 1 · The start", "第一章 · 开始", "中文 · English", "A · B · 中"]) {
      expect(splitBilingual(text)).toBeUndefined();
      expect(pickLanguage(text, "zh-cn")).toBe(text);
      expect(pickLanguage(text, "en")).toBe(text);
    }
  });
});
