/**
 * Entry. In the mock runtimes the app starts beside its backend, not after it: in mock builds
 * (VITE_API_MOCKING=browser) the mock backend's service worker seeds and registers, in
 * `npm run dev:shared` (VITE_API_MOCKING=shared) the browser's ?mock= faults are armed on the
 * shared mock server, while the app loads its code and renders its first frame; its calls wait
 * until the backend is ready (src/lib/backend-ready.ts, decision 0096). The conditions are
 * replaced at build time, so the production build drops both imports entirely.
 */
import "@blueprintjs/core/lib/css/blueprint.css";
import "./components/shell.css";
import { startApp } from "./app/start";
import { backendReady, holdCallsUntil } from "./lib/backend-ready";

async function startBrowserMock(): Promise<void> {
  // Before the mock backend's modules build their zod schemas (src/lib/zod-without-eval.ts).
  const { parseWithoutEval } = await import("./lib/zod-without-eval");
  parseWithoutEval();
  const { startMockWorker } = await import("../mocks/browser");
  await startMockWorker();
}

async function startSharedMock(): Promise<void> {
  const { startSharedMockClient } = await import("../mocks/shared-client");
  await startSharedMockClient();
}

/**
 * MSW reloads a page its worker does not control while a registration of the worker exists (a hard
 * reload; or a page opened as the previous one closed, whose closing unregistered the worker): the
 * app would be shown, then thrown away. Such a page waits for the backend, as before decision 0096.
 */
async function mockWorkerWillReload(): Promise<boolean> {
  const { serviceWorker } = navigator;
  if (!serviceWorker || serviceWorker.controller) return false;
  return (await serviceWorker.getRegistrations()).length > 0;
}

async function main(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === "browser") {
    holdCallsUntil(startBrowserMock());
    if (await mockWorkerWillReload()) await backendReady();
  } else if (import.meta.env.VITE_API_MOCKING === "shared") holdCallsUntil(startSharedMock());
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  return startApp(root);
}

void main();
