/**
 * Shared display formatters (decisions.md §1, platform.md §9):
 * - counts: below 1000 the plain number; from 1000 a locale-aware compact form with one decimal
 *   (en 1.2K, 3.4M; zh-cn 1.2万, 3.4亿), truncated rather than rounded up; never below 0;
 * - dates: YYYY/MM/DD in local time;
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

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A date as YYYY/MM/DD (local time). Numbers are unix seconds, as the API sends them; a Date or an
 * ISO string is taken as it is. Anything unreadable gives "".
 */
export function formatDate(value: number | string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === "number") date = new Date(value * 1000);
  else if (/^\d+$/.test(value.trim())) date = new Date(Number(value.trim()) * 1000);
  else date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
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
