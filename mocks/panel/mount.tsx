/**
 * Mounts the QA panel into its own DOM root (a separate React root appended to body), so it never
 * touches the app's tree. Mock builds only: mocks/browser.ts loads this module.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@blueprintjs/core/lib/css/blueprint.css";
import type { MockControls } from "../controls";
import { QA_PANEL_MARKER } from "./marker";
import { QaPanel } from "./qa-panel";

export function mountQaPanel(controls: MockControls): () => void {
  const existing = document.getElementById(QA_PANEL_MARKER);
  existing?.remove();
  const host = document.createElement("div");
  host.id = QA_PANEL_MARKER;
  document.body.appendChild(host);
  const root = createRoot(host);
  root.render(
    <StrictMode>
      <QaPanel controls={controls} />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}
