/**
 * The interface language (decisions.md §1): the stored choice; else zh-cn when the browser
 * language starts with "zh"; else en. Sent on every call as the language header.
 */
import { storage } from "./storage";

export const LANGUAGES = ["zh-cn", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

const KEY = "gc.language";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

export function detectLanguage(stored: unknown, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith("zh") ? "zh-cn" : "en";
}

let current: Language | undefined;

export function getLanguage(): Language {
  current ??= detectLanguage(storage.read(KEY), globalThis.navigator?.language);
  return current;
}

export function storeLanguage(language: Language): void {
  current = language;
  storage.write(KEY, language);
}

/** The user-record language value (UserLanguage: 1 Chinese, 2 English). */
export const userLanguageOf = (language: Language): 1 | 2 => (language === "zh-cn" ? 1 : 2);
