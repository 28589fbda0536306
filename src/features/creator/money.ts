/**
 * Money of the incentive programme without floating-point drift (creator-programme.md §9). The API
 * carries US cents (possibly with a fractional part); the app shows dollars with 4 decimals, so
 * every amount is first turned into integer micro-units of 1/10 000 dollar (a cent is 100 units)
 * with BigInt, summed and converted as integers, and only then formatted.
 *
 * CNY = balance × rate / 100 (balance in cents): in units, usd_units × rate, with the rate kept
 * as an integer number of 1/10 000 (rate 7 → 70 000) and the product rounded half away from zero.
 */

/** Units per dollar: 4 decimals. */
export const UNITS_PER_DOLLAR = 10_000n;
const UNITS_PER_CENT = 100n;
/** The exchange rate when the configuration has none (creator-programme.md §9). */
export const DEFAULT_FX_RATE = 7;

export type CurrencyCode = "USD" | "CNY";

/** Splits a finite decimal number's text into an exact integer scaled by 10^scale (half up). */
function scaled(value: number, scale: number): bigint {
  if (!Number.isFinite(value)) return 0n;
  // toFixed gives the shortest exact-enough decimal text for the scale plus one guard digit.
  const negative = value < 0;
  const text = Math.abs(value).toFixed(scale + 1);
  const [whole = "0", fraction = ""] = text.split(".");
  const digits = BigInt(whole + fraction);
  const rounded = (digits + 5n) / 10n;
  return negative ? -rounded : rounded;
}

/** US cents from the API as integer units (1/10 000 dollar). */
export const centsToUnits = (cents: number): bigint => scaled(cents, 2);

/**
 * centsToUnits as a number, for sums over many records (the billing chart's 10,000): the same
 * integer, exact while below 2^53 units (900 billion dollars). An amount that is whole hundredths
 * of a cent to within 10^-6 (every amount the API sends) skips the decimal text and BigInt.
 */
export function centsToUnitNumber(cents: number): number {
  const units = cents * 100;
  const whole = Math.round(units);
  return Math.abs(units - whole) < 1e-6 ? whole : Number(centsToUnits(cents));
}

/** Whole dollars as units. */
export const dollarsToUnits = (dollars: number): bigint => scaled(dollars, 4);

/** Units back to cents for the API (exact: a cent is 100 units). */
export const unitsToCents = (units: bigint): number =>
  Number(units / UNITS_PER_CENT) + Number(units % UNITS_PER_CENT) / 100;

/** The sum of cents amounts, exactly. */
export const sumCents = (amounts: Iterable<number>): bigint => {
  let total = 0n;
  for (const cents of amounts) total += centsToUnits(cents);
  return total;
};

/** The configured exchange rate as units of 1/10 000; a missing or non-positive rate gives 7. */
export function rateUnits(rate: number | undefined): bigint {
  const value = rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_FX_RATE;
  return scaled(value, 4);
}

/** Division of integers rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/** USD units in the chosen currency's units (CNY = USD × rate). */
export function convertUnits(usdUnits: bigint, currency: CurrencyCode, rate: bigint): bigint {
  return currency === "USD" ? usdUnits : divideRounded(usdUnits * rate, UNITS_PER_DOLLAR);
}

/** Units as a plain decimal with 4 decimals ("1234.5000"), no grouping: for CSV and inputs. */
export function unitsToDecimal(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / UNITS_PER_DOLLAR;
  const fraction = (abs % UNITS_PER_DOLLAR).toString().padStart(4, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

/** Units for display: grouped whole part, 4 decimals, the currency's symbol ("$1,234.5000"). */
export function formatUnits(units: bigint, currency: CurrencyCode): string {
  const [whole = "0", fraction = "0000"] = unitsToDecimal(units).split(".");
  const negative = whole.startsWith("-");
  const grouped = (negative ? whole.slice(1) : whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const symbol = currency === "USD" ? "$" : "¥";
  return `${negative ? "-" : ""}${symbol}${grouped}.${fraction}`;
}

/** A cents amount shown in a currency: the one call most views need. */
export const formatCents = (cents: number, currency: CurrencyCode, rate: bigint): string =>
  formatUnits(convertUnits(centsToUnits(cents), currency, rate), currency);

/**
 * A typed dollar amount ("12", "12.5", "0.0001") as units, or null when it is not a plain
 * non-negative decimal with at most 4 decimals.
 */
export function parseDollars(text: string): bigint | null {
  const match = /^\s*(\d{1,12})(?:\.(\d{0,4}))?\s*$/.exec(text);
  if (!match) return null;
  return BigInt(match[1] ?? "0") * UNITS_PER_DOLLAR + BigInt((match[2] ?? "").padEnd(4, "0"));
}
