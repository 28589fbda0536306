/**
 * npm run bench:mock — the mock backend's latency with 10,000 articles in the db, measured through
 * the generated client (the fetch mutator + MSW in node + the handler), as the app calls it:
 * - getLoreEssayAll: paged lists (limit 10) at varied offsets, some filtered by category;
 * - like: a signed-in reader liking and unliking articles.
 * - a no-op handler through the same client: the transport's share (fetch + MSW interception).
 * Prints p50/p95/max in ms. Goal: p50 ≤ 5 ms for the list. BENCH_CALLS sets N (default 300).
 *
 * Then the shared server (mocks/server.ts) with the same 10,000 articles and SANDBOXES sandboxes
 * (docs/decisions/0081, copy-on-write: 0083), alone in a process of its own, and CLIENTS clients in
 * another (scripts/bench-mock/), the first SANDBOXES of them in their sandbox, each listing
 * articles. The load is defined in docs/decisions/0095-mock-server-load.md:
 * - open loop (the goal: p95 ≤ 10 ms, under 1 GB): each client calls at a browser's pace, a think
 *   time of THINK_MS on average (exponential) between calls, about CLIENTS calls per second in all;
 *   latency from the moment each call was due;
 * - closed loop (saturation, no goal): CLIENTS calls always in flight; its calls per second;
 * - the same two loads against a bare node:http server in its own process: the harness's floor.
 * For each it prints the server's own time per call (request to last byte, measured in the server),
 * its CPU time per call, its event loop's use and delay and its GC pauses, and how late the clients
 * sent their calls. BENCH_SHARED=0 skips this part, BENCH_IN_PROCESS=0 the first one;
 * BENCH_OPEN_SECONDS sets the open loop's length (default 20 s after 3 s of warm-up);
 * BENCH_PROFILE_DIR=<dir> writes the servers' CPU profile of each load there
 * (<server>-<load>.cpuprofile).
 */
import { performance } from "node:perf_hooks";
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { http as route, HttpResponse } from "msw";
import { startNodeBackend } from "../mocks/node";
import { READER } from "../mocks/seed/users";
import { apiRequest } from "@/lib/api-client";
import { session } from "@/lib/session";
import { accountLogin } from "@/generated/auth/auth";
import { getLoreEssayAll } from "@/generated/knowledge/knowledge";
import { like } from "@/generated/social/social";
import { operations } from "@/generated/operations";
import { LikeType } from "@/generated/model";
import { clientId, percentile, sequence, summary } from "./bench-mock/stats";
import type { LoadRequest, LoadResult } from "./bench-mock/clients";
import type { ServerMessage, ServerRequest, ServerStats } from "./bench-mock/server";

const ARTICLES = 10_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const WARM_UP = 20;
const LIST_GOAL_P50_MS = 5;
const ORIGIN = "http://localhost";
const SANDBOXES = 50;
const CLIENTS = 200;
const THINK_MS = 1_000;
const OPEN_MS = Number(process.env.BENCH_OPEN_SECONDS ?? 20) * 1000;
const OPEN_WARM_UP_MS = 3_000;
const CALLS_PER_CLIENT = Number(process.env.BENCH_CLIENT_CALLS ?? 10);
const SHARED_GOAL_P95_MS = 10;
const MEMORY_GOAL_BYTES = 1024 ** 3;

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The next message of a child that satisfies `wanted`. */
const messageOf = <T>(child: ChildProcess, wanted: (message: T) => boolean): Promise<T> =>
  new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      if (!wanted(message)) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`child exited (${code})`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });

interface BenchServer {
  url: string;
  stats(): Promise<ServerStats>;
  /** Starts measuring a load (and profiling it, with BENCH_PROFILE_DIR). */
  reset(load: string): Promise<void>;
  stop(): Promise<void>;
}

/** The mock server (or the bare one) alone in a process of its own (scripts/bench-mock/server.ts). */
async function forkServer(kind: "mock" | "bare", bareAnswer = "{}"): Promise<BenchServer> {
  const child = fork(here("./bench-mock/server.ts"), kind === "bare" ? ["bare"] : [], {
    execArgv: process.execArgv,
    env: {
      ...process.env,
      BENCH_ARTICLES: String(ARTICLES),
      BENCH_MEASURED_PATH: operations.getLoreEssayAll.path,
      BENCH_BARE_ANSWER: bareAnswer,
    },
  });
  const send = (message: ServerRequest) => child.send(message);
  const ready = await messageOf<ServerMessage>(child, (m) => m.type === "ready");
  return {
    url: (ready as { url: string }).url,
    stats: () => {
      const answer = messageOf<ServerMessage>(child, (m) => m.type === "stats");
      send({ type: "stats" });
      return answer as Promise<ServerStats>;
    },
    reset: async (load) => {
      const measuring = messageOf<ServerMessage>(child, (m) => m.type === "measuring");
      send({ type: "reset", label: `${kind}-${load}` });
      await measuring;
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      send({ type: "stop" });
      await exited;
    },
  };
}

/** The clients, in a process of their own (scripts/bench-mock/clients.ts). */
function forkClients(): {
  run(load: Omit<LoadRequest, "type" | "path" | "articles">): Promise<LoadResult>;
  stop(): void;
} {
  const child = fork(here("./bench-mock/clients.ts"), [], { execArgv: process.execArgv });
  return {
    run: (load) => {
      const result = messageOf<LoadResult>(child, (m) => m.type === "result");
      const message: LoadRequest = {
        ...load,
        type: "run",
        path: operations.getLoreEssayAll.path,
        articles: ARTICLES,
      };
      child.send(message);
      return result;
    },
    stop: () => void child.disconnect(),
  };
}

interface Measured {
  load: LoadResult;
  server: ServerStats;
}

/** One load against a server: the clients' latencies and what the server spent meanwhile. */
async function measureLoad(
  server: BenchServer,
  clients: ReturnType<typeof forkClients>,
  mode: "open" | "closed",
): Promise<Measured> {
  await server.reset(mode);
  const load = await clients.run({
    url: server.url,
    mode,
    clients: CLIENTS,
    sandboxes: SANDBOXES,
    thinkMs: THINK_MS,
    durationMs: OPEN_MS,
    warmUpMs: OPEN_WARM_UP_MS,
    callsPerClient: CALLS_PER_CLIENT,
  });
  return { load, server: await server.stats() };
}

/** The clients' latency, the calls per second, and the server's own time and CPU per call. */
function report(label: string, { load, server }: Measured): void {
  const calls = server.times.length;
  console.log(`${label}: ${load.times.length} calls, ${load.perSecond.toFixed(0)} calls/s`);
  console.log(
    `  latency at the clients: ${summary(load.times)}; their CPU ${(load.cpuMs / Math.max(1, calls)).toFixed(2)} ms per call`,
  );
  console.log(
    `  in the server, per call: p50 ${percentile(server.times, 50).toFixed(2)} ms, p95 ${percentile(server.times, 95).toFixed(2)} ms from request to last byte; CPU ${(server.cpuMs / Math.max(1, calls)).toFixed(2)} ms`,
  );
  console.log(
    `  the server's event loop: busy ${(server.eventLoopUse * 100).toFixed(0)}%, a timer late by ${server.loopDelayP99.toFixed(0)} ms at p99 (${server.loopDelayMax.toFixed(0)} ms at most), ${server.gc.count} GC pauses of ${server.gc.totalMs.toFixed(0)} ms in all (${server.gc.maxMs.toFixed(0)} ms the longest; ${server.gc.majorCount} full ones, ${server.gc.majorMs.toFixed(0)} ms)${load.lateness.length > 0 ? `; the clients sent a call late by ${percentile(load.lateness, 95).toFixed(1)} ms at p95 (their own delay, in the latency)` : ""}`,
  );
  if (load.failures > 0) console.log(`  FAILED CALLS: ${load.failures} (${load.failure})`);
}

/** The shared server under the loads of decision 0095, then the bare reference. */
async function benchSharedServer(): Promise<boolean> {
  const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
  const server = await forkServer("mock");
  for (let i = 0; i < SANDBOXES; i += 1) {
    const entered = await fetch(`${server.url}/__mock/sandbox`, {
      method: "POST",
      headers: { "x-mock-client": clientId(i) },
    });
    if (entered.status !== 201) throw new Error(`sandbox ${i}: HTTP ${entered.status}`);
  }
  const clients = forkClients();
  const open = await measureLoad(server, clients, "open");
  const closed = await measureLoad(server, clients, "closed");
  const sample = await (
    await fetch(`${server.url}${operations.getLoreEssayAll.path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ lore_essay_limit: 10, lore_essay_offset: 0 }),
    })
  ).text();
  const info = (await (await fetch(`${server.url}/__mock/sandboxes`)).json()) as {
    count: number;
    bytes: number;
    process: { rssBytes: number; heapUsedBytes: number };
  };
  await server.stop();
  const bare = await forkServer("bare", sample);
  const bareOpen = await measureLoad(bare, clients, "open");
  const bareClosed = await measureLoad(bare, clients, "closed");
  await bare.stop();
  clients.stop();

  console.log(
    `\nshared server, in its own process: ${ARTICLES} articles, ${info.count} sandboxes (${mb(info.bytes)} of data of their own); ${CLIENTS} clients in another process, the first ${SANDBOXES} in their sandbox`,
  );
  report(
    `open loop (the goal): each client calls after a think time of ${THINK_MS} ms on average, for ${OPEN_MS / 1000} s`,
    open,
  );
  report(
    `closed loop (saturation, no goal): ${CLIENTS} calls always in flight, ${CALLS_PER_CLIENT} each`,
    closed,
  );
  console.log(
    `  with ${CLIENTS} calls in flight the mean latency is at least ${((CLIENTS / closed.load.perSecond) * 1000).toFixed(0)} ms (Little's law): p95 ≤ ${SHARED_GOAL_P95_MS} ms would take ${((CLIENTS / SHARED_GOAL_P95_MS) * 1000).toFixed(0)} calls/s`,
  );
  console.log(
    `memory of the server process: rss ${mb(info.process.rssBytes)}, heap ${mb(info.process.heapUsedBytes)}`,
  );
  console.log(
    `\nreference, a bare node:http server (a fixed ${sample.length}-byte answer) in its own process:`,
  );
  report("open loop", bareOpen);
  report("closed loop", bareClosed);

  const p95 = percentile(open.load.times, 95);
  const fast = p95 <= SHARED_GOAL_P95_MS;
  const small = info.process.rssBytes < MEMORY_GOAL_BYTES;
  const failures = open.load.failures + closed.load.failures;
  console.log(
    `\nopen-loop p95 ${p95.toFixed(2)} ms ${fast ? "≤" : ">"} goal ${SHARED_GOAL_P95_MS} ms: ${fast ? "ok" : "SLOW"}; memory ${small ? "<" : "≥"} 1 GB: ${small ? "ok" : "TOO MUCH"}${failures > 0 ? `; ${failures} calls FAILED` : ""}`,
  );
  return fast && small && failures === 0;
}

async function measure(
  name: string,
  call: (i: number) => Promise<unknown>,
): Promise<{ name: string; p50: number; p95: number; max: number }> {
  for (let i = 0; i < WARM_UP; i += 1) await call(i);
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

/** The in-process part: the list, a like and the transport through the generated client. */
async function benchInProcess(): Promise<boolean> {
  // Node has no page origin: the relative API paths resolve against this one (MSW answers them).
  (globalThis as { location?: unknown }).location ??= new URL(`${ORIGIN}/`);

  const seedStarted = performance.now();
  const backend = await startNodeBackend({ articles: ARTICLES });
  const seedMs = performance.now() - seedStarted;
  const articleCount =
    (
      backend.state.db as unknown as Record<string, { count?: () => number; all(): unknown[] }>
    ).articles?.all().length ?? 0;

  const next = sequence(42);
  const list = await measure("getLoreEssayAll (limit 10)", (i) =>
    getLoreEssayAll({
      lore_essay_limit: 10,
      lore_essay_offset: next(ARTICLES / 2),
      ...(i % 4 === 3 ? { lore_essay_type: (1 + (i % 11)) as 1 } : {}),
    }),
  );

  const user = await accountLogin({ email: READER.email, user_password: READER.password });
  session.setUser(user);
  const first = await getLoreEssayAll({ lore_essay_limit: 50, lore_essay_offset: 0 });
  const ids = first.base_data.map((a) => a.lore_essay_id);
  const likes = await measure("like (signed in)", (i) =>
    like({
      like_type: LikeType.Essay,
      gid: ids[i % ids.length]!,
      is_like: Math.floor(i / ids.length) % 2 === 0 ? 1 : 0,
    }),
  );
  backend.server.use(
    route.post("/__bench/noop", () => HttpResponse.json({ code: 0, message: "", data: {} })),
  );
  const transport = await measure("no-op handler (transport)", () =>
    apiRequest({ url: "/__bench/noop", method: "POST", data: {} }),
  );
  backend.close();

  console.log(
    `\nmock backend: ${articleCount} articles seeded in ${seedMs.toFixed(0)} ms; ${CALLS} calls each after ${WARM_UP} warm-up calls\n`,
  );
  console.log(
    `${"call".padEnd(30)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"max ms".padStart(8)}`,
  );
  for (const r of [list, likes, transport]) {
    console.log(
      `${r.name.padEnd(30)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${r.max.toFixed(2).padStart(8)}`,
    );
  }
  const ok = list.p50 <= LIST_GOAL_P50_MS;
  console.log(
    `\nlist p50 ${list.p50.toFixed(2)} ms ${ok ? "≤" : ">"} goal ${LIST_GOAL_P50_MS} ms: ${ok ? "ok" : "SLOW"}`,
  );
  return ok;
}

async function main(): Promise<void> {
  const inProcessOk = process.env.BENCH_IN_PROCESS === "0" ? true : await benchInProcess();
  const sharedOk = process.env.BENCH_SHARED === "0" ? true : await benchSharedServer();
  process.exitCode = inProcessOk && sharedOk ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
