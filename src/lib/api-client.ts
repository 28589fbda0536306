/**
 * The one HTTP client (platform.md §6-§8). Every generated function calls apiRequest, which:
 * - sends credentials and the headers user_id, verify_session (from the session) and language;
 * - unwraps the envelope: a success code (0, or the operation's x-success-codes) → data; code 100
 *   ends the session; any other code → ApiError;
 * - turns HTTP 401/403 into an ended session, HTTP 400 into an ApiError carrying the response data,
 *   other statuses into an ApiError with the data or a generic failure, and a timeout, a network
 *   failure or a gateway's error header into their own kinds.
 * Provider-shaped operations (x-envelope: false) answer their own body untouched.
 */
import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from "axios";
import { operations, type OperationMeta } from "@/generated/operations";
import { ApiError } from "./api-error";
import { endSession, session } from "./session";
import { getLanguage } from "./language";

export const DEFAULT_TIMEOUT_MS = 15_000;
/** A gateway in front of the API reports its own refusals in this header (URI-encoded text). */
export const GATEWAY_ERROR_HEADER = "x-gateway-error";

const byPath = new Map<string, OperationMeta>(
  Object.values(operations).map((op: OperationMeta) => [op.path, op]),
);

export const http = axios.create({ withCredentials: true });

http.interceptors.request.use((config) => {
  const user = session.getUser();
  config.headers.set("user_id", user?.user_id ?? "");
  config.headers.set("verify_session", user?.verify_session ?? "");
  config.headers.set("language", getLanguage());
  return config;
});

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

export async function apiRequest<T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<Unwrapped<T>> {
  const meta = byPath.get(config.url ?? "");
  const operation = meta?.operationId ?? config.url ?? "unknown";
  const { timeout = DEFAULT_TIMEOUT_MS, ...rest } = { ...config, ...options };
  const deadline = withDeadline(timeout, options?.signal ?? config.signal);
  let response: AxiosResponse;
  try {
    response = await http.request({
      ...rest,
      signal: deadline.signal,
      headers: { ...config.headers, ...options?.headers },
    });
  } catch (error) {
    throw deadline.timedOut()
      ? new ApiError({ kind: "timeout", operation })
      : toApiError(error, operation);
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
  if (meta && !meta.envelope) return response.data as Unwrapped<T>;
  const body: unknown = response.data;
  if (!isEnvelope(body)) {
    throw new ApiError({ kind: "http", operation, status: response.status, data: body });
  }
  // 0, or a further success code the operation declares (x-success-codes: complaint's 1502).
  if (body.code === 0 || meta?.successCodes.includes(body.code)) return body.data as Unwrapped<T>;
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
 * The call's own deadline: adapters differ in how (and whether) they honour axios' timeout, so
 * the mutator aborts the request itself, and still honours the caller's abort signal.
 */
function withDeadline(timeoutMs: number, callerSignal: AxiosRequestConfig["signal"]) {
  const controller = new AbortController();
  let expired = false;
  const timer =
    timeoutMs > 0 ? setTimeout(() => ((expired = true), controller.abort()), timeoutMs) : undefined;
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener?.("abort", onCallerAbort);
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener?.("abort", onCallerAbort);
    },
  };
}

function gatewayMessage(response: Pick<AxiosResponse, "headers"> | undefined): string | undefined {
  const raw: unknown = response?.headers?.[GATEWAY_ERROR_HEADER];
  if (typeof raw !== "string" || raw === "") return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function toApiError(error: unknown, operation: string): ApiError {
  if (axios.isCancel(error)) return new ApiError({ kind: "cancelled", operation });
  if (!(error instanceof AxiosError)) {
    return new ApiError({ kind: "network", operation, serverMessage: String(error) });
  }
  const { response } = error;
  if (!response) {
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    return new ApiError({ kind: timedOut ? "timeout" : "network", operation });
  }
  const gatewayError = gatewayMessage(response);
  if (gatewayError !== undefined) {
    return new ApiError({
      kind: "gateway",
      operation,
      status: response.status,
      serverMessage: gatewayError,
    });
  }
  const { status, data } = response;
  const serverMessage = isEnvelope(data) ? data.message : undefined;
  if (status === 401 || status === 403) {
    endSession();
    return new ApiError({ kind: "session", operation, status, serverMessage, data });
  }
  return new ApiError({ kind: "http", operation, status, serverMessage, data });
}
