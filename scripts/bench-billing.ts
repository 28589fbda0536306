/**
 * npm run bench:billing — the billing tab with 100 and 10,000 records (docs/decisions/0054): runs
 * tests/creator/billing-bench.test.tsx (jsdom, the real app and the mock backend in-process) with
 * BENCH_BILLING=1, which prints both timings and their ratio and fails when the ratio is 2 or more.
 */
import { spawnSync } from "node:child_process";

const result = spawnSync(
  "npx",
  ["vitest", "run", "--project", "unit", "tests/creator/billing-bench.test.tsx"],
  { stdio: "inherit", env: { ...process.env, BENCH_BILLING: "1" } },
);
process.exit(result.status ?? 1);
