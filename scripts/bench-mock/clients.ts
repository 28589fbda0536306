/**
 * The clients of `npm run bench:mock` (scripts/bench-mock.ts forks them), in their own process so
 * that the server's event loop does not share a thread with them (docs/decisions/0095-mock-server-load.md).
 * Each client has its own keep-alive node:http Agent (up to 6 connections, as a browser keeps per
 * host); the first `sandboxes` clients send their sandbox's client id. Every call is a list call
 * (limit 10) at a varied offset, every fourth one filtered by a category.
 *
 * - "open": each client calls at a browser's pace, waiting a think time drawn from an exponential
 *   distribution (mean `thinkMs`) between the moments its calls are due, whether or not the last
 *   one has answered. A call's latency runs from the moment it was due, so time spent waiting for
 *   a connection counts (no coordinated omission). Calls due in the first `warmUpMs` are not counted.
 * - "closed": each client makes `callsPerClient` calls in a row with no think time: `clients`
 *   calls always in flight, a saturation measure (its calls per second), not a user's latency.
 */
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import { clientId, exponential, sequence } from "./stats";

export interface LoadRequest {
  type: "run";
  url: string;
  path: string;
  mode: "open" | "closed";
  clients: number;
  sandboxes: number;
  articles: number;
  /** open: the mean think time, how long the run lasts and how long it warms up first. */
  thinkMs: number;
  durationMs: number;
  warmUpMs: number;
  /** closed: calls each client makes in a row. */
  callsPerClient: number;
}

export interface LoadResult {
  type: "result";
  /** Latency of every counted call, ms, ascending. */
  times: number[];
  /** Counted calls per second of the run. */
  perSecond: number;
  /** Calls that failed (a status other than 200, or a transport error), with a sample reason. */
  failures: number;
  failure?: string;
  /** CPU time of the clients' process during the run (user + system), ms. */
  cpuMs: number;
  /** open: how late each counted call was sent after it was due (the harness's own delay), ascending. */
  lateness: number[];
}

/** The list call's JSON body for a client's n-th call. */
function bodies(seed: number, articles: number): () => string {
  const next = sequence(seed);
  let n = 0;
  return () => {
    n += 1;
    return JSON.stringify({
      lore_essay_limit: 10,
      lore_essay_offset: next(articles / 2),
      ...(n % 4 === 3 ? { lore_essay_type: 1 + (n % 11) } : {}),
    });
  };
}

type Call = () => Promise<void>;

/** One client's call: POST the body, read the answer whole; rejects unless 200. */
function caller(url: URL, path: string, id: string | undefined, body: () => string): Call {
  // An idle connection is let go before the server's keep-alive timeout (5 s) can close it under
  // a call just sent on it.
  const agent = new Agent({ keepAlive: true, maxSockets: 6, timeout: 4_000 });
  return () =>
    new Promise<void>((resolve, reject) => {
      const text = body();
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(text),
            ...(id ? { "x-mock-client": id } : {}),
          },
        },
        (res) => {
          res.on("data", () => {});
          res.on("end", () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`)),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(text);
    });
}

async function run(load: LoadRequest): Promise<LoadResult> {
  const url = new URL(load.url);
  const calls = Array.from({ length: load.clients }, (_, i) =>
    caller(
      url,
      load.path,
      i < load.sandboxes ? clientId(i) : undefined,
      bodies(7 + i, load.articles),
    ),
  );
  const times: number[] = [];
  const lateness: number[] = [];
  let failures = 0;
  let failure: string | undefined;
  const failed = (error: unknown) => {
    failures += 1;
    failure ??= String(error);
  };
  const cpuFrom = process.cpuUsage();
  const started = performance.now();
  if (load.mode === "closed") {
    await Promise.all(
      calls.map(async (call) => {
        for (let i = 0; i < load.callsPerClient; i += 1) {
          const sent = performance.now();
          await call().catch(failed);
          times.push(performance.now() - sent);
        }
      }),
    );
  } else {
    const countFrom = started + load.warmUpMs;
    const end = countFrom + load.durationMs;
    const pending: Promise<void>[] = [];
    await Promise.all(
      calls.map(
        (call, i) =>
          new Promise<void>((done) => {
            const think = exponential(1_000 + i, load.thinkMs);
            let due = started + think();
            const fire = () => {
              const from = due;
              if (from >= countFrom) lateness.push(performance.now() - from);
              pending.push(
                call().then(() => {
                  if (from >= countFrom) times.push(performance.now() - from);
                }, failed),
              );
              due += think();
              if (due >= end) done();
              else setTimeout(fire, Math.max(0, due - performance.now()));
            };
            if (due >= end) done();
            else setTimeout(fire, Math.max(0, due - performance.now()));
          }),
      ),
    );
    await Promise.all(pending);
  }
  const seconds =
    load.mode === "closed" ? (performance.now() - started) / 1000 : load.durationMs / 1000;
  times.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  const cpu = process.cpuUsage(cpuFrom);
  return {
    type: "result",
    times,
    perSecond: times.length / seconds,
    failures,
    failure,
    cpuMs: (cpu.user + cpu.system) / 1000,
    lateness,
  };
}

process.on("message", (message: LoadRequest) => {
  if (message.type !== "run") return;
  void run(message).then(
    (result) => process.send?.(result),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
process.on("disconnect", () => process.exit(0));
