/**
 * Fails when `npm run generate` changes anything under src/generated (the spec and code disagree),
 * or when docs/provider-states.md differs from what `npm run docs:provider-states` writes.
 */
import { execFileSync } from "node:child_process";

execFileSync("npx", ["tsx", "scripts/generate.ts"], { stdio: "inherit" });
const diff = execFileSync("git", ["status", "--porcelain", "--", "src/generated"], {
  encoding: "utf8",
});
if (diff.trim()) {
  console.error("src/generated is stale — run `npm run generate` and commit the result:\n" + diff);
  process.exit(1);
}
console.log("generated code is fresh");
// docs/provider-states.md is generated from the provider states and the pact (decision 0070).
try {
  execFileSync("npx", ["tsx", "scripts/provider-states-doc.ts", "--check"], { stdio: "inherit" });
} catch {
  process.exit(1);
}
