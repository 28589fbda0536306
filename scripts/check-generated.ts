/** Fails when `npm run generate` changes anything under src/generated (the spec and code disagree). */
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
