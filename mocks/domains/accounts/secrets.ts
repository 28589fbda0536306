/** Run-time secrets of the accounts (session tokens, codes, reset links); seeds never use these. */
import { randomHex } from "../../core/random";

/** A 6-digit sign-up code ("000000"-"999999"). */
export function sixDigitCode(): string {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(n % 1_000_000).padStart(6, "0");
}

export const newSessionToken = (): string => `sess-${randomHex(16)}`;
