/**
 * The mock backend's service worker, as mocks/browser.ts registers it: MSW's own worker
 * (mockServiceWorker.js, written by `msw init`, never edited), plus one rule MSW's lacks.
 *
 * MSW's worker asks the page's main thread about every request the page makes, the app's own
 * files included: a round trip per chunk, which waits whenever the main thread is busy (booting
 * the app, seeding the mock data). The app's own files never have a mock answer, so they go
 * straight to the network without waking this worker, by the Static Routing API
 * (InstallEvent.addRoutes; browsers without it ask the worker as before). See
 * docs/decisions/0096-mock-worker-static-routes.md.
 */

/** The app's files: the build's chunks, and vite's dev server modules. Never an operation's path. */
const APP_FILE_PATHS = [
  "/assets/*",
  "/src/*",
  "/mocks/*",
  "/node_modules/*",
  "/@vite/*",
  "/@fs/*",
  "/@id/*",
  "/@react-refresh",
];

self.addEventListener("install", (event) => {
  if (typeof event.addRoutes !== "function") return;
  const rules = APP_FILE_PATHS.map((pathname) => ({
    condition: { urlPattern: new URLPattern({ pathname, baseURL: self.location.origin }) },
    source: "network",
  }));
  // A refused rule set leaves every request to the worker, as before: slower, never wrong.
  event.waitUntil(event.addRoutes(rules).catch(() => undefined));
});

// Under the page's Trusted Types policy (require-trusted-types-for 'script'), importScripts takes
// only a trusted URL: this worker's "default" policy passes MSW's script and nothing else.
const MSW_WORKER = new URL("mockServiceWorker.js", self.location.href).href;
if (self.trustedTypes && !self.trustedTypes.defaultPolicy) {
  self.trustedTypes.createPolicy("default", {
    createScriptURL: (input) =>
      new URL(input, self.location.href).href === MSW_WORKER ? input : null,
  });
}
importScripts(MSW_WORKER);
