/**
 * Shared display formatters (decisions.md §1, platform.md §9):
 * - counts: below 1000 the plain number; from 1000 a locale-aware compact form with one decimal
 *   (en 1.2K, 3.4M; zh-cn 1.2万, 3.4亿), truncated rather than rounded up; never below 0;
 * - dates and periods: in the interface language's own form, local time (en "Jul 1, 2024",
 *   "Jul 1, 2024 – Sep 1, 2024"; zh-cn "2024年7月1日", "2024年7月1日 至 2024年9月1日"); times of
 *   day in format-time.ts, the configuration's period text in period-text.ts (apart, so that the
 *   pages that show neither do not load them);
 * - sizes: B, then KB, MB, GB with one decimal.
 */
import type { Language } from "./language";

const locales: Record<Language, string> = { en: "en", "zh-cn": "zh-CN" };

const compactFormatters = new Map<Language, Intl.NumberFormat>();
const compactFormatter = (language: Language): Intl.NumberFormat => {
  let formatter = compactFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locales[language], {
      notation: "compact",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      roundingMode: "trunc",
    } as Intl.NumberFormatOptions);
    compactFormatters.set(language, formatter);
  }
  return formatter;
};

/** A count for display: 0-999 as they are, 1000 and above in compact form; NaN and negatives show 0. */
export function formatCount(value: number | null | undefined, language: Language): string {
  const n =
    typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  if (n < 1000) return String(n);
  const parts = compactFormatter(language).formatToParts(n);
  // A locale whose first compact unit is above 1000 (zh-cn: 万 = 10 000) shows the plain number.
  if (!parts.some((part) => part.type === "compact")) return String(n);
  return parts.map((part) => part.value).join("");
}

export type DateValue = number | string | Date | null | undefined;

/**
 * A date value as the API and the app hand it: numbers (and digit strings) are unix seconds, as
 * the API sends them; a Date or an ISO string is taken as it is. Anything unreadable gives undefined.
 */
export function toDate(value: DateValue): Date | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === "number") date = new Date(value * 1000);
  else if (/^\d+$/.test(value.trim())) date = new Date(Number(value.trim()) * 1000);
  else date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
};

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
/** Intl's date formatter for the language, made once per language and form (`name`). */
export function dateTimeFormat(
  language: Language,
  name: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language} ${name}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locales[language], options);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** A date in the language's form (en "Jul 1, 2024", zh-cn "2024年7月1日"); "" when unreadable. */
export function formatDate(value: DateValue, language: Language): string {
  const date = toDate(value);
  return date ? dateTimeFormat(language, "date", DATE_OPTIONS).format(date) : "";
}

/** Between a period's two dates (ICU's own range forms differ between engines). */
const RANGE_SEPARATOR: Record<Language, string> = { en: " – ", "zh-cn": " 至 " };

/**
 * A period in the language's form (en "Jul 1, 2024 – Sep 1, 2024", zh-cn "2024年7月1日 至
 * 2024年9月1日"); one readable end alone is shown as a date; "" when neither is readable.
 */
export function formatDateRange(start: DateValue, end: DateValue, language: Language): string {
  return [formatDate(start, language), formatDate(end, language)]
    .filter(Boolean)
    .join(RANGE_SEPARATOR[language]);
}

const SIZE_UNITS = ["B", "KB", "MB", "GB"] as const;

/**
 * A byte size in B, KB, MB or GB (1024 steps): bytes as a whole number, the larger units always
 * with one decimal, truncated like the counts above (decisions.md §1), so one size reads one way
 * everywhere ("29.6 MB", "30.0 MB") and a limit is never shown above itself.
 */
export function formatSize(bytes: number | null | undefined): string {
  let value = typeof bytes === "number" && Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(Math.floor(value)) : (Math.floor(value * 10) / 10).toFixed(1);
  return `${shown} ${SIZE_UNITS[unit]}`;
}
