/**
 * One live connection (decisions.md §3): a WebSocket through reconnecting-websocket that backs off
 * after a drop instead of retrying at once, and tells the page its state — connecting, live,
 * retrying at a known time, offline (the browser is offline, or the attempts ran out), closed —
 * so the page can show it. Incoming text frames go to the caller unread; the sockets built on it
 * (group-socket.ts, image-socket.ts) check them against the spec's schemas.
 */
import ReconnectingWebSocket from "reconnecting-websocket";

export type ConnectionState =
  | { kind: "connecting" }
  | { kind: "live" }
  /** The next attempt starts at retryAt (ms since the epoch). */
  | { kind: "retrying"; retryAt: number; attempt: number }
  | { kind: "offline" }
  | { kind: "closed" };

export interface Backoff {
  /** Delay before the first new attempt after a drop. */
  minDelayMs: number;
  maxDelayMs: number;
  growFactor: number;
  /** Failed attempts in a row before the connection counts as offline. */
  maxAttempts: number;
  /** An attempt that does not open in this time has failed. */
  connectionTimeoutMs: number;
}

/** 1 s, 2 s, 4 s, 8 s, 16 s, 16 s, then offline (with a button to try again). */
export const DEFAULT_BACKOFF: Backoff = {
  minDelayMs: 1000,
  maxDelayMs: 16_000,
  growFactor: 2,
  maxAttempts: 6,
  connectionTimeoutMs: 4000,
};

export interface LiveConnectionHandlers {
  onState: (state: ConnectionState) => void;
  /** A frame arrived (text, or binary data the caller may ignore). */
  onMessage: (data: unknown) => void;
  /** The connection opened; `reopened` when it had been open before (a reconnection). */
  onOpen: (reopened: boolean) => void;
}

/** ws:// or wss:// for a path on the app's origin (the API origin, decisions.md §2). */
export function socketUrl(path: string): string {
  const url = new URL(path, globalThis.location?.href ?? "http://localhost/");
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}

export class LiveConnection {
  private socket: ReconnectingWebSocket;
  private readonly backoff: Backoff;
  private state: ConnectionState = { kind: "connecting" };
  private wasOpen = false;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly protocols: string[] | undefined,
    private readonly handlers: LiveConnectionHandlers,
    backoff: Backoff = DEFAULT_BACKOFF,
  ) {
    this.backoff = backoff;
    this.socket = this.open();
    globalThis.addEventListener?.("offline", this.handleOffline);
    globalThis.addEventListener?.("online", this.handleOnline);
    this.setState({ kind: "connecting" });
  }

  private open(): ReconnectingWebSocket {
    const { backoff } = this;
    const socket = new ReconnectingWebSocket(this.url, this.protocols, {
      minReconnectionDelay: backoff.minDelayMs,
      maxReconnectionDelay: backoff.maxDelayMs,
      reconnectionDelayGrowFactor: backoff.growFactor,
      connectionTimeout: backoff.connectionTimeoutMs,
      // Nothing is queued while the connection is down: the page sends only when it is live, and
      // a reopened connection must say who it is (reconnection request) before anything else.
      maxEnqueuedMessages: 0,
    });
    socket.addEventListener("open", this.handleOpen);
    socket.addEventListener("close", this.handleClose);
    socket.addEventListener("message", this.handleMessage);
    // Connection errors are not shown as such (§8): the close that follows moves the state.
    socket.addEventListener("error", this.ignore);
    return socket;
  }

  /** Stops a socket for good and forgets its events. */
  private retire(socket: ReconnectingWebSocket) {
    socket.removeEventListener("open", this.handleOpen);
    socket.removeEventListener("close", this.handleClose);
    socket.removeEventListener("message", this.handleMessage);
    socket.removeEventListener("error", this.ignore);
    socket.close();
  }

  private readonly ignore = () => undefined;

  get current(): ConnectionState {
    return this.state;
  }

  /** Sends a text frame; false when the connection is not live (nothing is sent). */
  send(text: string): boolean {
    if (this.state.kind !== "live") return false;
    this.socket.send(text);
    return true;
  }

  /**
   * Tries again now (after offline, or instead of waiting for the next attempt), with a fresh
   * socket: reconnecting-websocket 4.4 cannot restart after close() once its pending attempt has
   * given up (its connect lock stays set).
   */
  reconnect(): void {
    if (this.stopped) return;
    this.failures = 0;
    this.retire(this.socket);
    this.setState({ kind: "connecting" });
    this.socket = this.open();
  }

  /** Closes for good. */
  close(): void {
    if (this.stopped) return;
    this.stopped = true;
    globalThis.removeEventListener?.("offline", this.handleOffline);
    globalThis.removeEventListener?.("online", this.handleOnline);
    this.retire(this.socket);
    this.setState({ kind: "closed" });
  }

  private setState(state: ConnectionState) {
    this.state = state;
    this.handlers.onState(state);
  }

  private readonly handleOpen = () => {
    const reopened = this.wasOpen;
    this.wasOpen = true;
    this.failures = 0;
    this.setState({ kind: "live" });
    this.handlers.onOpen(reopened);
  };

  private readonly handleMessage = (event: MessageEvent) => {
    if (!this.stopped) this.handlers.onMessage(event.data);
  };

  private readonly handleClose = () => {
    if (this.stopped) return;
    this.failures += 1;
    if (this.failures > this.backoff.maxAttempts || globalThis.navigator?.onLine === false) {
      this.goOffline();
      return;
    }
    // reconnecting-websocket has already scheduled the attempt: its delay grows with its count.
    const count = this.socket.retryCount;
    const { minDelayMs, growFactor, maxDelayMs } = this.backoff;
    const delay = count > 0 ? Math.min(maxDelayMs, minDelayMs * growFactor ** (count - 1)) : 0;
    this.setState({ kind: "retrying", retryAt: Date.now() + delay, attempt: this.failures });
  };

  private goOffline() {
    // Stop the attempts until the user (or the browser coming back online) asks for one.
    this.socket.close();
    this.setState({ kind: "offline" });
  }

  private readonly handleOffline = () => {
    if (!this.stopped && this.state.kind !== "live") this.goOffline();
  };

  private readonly handleOnline = () => {
    if (!this.stopped && this.state.kind === "offline") this.reconnect();
  };
}
