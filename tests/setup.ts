import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { server } from "./msw-server";
import { resetBackend } from "@mocks/backend";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// A fresh, seeded backend for every test; audits wait until a test resolves them.
beforeEach(async () => {
  await resetBackend({ config: { auditDelayMs: Number.POSITIVE_INFINITY } });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
