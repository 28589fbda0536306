/**
 * Sandboxes on the standalone server (docs/decisions/0081-sandboxes-on-the-shared-server.md): a
 * browser of `npm run dev:shared` (its gc_mock_client id) can work in its own version of the data,
 * so its states, faults and writes never reach the others; the shared data stays untouched. A
 * sandbox nobody used for an hour is dropped. Requests are answered from the caller's sandbox
 * through an AsyncLocalStorage scope that getState() consults (mocks/core/state.ts).
 *
 * A sandbox shares the shared data's collections until it first writes to one, which it then
 * copies; the shared data's own later writes copy too, so neither side sees the other's
 * (docs/decisions/0083-copy-on-write-sandboxes.md). Entering costs no copy at all.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";
import { shareBackend } from "./backend";
import { ownCollections, sharedCollections } from "./db/copy-on-write";
import { getSharedState, setStateScope, type MockState } from "./core/state";

export const SANDBOX_IDLE_MS = 3_600_000;

interface Sandbox {
  state: MockState;
  createdAt: number;
  lastUsedAt: number;
}

export interface SandboxInfo {
  count: number;
  /** The data the sandboxes hold of their own (copied or written), as JSON bytes (an estimate). */
  bytes: number;
  /** The whole server process's memory. */
  process: { rssBytes: number; heapUsedBytes: number };
  idleLimitMs: number;
  sandboxes: {
    client: string;
    createdAt: number;
    idleMs: number;
    bytes: number;
    /** The collections it copied on its first write to them (the rest it reads from the base). */
    ownCollections: string[];
    sharedCollections: number;
  }[];
}

/** JSON bytes of a collection's records, remembered while its number of records stays the same. */
const sizes = new WeakMap<object, { count: number; bytes: number }>();
function bytesOf(collection: { all(): readonly unknown[] }): number {
  const records = collection.all();
  const known = sizes.get(collection);
  if (known && known.count === records.length) return known.bytes;
  const bytes = JSON.stringify(records).length;
  sizes.set(collection, { count: records.length, bytes });
  return bytes;
}

/** The JSON bytes of the collections a sandbox owns. */
function ownBytes(state: MockState): number {
  const db = state.db as unknown as Record<string, { all(): readonly unknown[] }>;
  return ownCollections(state.db).reduce((sum, name) => sum + bytesOf(db[name]!), 0);
}

export class Sandboxes {
  private readonly byClient = new Map<string, Sandbox>();
  private readonly scope = new AsyncLocalStorage<MockState>();

  constructor(private readonly idleMs = SANDBOX_IDLE_MS) {
    setStateScope(() => this.scope.getStore());
  }

  /**
   * A sandbox over the shared data as it is now, for the client (a fresh one when it had one):
   * it copies nothing until it writes (docs/decisions/0083).
   */
  enter(client: string): MockState {
    const state = shareBackend(getSharedState());
    const now = Date.now();
    this.byClient.set(client, { state, createdAt: now, lastUsedAt: now });
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

  /** How many sandboxes exist (after dropping idle ones). */
  count(): number {
    this.sweep();
    return this.byClient.size;
  }

  info(): SandboxInfo {
    this.sweep();
    const now = Date.now();
    const sandboxes = [...this.byClient].map(([client, s]) => ({
      client,
      createdAt: s.createdAt,
      idleMs: now - s.lastUsedAt,
      bytes: ownBytes(s.state),
      ownCollections: ownCollections(s.state.db),
      sharedCollections: sharedCollections(s.state.db).length,
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

  /** Runs `fn` (and what it starts) against the client's sandbox, if it has one. */
  run<T>(client: string | undefined, fn: () => T): T {
    const state = this.stateOf(client);
    return state ? this.scope.run(state, fn) : fn();
  }

  /** Express middleware: the rest of the request runs against the caller's sandbox, if any. */
  middleware(clientOf: (req: Request) => string | undefined) {
    return (req: Request, _res: Response, next: NextFunction): void => {
      this.run(clientOf(req), next);
    };
  }

  /** Whether the current request runs in a sandbox. */
  inSandbox(): boolean {
    return this.scope.getStore() !== undefined;
  }
}
