/**
 * Browser tests: Debian's chromium (never `playwright install`) against the mock build, built once
 * (`vite build --mode mock --outDir dist-mock`) and served by `vite preview` on port 4173. The
 * mock backend runs in the page's service worker; each test has a fresh browser context, so a
 * fresh seeded backend.
 */
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT and E2E_OUT let two people run the suite side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT = process.env.E2E_OUT ?? "dist-mock";
const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  // The journeys; SHELL_SCREENSHOTS=1 adds the screenshot capture (for people, not assertions).
  testMatch: process.env.SHELL_SCREENSHOTS ? ["**/*.spec.ts", "**/*.capture.ts"] : "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    serviceWorkers: "allow",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite build --mode mock --outDir ${OUT} && npx vite preview --mode mock --outDir ${OUT} --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
