/**
 * The mock backend in the browser: a service worker answering every /api call from the stateful
 * handlers. main.tsx imports this module dynamically, only in mock builds.
 */
import { setupWorker } from "msw/browser";
import { handlers } from "./handlers";

export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: "bypass", quiet: true });
}
