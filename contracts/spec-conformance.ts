/**
 * `npm run contracts:conformance`: the traffic of the contract checked by a validator that does not
 * share code with the generated client (Ajv's JSON Schema 2020-12 build over the bundled OpenAPI 3.1
 * spec, not the zod schemas generated from it). It fails on any request or response violation in:
 *
 * 1. the pact: every interaction's request as the consumer wrote it (its body; its headers: each
 *    one the operation declares as a parameter or names in a security scheme, the required ones
 *    present, every value of the parameter's schema; and one of the operation's security
 *    requirements met), and its response (status, body) as a partial answer: the pact promises
 *    only the fields the app reads, so here `required` is waived, while every field it names must
 *    have the spec's type and values. A negative interaction (contracts/negative-cases.ts) breaks
 *    its request on purpose: what it breaks is listed apart, and it fails only when it breaks
 *    nothing (a stale mark) or its answer is not one the spec declares;
 * 2. the mock server's own answers to the pact: each interaction is replayed against the
 *    standalone mock server (`tsx mocks/server.ts`, started as `npm run mock:server` starts it) after
 *    its provider states, and the real answer is validated;
 * 3. one answer for each result code of every operation the mock serves: the code is armed as a QA
 *    fault on the server and the operation is called with its pact request;
 * 4. a body that is not JSON, which every operation answers with HTTP 400 and the ErrorEnvelope.
 *
 * Besides the schemas it checks what the schemas cannot: a 200 answer's code is one of the
 * operation's x-result-codes, and the success envelope comes only with a success code.
 * With PACT_PROVIDER_BASE_URL set, parts 2 and 4 run against that server instead (it must offer
 * the provider-state endpoint, as for `npm run contracts:verify`); part 3 needs the mock's QA
 * faults and runs only against the mock server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { operations, type OperationMeta } from "@/generated/operations";
import { negativeReason } from "./negative-cases";

/** Groups the mock backend does not serve yet (as in contracts/coverage.ts). */
const NOT_SERVED_GROUPS = new Set<string>();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const spec = JSON.parse(readFileSync(path.join(root, "src/generated/openapi.json"), "utf8")) as {
  paths: Record<string, Record<string, unknown>>;
  security?: SecurityRequirement[];
  components: {
    parameters?: Record<string, Parameter>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
};
const pact = JSON.parse(
  readFileSync(path.join(root, "contracts/pacts/gamecraft-web-gamecraft-api.json"), "utf8"),
) as { interactions: Interaction[] };

type SecurityRequirement = Record<string, string[]>;
interface SecurityScheme {
  type: string;
  in?: string;
  name?: string;
  scheme?: string;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
}

interface Interaction {
  description: string;
  comments?: Record<string, unknown>;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: {
    method: string;
    path: string;
    headers?: Record<string, string[]>;
    body?: {
      content?: unknown;
      contentType?: string;
      encoded?: string | boolean;
    };
  };
  response: {
    status: number;
    headers?: Record<string, string[]>;
    body?: {
      content?: unknown;
      contentType?: string;
      encoded?: string | boolean;
    };
  };
}

// ── the validator ───────────────────────────────────────────────────────────────────────────
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec, "spec");
/** The same spec with every `required` waived, for the pact's partial answers. */
const partial = new Ajv2020({ strict: false, allErrors: true });
addFormats(partial);
partial.addSchema(
  JSON.parse(JSON.stringify(spec), (key, value: unknown) =>
    key === "required" && Array.isArray(value) ? undefined : value,
  ),
  "spec",
);

const pointer = (...parts: string[]) =>
  "spec#/" + parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
const compiled = new Map<string, ValidateFunction | null>();
let mode: "strict" | "partial" = "strict";
function validatorAt(ref: string): ValidateFunction | null {
  const key = `${mode} ${ref}`;
  if (!compiled.has(key))
    compiled.set(key, (mode === "strict" ? ajv : partial).getSchema(ref) ?? null);
  return compiled.get(key)!;
}

const byPath = new Map<string, OperationMeta>(
  Object.values(operations).map((op: OperationMeta) => [op.path, op]),
);
const failures: string[] = [];
/** What the negative interactions break on purpose (reported apart, not failures). */
const negatives: string[] = [];
let checks = 0;

function check(where: string, ref: string, value: unknown): void {
  checks++;
  const validate = validatorAt(ref);
  if (!validate) {
    failures.push(`${where}: the spec has nothing at ${ref}`);
    return;
  }
  if (!validate(value)) {
    const errors = (validate.errors ?? [])
      .slice(0, 4)
      .map((e) => `${e.instancePath || "(root)"} ${e.message}`)
      .join("; ");
    failures.push(`${where}: ${errors}`);
  }
}

/** The media types of an operation's request body in the spec. */
const requestTypes = (op: OperationMeta) =>
  Object.keys(
    (spec.paths[op.path]?.[op.method] as { requestBody?: { content?: object } })?.requestBody
      ?.content ?? {},
  );

function checkRequest(where: string, op: OperationMeta, body: unknown): void {
  // A multipart upload (createTranscription) is written as bytes; its JSON Schema reads fields.
  if (!requestTypes(op).includes("application/json")) return;
  check(
    `${where} request`,
    pointer("paths", op.path, op.method, "requestBody", "content", "application/json", "schema"),
    body,
  );
}

/** The spec's answer for a status: its own entry, or its class ("4XX") when it has none. */
function statusKey(op: OperationMeta, status: number): string {
  const responses =
    (
      spec.paths[op.path]?.[op.method] as {
        responses?: Record<string, unknown>;
      }
    )?.responses ?? {};
  return String(status) in responses ? String(status) : `${String(status)[0]}XX`;
}

/** A non-JSON answer (createSpeech's audio): its status and media type must be the spec's. */
function checkMediaType(where: string, op: OperationMeta, status: number, type: string): void {
  checks++;
  const content = (
    spec.paths[op.path]?.[op.method] as {
      responses?: Record<string, { content?: Record<string, unknown> }>;
    }
  )?.responses?.[statusKey(op, status)]?.content;
  const mediaType = type.split(";")[0]!.trim().toLowerCase();
  if (!content || !(mediaType in content)) {
    failures.push(
      `${where}: HTTP ${status} ${mediaType} is not a documented answer of ${op.operationId}`,
    );
  }
}

/** Headers any request may carry without the spec naming them (HTTP's own). */
const STANDARD_HEADERS = new Set([
  "accept",
  "accept-encoding",
  "accept-language",
  "content-length",
  "content-type",
  "cookie",
  "host",
  "origin",
  "referer",
  "user-agent",
]);

/** The header a security scheme reads (lower-case), or undefined for one outside the headers. */
function schemeHeader(name: string): string | undefined {
  const scheme = spec.components.securitySchemes?.[name];
  if (scheme?.type === "apiKey" && scheme.in === "header") return scheme.name?.toLowerCase();
  if (scheme?.type === "http") return "authorization";
  return undefined;
}

/**
 * A request's headers against its operation: each declared (a header parameter or a security
 * scheme's header), the required parameters present with values of their schema, and one
 * security requirement met (every scheme of it present and not empty).
 */
function checkRequestHeaders(
  where: string,
  op: OperationMeta,
  raw: Record<string, string[]>,
): void {
  checks++;
  const headers = new Map(
    Object.entries(raw).map(([name, values]) => [name.toLowerCase(), values[0] ?? ""]),
  );
  const operation = spec.paths[op.path]?.[op.method] as {
    parameters?: Parameter[];
    security?: SecurityRequirement[];
  };
  const parameters = (operation.parameters ?? []).map((parameter, index) => {
    const target = parameter.$ref?.startsWith("#/components/parameters/")
      ? spec.components.parameters?.[parameter.$ref.split("/").pop()!]
      : parameter;
    const schema = parameter.$ref
      ? `spec${parameter.$ref}/schema`
      : pointer("paths", op.path, op.method, "parameters", String(index), "schema");
    return { ...target!, schema };
  });
  const requirements = operation.security ?? spec.security ?? [];
  const declared = new Set([
    ...parameters.filter((p) => p.in === "header").map((p) => p.name.toLowerCase()),
    ...requirements.flatMap((requirement) => Object.keys(requirement).map(schemeHeader)),
  ]);
  for (const name of headers.keys())
    if (!declared.has(name) && !STANDARD_HEADERS.has(name))
      failures.push(`${where} request: header ${name} is not declared by ${op.operationId}`);
  for (const parameter of parameters.filter((p) => p.in === "header")) {
    const value = headers.get(parameter.name.toLowerCase());
    if (value === undefined) {
      if (parameter.required)
        failures.push(`${where} request: the required header ${parameter.name} is missing`);
    } else check(`${where} request header ${parameter.name}`, parameter.schema, value);
  }
  const met = (requirement: SecurityRequirement) =>
    Object.keys(requirement).every((name) => {
      const header = schemeHeader(name);
      return header !== undefined && (headers.get(header) ?? "") !== "";
    });
  if (requirements.length > 0 && !requirements.some(met)) {
    const wanted = requirements
      .map((r) => Object.keys(r).map(schemeHeader).join(" + ") || "(none)")
      .join(" or ");
    failures.push(
      `${where} request: no security requirement of ${op.operationId} is met (${wanted})`,
    );
  }
}

function checkResponse(where: string, op: OperationMeta, status: number, body: unknown): void {
  const statusRef = pointer("paths", op.path, op.method, "responses", statusKey(op, status));
  if (
    !validatorAt(statusRef + "/content/application~1json/schema") &&
    !resolveResponseRef(op, status)
  ) {
    failures.push(`${where}: HTTP ${status} is not a documented answer of ${op.operationId}`);
    return;
  }
  check(
    `${where} response ${status}`,
    resolveResponseRef(op, status) ?? `${statusRef}/content/application~1json/schema`,
    body,
  );
  if (status === 200 && op.envelope) {
    const code = (body as { code?: unknown } | null)?.code;
    if (typeof code !== "number" || !op.resultCodes.includes(code)) {
      failures.push(
        `${where}: code ${String(code)} is not among ${op.operationId}'s x-result-codes`,
      );
    }
  }
}

/** A response given as $ref to components/responses: the schema inside it. */
function resolveResponseRef(op: OperationMeta, status: number): string | undefined {
  const answer = (
    spec.paths[op.path]?.[op.method] as {
      responses?: Record<string, { $ref?: string }>;
    }
  )?.responses?.[statusKey(op, status)];
  if (!answer?.$ref) return undefined;
  return `spec${answer.$ref}/content/application~1json/schema`;
}

// ── 1. the pact as written ──────────────────────────────────────────────────────────────────
for (const interaction of pact.interactions) {
  const op = byPath.get(interaction.request.path);
  if (!op) {
    failures.push(
      `pact "${interaction.description}": ${interaction.request.path} is not in the spec`,
    );
    continue;
  }
  const negative = negativeReason(interaction);
  const requestFailures = failures.length;
  checkRequest(`pact "${interaction.description}"`, op, interaction.request.body?.content ?? {});
  checkRequestHeaders(`pact "${interaction.description}"`, op, interaction.request.headers ?? {});
  if (negative) {
    const broken = failures.splice(requestFailures);
    if (broken.length === 0)
      failures.push(
        `pact "${interaction.description}" is marked negative (${negative}) but its request breaks nothing`,
      );
    else
      negatives.push(`"${interaction.description}" (${negative}):\n    ${broken.join("\n    ")}`);
  }
  const answerType = interaction.response.headers?.["Content-Type"]?.[0];
  if (answerType && !answerType.includes("json")) {
    checkMediaType(
      `pact "${interaction.description}"`,
      op,
      interaction.response.status,
      answerType,
    );
    continue;
  }
  mode = "partial";
  checkResponse(
    `pact "${interaction.description}"`,
    op,
    interaction.response.status,
    interaction.response.body?.content,
  );
  mode = "strict";
}

// ── 2-4. the server's own answers ───────────────────────────────────────────────────────────
const external = process.env.PACT_PROVIDER_BASE_URL;
let child: ChildProcess | undefined;
const base = external ?? (await startMockServer());
const statesUrl = process.env.PACT_PROVIDER_STATES_URL ?? `${base}/__mock/provider-states`;

try {
  for (const interaction of pact.interactions) {
    const op = byPath.get(interaction.request.path)!;
    await setUpStates(interaction);
    const { status, body, type } = await send(
      op,
      interaction.request.body?.content ?? {},
      headersOf(interaction),
      interaction,
    );
    if (type.includes("json"))
      checkResponse(`mock replay "${interaction.description}"`, op, status, body);
    else checkMediaType(`mock replay "${interaction.description}"`, op, status, type);
    if (status !== interaction.response.status) {
      failures.push(
        `mock replay "${interaction.description}": HTTP ${status}, the pact expects ${interaction.response.status}`,
      );
    }
  }

  const served = Object.values(operations).filter(
    (op: OperationMeta) =>
      !NOT_SERVED_GROUPS.has(op.group) && requestTypes(op).includes("application/json"),
  );
  for (const op of served) {
    const example = pact.interactions.find((i) => i.request.path === op.path);
    const headers = example ? headersOf(example) : {};
    for (const code of external || !op.envelope ? [] : op.resultCodes.filter((c) => c !== 0)) {
      if (example) await setUpStates(example);
      await post(`${base}/__mock/faults`, { operation: op.operationId, code });
      const { status, body } = await send(op, example?.request.body?.content ?? {}, headers);
      checkResponse(`mock ${op.operationId} armed with ${code}`, op, status, body);
      if ((body as { code?: unknown } | null)?.code !== code) {
        failures.push(
          `mock ${op.operationId} armed with ${code} answered code ${String((body as { code?: unknown })?.code)}`,
        );
      }
    }
    const malformed = await fetch(base + op.path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: "{not json",
    });
    const answer: unknown = await malformed.json().catch(() => undefined);
    if (malformed.status !== 400)
      failures.push(
        `mock ${op.operationId}: a body that is not JSON answered HTTP ${malformed.status}, not 400`,
      );
    else checkResponse(`mock ${op.operationId} malformed body`, op, 400, answer);
  }
} finally {
  child?.kill();
}

console.log(
  `spec conformance: ${checks} answers and requests checked against the spec with Ajv (JSON Schema 2020-12)`,
);
if (negatives.length > 0) {
  console.log(
    `${negatives.length} negative requests, which break the spec on purpose (their answers are checked):\n- ${negatives.join("\n- ")}`,
  );
}
if (failures.length > 0) {
  console.error(`${failures.length} violations:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`${checks} passed, 0 failed`);

// ── helpers ─────────────────────────────────────────────────────────────────────────────────
/** The pact request's headers, names lower-cased (send() sets content-type itself). */
function headersOf(interaction: Interaction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(interaction.request.headers ?? {})
      .map(([name, values]) => [name.toLowerCase(), values[0] ?? ""] as const)
      .filter(([name]) => name !== "content-type"),
  );
}

async function send(
  op: OperationMeta,
  body: unknown,
  headers: Record<string, string>,
  interaction?: Interaction,
) {
  // A multipart pact body is the request's bytes (base64) with its own content type.
  const raw = interaction?.request.body;
  const multipart = raw?.encoded && typeof raw.content === "string" && raw.contentType;
  const response = await fetch(base + op.path, {
    method: "POST",
    headers: {
      "content-type": multipart ? raw.contentType! : "application/json",
      ...headers,
    },
    body: multipart ? Buffer.from(raw.content as string, "base64") : JSON.stringify(body),
  });
  const type = response.headers.get("content-type") ?? "";
  return {
    status: response.status,
    type,
    body: (type.includes("json")
      ? await response.json().catch(() => undefined)
      : await response.arrayBuffer()) as unknown,
  };
}

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

async function setUpStates(interaction: Interaction): Promise<void> {
  const states = interaction.providerStates ?? [];
  if (!external) await fetch(base + "/__mock/faults", { method: "DELETE" });
  for (const [index, state] of states.entries()) {
    await post(`${statesUrl}${index === 0 ? "?reset=1" : ""}`, {
      state: state.name,
      params: state.params ?? {},
      action: "setup",
    });
  }
  if (states.length === 0 && !external) await post(`${base}/__mock/reset`, {});
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** The standalone mock server exactly as `npm run mock:server` starts it, on a free port. */
async function startMockServer(): Promise<string> {
  const port = await freePort();
  child = spawn(path.join(root, "node_modules/.bin/tsx"), ["mocks/server.ts"], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited: number | null = null;
  child.on("exit", (code) => (exited = code ?? 1));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited !== null)
      throw new Error(`The mock server exited with code ${exited} before it answered.`);
    try {
      const response = await fetch(`${url}/__mock`);
      if (response.ok || response.status < 500) return url;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The mock server did not start within 120 s.");
}
