/**
 * The programme's money rules (creator-programme.md §5, §9) as properties:
 * amounts in cents become integer units of 1/10 000 dollar without drift (also summed over
 * 100,000 generated amounts), CNY = USD × rate with the rate from the config (default 7), the
 * 4-decimal display and input round trip, and the daily-limit rule (non-zero, at most the maximum,
 * the error showing the maximum in dollars with 4 decimals).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayLimitError } from "@/features/creator/components/application/day-limit-form";
import {
  centsToUnitNumber,
  centsToUnits,
  convertUnits,
  formatCents,
  formatUnits,
  parseDollars,
  rateUnits,
  sumCents,
  unitsToCents,
  unitsToDecimal,
} from "@/features/creator/money";

/** An API amount: cents with at most 2 decimals (1/10 000 dollar), as hundredths of a cent. */
const hundredthsOfCent = fc.integer({ min: 0, max: 100_000_000_000 });

describe("money in integer units", () => {
  it("reads every cents amount exactly", () => {
    fc.assert(
      fc.property(hundredthsOfCent, (n) => {
        expect(centsToUnits(n / 100)).toBe(BigInt(n));
        expect(unitsToCents(BigInt(n))).toBe(n / 100);
      }),
      { numRuns: 2_000 },
    );
  });

  it("reads cents as a number of units exactly as the BigInt rule does, for any amount", () => {
    fc.assert(
      fc.property(hundredthsOfCent, (n) => {
        expect(centsToUnitNumber(n / 100)).toBe(n);
      }),
      { numRuns: 2_000 },
    );
    // Amounts with more decimals, halves included: rounded as centsToUnits rounds them.
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (cents) => {
        expect(centsToUnitNumber(cents)).toBe(Number(centsToUnits(cents)));
      }),
      { numRuns: 2_000 },
    );
    for (const cents of [1.005, 0.125, 2.675, 0.00499999, 1.0049999999])
      expect(centsToUnitNumber(cents)).toBe(Number(centsToUnits(cents)));
  });

  it("sums 100,000 generated amounts without drift", () => {
    const amounts = fc.sample(hundredthsOfCent, { numRuns: 100_000, seed: 2024 });
    const exact = amounts.reduce((total, n) => total + BigInt(n), 0n);
    expect(amounts).toHaveLength(100_000);
    expect(sumCents(amounts.map((n) => n / 100))).toBe(exact);
    // The floating-point sum the rule exists to avoid does drift on the same data.
    const floating = amounts.reduce((total, n) => total + n / 100, 0);
    expect(floating.toFixed(2)).not.toBe(unitsToDecimal(exact).slice(0, -2));
  });

  it("converts to CNY as balance × rate / 100, default rate 7", () => {
    expect(rateUnits(undefined)).toBe(70_000n);
    expect(rateUnits(0)).toBe(70_000n);
    expect(rateUnits(-3)).toBe(70_000n);
    expect(formatCents(12_345, "CNY", rateUnits(undefined))).toBe("¥864.1500");
    fc.assert(
      fc.property(hundredthsOfCent, fc.integer({ min: 1, max: 200_000 }), (n, rate4) => {
        const units = BigInt(n);
        const cny = convertUnits(units, "CNY", BigInt(rate4));
        // Exact rational value n × rate4 / 10^4, rounded half up: the difference is at most half a unit.
        const twice = units * BigInt(rate4) * 2n - cny * 20_000n;
        expect(twice >= -10_000n && twice <= 10_000n).toBe(true);
        expect(convertUnits(units, "USD", BigInt(rate4))).toBe(units);
      }),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(hundredthsOfCent, (n) => {
        expect(convertUnits(BigInt(n), "CNY", rateUnits(7))).toBe(BigInt(n) * 7n);
      }),
    );
  });

  it("shows 4 decimals with grouping and reads typed dollars back", () => {
    expect(formatUnits(12_345_678_9n, "USD")).toBe("$12,345.6789");
    expect(formatUnits(5n, "USD")).toBe("$0.0005");
    expect(parseDollars("12.5")).toBe(125_000n);
    expect(parseDollars("0.00001")).toBeNull();
    expect(parseDollars("-1")).toBeNull();
    expect(parseDollars("1e3")).toBeNull();
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (units) => {
        expect(parseDollars(unitsToDecimal(units))).toBe(units);
      }),
    );
  });
});

describe("the daily limit rule", () => {
  it("accepts a non-zero amount up to the maximum and refuses the rest with the maximum", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (maxDollars, units) => {
          const error = dayLimitError(unitsToDecimal(units), maxDollars);
          const maxUnits = BigInt(maxDollars) * 10_000n;
          if (units === 0n) expect(error?.key).toBe("zero");
          else if (units > maxUnits) expect(error?.key).toBe("max");
          else expect(error).toBeNull();
          expect(dayLimitError("x", maxDollars)?.max).toBe(formatUnits(maxUnits, "USD"));
        },
      ),
      { numRuns: 5_000 },
    );
    expect(dayLimitError("1000.0001", 1000)).toEqual({ key: "max", max: "$1,000.0000" });
  });
});
