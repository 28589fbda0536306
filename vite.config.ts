import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { landingShell } from "./src/features/landing/shell/landing-shell-plugin.ts";
import { securityHeaders } from "./scripts/security-headers-plugin.ts";
import { mockPlayPages } from "./scripts/mock-play-pages-plugin.ts";
import { uncompressedPreview } from "./scripts/uncompressed-preview-plugin.ts";
import { sharedChunkGroups } from "./scripts/chunk-groups.ts";
import { reactRouterTreeShaking } from "./scripts/react-router-tree-shaking.ts";
import { typeOnlyReexports } from "./scripts/type-only-reexports-plugin.ts";
import { fileURLToPath } from "node:url";

const alias = [
  { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
  { find: "@mocks", replacement: fileURLToPath(new URL("./mocks", import.meta.url)) },
  // react-i18next imports the hook from the shim package, whose fallback for React < 18 would sit
  // in every page's entry; React 19 exports the same hook, as the package itself advises
  // (docs/decisions/0097-library-code-over-shims.md).
  { find: /^use-sync-external-store\/shim$/, replacement: "react" },
];

// react-router ships a production build without its development warnings (and without the
// "Hey developer" note of its default error page), but its package exports only the development
// one (remix-run/react-router#12532, #14102): end users' builds take the production build, the same
// code with ENABLE_DEV_WARNINGS = false; development, the mock build and the tests keep the warnings.
const productionAlias = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
    ),
  },
];

// Modes: development (default `npm run dev`: mocks in a service worker), shared (`npm run
// dev:shared`: /api proxied to the standalone mock server; ?mock= links arm it for this browser
// only, see mocks/shared-client.ts), mock (a built app with the worker, for the browser tests) and
// production (`npm run build`: no mocks at all).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "");
  const mockPort = env.MOCK_PORT ?? "4010";
  const proxied = mode === "shared";
  return {
    // landingShell: the landing banner's static copy in index.html (docs/decisions/0040).
    // securityHeaders: the CSP (with Trusted Types) and the other headers in dev and preview, as
    // nginx sends them in production (docs/decisions/0057); every mode but production runs mocks.
    // reactRouterTreeShaking: react-router's unused components leave the first load (decision 0062).
    plugins: [
      react(),
      landingShell(),
      securityHeaders({ mock: mode !== "production" }),
      // The demos' web builds where the mock runs in the page (decision 0076).
      mockPlayPages({ enabled: mode === "development" || mode === "mock" }),
      uncompressedPreview(),
      ...(mode === "production" ? [reactRouterTreeShaking()] : []),
      // The dev server: the models' index without its 415 type-only re-exports (decision 0091).
      typeOnlyReexports(),
    ],
    resolve: { alias: mode === "production" ? [...alias, ...productionAlias] : alias },
    // VITE_CACHE_DIR: a dependency cache of its own (the dev:shared browser tests use one).
    ...(env.VITE_CACHE_DIR ? { cacheDir: env.VITE_CACHE_DIR } : {}),
    // The worker script lives in public/ for development; the production build must not ship it.
    publicDir: mode === "production" ? false : "public",
    server: {
      port: Number(env.PORT ?? 5173),
      // Transformed as the server starts, before the first page asks (decision 0091): the entry,
      // the mock backend it starts and every route's module with their imports, so no page waits
      // for the modules it is the first to need.
      warmup: {
        clientFiles: [
          "./src/main.tsx",
          proxied ? "./mocks/shared-client.ts" : "./mocks/browser.ts",
          "./src/app/routes/**/*.tsx",
        ],
      },
      proxy: proxied
        ? Object.fromEntries(
            ["/api", "/log", "/comfyui", "/ws", "/__mock", "/__upload", "/__files"].map((p) => [
              p,
              // Keep the browser's Host: the mock builds absolute URLs (uploads) on the origin the app sees.
              // ws: the console's sockets (/ws/groupchat, /comfyui/ws) go to the mock server too.
              { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false, ws: true },
            ]),
          )
        : undefined,
    },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically is one chunk: rolldown's automatic splitting
          // otherwise cuts the first load into many small shared files (react-router, icon
          // helpers), each compressed on its own (docs/decisions/0043). The shared code the
          // layouts and the content pages load on a first load is a few chunks too (0056).
          codeSplitting: {
            groups: [{ name: "app", tags: ["$initial"], priority: 100 }, ...sharedChunkGroups],
          },
        },
      },
    },
  };
});
