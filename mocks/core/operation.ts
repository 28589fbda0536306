/**
 * defineOperation: the one wrapper around every mock handler, in every runtime. In order it
 * 1. resolves due audits, applies an armed QA fault (code, HTTP status, delay or offline);
 * 2. parses and validates the JSON body against the spec's zod schema, lengths in graphemes
 *    (body-lengths.ts; HTTP 400 when invalid, unless the operation answers rule breaks with its
 *    own result codes);
 * 3. resolves the session from the user_id / verify_session headers (code 100 when the operation
 *    needs one and it is not live);
 * 4. runs the resolver and answers the envelope, validating it against the spec: a success must
 *    match the operation's success envelope (with code 0 or one of its x-success-codes) and a
 *    failure code must be in its x-result-codes and not a success code, so the
 *    mock cannot drift from the contract — a violation answers HTTP 500 and is logged loudly.
 *
 * The wrapper reads a request through an OperationCall and answers an OperationReply (a JSON text
 * and its status, or a fetch Response for the rare answers that are not JSON). MSW's handler makes
 * them from and into fetch objects; the standalone server calls the same wrapper from node's
 * request directly, without MSW's request machinery (docs/decisions/0095-mock-server-load.md).
 */
import { HttpResponse, delay, type HttpHandler } from "msw";
import type { z } from "zod";
import { operations, type OperationId } from "@/generated/operations";
import { operationSchemas } from "@/generated/schemas";
import type { SessionRecord, UserRecord } from "../db/accounts";
import type { Db } from "../db";
import { faultClientOf, formatOutcome, type Outcome } from "./faults";
import { getState, logRequest, type MockState } from "./state";
import { languageOf, messageFor, type HeaderReader } from "./messages";
import { resolveAudits } from "./audits";
import { parseBody } from "./body-lengths";
import { PathHandler } from "./path-handler";

type Schemas = typeof operationSchemas;
type Infer<S> = S extends z.ZodType ? z.infer<S> : unknown;

export type BodyOf<Id extends OperationId> = Infer<Schemas[Id]["body"]>;
export type DataOf<Id extends OperationId> =
  Infer<Schemas[Id]["response"]> extends { data: infer D } ? D : unknown;

export type Answer<Id extends OperationId> =
  | { data: DataOf<Id>; code?: number }
  | { code: number; message?: string }
  | { status: number; message: string }
  | { response: Response };

export const ok = <D>(data: D) => ({ data });
/** A success with a further success code the operation declares (x-success-codes: complaint's 1502). */
export const okWith = <D>(code: number, data: D) => ({ code, data });
/** A non-zero result code from the operation's list; the message defaults to the server's text. */
export const fail = (code: number, message?: string) => ({ code, message });
/** An HTTP 400 with an ErrorEnvelope, for refusals the code catalogue has no code for. */
export const badRequest = (message: string) => ({ status: 400, message });

export interface OperationContext<Id extends OperationId> {
  body: BodyOf<Id>;
  /** Schema issues of the body, when the operation validates rule breaks itself. */
  bodyIssues: string[];
  user: UserRecord | null;
  session: SessionRecord | null;
  state: MockState;
  db: Db;
  /** The request as a fetch Request (its URL, its headers); the server makes it on first use. */
  request: Request;
  language: "en" | "zh-cn";
  now: number;
}

export interface OperationOptions {
  /**
   * "strict" (default): an invalid body answers HTTP 400 before the resolver runs.
   * "resolver": the resolver gets the body and its issues and answers the spec's result codes for
   * rule breaks (display name, e-mail, password); it must not answer success while issues remain.
   */
  bodyValidation?: "strict" | "resolver";
  /** Reads never call onChange (the browser runtime persists only after writes). */
  readOnly?: boolean;
}

export type Resolver<Id extends OperationId> = (
  ctx: OperationContext<Id>,
) => Answer<Id> | Promise<Answer<Id>>;

/** What the wrapper reads of a request: MSW's fetch Request, or the standalone server's node request. */
export interface OperationCall {
  headers: HeaderReader;
  /** Whether the body is JSON by its content type. */
  readonly sendsJson: boolean;
  /** The body's JSON value (asked only when sendsJson); rejects when it is not valid JSON. */
  json(): Promise<unknown>;
  /** The fetch Request the resolvers see. */
  readonly request: Request;
}

/** A JSON answer: its text and status (Content-Type application/json, Content-Length its bytes). */
export interface JsonReply {
  status: number;
  text: string;
}

/** An operation's answer: JSON, or a fetch Response (a network failure, a garbled body, files). */
export type OperationReply = JsonReply | Response;

export const jsonReply = (body: unknown, status = 200): JsonReply => ({
  status,
  text: JSON.stringify(body),
});

export class SpecViolation extends Error {
  override name = "SpecViolation";
}

/**
 * Due audits are judged on requests, at most once per AUDIT_SCAN_MS of the mock's clock: the scan
 * walks every pending item, which a hot list must not pay for on every call. Advancing the clock
 * (QA, tests) past the interval triggers it as usual.
 */
const AUDIT_SCAN_MS = 500;
const lastAuditScan = new WeakMap<MockState, number>();
function resolveDueAudits(state: MockState): void {
  const now = state.now();
  if (now - (lastAuditScan.get(state) ?? Number.NEGATIVE_INFINITY) < AUDIT_SCAN_MS) return;
  lastAuditScan.set(state, now);
  if (resolveAudits(state, { dueOnly: true }) > 0) state.onChange?.();
}

const envelope = (code: number, message: string, data: unknown) => ({ code, message, data });

/**
 * An error answer in the operation's own shape: the envelope, or for a provider-shaped operation
 * (x-envelope: false: the console's model proxies and ComfyUI) the ProviderError the spec gives
 * its 4XX/5XX answers.
 */
function errorAnswer(id: OperationId, status: number, message: string): JsonReply {
  return operations[id].envelope
    ? jsonReply(envelope(status, message, null), status)
    : jsonReply(
        { error: { message, type: status >= 500 ? "server_error" : "invalid_request_error" } },
        status,
      );
}

export function findSession(
  state: MockState,
  request: { headers: HeaderReader },
): { user: UserRecord; session: SessionRecord } | null {
  const userId = request.headers.get("user_id");
  const token = request.headers.get("verify_session");
  if (!userId || !token) return null;
  return liveSession(state, userId, token);
}

export function liveSession(state: MockState, userId: string, token: string) {
  const session = state.db.sessions.findFirst((q) => q.where({ token }));
  if (!session || session.ended || session.user_id !== userId) return null;
  const user = state.db.users.findFirst((q) => q.where({ user_id: userId }));
  return user ? { user, session } : null;
}

const simulatedStatus = (status: number, language: "en" | "zh-cn") =>
  language === "zh-cn" ? `模拟的 HTTP ${status} 错误` : `Simulated HTTP ${status}`;

function faultResponse(
  outcome: Outcome,
  id: OperationId,
  language: "en" | "zh-cn",
): OperationReply | undefined {
  switch (outcome.kind) {
    case "offline":
      return HttpResponse.error();
    case "status":
      // In the request's language, like the server's other messages (shown where a spec place
      // shows the server's refusal: src/lib/error-message.ts refusalMessage).
      return errorAnswer(id, outcome.status, simulatedStatus(outcome.status, language));
    case "code":
      return operations[id].envelope
        ? jsonReply(
            // A further success code (complaint's 1502) comes in the success envelope (empty data).
            envelope(
              outcome.code,
              messageFor(outcome.code, language),
              (operations[id].successCodes as readonly number[]).includes(outcome.code) ? {} : null,
            ),
          )
        : undefined;
    case "malformed":
      // JSON, but not an answer the spec allows (no envelope, no provider body).
      return jsonReply({ unexpected: [1, 2, 3] });
    case "garbled":
      // A 200 whose body is not JSON (cut off mid-way).
      return new HttpResponse('{"code":0,"data":{"items":[', {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    case "delay":
      return undefined;
    default:
      return undefined;
  }
}

function issuesOf(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
}

/** An operation's MSW handler; the standalone server calls its `answer` directly. */
export class OperationHandler extends PathHandler {
  constructor(
    readonly operationId: OperationId,
    readonly answer: (call: OperationCall) => Promise<OperationReply>,
  ) {
    // A PathHandler: MSW turns away other operations' requests cheaply (decision 0083).
    super("POST", operations[operationId].path, async ({ request }) =>
      fetchResponse(await answer(fetchCall(request))),
    );
  }
}

/** An OperationCall over MSW's fetch Request. */
const fetchCall = (request: Request): OperationCall => ({
  headers: request.headers,
  sendsJson: request.headers.get("content-type")?.includes("application/json") ?? false,
  json: () => request.json(),
  request,
});

export const isJsonReply = (reply: OperationReply): reply is JsonReply =>
  typeof reply.text === "string";

/**
 * A reply as MSW's answer: JSON as HttpResponse.json would send it, its Content-Length counted
 * without HttpResponse.json's Blob (docs/decisions/0083-copy-on-write-sandboxes.md).
 */
export function fetchResponse(reply: OperationReply): Response {
  if (!isJsonReply(reply)) return reply;
  return new HttpResponse(reply.text, {
    status: reply.status,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": String(utf8Length(reply.text)),
    },
  });
}

export function defineOperation<Id extends OperationId>(
  id: Id,
  resolver: Resolver<Id>,
  options: OperationOptions = {},
): HttpHandler {
  const meta = operations[id];
  const schemas = operationSchemas[id] as { body?: z.ZodType; success?: z.ZodType };
  return new OperationHandler(id, async (call) => {
    const state = getState();
    const started = state.now();
    const language = languageOf(call);
    const log = (status: number, code?: number, fault?: Outcome) =>
      logRequest(state, {
        at: started,
        operation: id,
        status,
        code,
        fault: fault && formatOutcome(fault),
        ms: state.now() - started,
      });

    resolveDueAudits(state);
    if (state.config.latencyMs > 0) await delay(state.config.latencyMs);

    const fault = state.faults.take(id, faultClientOf(call.headers));
    if (fault?.kind === "delay") await delay(fault.ms);
    const faulted = fault && faultResponse(fault, id, language);
    if (faulted) {
      log(faulted.status, fault.kind === "code" ? fault.code : undefined, fault);
      return faulted;
    }

    let raw: unknown = {};
    if (call.sendsJson) {
      try {
        raw = await call.json();
      } catch {
        log(400);
        return errorAnswer(id, 400, "The body is not valid JSON.");
      }
    }
    let bodyIssues: string[] = [];
    if (schemas.body) {
      const parsed = parseBody(schemas.body, raw);
      if (parsed.ok) raw = parsed.data;
      else bodyIssues = issuesOf(parsed.issues);
    }
    if (bodyIssues.length > 0 && options.bodyValidation !== "resolver") {
      log(400);
      return errorAnswer(id, 400, bodyIssues.join("; "));
    }

    const found = findSession(state, call);
    if (meta.session && !found) {
      log(200, 100);
      return jsonReply(envelope(100, messageFor(100, language), null));
    }

    const answer = await resolver({
      body: raw as BodyOf<Id>,
      bodyIssues,
      user: found?.user ?? null,
      session: found?.session ?? null,
      state,
      db: state.db,
      get request() {
        return call.request;
      },
      language,
      now: state.now(),
    });

    try {
      const response = toResponse(id, answer, language, schemas.success, bodyIssues);
      log(
        response.status,
        "code" in answer ? answer.code : response.status === 200 ? 0 : undefined,
        fault,
      );
      // Failure codes may change state too (a counted sign-in failure, a recorded report).
      if (!options.readOnly && response.status === 200) state.onChange?.();
      return response;
    } catch (error) {
      // Loud in every runtime: the console, the request log, and an HTTP 500 the app shows.
      console.error(error);
      log(500);
      return jsonReply(envelope(500, String(error), null), 500);
    }
  });
}

function toResponse<Id extends OperationId>(
  id: Id,
  answer: Answer<Id>,
  language: "en" | "zh-cn",
  responseSchema: z.ZodType | undefined,
  bodyIssues: string[],
): OperationReply {
  const meta = operations[id];
  if ("response" in answer) return answer.response;
  if ("status" in answer) {
    return jsonReply(envelope(answer.status, answer.message, null), answer.status);
  }
  const successCodes: readonly number[] = meta.successCodes;
  const successCode = "code" in answer && answer.code !== undefined ? answer.code : 0;
  if ("code" in answer && !("data" in answer)) {
    const codes: readonly number[] = meta.resultCodes;
    if (successCodes.includes(answer.code) || !codes.includes(answer.code)) {
      throw new SpecViolation(
        `${id} answered code ${answer.code}, which is not in its x-result-codes [${codes.join(", ")}].`,
      );
    }
    return jsonReply(
      envelope(answer.code, answer.message ?? messageFor(answer.code, language), null),
    );
  }
  if (bodyIssues.length > 0) {
    throw new SpecViolation(`${id} answered success for an invalid body: ${bodyIssues.join("; ")}`);
  }
  if (!successCodes.includes(successCode)) {
    throw new SpecViolation(
      `${id} answered data with code ${successCode}, which is not in its x-success-codes.`,
    );
  }
  const body = meta.envelope
    ? envelope(successCode, messageFor(successCode, language), answer.data)
    : answer.data;
  // The success envelope alone: the error branch of the answer's oneOf would accept any object.
  if (responseSchema) {
    const checked = responseSchema.safeParse(body);
    if (!checked.success) {
      throw new SpecViolation(
        `${id} answer violates the spec: ${issuesOf(checked.error.issues).join("; ")}`,
      );
    }
  }
  return jsonReply(body);
}

const nodeBuffer = (
  globalThis as { Buffer?: { byteLength(text: string, encoding: "utf8"): number } }
).Buffer;
const encoder = new TextEncoder();

/** The UTF-8 length of a text (node counts it without encoding; the browser encodes it). */
export const utf8Length = (text: string): number =>
  nodeBuffer ? nodeBuffer.byteLength(text, "utf8") : encoder.encode(text).length;
