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
import { holdCallsUntil } from "./lib/backend-ready";

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

function main(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === "browser") holdCallsUntil(startBrowserMock());
  else if (import.meta.env.VITE_API_MOCKING === "shared") holdCallsUntil(startSharedMock());
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  return startApp(root);
}

void main();
