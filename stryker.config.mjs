/**
 * Mutation testing (docs/decisions/0053): the modules every page trusts for its input and its
 * safety — the account and tag validators, the sign-in return-path check, the HTTP transport and
 * its error type, and the HTML sanitiser — mutated one change at a time; each change the unit
 * tests below do not notice is a "surviving mutant". Run with `npm run test:mutation`; the report
 * is written to reports/mutation/index.html.
 */

// Property tests draw new inputs on every run unless a seed is set (tests/setup.ts): one fixed
// seed here, so that a score is reproducible and a mutant is not killed or spared by a draw.
// The test-runner processes inherit this environment.
process.env.FC_SEED ??= "20240701";

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: {
    // The unit project, limited to the tests of the modules below (see that file for why the list
    // is not Stryker's testFiles option).
    configFile: "vitest.mutation.config.ts",
    // Of those, run only the files that import the mutated module: a mutant in a module-level
    // constant ("static") otherwise reruns every listed file.
    related: true,
  },
  mutate: [
    "src/lib/validation/account-rules.ts",
    "src/lib/validation/tags.ts",
    "src/lib/graphemes.ts",
    "src/lib/return-path.ts",
    "src/lib/api-client.ts",
    "src/lib/api-error.ts",
    "src/lib/rich-text/sanitize.ts",
  ],
  coverageAnalysis: "perTest",
  concurrency: 2,
  reporters: ["html", "json", "clear-text", "progress"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { logTests: false },
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: ".stryker-tmp",
  // Build output and test artefacts are not needed in the sandbox copies.
  ignorePatterns: [
    "dist",
    "dist-*",
    "coverage",
    "reports",
    "test-results",
    "playwright-report",
    "contracts/logs",
  ],
  // Each run of a test file sets up jsdom and tests/setup.ts (seconds, more on a busy 2-core
  // machine): allow for that before calling a mutant's run a timeout. An endless loop is caught
  // sooner, by Stryker's hit limit; a call that never settles fails its test at testTimeout (15 s).
  timeoutMS: 60_000,
  dryRunTimeoutMinutes: 10,
};
