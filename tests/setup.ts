import "@testing-library/jest-dom/vitest";
import { relative } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { cleanup, configure, waitFor } from "@testing-library/react";
import { clearToasts } from "@/components/toaster";
import { session } from "@/lib/session";
import { server } from "./msw-server";
import { openFixtureSession } from "./fixture-user";
import { TOAST_SELECTOR } from "./toasts";
import { shareBackend } from "@mocks/backend";
import { createTestBackend } from "@mocks/testing";
import { setState, type MockState } from "@mocks/core/state";
import { BACKEND_FREE } from "./backend-free-files";
import fc from "fast-check";
import { config as transitions } from "react-transition-group";

// Property tests explore new inputs on every local run (a failure prints its seed to replay with
// FC_SEED); CI replays one fixed seed so that a red build always means a change, not a draw.
const fcSeed = process.env.FC_SEED ?? (process.env.CI ? "20240701" : undefined);
if (fcSeed !== undefined) fc.configureGlobal({ seed: Number(fcSeed) });

// findBy…/waitFor give up after 5 s, not 1: two test files share the two cores, and a page's first
// lazy load or a toast can take over a second then. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });

// Blueprint's overlays, toasts and popovers enter and leave at once (react-transition-group's own
// switch for tests): jsdom draws no CSS, so their 100-300 ms timers only made the tests wait, about
// a fifth of the unit step (decision 0060). The browser suite keeps the real transitions.
transitions.disabled = true;

const backendFreeFiles = new Set(BACKEND_FREE);
/** Whether the file being run is listed in backend-free-files.ts: read once per file, in beforeAll. */
let backendFree = false;

// What a backend-free file's test used of the backend, if anything (the stand-in records it).
let backendUse: string | undefined;
const refuse = (what: PropertyKey): never => {
  backendUse ??= String(what);
  throw new Error(
    `This file is in tests/backend-free-files.ts, and its test used the mock backend (${String(what)}).`,
  );
};
// The backend of a backend-free file: any use throws, and fails its test in afterEach even when
// the error was caught (a handler's 500, a page's error view). In a worker that shares its modules
// the last file's backend would otherwise still be current.
const noBackend = new Proxy({} as MockState, {
  get: (_, key) => refuse(key),
  set: (_, key) => refuse(key),
  has: (_, key) => refuse(key),
  ownKeys: () => refuse("its keys"),
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  const file = relative(process.cwd(), expect.getState().testPath ?? "").replaceAll("\\", "/");
  backendFree = backendFreeFiles.has(file);
  if (backendFree) setState(noBackend);
});
/**
 * A freshly seeded backend, which each test of the worker shares copy-on-write (decision 0083's
 * sandboxes): seeding takes 80-150 ms, a share well under one, and about 1,800 tests reset it.
 * Reseeded once a minute, so that the seeded records' ages ("3 hours ago") stay those a fresh
 * seed gives within a minute (and at once when a test set the clock elsewhere).
 */
const PRISTINE_MAX_AGE_MS = 60_000;
let pristine: { state: MockState; at: number } | undefined;

async function freshBackend(): Promise<void> {
  if (!pristine || Math.abs(Date.now() - pristine.at) > PRISTINE_MAX_AGE_MS) {
    // The test settings: answers at once, audits wait until a test resolves them.
    const state = await createTestBackend();
    pristine = { state, at: Date.now() };
  }
  setState(shareBackend(pristine.state));
}

// A fresh, seeded backend for every test of the other files.
beforeEach(async () => {
  backendUse = undefined;
  if (backendFree) return;
  await freshBackend();
  await openFixtureSession();
});
afterEach(async () => {
  // A test that drove a poll on fake timers (decision 0067) leaves the next one the real ones.
  vi.useRealTimers();
  // Toasts are cleared, and the test ends once they have gone (their removal is a React render of
  // the toaster's own root, even with the transitions off): a toast still there would be in the
  // next test's document (a test that checks a message is absent could see the last one), and a
  // render after the file's window is gone throws "window is not defined" as an unhandled error
  // (seen at the end of tests/console/single-chat.test.tsx).
  await clearToasts();
  await waitFor(() => {
    if (document.querySelector(TOAST_SELECTOR)) throw new Error("a toast is still leaving");
  });
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  // The session module keeps the stored user in memory: with the storage cleared, the next test
  // (in this worker, which shares its modules) must not send the last one's session.
  session.reload();
  if (backendFree && backendUse !== undefined) refuse(backendUse);
});
afterAll(() => server.close());
