import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";
import { ISOLATED } from "./tests/isolated-files.ts";

const UNIT = ["tests/**/*.test.{ts,tsx}"];

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
      // Three workers on these two cores (vitest's default leaves one free: a single worker): with
      // two, a sixth of the step left the CPU idle while tests waited on timers and polls.
      maxWorkers: 3,
      projects: [
        unitProject("unit", { include: UNIT, exclude: ISOLATED, isolate: false }),
        // Named to sort first: vitest queues projects by name, and the isolated files (the XSS corpus,
        // about a minute alone) then start at once instead of leaving one worker idle at the end.
        unitProject("isolated", { include: ISOLATED, isolate: true }),
        {
          extends: true,
          test: {
            name: "contracts",
            environment: "node",
            include: ["contracts/**/*.pact.test.ts"],
            // pact's mock servers run one file at a time; no MSW server is active here.
            fileParallelism: false,
            testTimeout: 30_000,
            // CI retries a failed interaction once, as the other suites do (decision 0055): one in
            // about ten runs, createChatCompletion's mock server reported the request not received.
            retry: process.env.CI ? 1 : 0,
          },
        },
      ],
    },
  }),
);
