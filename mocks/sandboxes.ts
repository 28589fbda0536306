/**
 * Sandboxes on the standalone server (docs/decisions/0081-sandboxes-on-the-shared-server.md): a
 * browser of `npm run dev:shared` (its gc_mock_client id) can work in its own copy of the data, so
 * its states, faults and writes never reach the others; the shared data stays untouched. A sandbox
 * nobody used for an hour is dropped. Requests are answered from the caller's sandbox through an
 * AsyncLocalStorage scope that getState() consults (mocks/core/state.ts).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";
import { restoreBackend } from "./backend";
import { takeSnapshot } from "./core/persist";
import { getSharedState, setStateScope, type MockState } from "./core/state";

export const SANDBOX_IDLE_MS = 3_600_000;

interface Sandbox {
  state: MockState;
  createdAt: number;
  lastUsedAt: number;
  /** The size of the copied data as JSON, an estimate of the sandbox's memory. */
  bytes: number;
}

export interface SandboxInfo {
  count: number;
  /** The copies' data, as JSON bytes (an estimate of their memory). */
  bytes: number;
  /** The whole server process's memory. */
  process: { rssBytes: number; heapUsedBytes: number };
  idleLimitMs: number;
  sandboxes: { client: string; createdAt: number; idleMs: number; bytes: number }[];
}

export class Sandboxes {
  private readonly byClient = new Map<string, Sandbox>();
  private readonly scope = new AsyncLocalStorage<MockState>();

  constructor(private readonly idleMs = SANDBOX_IDLE_MS) {
    setStateScope(() => this.scope.getStore());
  }

  /** A copy of the shared data for the client (a fresh copy when it had one). */
  async enter(client: string): Promise<MockState> {
    const snapshot = takeSnapshot(getSharedState(), "sandbox");
    const state = await restoreBackend(snapshot, { ...getSharedState().config });
    if (!state) throw new Error("The shared data could not be copied.");
    const now = Date.now();
    this.byClient.set(client, {
      state,
      createdAt: now,
      lastUsedAt: now,
      bytes: JSON.stringify(snapshot.collections).length,
    });
    return state;
  }

  leave(client: string): boolean {
    return this.byClient.delete(client);
  }

  /** The client's sandbox state (and marks it used), after dropping idle ones. */
  stateOf(client: string | undefined): MockState | undefined {
    this.sweep();
    if (!client) return undefined;
    const sandbox = this.byClient.get(client);
    if (!sandbox) return undefined;
    sandbox.lastUsedAt = Date.now();
    return sandbox.state;
  }

  /** Replaces the data of the sandbox the current request runs in (a reset or restore there). */
  replaceCurrent(state: MockState): void {
    const current = this.scope.getStore();
    for (const sandbox of this.byClient.values())
      if (sandbox.state === current) sandbox.state = state;
  }

  sweep(now = Date.now()): void {
    for (const [client, sandbox] of this.byClient)
      if (now - sandbox.lastUsedAt > this.idleMs) this.byClient.delete(client);
  }

  info(): SandboxInfo {
    this.sweep();
    const now = Date.now();
    const sandboxes = [...this.byClient].map(([client, s]) => ({
      client,
      createdAt: s.createdAt,
      idleMs: now - s.lastUsedAt,
      bytes: s.bytes,
    }));
    const memory = process.memoryUsage();
    return {
      count: sandboxes.length,
      bytes: sandboxes.reduce((sum, s) => sum + s.bytes, 0),
      process: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
      idleLimitMs: this.idleMs,
      sandboxes,
    };
  }

  /** Express middleware: the rest of the request runs against the caller's sandbox, if any. */
  middleware(clientOf: (req: Request) => string | undefined) {
    return (req: Request, _res: Response, next: NextFunction): void => {
      const state = this.stateOf(clientOf(req));
      if (state) this.scope.run(state, next);
      else next();
    };
  }

  /** Whether the current request runs in a sandbox. */
  inSandbox(): boolean {
    return this.scope.getStore() !== undefined;
  }
}
