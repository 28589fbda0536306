/**
 * One open socket of a console mock, whatever runtime carries it (MSW's ws.link in the browser
 * worker and vitest, the `ws` server in the standalone mock server): frames go out one after
 * another through the QA faults of the socket (mocks/core/faults.ts; mocks/ws/README.md):
 * - delay<ms>: this frame waits (the frames after it queue behind it);
 * - drop: this frame is not sent, the connection closes abnormally (1006);
 * - malformed / garbled: a bad frame goes out first, then this frame;
 * - offline (the next connection attempt) and error (the next render) wait for their moment.
 * Every frame is checked against the spec before it goes; a violation closes the socket (1011).
 */
import { delay } from "msw";
import type { FaultTarget, Outcome, SocketName } from "../core/faults";
import { formatOutcome } from "../core/faults";
import { getState, logRequest, type MockState } from "../core/state";
import { frameProblems, garbledFrame, malformedFrame, type FrameSchema } from "./frames";

/** What a runtime gives the mocks: a text channel it can close normally or abruptly. */
export interface SocketTransport {
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Ends the connection without a closing handshake (the client sees 1006). */
  drop(): void;
  readonly open: boolean;
}

export const CLOSE = {
  /** The server's own frame broke the spec. */
  internalError: 1011,
  /** The connection's parameters are refused (uid, clientId). */
  policy: 1008,
  /** The backend it was opened on was reset: reconnect. */
  restart: 1012,
} as const;

const FRAME_SCHEMA: Record<SocketName, FrameSchema> = {
  groupChatSocket: "GroupChatFrame",
  comfyUiSocket: "ComfyUiFrame",
};

/** Logs a socket event in the request log (the QA panel's Requests tab, /__mock/log). */
export function logSocket(state: MockState, name: SocketName, status: number, fault?: Outcome) {
  logRequest(state, {
    at: state.now(),
    operation: name,
    status,
    fault: fault && formatOutcome(fault),
    ms: 0,
  });
}

/**
 * Takes the armed `offline` fault for a new connection, if it is the next fault of the socket:
 * the runtime then refuses the connection.
 */
export function refusesConnection(name: SocketName, client: string | undefined): boolean {
  const state = getState();
  if (state.faults.peek(name, client)?.kind !== "offline") return false;
  const fault = state.faults.take(name, client)!;
  logSocket(state, name, 0, fault);
  return true;
}

/** Takes the next fault of `name` when it is of one of the kinds. */
export function takeFault<K extends Outcome["kind"]>(
  state: MockState,
  name: FaultTarget,
  client: string | undefined,
  kinds: readonly K[],
): Extract<Outcome, { kind: K }> | undefined {
  const next = state.faults.peek(name, client);
  if (!next || !(kinds as readonly string[]).includes(next.kind)) return undefined;
  state.faults.take(name, client);
  return next as Extract<Outcome, { kind: K }>;
}

export class MockSocket {
  readonly name: SocketName;
  readonly client: string | undefined;
  /** The backend this socket was opened on. */
  readonly state: MockState;
  #transport: SocketTransport;
  #queue: Promise<unknown> = Promise.resolve();
  #closed = false;
  #onClose = new Set<() => void>();

  constructor(name: SocketName, transport: SocketTransport, client: string | undefined) {
    this.name = name;
    this.client = client;
    this.state = getState();
    this.#transport = transport;
  }

  get open(): boolean {
    return !this.#closed && this.#transport.open;
  }

  /** False once the backend was reset (or replaced by another tab's data) after it opened. */
  get current(): boolean {
    return getState() === this.state;
  }

  /**
   * Sends a frame after the frames before it, through the socket's faults. Resolves true when the
   * frame went out, false when it did not (dropped, closed, or a spec violation).
   */
  send(frame: object): Promise<boolean> {
    const next = this.#queue.then(() => this.#deliver(frame));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #deliver(frame: object): Promise<boolean> {
    if (!this.open) return false;
    const fault = takeFault(this.state, this.name, this.client, [
      "delay",
      "drop",
      "malformed",
      "garbled",
    ] as const);
    if (fault) logSocket(this.state, this.name, fault.kind === "drop" ? 0 : 200, fault);
    if (fault?.kind === "delay") {
      await delay(fault.ms);
      if (!this.open) return false;
    }
    if (fault?.kind === "drop") {
      this.#closed = true;
      this.#transport.drop();
      this.#notifyClosed();
      return false;
    }
    const schema = FRAME_SCHEMA[this.name];
    if (fault?.kind === "malformed") this.#transport.send(malformedFrame(schema));
    if (fault?.kind === "garbled") this.#transport.send(garbledFrame(schema));
    const problems = frameProblems(schema, frame);
    if (problems.length > 0) {
      // Loud in every runtime, as a SpecViolation of an HTTP answer.
      console.error(
        `[mock] ${this.name} would send a frame the spec does not allow: ${problems.join("; ")}`,
        frame,
      );
      this.close(CLOSE.internalError, "The mock's frame broke the spec.");
      return false;
    }
    this.#transport.send(JSON.stringify(frame));
    return true;
  }

  close(code: number, reason: string): void {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#transport.open) this.#transport.close(code, reason);
    this.#notifyClosed();
  }

  /** The runtime saw the connection close (either side). */
  closed(): void {
    if (this.#closed && this.#onClose.size === 0) return;
    this.#closed = true;
    this.#notifyClosed();
  }

  onClose(listener: () => void): void {
    this.#onClose.add(listener);
  }

  #notifyClosed(): void {
    const listeners = [...this.#onClose];
    this.#onClose.clear();
    listeners.forEach((listener) => listener());
  }
}

/** What a runtime does with a connection's frames. */
export interface SocketSession {
  message(data: unknown): void;
  close(): void;
}
