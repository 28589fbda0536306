/**
 * `vite preview` without compression when PREVIEW_UNCOMPRESSED=1 (the browser tests set it,
 * playwright.config.ts): vite's preview gzips every answer as it sends it, so each journey's page
 * load compressed the mock build's ~4 MB of scripts again (the browser then inflates them again),
 * CPU the two cores owe the journeys. On localhost the bytes cost nothing
 * (docs/decisions/0092-test-time-seed-and-serving.md). The benches measure the compressed preview.
 */
import type { Plugin } from "vite";

export function uncompressedPreview(): Plugin {
  return {
    name: "gamecraft:uncompressed-preview",
    apply: () => process.env.PREVIEW_UNCOMPRESSED === "1",
    // Runs before vite's own middlewares, its compression among them: a request that accepts no
    // encoding is answered as it is.
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        delete req.headers["accept-encoding"];
        next();
      });
    },
  };
}
