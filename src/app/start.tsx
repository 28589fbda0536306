import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initI18n } from "@/lib/i18n";
import { App } from "./app";
import { createAppRouter } from "./router";

/**
 * Renders the app into the element once the language's catalogues are in. The router is made
 * while they load: its loaders start the page's code and first queries with the navigation
 * (docs/decisions/0088), not after the catalogues. initI18n is called first, so that a loader's
 * namespaces (loadNamespaces) wait for it instead of being skipped.
 */
export async function startApp(element: HTMLElement): Promise<void> {
  const catalogues = initI18n();
  const router = createAppRouter();
  // A page's first Intl date formatter costs ~15 ms (its time-zone and calendar data; ~60 ms on a
  // phone's CPU), else paid inside the render that shows the first date: the detail pages' largest
  // paint (docs/decisions/0100). Paid here, while the page's code and catalogues are on the way.
  setTimeout(() => new Intl.DateTimeFormat().format(0), 0);
  await catalogues;
  createRoot(element).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
