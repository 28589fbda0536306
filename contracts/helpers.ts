/**
 * Shared pieces of the pact consumer tests (contracts/<group>.pact.test.ts).
 *
 * - One pact file, contracts/pacts/gamecraft-web-gamecraft-api.json, written by every group's test
 *   file. Pact merges interactions into an existing file, so each test file first drops its own
 *   group's interactions (createPact(group)): a renamed or removed interaction never lingers, and
 *   running one file alone refreshes only its group.
 * - The generated functions are called through the real mutator (src/lib/api-client.ts), pointed
 *   at pact's mock server with the options argument: `fn(body, at(mockServer))`.
 * - Every request example is checked against the spec's zod body schema, every response example's
 *   field names against the spec's answer schema and its code against the operation's result
 *   codes, so the contract cannot promise (or ask for) anything the spec does not say.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MatchersV3, PactV4, type V3MockServer } from "@pact-foundation/pact";
import { operations, type OperationId } from "@/generated/operations";
import { operationSchemas } from "@/generated/schemas";
import type { SessionUser } from "@/generated/model";
import spec from "@/generated/openapi.json";
import type { RequestOptions } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { session } from "@/lib/session";
import { FIXTURES } from "@mocks/provider-states/sentences";

process.env.PACT_DO_NOT_TRACK = "true";

export const CONSUMER = "gamecraft-web";
export const PROVIDER = "gamecraft-api";
export const PACT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "pacts");
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

export const { like, eachLike, atLeastOneLike, integer, number, string, regex, boolean } =
  MatchersV3;

export type Group = "auth" | "social" | "system" | "knowledge" | "works" | "creator" | "console";

/** The operation whose path a pact request names (undefined for a path the spec does not know). */
export function operationOfPath(requestPath: string) {
  return Object.values(operations).find((op) => op.path === requestPath);
}

interface PactFileShape {
  interactions?: { request?: { path?: string } }[];
}

/**
 * The group's pact: drops the group's interactions from the shared pact file (the tests then
 * write them afresh) and answers a PactV4 that writes into it.
 */
export function createPact(group: Group): PactV4 {
  mkdirSync(PACT_DIR, { recursive: true });
  if (existsSync(PACT_FILE)) {
    const pact = JSON.parse(readFileSync(PACT_FILE, "utf8")) as PactFileShape;
    const kept = (pact.interactions ?? []).filter(
      (interaction) => operationOfPath(interaction.request?.path ?? "")?.group !== group,
    );
    if (kept.length === 0) rmSync(PACT_FILE);
    else writeFileSync(PACT_FILE, JSON.stringify({ ...pact, interactions: kept }, null, 2) + "\n");
  }
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: "warn" });
}

/** The options argument of a generated function that sends it to pact's mock server. */
export const at = (mockServer: V3MockServer): RequestOptions => ({ baseURL: mockServer.url });

/** The ApiError a call rejects with (fails the test when it resolves or rejects otherwise). */
export async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    (value: unknown) => ({ resolved: value }),
    (error: unknown) => ({ rejected: error }),
  );
  if (!("rejected" in outcome))
    throw new Error(`expected a rejection, got ${JSON.stringify(outcome.resolved)}`);
  if (!(outcome.rejected instanceof ApiError)) throw outcome.rejected;
  return outcome.rejected;
}

// ── sessions ────────────────────────────────────────────────────────────────────────────────

/** The seeded creator (user 1001) as the client stores them after sign-in. */
export const CREATOR: SessionUser = {
  user_id: FIXTURES.creator.user_id,
  verify_session: FIXTURES.creator.verify_session,
  user_name: "PixelForge",
  user_url: "",
  email: FIXTURES.creator.email,
};

/** The seeded reader (user 1002) as the client stores them after sign-in. */
export const READER: SessionUser = {
  user_id: FIXTURES.reader.user_id,
  verify_session: FIXTURES.reader.verify_session,
  user_name: "书页漫游者",
  user_url: "",
  email: FIXTURES.reader.email,
};

/** Stores the user record the way sign-in does; the mutator then sends its session headers. */
export function signIn(user: SessionUser): void {
  session.setUser(user);
}

export function signOut(): void {
  session.clear();
}

/** The headers the mutator sends on every call; the session pair is matched by shape only. */
export function headersOf(user: SessionUser | null): Record<string, MatchersV3.V3RegexMatcher> {
  const language = regex(/^(en|zh-cn)$/, "en");
  if (!user) return { language };
  return {
    user_id: regex(/^[0-9]+$/, user.user_id),
    verify_session: regex(/^\S+$/, user.verify_session),
    language,
  };
}

// ── provider states: plain sentences naming data (mocks/provider-states/ seeds them) ───────

export { FIXTURES, given } from "@mocks/provider-states/sentences";

// ── interactions ───────────────────────────────────────────────────────────────────────────

export interface Expectation {
  operation: OperationId;
  /** What the test shows, "operationId: situation" by convention. */
  description: string;
  states?: string[];
  /** The user whose session headers the client sends (null: signed out). */
  as?: SessionUser | null;
  body: unknown;
  status?: number;
  /** The answer, with matchers; only the fields the app reads. */
  response: unknown;
}

/**
 * One interaction: POST to the operation's path with the client's headers and body, answered with
 * the given envelope. The examples are checked against the spec first (see the file header).
 */
export function expectCall(pact: PactV4, e: Expectation) {
  checkAgainstSpec(e);
  let interaction = pact.addInteraction();
  for (const state of e.states ?? []) interaction = interaction.given(state);
  const built = interaction
    .uponReceiving(e.description)
    .withRequest("POST", operations[e.operation].path, (request) => {
      request.headers(headersOf(e.as ?? null)).jsonBody(e.body);
    })
    .willRespondWith(e.status ?? 200, (response) => {
      response.jsonBody(e.response);
    });
  return {
    /** pact's executeTest, which then lets the mock server finish recording the request. */
    executeTest: <T>(test: (mockServer: V3MockServer) => Promise<T>) =>
      built.executeTest(async (mockServer) => {
        try {
          return await test(mockServer);
        } finally {
          await settle();
        }
      }),
  };
}

/**
 * pact's Rust mock server answers before it records the match, so a check right after the answer
 * can report "expected but not received" (pact-reference#535, pact-js#1835). A short pause closes
 * that window.
 */
const SETTLE_MS = 50;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** Envelope of a success; data holds only what the app reads (absent when it reads nothing). */
export const ok = (data?: unknown) => (data === undefined ? { code: 0 } : { code: 0, data });

/** Envelope of a result code the app reacts to; the app may show the server's message. */
export const fails = (code: number) => ({
  code,
  message: string("message in the request's language"),
});

/** An HTTP 400 ErrorEnvelope: the app rejects with its body and may show its message. */
export const badRequest = () => ({ code: integer(400), message: string("the server's reason") });

// ── spec checks ────────────────────────────────────────────────────────────────────────────

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const schemas = (spec as unknown as { components: { schemas: Record<string, JsonSchema> } })
  .components.schemas;

const deref = (schema: JsonSchema): JsonSchema =>
  schema.$ref ? deref(schemas[schema.$ref.split("/").pop()!] ?? {}) : schema;

/** Every variant of a schema (allOf parts merged, anyOf/oneOf alternatives kept apart). */
function variants(schema: JsonSchema): JsonSchema[] {
  const s = deref(schema);
  if (s.anyOf || s.oneOf) return (s.anyOf ?? s.oneOf ?? []).flatMap(variants);
  if (s.allOf) {
    const parts = s.allOf.flatMap(variants);
    return [
      {
        type: "object",
        properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<
          string,
          JsonSchema
        >,
        additionalProperties: parts.some((p) => p.additionalProperties === true) || undefined,
        items: parts.find((p) => p.items)?.items,
      },
    ];
  }
  return [s];
}

/** Field paths of an example that its schema does not declare. */
export function unknownFields(example: unknown, schema: JsonSchema, at = "$"): string[] {
  const options = variants(schema);
  let best: string[] | undefined;
  for (const option of options) {
    const found = unknownIn(example, option, at);
    if (found.length === 0) return [];
    if (!best || found.length < best.length) best = found;
  }
  return best ?? [];
}

function unknownIn(example: unknown, schema: JsonSchema, at: string): string[] {
  if (Array.isArray(example)) {
    return schema.items
      ? example.flatMap((item, i) => unknownFields(item, schema.items!, `${at}[${i}]`))
      : [];
  }
  if (example === null || typeof example !== "object") return [];
  if (schema.additionalProperties === true || (schema.additionalProperties && !schema.properties))
    return [];
  return Object.entries(example).flatMap(([key, value]) => {
    const property = schema.properties?.[key];
    return property ? unknownFields(value, property, `${at}.${key}`) : [`${at}.${key}`];
  });
}

function answerSchema(operation: OperationId, status: number): JsonSchema {
  const paths = (
    spec as unknown as { paths: Record<string, { post: { responses: Record<string, unknown> } }> }
  ).paths;
  const answer = paths[operations[operation].path]!.post.responses[String(status)] as
    { $ref?: string; content?: Record<string, { schema: JsonSchema }> } | undefined;
  if (!answer) throw new Error(`${operation} declares no HTTP ${status} answer in the spec.`);
  const resolved = answer.$ref
    ? ((spec as unknown as { components: { responses: Record<string, typeof answer> } }).components
        .responses[answer.$ref.split("/").pop()!] ?? answer)
    : answer;
  return resolved.content!["application/json"]!.schema;
}

function checkAgainstSpec(e: Expectation): void {
  const meta = operations[e.operation];
  const response = MatchersV3.reify(e.response) as { code?: number };
  const status = e.status ?? 200;
  let schema: JsonSchema;
  if (status === 200) {
    const codes: readonly number[] = meta.resultCodes;
    if (typeof response.code !== "number" || !codes.includes(response.code)) {
      throw new Error(
        `${e.description}: code ${response.code} is not among ${meta.operationId}'s result codes.`,
      );
    }
    // A success must come from a valid body; a refusal may answer a body that breaks a rule.
    const success = (meta.successCodes as readonly number[]).includes(response.code);
    const parsed = success
      ? operationSchemas[e.operation].body?.safeParse(MatchersV3.reify(e.body))
      : undefined;
    if (parsed && !parsed.success) {
      throw new Error(
        `${e.description}: the request example breaks the spec: ${parsed.error.message}`,
      );
    }
    // A success code answers the success envelope (the first branch of the 200 answer's oneOf),
    // any other code the ErrorEnvelope.
    const answer = answerSchema(e.operation, 200);
    schema = success
      ? (answer.oneOf?.[0] ?? answer)
      : { $ref: "#/components/schemas/ErrorEnvelope" };
  } else {
    schema = answerSchema(e.operation, status);
  }
  const unknown = unknownFields(response, schema);
  if (unknown.length > 0) {
    throw new Error(
      `${e.description}: the answer names fields the spec does not have: ${unknown.join(", ")}`,
    );
  }
}
