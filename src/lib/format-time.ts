/**
 * Dates with their time of day, in the interface language's form on a 24-hour clock (the one
 * date formatter's, src/lib/format.ts): en "Jul 1, 2024, 09:05:07", zh-cn "2024年7月1日 09:05:07".
 */
import { dateTimeFormat, toDate, type DateValue } from "./format";
import type { Language } from "./language";

const TIME = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
const DATE_TIME = {
  year: "numeric",
  month: "short",
  day: "numeric",
  ...TIME,
  second: "2-digit",
} as const;

/** A date with its time to the second; "" when unreadable. */
export function formatDateTime(value: DateValue, language: Language): string {
  const date = toDate(value);
  return date ? dateTimeFormat(language, "dateTime", DATE_TIME).format(date) : "";
}

/** A time of day (hours and minutes); "" when unreadable. */
export function formatTime(value: DateValue, language: Language): string {
  const date = toDate(value);
  return date ? dateTimeFormat(language, "time", TIME).format(date) : "";
}
