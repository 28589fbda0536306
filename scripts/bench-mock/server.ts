/**
 * The server side of `npm run bench:mock` (scripts/bench-mock.ts forks it): the shared mock server
 * (mocks/server.ts) with ARTICLES articles, or with `bare` a bare node:http server answering a fixed
 * list-sized JSON, alone in this process (docs/decisions/0095-mock-server-load.md). It measures
 * what the server spends on each call to MEASURED_PATH, from node's request event to the last byte
 * written, and the process's CPU time and event-loop use; the parent asks for them over IPC.
 * With BENCH_PROFILE_DIR set, each measured load's CPU profile is written there (<label>.cpuprofile,
 * from the "reset" that starts it to the "stats" that ends it: the start-up and seeding are left out).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  constants,
  monitorEventLoopDelay,
  performance,
  PerformanceObserver,
} from "node:perf_hooks";
import { Session } from "node:inspector/promises";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type ServerRequest = { type: "reset"; label: string } | { type: "stats" } | { type: "stop" };

export interface ServerStats {
  type: "stats";
  /** Server time per measured call, ms, ascending. */
  times: number[];
  /** CPU time of the process (user + system) since the last reset, ms. */
  cpuMs: number;
  /** The share of wall time the event loop was busy since the last reset (0-1). */
  eventLoopUse: number;
  /** How late the event loop ran a timer since the last reset, ms: p99 and max (stalls, GC). */
  loopDelayP99: number;
  loopDelayMax: number;
  /** Garbage collection since the last reset: its pauses, their total and the longest, ms. */
  gc: { count: number; totalMs: number; maxMs: number; majorCount: number; majorMs: number };
  rssBytes: number;
  heapUsedBytes: number;
}

/** "measuring": the reset is done (the profiler started), the load may begin. */
export type ServerMessage = { type: "ready"; url: string } | { type: "measuring" } | ServerStats;

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const MEASURED_PATH = process.env.BENCH_MEASURED_PATH ?? "";
const BARE_ANSWER = process.env.BENCH_BARE_ANSWER ?? "{}";
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

const send = (message: ServerMessage) => process.send?.(message);

/** Times every call to MEASURED_PATH; prepended, so it runs before the app's own listener. */
function timeCalls(server: Server, times: number[]): void {
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== MEASURED_PATH) return;
    const started = performance.now();
    res.once("finish", () => times.push(performance.now() - started));
  });
}

async function bare(): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(BARE_ANSWER);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function mock(): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const { startMockServer } = await import("../../mocks/server");
  return startMockServer({
    port: 0,
    seedOptions: { articles: ARTICLES },
    config: { auditDelayMs: Number.POSITIVE_INFINITY },
  });
}

/** The CPU profile of one load, when BENCH_PROFILE_DIR asks for it. */
function profiler(): { start(label: string): Promise<void>; stop(): Promise<void> } {
  const session = new Session();
  let label: string | undefined;
  return {
    async start(name) {
      if (!PROFILE_DIR) return;
      if (!label) session.connect();
      label = name;
      await session.post("Profiler.enable");
      await session.post("Profiler.start");
    },
    async stop() {
      if (!PROFILE_DIR || !label) return;
      const { profile } = await session.post("Profiler.stop");
      await mkdir(PROFILE_DIR, { recursive: true });
      await writeFile(join(PROFILE_DIR, `${label}.cpuprofile`), JSON.stringify(profile));
    },
  };
}

async function main(): Promise<void> {
  const running = process.argv.includes("bare") ? await bare() : await mock();
  const times: number[] = [];
  timeCalls(running.server, times);
  let cpuFrom = process.cpuUsage();
  let loopFrom = performance.eventLoopUtilization();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const gc = { count: 0, totalMs: 0, maxMs: 0, majorCount: 0, majorMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      const { detail } = entry as { detail?: { kind?: number } };
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        gc.majorCount += 1;
        gc.majorMs += entry.duration;
      }
    }
  }).observe({ entryTypes: ["gc"] });
  const profile = profiler();
  process.on("message", async (message: ServerRequest) => {
    if (message.type === "reset") {
      await profile.start(message.label);
      times.length = 0;
      cpuFrom = process.cpuUsage();
      loopFrom = performance.eventLoopUtilization();
      delay.reset();
      Object.assign(gc, { count: 0, totalMs: 0, maxMs: 0, majorCount: 0, majorMs: 0 });
      send({ type: "measuring" });
    } else if (message.type === "stats") {
      await profile.stop();
      const cpu = process.cpuUsage(cpuFrom);
      const memory = process.memoryUsage();
      send({
        type: "stats",
        times: [...times].sort((a, b) => a - b),
        cpuMs: (cpu.user + cpu.system) / 1000,
        eventLoopUse: performance.eventLoopUtilization(loopFrom).utilization,
        loopDelayP99: delay.percentile(99) / 1e6,
        loopDelayMax: delay.max / 1e6,
        gc: { ...gc },
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
      });
    } else if (message.type === "stop") {
      void running.close().finally(() => process.exit(0));
    }
  });
  process.on("disconnect", () => process.exit(0));
  send({ type: "ready", url: running.url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
