import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initI18n } from "@/lib/i18n";
import { App } from "./app";
import { createAppRouter } from "./router";

/** Loads the language's catalogues, then renders the app into the element. */
export async function startApp(element: HTMLElement): Promise<void> {
  await initI18n();
  const router = createAppRouter();
  createRoot(element).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
