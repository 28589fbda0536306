/**
 * /__test/crash (mock and test builds only): a page that fails to render, so the tests can follow
 * what a real crash does: the error view with Retry, and one client log to /log/report
 * (src/lib/client-errors.ts).
 */
export const TEST_CRASH_MESSAGE = "The test page failed to render on purpose";

export function Component(): never {
  throw new Error(TEST_CRASH_MESSAGE);
}
