/**
 * The server's display text that carries both languages (docs/decisions/0087-bilingual-server-text.md):
 * a line holds "English · 中文" (English first), a document holds each paragraph and list twice,
 * English first. The reader sees the part in the interface language; text that is not written so
 * (one language only, or a " · " between two parts of one language) is shown as it is.
 */
import type { Language } from "./language";

/** What separates the English and the Chinese part of one line. */
export const LANGUAGE_SEPARATOR = " · ";

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

/** The language a piece of text is written in: Chinese when it has Han characters, else English when it has Latin letters. */
export function languageOfText(text: string): Language | undefined {
  if (HAN.test(text)) return "zh-cn";
  if (LATIN.test(text)) return "en";
  return undefined;
}

/** The two parts of an "English · 中文" line, or undefined when the line is not one. */
export function splitBilingual(text: string): Record<Language, string> | undefined {
  const parts = text.split(LANGUAGE_SEPARATOR);
  if (parts.length !== 2) return undefined;
  const [en, zh] = parts.map((part) => part.trim()) as [string, string];
  if (languageOfText(en) !== "en" || languageOfText(zh) !== "zh-cn") return undefined;
  return { en, "zh-cn": zh };
}

/** The part of an "English · 中文" line in `language`; any other text as it is. */
export function pickLanguage(text: string, language: Language): string {
  return splitBilingual(text)?.[language] ?? text;
}
