/**
 * The backend each unit test starts from: the default seed with the fixture's session open
 * (tests/fixture-user.ts), audits waiting until a test resolves them.
 *
 * Seeded once per worker (its modules are shared by the files it runs, decision 0059); each test
 * then gets a state that shares that seed's collections copy-on-write (mocks/db/copy-on-write.ts,
 * docs/decisions/0083): it reads the seed until it first writes to a collection, which it then
 * copies for itself. A test's writes never reach the seed or another test, and a test that writes
 * nothing costs no copy (docs/decisions/0092-test-time-seed-and-serving.md). A test that needs
 * another seed still calls resetBackend itself.
 */
import { resetBackend, shareBackend } from "@mocks/backend";
import { setState, type MockState } from "@mocks/core/state";
import { openFixtureSession } from "./fixture-user";

let seeded: Promise<MockState> | undefined;

async function seedOnce(): Promise<MockState> {
  const state = await resetBackend({ config: { auditDelayMs: Number.POSITIVE_INFINITY } });
  await openFixtureSession();
  return state;
}

/** Makes a fresh state, sharing the worker's seed, the current one. */
export async function freshBackend(): Promise<MockState> {
  seeded ??= seedOnce();
  // A failed seed is not kept: the next test seeds again (and fails on its own if it must).
  const base = await seeded.catch((error: unknown) => {
    seeded = undefined;
    throw error;
  });
  return setState(shareBackend(base));
}
