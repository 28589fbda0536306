/**
 * Contract coverage: which of the spec's operations (src/generated/operations.ts) the pact files in
 * contracts/pacts/ cover. Prints every operation without an interaction, and fails (exit 1) when an
 * operation the mock backend serves (every group) has none, has no success interaction (HTTP 200
 * with code 0; HTTP 200 for the provider-shaped operations, x-envelope: false), or when an
 * interaction names a path the spec does not know.
 *
 *   npx tsx contracts/coverage.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { operations, type OperationMeta } from "@/generated/operations";

/** Groups the mock backend does not serve yet (they join the contract when it does). */
const NOT_SERVED = new Set<string>();

interface PactInteraction {
  description: string;
  request: { method: string; path: string };
  response: { status: number; body?: { content?: unknown } };
}

const pactDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "pacts");
const files = readdirSync(pactDir).filter((name) => name.endsWith(".json"));
const interactions = files.flatMap(
  (name) =>
    (
      JSON.parse(readFileSync(path.join(pactDir, name), "utf8")) as {
        interactions?: PactInteraction[];
      }
    ).interactions ?? [],
);

const byPath = new Map<string, OperationMeta>(
  Object.values(operations).map((op: OperationMeta) => [op.path, op]),
);
const covered = new Map<string, { all: number; success: number; codes: Set<number | string> }>();
const unknownPaths: string[] = [];

for (const interaction of interactions) {
  const op = byPath.get(interaction.request.path);
  if (!op || interaction.request.method.toLowerCase() !== op.method) {
    unknownPaths.push(
      `${interaction.request.method} ${interaction.request.path} (${interaction.description})`,
    );
    continue;
  }
  const entry = covered.get(op.operationId) ?? { all: 0, success: 0, codes: new Set() };
  const content = interaction.response.body?.content as { code?: unknown } | undefined;
  const code = typeof content?.code === "number" ? content.code : undefined;
  entry.all += 1;
  if (interaction.response.status === 200 && (code === 0 || !op.envelope)) entry.success += 1;
  entry.codes.add(
    interaction.response.status === 200 ? (code ?? "?") : `http${interaction.response.status}`,
  );
  covered.set(op.operationId, entry);
}

const all = Object.values(operations) as OperationMeta[];
const missing = all.filter((op) => !covered.has(op.operationId));
const missingServed = missing.filter((op) => !NOT_SERVED.has(op.group));
const withoutSuccess = all.filter((op) => {
  const entry = covered.get(op.operationId);
  return entry !== undefined && entry.success === 0 && !NOT_SERVED.has(op.group);
});

console.log(`Pact files: ${files.join(", ") || "(none)"}; ${interactions.length} interactions.`);
console.log(`Covered: ${covered.size} of ${all.length} operations.`);
for (const group of [...new Set(all.map((op) => op.group))]) {
  const ops = all.filter((op) => op.group === group);
  const done = ops.filter((op) => covered.has(op.operationId)).length;
  console.log(
    `  ${group.padEnd(10)} ${done}/${ops.length}${NOT_SERVED.has(group) ? "  (not served by the mock backend yet)" : ""}`,
  );
}

if (missing.length > 0) {
  console.log(`\nOperations without an interaction (${missing.length}):`);
  for (const op of missing) {
    const note = NOT_SERVED.has(op.group) ? "not served by the mock yet" : "MISSING";
    console.log(`  ${op.operationId.padEnd(24)} ${op.group.padEnd(10)} ${op.path}  — ${note}`);
  }
}
if (withoutSuccess.length > 0) {
  console.log(`\nOperations without a success interaction (HTTP 200, code 0 in an envelope):`);
  for (const op of withoutSuccess) console.log(`  ${op.operationId}`);
}
if (unknownPaths.length > 0) {
  console.log(`\nInteractions whose request the spec does not know:`);
  for (const line of unknownPaths) console.log(`  ${line}`);
}

const failed = missingServed.length > 0 || withoutSuccess.length > 0 || unknownPaths.length > 0;
console.log(
  failed
    ? `\nContract coverage FAILED: every operation the mock backend serves needs a success interaction.`
    : `\nContract coverage ok: every operation the mock backend serves has a success interaction.`,
);
process.exit(failed ? 1 : 0);
