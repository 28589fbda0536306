/**
 * Entry: in mock builds (VITE_API_MOCKING=browser) the mock backend's service worker starts first;
 * in `npm run dev:shared` (VITE_API_MOCKING=shared) the browser's ?mock= faults are armed on the
 * shared mock server first. The conditions are replaced at build time, so the production build
 * drops both imports entirely.
 */
import "@blueprintjs/core/lib/css/blueprint.css";
import "./components/shell.css";
import { startApp } from "./app/start";

async function main(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === "browser") {
    // Before the mock backend's modules build their zod schemas (src/lib/zod-without-eval.ts).
    const { parseWithoutEval } = await import("./lib/zod-without-eval");
    parseWithoutEval();
    const { startMockWorker } = await import("../mocks/browser");
    await startMockWorker();
  } else if (import.meta.env.VITE_API_MOCKING === "shared") {
    const { startSharedMockClient } = await import("../mocks/shared-client");
    await startSharedMockClient();
  }
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  await startApp(root);
}

void main();
