import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

const UNIT = ["tests/**/*.test.{ts,tsx}"];
/**
 * The test files that need a module registry of their own (decision 0059): they mock a module
 * (vi.mock), load one again (vi.resetModules), or check that a module is not loaded yet. Every
 * other file shares its worker's modules with the files before it (isolate: false): each file
 * still gets a fresh DOM, a fresh seeded backend per test and its own providers, and the suite
 * takes half the time (the app's and the mock's modules are loaded once per worker, not per file).
 */
const ISOLATED = [
  "tests/knowledge/xss.test.ts",
  "tests/lib/graphemes.test.ts",
  "tests/lib/inert-html.test.ts",
  "tests/lib/sanitize.test.ts",
  "tests/lib/shared-query-client.test.tsx",
];

function unitProject(
  name: string,
  files: { include: string[]; exclude?: string[]; isolate: boolean },
) {
  return {
    extends: true,
    test: {
      name,
      environment: "jsdom",
      ...files,
      setupFiles: ["tests/setup.ts"],
      testTimeout: 15_000,
      // CI retries a failed test once, as the browser suite does (decision 0055): the step
      // runs 1,700 tests on two loaded cores. The reporter names every test that needed it.
      retry: process.env.CI ? 1 : 0,
    },
  } as const;
}

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Both cores (vitest's default leaves one free: a single worker on these 2-core machines).
      maxWorkers: 2,
      projects: [
        unitProject("unit", { include: UNIT, exclude: ISOLATED, isolate: false }),
        unitProject("unit-isolated", { include: ISOLATED, isolate: true }),
        {
          extends: true,
          test: {
            name: "contracts",
            environment: "node",
            include: ["contracts/**/*.pact.test.ts"],
            // pact's mock servers run one file at a time; no MSW server is active here.
            fileParallelism: false,
            testTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
