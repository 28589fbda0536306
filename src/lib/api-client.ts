/**
 * The one HTTP client (platform.md §6-§8). Every generated function calls apiRequest, which:
 * - sends credentials and the headers user_id, verify_session (from the session) and language;
 * - unwraps the envelope: a success code (0, or the operation's x-success-codes) → data; code 100
 *   ends the session; any other code → ApiError;
 * - turns HTTP 401/403 into an ended session, other HTTP failures into an ApiError carrying the
 *   response data, and a timeout, a network failure or a gateway's error header into their own
 *   kinds.
 * Provider-shaped operations (x-envelope: false: the console's model proxies and game service)
 * answer their own body untouched, and their 401/403 is that service refusing its key: an HTTP
 * error, never the end of the platform session.
 *
 * It speaks the browser's fetch (docs/decisions/0008): orval generates axios-style request configs
 * ({url, method, headers, data, signal, responseType}), which this mutator reads, but no HTTP
 * library ships with the pages that call the API.
 */
import { transport } from "@/generated/transport";
import { ApiError } from "./api-error";
import { endSession, session } from "./session";
import { getLanguage } from "./language";
import { backendReady } from "./backend-ready";

export const DEFAULT_TIMEOUT_MS = 15_000;
/** A gateway in front of the API reports its own refusals in this header (URI-encoded text). */
export const GATEWAY_ERROR_HEADER = "x-gateway-error";

/** What a generated function hands the mutator (the shape orval writes for its axios client). */
export interface RequestConfig {
  url: string;
  method: string;
  headers?: Record<string, string>;
  data?: unknown;
  params?: Record<string, unknown>;
  signal?: AbortSignal;
  responseType?: "json" | "blob" | "text";
}

/** Per-call options: the second parameter of every generated function. */
export interface RequestOptions {
  /** Origin (and path prefix) to send to; the app's own origin when absent. */
  baseURL?: string;
  /** Deadline in milliseconds (default DEFAULT_TIMEOUT_MS; 0 for none). */
  timeout?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === "object" && body !== null && typeof (body as Envelope).code === "number";

/**
 * What a generated function resolves with: the success envelope's data, or the provider's own
 * body. A 200 answer is typed as `Success | ErrorEnvelope`; the error member (code: number) is
 * dropped, since the mutator rejects it, and the success member (code: a literal) gives its data.
 */
export type Unwrapped<T> = T extends { code: infer C; message: unknown; data?: infer D }
  ? number extends C
    ? never
    : D
  : T;

// orval reads these two names from the mutator file to type errors and bodies.
export type ErrorType<_Error> = ApiError;
export type BodyType<Body> = Body;

const byPath = new Map(Object.entries(transport));

export async function apiRequest<T>(
  config: RequestConfig,
  options?: RequestOptions,
): Promise<Unwrapped<T>> {
  const [operation = config.url, answer] = byPath.get(config.url) ?? [];
  // A mock runtime still starting holds the call; the deadline starts once it leaves (in
  // production, and in node scripts, nothing holds it).
  await backendReady();
  const enveloped = answer !== false;
  const deadline = withDeadline(
    options?.timeout ?? DEFAULT_TIMEOUT_MS,
    options?.signal ?? config.signal,
  );
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(urlOf(config, options), {
      method: config.method,
      headers: headersOf(config, options),
      body: bodyOf(config.data),
      credentials: "include",
      signal: deadline.signal,
    });
    body = await readBody(response, config.responseType);
  } catch (error) {
    if (deadline.timedOut()) throw new ApiError({ kind: "timeout", operation });
    if (deadline.signal.aborted) throw new ApiError({ kind: "cancelled", operation });
    throw new ApiError({ kind: "network", operation, serverMessage: String(error) });
  } finally {
    deadline.clear();
  }

  const gatewayError = gatewayMessage(response);
  if (gatewayError !== undefined) {
    throw new ApiError({
      kind: "gateway",
      operation,
      status: response.status,
      serverMessage: gatewayError,
    });
  }
  if (!response.ok) throw httpError(response.status, body, operation, enveloped);
  // A success whose body should be JSON and is not (cut off, an HTML page): not an answer.
  if (typeof body === "string" && (config.responseType ?? "json") === "json") {
    throw new ApiError({ kind: "http", operation, status: response.status, data: body });
  }
  if (!enveloped) return body as Unwrapped<T>;
  if (!isEnvelope(body)) {
    throw new ApiError({ kind: "http", operation, status: response.status, data: body });
  }
  // 0, or a further success code the operation declares (x-success-codes: complaint's 1502).
  if (body.code === 0 || answer?.includes(body.code)) return body.data as Unwrapped<T>;
  if (body.code === 100) {
    endSession();
    throw new ApiError({ kind: "session", operation, code: 100, serverMessage: body.message });
  }
  throw new ApiError({
    kind: "result",
    operation,
    code: body.code,
    serverMessage: body.message,
    data: body.data,
  });
}

/**
 * The origin the client calls when a call names no baseURL (the app's own): where a pasted
 * example of the API (the token document's curl samples) must send its requests.
 */
export function apiOrigin(): string {
  // Stryker disable next-line OptionalChaining,StringLiteral: outside a browser only (node scripts)
  return new URL(globalThis.location?.href ?? "http://localhost/").origin;
}

function urlOf(config: RequestConfig, options: RequestOptions | undefined): string {
  // Stryker disable next-line OptionalChaining,StringLiteral: outside a browser only (node scripts; the contract tests pass a baseURL)
  const base = options?.baseURL ?? globalThis.location?.href ?? "http://localhost/";
  const url = new URL(
    options?.baseURL ? options.baseURL.replace(/\/$/, "") + config.url : config.url,
    base,
  );
  for (const [name, value] of Object.entries(config.params ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.append(name, String(value));
  }
  return url.href;
}

function headersOf(config: RequestConfig, options: RequestOptions | undefined): Headers {
  const headers = new Headers({ ...config.headers, ...options?.headers });
  // The browser writes a multipart body's content type itself, with its boundary.
  if (config.data instanceof FormData) headers.delete("content-type");
  const user = session.getUser();
  headers.set("user_id", user?.user_id ?? "");
  headers.set("verify_session", user?.verify_session ?? "");
  headers.set("language", getLanguage());
  return headers;
}

function bodyOf(data: unknown): BodyInit | undefined {
  // Stryker disable next-line ConditionalExpression: JSON.stringify(undefined) is undefined too
  if (data === undefined) return undefined;
  if (data instanceof FormData || data instanceof Blob || typeof data === "string") return data;
  return JSON.stringify(data);
}

/** The answer's body: a Blob when asked for, else parsed JSON, else its text (undefined if empty). */
async function readBody(response: Response, responseType: RequestConfig["responseType"]) {
  if (responseType === "blob" && response.ok) return response.blob();
  const text = await response.text();
  if (text === "") return undefined;
  if (responseType === "text") return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function httpError(
  status: number,
  data: unknown,
  operation: string,
  platformSession: boolean,
): ApiError {
  const serverMessage = isEnvelope(data) ? data.message : undefined;
  if (platformSession && (status === 401 || status === 403)) {
    endSession();
    return new ApiError({ kind: "session", operation, status, serverMessage, data });
  }
  return new ApiError({ kind: "http", operation, status, serverMessage, data });
}

/** The call's own deadline, which also follows the caller's abort signal. */
function withDeadline(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let expired = false;
  const timer =
    timeoutMs > 0 ? setTimeout(() => ((expired = true), controller.abort()), timeoutMs) : undefined;
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener("abort", onCallerAbort);
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", onCallerAbort);
    },
  };
}

function gatewayMessage(response: Response): string | undefined {
  const raw = response.headers.get(GATEWAY_ERROR_HEADER);
  if (raw === null || raw === "") return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
