/**
 * Small text helpers of the console's mock AI: the language of a line, a stable hash to pick
 * deterministic answers, user-perceived character counts and token estimates.
 */

export type Language = "en" | "zh-cn";
export type Text = Record<Language, string>;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Chinese when the text has Chinese characters, else English. */
export const languageOfText = (text: string): Language => (CJK.test(text) ? "zh-cn" : "en");

/** FNV-1a over the text's UTF-16 code units: the same text always picks the same answer. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** FNV-1a over bytes. */
export function hashBytes(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash >>> 0;
}

/** One of the items, chosen by a hash. */
export const pick = <T>(items: readonly T[], hash: number): T => items[hash % items.length]!;

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** User-perceived characters (decisions.md §1: every length limit counts graphemes). */
export const graphemeCount = (text: string): number => [...segmenter.segment(text)].length;

/** The first `max` user-perceived characters. */
export const clipGraphemes = (text: string, max: number): string =>
  [...segmenter.segment(text)]
    .slice(0, max)
    .map((s) => s.segment)
    .join("");

/**
 * A token count in the spirit of the providers' tokenizers: about four Latin characters per token,
 * one token per Chinese character, never 0 for a non-empty text.
 */
export function estimateTokens(text: string): number {
  if (text === "") return 0;
  let cjk = 0;
  for (const char of text) if (CJK.test(char)) cjk += 1;
  const latin = text.length - cjk;
  return Math.max(1, cjk + Math.ceil(latin / 4));
}
