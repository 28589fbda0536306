/**
 * Entry: in mock builds (VITE_API_MOCKING=browser) the mock backend's service worker starts first;
 * the condition is replaced at build time, so the production build drops the import entirely.
 */
import "@blueprintjs/core/lib/css/blueprint.css";
import "./components/shell.css";
import { startApp } from "./app/start";

async function main(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === "browser") {
    const { startMockWorker } = await import("../mocks/browser");
    await startMockWorker();
  }
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  await startApp(root);
}

void main();
