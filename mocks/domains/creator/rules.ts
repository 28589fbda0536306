/**
 * The creator programme's constants and small rules (decision 0005, record 0024): grants,
 * validity, keys, money in cents, and the UTC+8 calendar periods of the balance summary.
 */
import type { ApplyType } from "@/generated/model";
import { seconds } from "../../core/paging";

/** What an approved application grants: 100 USD. */
export const INITIAL_GRANT_CENTS = 10_000;
/** An approved renewal adds 30 days to the later of now and the current expiry (decision 0005). */
export const RENEW_EXTENSION_S = 2_592_000;
/** How long an approved account is valid at first: one renewal period, 30 days. */
export const INITIAL_VALIDITY_S = RENEW_EXTENSION_S;
/** The daily-limit maximum in dollars when global config has no positive ProjectDayLimit. */
export const DEFAULT_DAY_LIMIT_MAX_DOLLARS = 1000;
/** "sk-" and 48 letters or digits (ProjectKeyInfo.keys). */
export const API_KEY_BODY_LENGTH = 48;

const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh key from the platform's random source (run time only; the seed uses its faker). */
export function generateApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(API_KEY_BODY_LENGTH));
  return `sk-${Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join("")}`;
}

/** "sk-****" and the key's last 4 characters; "" when there is no key. */
export const maskKey = (key: string | undefined): string => (key ? `sk-****${key.slice(-4)}` : "");

/** Money to 2 decimals of a cent (sums of such values drift in floating point). */
export const roundCents = (value: number): number => Math.round(value * 100) / 100;

export const applicationId = (projectId: string, applyType: ApplyType, seq: number) =>
  `${projectId}/${applyType}/${seq}`;

// Calendar periods in UTC+8 (decision 0005: "yesterday" and "month" of the balance summary)

const DAY_MS = 86_400_000;
const UTC8_MS = 8 * 3_600_000;

/** Start (ms) of the UTC+8 calendar day containing ms. */
export const utc8DayStart = (ms: number): number =>
  Math.floor((ms + UTC8_MS) / DAY_MS) * DAY_MS - UTC8_MS;

/** Start (ms) of the UTC+8 calendar month containing ms. */
export function utc8MonthStart(ms: number): number {
  const local = new Date(ms + UTC8_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - UTC8_MS;
}

/** [begin, end) in unix seconds of the previous and current UTC+8 calendar periods around now. */
export function summaryPeriods(nowMs: number) {
  const today = utc8DayStart(nowMs);
  return {
    yesterday: { begin: seconds(today - DAY_MS), end: seconds(today) },
    month: { begin: seconds(utc8MonthStart(nowMs)), end: Number.POSITIVE_INFINITY },
  };
}
