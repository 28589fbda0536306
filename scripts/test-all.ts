/**
 * npm test: every check, in the order that fails fastest. Each step is an npm script, so any one
 * can be run alone. Every step runs even after a failure, so one run reports everything; the exit
 * code is non-zero when any step failed. bench:bundle measures the production build that
 * check:production has just made (--no-build): the app is built once.
 */
import { spawnSync } from "node:child_process";

const steps: (string | [script: string, ...args: string[]])[] = [
  "typecheck",
  "lint",
  "lint:spec",
  "check:generated",
  "test:unit",
  "test:contracts",
  "check:production",
  ["bench:bundle", "--no-build"],
  "test:e2e",
];

const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: "true",
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  FORCE_COLOR: process.env.CI ? "0" : (process.env.FORCE_COLOR ?? "1"),
};
const results: { step: string; ok: boolean; seconds: number }[] = [];
for (const entry of steps) {
  const [step, ...args] = typeof entry === "string" ? [entry] : entry;
  const started = Date.now();
  console.log(`\n━━ npm run ${[step, ...(args.length > 0 ? ["--", ...args] : [])].join(" ")}`);
  const { status } = spawnSync(
    "npm",
    ["run", "--silent", step, ...(args.length > 0 ? ["--", ...args] : [])],
    {
      stdio: "inherit",
      env,
    },
  );
  results.push({ step, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}
console.log("\n━━ summary");
for (const { step, ok, seconds } of results) {
  console.log(`${ok ? "ok  " : "FAIL"}  ${step.padEnd(18)} ${seconds.toFixed(1)} s`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
