/**
 * `npm run contracts:validate`: the pact checked against the spec the way a provider team checks
 * it without pact's verifier, with PactFlow's swagger-mock-validator (bi-directional contract
 * testing), pinned in package.json. It fails on any error or any warning: every request header,
 * security requirement, status and body of the pact must be one the spec declares.
 *
 * A negative interaction (contracts/negative-cases.ts: a request that breaks the spec on purpose)
 * is listed apart. The validator does not check the request of an interaction answered with
 * HTTP 400 or above, so a negative request is not reported by it; its answer still has to be
 * declared, and any result on it fails the run like any other (docs/decisions/0069).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  SwaggerMockValidatorFactory,
  type ValidationResult,
} from "@pactflow/swagger-mock-validator";
import { negativeReason, type CommentedInteraction } from "./negative-cases";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const specFile = path.join(root, "src/generated/openapi.json");
const pactFile = path.join(root, "contracts/pacts/gamecraft-web-gamecraft-api.json");
const version = (
  JSON.parse(
    readFileSync(
      path.join(root, "node_modules/@pactflow/swagger-mock-validator/package.json"),
      "utf8",
    ),
  ) as { version: string }
).version;

const pact = JSON.parse(readFileSync(pactFile, "utf8")) as {
  interactions: (CommentedInteraction & { response: { status: number } })[];
};
const outcome = await SwaggerMockValidatorFactory.create().validate({
  specPathOrUrl: specFile,
  mockPathOrUrl: pactFile,
});

const line = (result: ValidationResult) =>
  `${result.type} ${result.code} — "${result.mockDetails?.interactionDescription ?? "?"}": ${result.message}`;
const results = [...outcome.errors, ...outcome.warnings];

console.log(
  `swagger-mock-validator ${version}: ${pact.interactions.length} interactions of the pact against the spec: ` +
    `${outcome.errors.length} errors, ${outcome.warnings.length} warnings`,
);
const negatives = pact.interactions.filter((interaction) => negativeReason(interaction));
if (negatives.length > 0) {
  console.log(
    `${negatives.length} negative interactions (their requests break the spec on purpose; answers checked):`,
  );
  for (const interaction of negatives)
    console.log(
      `  - "${interaction.description}" → HTTP ${interaction.response.status}: ${negativeReason(interaction)}`,
    );
}
if (results.length > 0 || !outcome.success) {
  console.error(
    [outcome.failureReason ?? "the pact does not match the spec", ...results.map(line)].join(
      "\n- ",
    ),
  );
  process.exit(1);
}
console.log(`${pact.interactions.length} passed, 0 failed`);
