/**
 * The one error type every call rejects with (registered as TanStack Query's default error).
 * kind tells the UI which message family applies:
 * - result: a non-zero result code other than 100 (code and the server's message);
 * - session: the session ended (code 100, HTTP 401 or 403); the user is already on the way to sign-in;
 * - http: any other HTTP failure (status, and the response data when there is some);
 * - timeout / network: no answer in time / no answer at all;
 * - gateway: a gateway rejected the request with its own message header;
 * - cancelled: the caller aborted the request.
 */
export type ApiErrorKind =
  "result" | "session" | "http" | "timeout" | "network" | "gateway" | "cancelled";

export interface ApiErrorInit {
  kind: ApiErrorKind;
  operation: string;
  code?: number;
  status?: number;
  serverMessage?: string;
  data?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** operationId of the failed call (or its URL when the spec does not know it). */
  readonly operation: string;
  readonly code: number | undefined;
  readonly status: number | undefined;
  /** The server's (or gateway's) own message, in the request's language. */
  readonly serverMessage: string | undefined;
  /** The response body of an HTTP failure, or the envelope's data of a result-code failure. */
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(
      `${init.operation}: ${init.kind}` +
        (init.code !== undefined ? ` code ${init.code}` : "") +
        (init.status !== undefined ? ` HTTP ${init.status}` : "") +
        (init.serverMessage ? ` — ${init.serverMessage}` : ""),
    );
    this.name = "ApiError";
    this.kind = init.kind;
    this.operation = init.operation;
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.data = init.data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** True when the error is this result code. */
export const hasResultCode = (error: unknown, code: number): boolean =>
  isApiError(error) && error.code === code;

/** The call failed because the session ended: the app signs out and sends the user to sign-in. */
export const isSessionEnded = (error: unknown): boolean =>
  isApiError(error) && error.kind === "session";

/**
 * A failure with nothing to tell the user where the call was made: the call was cancelled on
 * purpose, or the session ended (sign-in says so, session-ended notice).
 */
export const isToldElsewhere = (error: unknown): boolean =>
  isSessionEnded(error) || (isApiError(error) && error.kind === "cancelled");

/**
 * Whether the server refused the request (an HTTP 4xx, or a result code): an answer about the
 * thing asked for (e.g. a draft of another user: "not found" for the reader), not a failure to
 * answer. Timeouts, network failures, 5xx, gateways and answers the app could not read (a 2xx that
 * is not an envelope) are failures, for which a page offers Retry.
 */
export function isRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === "result") return true;
  return (
    // Stryker disable next-line ConditionalExpression: the undefined check is for the type checker; undefined >= 400 is false anyway.
    error.kind === "http" && error.status !== undefined && error.status >= 400 && error.status < 500
  );
}
