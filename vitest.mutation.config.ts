/**
 * The tests that mutation testing runs (stryker.config.mjs, docs/decisions/0053): vitest's "unit"
 * project as vitest.config.ts defines it (jsdom, tests/setup.ts, its timeout), limited to the unit
 * tests of the mutated modules.
 *
 * The list lives here rather than in Stryker's own `testFiles` option: with `testFiles`, Stryker
 * 9.6 switches a module-level ("static") mutant on only after the module has loaded
 * (stryker-js#6144), so every such mutant would survive whatever the tests assert.
 */
import { defineConfig, mergeConfig } from "vitest/config";
import unitAndContracts from "./vitest.config.ts";

export const MUTATION_TESTS = [
  "tests/lib/account-rules.test.ts",
  "tests/accounts/rules.test.ts",
  "tests/lib/tags.test.ts",
  "tests/knowledge/editor-rules.test.ts",
  "tests/lib/graphemes.test.ts",
  "tests/lib/format.test.ts",
  "tests/lib/return-path.test.ts",
  "tests/lib/api-client.test.ts",
  "tests/lib/api-error.test.ts",
  "tests/lib/sanitize.test.ts",
  "tests/lib/rich-text.test.ts",
];

export default defineConfig(async (env) => {
  const { test: { projects = [], ...shared } = {}, ...vite } = await unitAndContracts(env);
  const unit = projects.find(
    (project) => typeof project === "object" && "test" in project && project.test?.name === "unit",
  );
  if (typeof unit !== "object" || !("test" in unit)) {
    throw new Error('vitest.config.ts has no "unit" project');
  }
  return mergeConfig(
    { ...vite, test: shared },
    // Every file in its own module registry, as Stryker's per-test coverage expects.
    {
      test: { ...unit.test, name: "mutation", include: MUTATION_TESTS, exclude: [], isolate: true },
    },
  );
});
