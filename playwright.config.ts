/**
 * Browser tests: Debian's chromium (never `playwright install`).
 * - project "chromium": the journeys against the mock build, built once (`vite build --mode mock
 *   --outDir dist-mock`) and served by `vite preview` on port 4173. The mock backend runs in the
 *   page's service worker; each test has a fresh browser context, so a fresh seeded backend.
 * - project "dev-shared" (e2e/dev-shared.spec.ts): `npm run dev:shared` as QA runs it — the
 *   standalone mock server (`npm run mock:server`, port 4373) and vite in shared mode (port 4273)
 *   proxying /api to it; every browser shares that one backend.
 * - project "production" (e2e/production.spec.ts): the end users' build (dist/) behind nginx
 *   (`npm run serve:production`: HTTPS with HTTP/2 on port 4473, plain HTTP redirecting on 4474) proxying to that same standalone mock server.
 * Every server starts once per run (`npm test` runs every project in one `playwright test`).
 */
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { CSP_REPORTS_ENV, cspReportsFile } from "./e2e/csp-reports";
import { CHROMIUM_ARGS } from "./scripts/chromium-args";

// E2E_PORT and E2E_OUT let two people run the suite side by side on one machine; the dev:shared
// servers take E2E_PORT + 100 and + 200.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT = process.env.E2E_OUT ?? "dist-mock";
const BASE_URL = `http://localhost:${PORT}`;
const SHARED_PORT = PORT + 100;
const SHARED_MOCK_PORT = PORT + 200;
const SHARED_URL = `http://localhost:${SHARED_PORT}`;
// The production build behind nginx (npm run serve:production), proxying to the shared mock server.
const PRODUCTION_PORT = PORT + 300;
// It serves HTTPS with HTTP/2 and a self-signed certificate; plain HTTP (the next port) redirects.
const PRODUCTION_URL = `https://localhost:${PRODUCTION_PORT}`;
const PRODUCTION_HTTP_PORT = PORT + 301;
process.env.E2E_PRODUCTION_HTTP_URL = `http://localhost:${PRODUCTION_HTTP_PORT}`;
const PREBUILT = process.env.E2E_PREBUILT === "1" && OUT === "dist-mock";
const DEV_SHARED_SPEC = "**/dev-shared.spec.ts";
// The CSP violations the preview and dev:shared servers receive (e2e/csp-reports.ts); the global
// setup and teardown (in this process) read the same variable.
const CSP_REPORTS = cspReportsFile(PORT);
process.env[CSP_REPORTS_ENV] = CSP_REPORTS;
const PRODUCTION_SPEC = "**/production.spec.ts";

// Debian's headless shell (package chromium-headless-shell, which .ci/run installs): the same
// Blink as the chromium package, without the full browser's own UI (the full browser under
// `--headless` still runs a WebUI renderer beside the pages). The journeys take ~16% less time in
// it (docs/decisions/0060). Where it is missing, the full browser runs the same journeys.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const BROWSER = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";

/**
 * The mock build's backend answers every call after 150 ms, so that people see its spinners
 * (decision 0020). The journeys start with none, as the unit tests and the suite's mock server do
 * (MOCK_LATENCY_MS=0 below): the saved settings the mock backend reads as it starts
 * (mocks/browser.ts), in every context's storage. A journey that needs a slow answer arms one
 * (`?mock=<operation>:delay<ms>`). The audit delay stays the mock build's own (decision 0067).
 */
const MOCK_BUILD_STORAGE = {
  cookies: [],
  origins: [
    {
      origin: BASE_URL,
      localStorage: [
        { name: "gc.mock.config", value: JSON.stringify({ auditDelayMs: 8_000, latencyMs: 0 }) },
      ],
    },
  ],
};

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? BROWSER,
    args: [...CHROMIUM_ARGS],
  },
};

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  globalTeardown: "./e2e/global-teardown.ts",
  // Per port, so that a second suite running side by side does not clear this one's artefacts.
  outputDir: `test-results/e2e-${PORT}`,
  // The journeys; SHELL_SCREENSHOTS=1 adds the screenshot capture (for people, not assertions).
  testMatch: process.env.SHELL_SCREENSHOTS ? ["**/*.spec.ts", "**/*.capture.ts"] : "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Two browsers on two cores: a first page load (the app and its mock backend boot) takes about
  // 4 s alone and 10 s or more beside the other worker. A passing test waits no longer for these.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    serviceWorkers: "allow",
    // Recording a trace doubles a journey's time on two cores (a DOM snapshot per action): only a
    // retry records one (CI retries once). Locally: --trace retain-on-failure.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [DEV_SHARED_SPEC, PRODUCTION_SPEC],
      use: { ...chromium, storageState: MOCK_BUILD_STORAGE },
    },
    {
      name: "dev-shared",
      testMatch: DEV_SHARED_SPEC,
      // The first page of a cold vite dev server transforms the app's modules on demand.
      timeout: 90_000,
      use: { ...chromium, baseURL: SHARED_URL, serviceWorkers: "block" },
    },
    {
      name: "production",
      testMatch: PRODUCTION_SPEC,
      use: {
        ...chromium,
        baseURL: PRODUCTION_URL,
        serviceWorkers: "block",
        ignoreHTTPSErrors: true,
      },
    },
  ],
  webServer: [
    {
      // npm test builds dist-mock beforehand (build:mock, beside other steps) and sets E2E_PREBUILT.
      command: `${PREBUILT ? "" : `npx vite build --mode mock --outDir ${OUT} && `}npx vite preview --mode mock --outDir ${OUT} --port ${PORT} --strictPort`,
      // Uncompressed: gzipping each page load's scripts again is CPU the journeys need (decision 0092).
      env: { [CSP_REPORTS_ENV]: CSP_REPORTS, PREVIEW_UNCOMPRESSED: "1" },
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "npm run --silent mock:server",
      // Uploads read at 4 MiB/s, not 1.5 (npm run dev:shared): the progress journey's 30 MB take
      // about 8 s instead of 20, and still move through many values.
      env: {
        MOCK_PORT: String(SHARED_MOCK_PORT),
        MOCK_HOST: "127.0.0.1",
        MOCK_LATENCY_MS: "0",
        MOCK_UPLOAD_BYTES_PER_SECOND: String(4 * 1024 * 1024),
      },
      url: `http://127.0.0.1:${SHARED_MOCK_PORT}/__mock`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npm run --silent dev:shared -- --port ${SHARED_PORT} --strictPort`,
      // Its own dependency cache: another vite (npm run dev, a second run) may be optimising too.
      env: {
        MOCK_PORT: String(SHARED_MOCK_PORT),
        VITE_CACHE_DIR: `node_modules/.vite-e2e-${SHARED_PORT}`,
        [CSP_REPORTS_ENV]: CSP_REPORTS,
      },
      url: SHARED_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // npm test builds dist/ beforehand (check:production); alone, the command builds it first.
      command: "npm run --silent serve:production",
      env: {
        PROD_PORT: String(PRODUCTION_PORT),
        PROD_HTTP_PORT: String(PRODUCTION_HTTP_PORT),
        BACKEND_URL: `http://127.0.0.1:${SHARED_MOCK_PORT}`,
      },
      url: `${PRODUCTION_URL}/gate`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
