/**
 * QA fault controls: one vocabulary in every runtime. An outcome is a result code from the
 * operation's own list in the spec, an HTTP status, a delay, a network failure, or a broken answer
 * (malformed: JSON the spec does not allow; garbled: a body that is not JSON), armed for the next N
 * calls of one operation. Text form (URL, panel, server, test helper):
 *   <operationId>:<outcome>[*<times>]  with outcome = 1315 | http503 | delay3000 | offline |
 *   malformed | garbled
 * e.g. `?mock=accountLogin:1315,complaint:1501*2`.
 *
 * The console's two WebSockets take faults under their own names (SOCKET_NAMES) with the socket
 * outcomes drop | delayMS | malformed | garbled | offline, and `error` for the image service
 * (mocks/ws/README.md): `?mock=groupChatSocket:drop,comfyUiSocket:delay2000`.
 *
 * On the standalone server several browsers share one registry: a fault armed with a client id
 * (the browser's gc_mock_client cookie, or an x-mock-client header) is taken only by requests
 * carrying the same id; a fault armed without one is taken by any caller (docs/decisions/0032).
 */
import { operations, type OperationId } from "@/generated/operations";

export type Outcome =
  | { kind: "code"; code: number }
  | { kind: "status"; status: number }
  | { kind: "delay"; ms: number }
  | { kind: "offline" }
  /** Sockets: close the connection instead of sending the next frame. */
  | { kind: "drop" }
  /** Sockets: send a JSON frame that matches no frame of the spec before the next frame. */
  | { kind: "malformed" }
  /** Sockets: send a text frame that is not JSON before the next frame. */
  | { kind: "garbled" }
  /** The image socket: the next render fails with execution_error. */
  | { kind: "error" };

/** The console's live connections, armed like operations (mocks/ws/). */
export const SOCKET_NAMES = ["groupChatSocket", "comfyUiSocket"] as const;
export type SocketName = (typeof SOCKET_NAMES)[number];

/**
 * The upload byte route (initUploadLsCos' upload_url, mocks/handlers/files.ts), armed like an
 * operation with an HTTP status, a delay or offline: `?mock=fileUpload:http500`.
 */
export const UPLOAD_TARGET = "fileUpload";
export type UploadTarget = typeof UPLOAD_TARGET;

/** What a fault is armed for: an operation of the spec, the upload route, or a console socket. */
export type FaultTarget = OperationId | SocketName | UploadTarget;

export interface FaultSpec {
  operation: FaultTarget;
  outcome: Outcome;
  times: number;
}

export interface ArmedFault extends FaultSpec {
  remaining: number;
  /** The caller it was armed for; absent: every caller. */
  client?: string;
}

/** The cookie a browser in `npm run dev:shared` carries (mocks/shared-client.ts sets it). */
export const FAULT_CLIENT_COOKIE = "gc_mock_client";
/** The same id as a header, for curl and other tools. */
export const FAULT_CLIENT_HEADER = "x-mock-client";

/** The client id of a request: the x-mock-client header, else the gc_mock_client cookie. */
export function faultClientOf(headers: {
  get(name: string): string | null | undefined;
}): string | undefined {
  const header = headers.get(FAULT_CLIENT_HEADER)?.trim();
  if (header) return header;
  for (const pair of (headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = pair.split("=");
    if (name?.trim() === FAULT_CLIENT_COOKIE) return value.join("=").trim() || undefined;
  }
  return undefined;
}

export class FaultError extends Error {
  override name = "FaultError";
}

const isOperation = (id: string): id is OperationId => Object.hasOwn(operations, id);
export const isSocket = (id: string): id is SocketName =>
  (SOCKET_NAMES as readonly string[]).includes(id);

/** The outcomes each kind of target takes. */
const OPERATION_OUTCOMES: readonly Outcome["kind"][] = [
  "code",
  "status",
  "delay",
  "offline",
  "malformed",
  "garbled",
];
const SOCKET_OUTCOMES: Record<SocketName, readonly Outcome["kind"][]> = {
  groupChatSocket: ["drop", "delay", "malformed", "garbled", "offline"],
  comfyUiSocket: ["drop", "delay", "malformed", "garbled", "offline", "error"],
};

export function parseOutcome(text: string): Outcome {
  const t = text.trim();
  if (/^\d+$/.test(t)) return { kind: "code", code: Number(t) };
  const status = /^http(\d{3})$/i.exec(t);
  if (status) return { kind: "status", status: Number(status[1]) };
  const wait = /^delay(\d+)$/i.exec(t);
  if (wait) return { kind: "delay", ms: Number(wait[1]) };
  if (/^offline$/i.test(t)) return { kind: "offline" };
  const socket = /^(drop|malformed|garbled|error)$/i.exec(t);
  if (socket)
    return { kind: socket[1]!.toLowerCase() as "drop" | "malformed" | "garbled" | "error" };
  throw new FaultError(
    `Unknown outcome "${text}": use a result code, httpNNN, delayMS, offline, malformed or garbled (sockets: drop, delayMS, malformed, garbled, offline, error).`,
  );
}

export function formatOutcome(outcome: Outcome): string {
  switch (outcome.kind) {
    case "code":
      return String(outcome.code);
    case "status":
      return `http${outcome.status}`;
    case "delay":
      return `delay${outcome.ms}`;
    case "offline":
    case "drop":
    case "malformed":
    case "garbled":
    case "error":
      return outcome.kind;
  }
}

/**
 * Checks a fault against the spec: a known operation (or socket), an outcome it can take, and a
 * code from that operation's list.
 */
export function validateFault(operation: string, outcome: Outcome, times = 1): FaultSpec {
  if (isSocket(operation)) {
    if (!SOCKET_OUTCOMES[operation].includes(outcome.kind)) {
      throw new FaultError(
        `${operation} takes ${SOCKET_OUTCOMES[operation].map((k) => (k === "delay" ? "delayMS" : k)).join(", ")}, not ${formatOutcome(outcome)}.`,
      );
    }
  } else if (operation === UPLOAD_TARGET) {
    if (!["status", "delay", "offline"].includes(outcome.kind)) {
      throw new FaultError(
        `${operation} takes httpNNN, delayMS or offline, not ${formatOutcome(outcome)}.`,
      );
    }
  } else if (!isOperation(operation)) {
    throw new FaultError(`Unknown operation "${operation}".`);
  } else if (!OPERATION_OUTCOMES.includes(outcome.kind)) {
    throw new FaultError(
      `${formatOutcome(outcome)} is an outcome of the console's sockets (${SOCKET_NAMES.join(", ")}), not of ${operation}.`,
    );
  }
  if (!Number.isInteger(times) || times < 1) throw new FaultError(`times must be 1 or more.`);
  if (isSocket(operation)) return { operation, outcome, times };
  if (operation === UPLOAD_TARGET) {
    if (outcome.kind === "status" && (outcome.status < 100 || outcome.status > 599)) {
      throw new FaultError(`HTTP status ${outcome.status} is not a status.`);
    }
    return { operation, outcome, times };
  }
  const codes: readonly number[] = operations[operation].resultCodes;
  if (outcome.kind === "code" && !codes.includes(outcome.code)) {
    throw new FaultError(
      `${operation} cannot answer code ${outcome.code}; its codes are ${codes.join(", ") || "none"}.`,
    );
  }
  if (outcome.kind === "status" && (outcome.status < 100 || outcome.status > 599)) {
    throw new FaultError(`HTTP status ${outcome.status} is not a status.`);
  }
  return { operation, outcome, times };
}

/** Parses `op:outcome[*times],…` (the ?mock= URL parameter). */
export function parseFaultList(text: string): FaultSpec[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([A-Za-z]+):([^*]+)(?:\*(\d+))?$/.exec(part);
      if (!match) throw new FaultError(`"${part}" is not <operationId>:<outcome>[*<times>].`);
      return validateFault(match[1]!, parseOutcome(match[2]!), match[3] ? Number(match[3]) : 1);
    });
}

export function formatFaultList(faults: readonly (FaultSpec | ArmedFault)[]): string {
  return faults
    .map((f) => {
      const times = "remaining" in f ? f.remaining : f.times;
      return `${f.operation}:${formatOutcome(f.outcome)}${times > 1 ? `*${times}` : ""}`;
    })
    .join(",");
}

/**
 * The armed faults of one backend. take() consumes one use of the oldest fault of an operation
 * that applies to the caller (armed for every caller, or for this client).
 */
export class FaultRegistry {
  #faults: ArmedFault[] = [];

  arm(spec: FaultSpec, client?: string): ArmedFault {
    const armed: ArmedFault = { ...spec, remaining: spec.times, ...(client ? { client } : {}) };
    this.#faults.push(armed);
    return armed;
  }

  armAll(specs: FaultSpec[], client?: string): void {
    specs.forEach((spec) => this.arm(spec, client));
  }

  #next(operation: string, client: string | undefined): ArmedFault | undefined {
    return this.#faults.find(
      (f) => f.operation === operation && (f.client === undefined || f.client === client),
    );
  }

  /** The outcome take() would answer, without using it. */
  peek(operation: string, client?: string): Outcome | undefined {
    return this.#next(operation, client)?.outcome;
  }

  take(operation: string, client?: string): Outcome | undefined {
    const fault = this.#next(operation, client);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults = this.#faults.filter((f) => f !== fault);
    return fault.outcome;
  }

  list(): readonly ArmedFault[] {
    return this.#faults.map((f) => ({ ...f }));
  }

  /** Clears every fault (of one operation); with a client, only that client's own. */
  clear(operation?: string, client?: string): void {
    this.#faults = this.#faults.filter(
      (f) =>
        (operation !== undefined && f.operation !== operation) ||
        (client !== undefined && f.client !== client),
    );
  }
}
