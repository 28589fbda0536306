import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@mocks": fileURLToPath(new URL("./mocks", import.meta.url)),
};

// Modes: development (default `npm run dev`: mocks in a service worker), shared (`npm run
// dev:shared`: /api proxied to the standalone mock server; ?mock= links arm it for this browser
// only, see mocks/shared-client.ts), mock (a built app with the worker, for the browser tests) and
// production (`npm run build`: no mocks at all).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "");
  const mockPort = env.MOCK_PORT ?? "4010";
  const proxied = mode === "shared";
  return {
    plugins: [react()],
    resolve: { alias },
    // VITE_CACHE_DIR: a dependency cache of its own (the dev:shared browser tests use one).
    ...(env.VITE_CACHE_DIR ? { cacheDir: env.VITE_CACHE_DIR } : {}),
    // The worker script lives in public/ for development; the production build must not ship it.
    publicDir: mode === "production" ? false : "public",
    server: {
      port: Number(env.PORT ?? 5173),
      proxy: proxied
        ? Object.fromEntries(
            ["/api", "/log", "/comfyui", "/__mock", "/__upload", "/__files"].map((p) => [
              p,
              // Keep the browser's Host: the mock builds absolute URLs (uploads) on the origin the app sees.
              { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false },
            ]),
          )
        : undefined,
    },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 600,
    },
  };
});
