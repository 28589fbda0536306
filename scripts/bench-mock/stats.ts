/** Small helpers the mock benchmark's processes share (scripts/bench-mock.ts). */

/** The value at percentile p of an ascending list. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** A deterministic sequence of whole numbers below max (no Math.random: runs are comparable). */
export function sequence(seed: number): (max: number) => number {
  const next = lcg(seed);
  return (max: number) => next() % max;
}

/** Deterministic waits drawn from an exponential distribution with the given mean. */
export function exponential(seed: number, meanMs: number): () => number {
  const next = lcg(seed);
  // The high bits of the generator, as a fraction in [0, 1).
  return () => -meanMs * Math.log(1 - next() / 2 ** 32);
}

function lcg(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a;
  };
}

/** p50 / p95 / p99 / max of an ascending list, in ms with two decimals. */
export const summary = (sorted: readonly number[]): string =>
  `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms`;

/** The client id (x-mock-client) of the benchmark's index-th sandbox. */
export const clientId = (index: number): string => `bench-${index}`;
