/** Run-time secrets of the accounts (session tokens, codes, reset links); seeds never use these. */

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** n random bytes as hex. */
export function randomHex(bytes: number): string {
  return hex(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A 6-digit sign-up code ("000000"-"999999"). */
export function sixDigitCode(): string {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(n % 1_000_000).padStart(6, "0");
}

export const newSessionToken = (): string => `sess-${randomHex(16)}`;
