/**
 * Lints one group of the spec alone: a temporary root holding only that group's paths.
 * Usage: tsx scripts/lint-spec-group.ts <group>
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync, rmSync } from "node:fs";

const group = process.argv[2];
if (!group) throw new Error("usage: lint-spec-group <group>");
const root = readFileSync("openapi/openapi.yaml", "utf8");
const [head, rest] = root.split("\npaths:\n");
const [paths, components] = rest!.split("\ncomponents:");
const entries = paths!.split(/\n(?= {2}\/)/).filter((e) => e.includes(`paths/${group}/`));
const tmp = `openapi/.lint-${group}.yaml`;
writeFileSync(tmp, `${head}\npaths:\n${entries.join("\n")}\ncomponents:${components}`);
try {
  execFileSync("npx", ["redocly", "lint", "--config", "redocly.yaml", tmp], { stdio: "inherit" });
} catch {
  process.exitCode = 1;
} finally {
  rmSync(tmp);
}
