import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { cleanup, configure, waitFor } from "@testing-library/react";
import { clearToasts } from "@/components/toaster";
import { server } from "./msw-server";
import { openFixtureSession } from "./fixture-user";
import { TOAST_SELECTOR } from "./toasts";
import { resetBackend } from "@mocks/backend";
import fc from "fast-check";

// Property tests explore new inputs on every local run (a failure prints its seed to replay with
// FC_SEED); CI replays one fixed seed so that a red build always means a change, not a draw.
const fcSeed = process.env.FC_SEED ?? (process.env.CI ? "20240701" : undefined);
if (fcSeed !== undefined) fc.configureGlobal({ seed: Number(fcSeed) });

// findBy…/waitFor give up after 5 s, not 1: two test files share the two cores, and a page's first
// lazy load or a toast can take over a second then. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// A fresh, seeded backend for every test; audits wait until a test resolves them.
beforeEach(async () => {
  await resetBackend({ config: { auditDelayMs: Number.POSITIVE_INFINITY } });
  await openFixtureSession();
});
afterEach(async () => {
  // A toast left showing keeps a timer that would fire after the file's window is gone.
  await clearToasts();
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(async () => {
  // The last test's clearToasts (afterEach) started its toasts' exit transitions, which end in a
  // React render of the toaster's own root. Let it happen while the file's window is still there:
  // after, React throws "window is not defined" as an unhandled error, which fails the run (seen
  // once, at the end of tests/console/single-chat.test.tsx).
  await waitFor(() => {
    if (document.querySelector(TOAST_SELECTOR)) throw new Error("a toast is still leaving");
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  server.close();
});
