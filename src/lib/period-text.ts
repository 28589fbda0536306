/**
 * A period the server writes as display text (the programme dates, decisions.md §1: "2024-07-01
 * to 2024-09-01", "2024.06.01-09.01"), shown in the language's form by the one date formatter
 * (src/lib/format.ts); other text in the reader's language when it carries both
 * (src/lib/bilingual.ts), else as it is.
 */
import { pickLanguage } from "./bilingual";
import { formatDateRange } from "./format";
import type { Language } from "./language";

/** A calendar day written with digits: 2024-07-01, 2024.07.01, 2024/7/1, or 07-01 after a year. */
const DAY = String.raw`(\d{4})[-./](\d{1,2})[-./](\d{1,2})`;
const LATER_DAY = String.raw`(?:(\d{4})[-./])?(\d{1,2})[-./](\d{1,2})`;
const PERIOD = new RegExp(String.raw`^\s*${DAY}\s*(?:to|~|–|—|-|至)\s*${LATER_DAY}\s*$`, "i");

export function formatPeriodText(text: string, language: Language): string {
  const match = PERIOD.exec(text);
  if (!match) return pickLanguage(text, language);
  const [, y1, m1, d1, y2, m2, d2] = match;
  const start = new Date(Number(y1), Number(m1) - 1, Number(d1));
  const end = new Date(Number(y2 ?? y1), Number(m2) - 1, Number(d2));
  if (start.getMonth() !== Number(m1) - 1 || end.getMonth() !== Number(m2) - 1) return text;
  return formatDateRange(start, end, language);
}
