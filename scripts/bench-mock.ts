/**
 * npm run bench:mock — the mock backend's latency with 10,000 articles in the db, measured through
 * the generated client (the fetch mutator + MSW in node + the handler), as the app calls it:
 * - getLoreEssayAll: paged lists (limit 10) at varied offsets, some filtered by category;
 * - like: a signed-in reader liking and unliking articles.
 * - a no-op handler through the same client: the transport's share (fetch + MSW interception).
 * Prints p50/p95/max in ms. Goal: p50 ≤ 5 ms for the list. BENCH_CALLS sets N (default 300).
 *
 * Then the shared server (mocks/server.ts, over HTTP in this process) with the same 10,000
 * articles, SANDBOXES sandboxes (docs/decisions/0081, copy-on-write: 0083) and CLIENTS concurrent
 * clients (the first SANDBOXES of them in their sandbox) each listing articles: p95 of the list
 * call and the server's memory. Goal: p95 ≤ 10 ms and under 1 GB. BENCH_SHARED=0 skips it.
 * It also prints the calls per second the clients got and, for reference, the same clients
 * against a bare node:http server answering a fixed JSON in this process: with CLIENTS calls
 * always in flight, the mean latency is CLIENTS ÷ calls per second (Little's law), so the bare
 * server's figures are the floor this machine and harness allow.
 */
import { performance } from "node:perf_hooks";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { http as route, HttpResponse } from "msw";
import { startNodeBackend } from "../mocks/node";
import { READER } from "../mocks/seed/users";
import { apiRequest } from "@/lib/api-client";
import { session } from "@/lib/session";
import { accountLogin } from "@/generated/auth/auth";
import { getLoreEssayAll } from "@/generated/knowledge/knowledge";
import { like } from "@/generated/social/social";
import { operations } from "@/generated/operations";
import { startMockServer } from "../mocks/server";
import { LikeType } from "@/generated/model";

const ARTICLES = 10_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const WARM_UP = 20;
const LIST_GOAL_P50_MS = 5;
const ORIGIN = "http://localhost";
const SANDBOXES = 50;
const CLIENTS = 200;
const CALLS_PER_CLIENT = Number(process.env.BENCH_CLIENT_CALLS ?? 10);
const SHARED_GOAL_P95_MS = 10;
const MEMORY_GOAL_BYTES = 1024 ** 3;

type Post = (path: string, client: string | undefined, body?: unknown) => Promise<Response>;

const poster =
  (url: string): Post =>
  (path, client, body) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(client ? { "x-mock-client": client } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

/**
 * CLIENTS clients at once, each making CALLS_PER_CLIENT list calls in a row (the first SANDBOXES
 * in their sandbox): every call's latency at the client, sorted, and the calls per second.
 */
async function underLoad(post: Post): Promise<{ times: number[]; perSecond: number }> {
  const next = sequence(7);
  const times: number[] = [];
  const client = async (index: number) => {
    const id = index < SANDBOXES ? `bench-${index}` : undefined;
    for (let i = 0; i < CALLS_PER_CLIENT; i += 1) {
      const started = performance.now();
      const response = await post(operations.getLoreEssayAll.path, id, {
        lore_essay_limit: 10,
        lore_essay_offset: next(ARTICLES / 2),
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { times, perSecond: times.length / seconds };
}

/** The same load against a bare node:http server answering a fixed list-sized JSON. */
async function benchBareServer(answer: string): Promise<{ times: number[]; perSecond: number }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const result = await underLoad(poster(`http://127.0.0.1:${port}`));
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  return result;
}

/** The shared server under load: p95 of the list call over HTTP and the process's memory. */
async function benchSharedServer(): Promise<boolean> {
  const running = await startMockServer({
    port: 0,
    seedOptions: { articles: ARTICLES },
    config: { auditDelayMs: Number.POSITIVE_INFINITY },
  });
  const post = poster(running.url);
  for (let i = 0; i < SANDBOXES; i += 1) await post("/__mock/sandbox", `bench-${i}`);
  const { times, perSecond } = await underLoad(post);
  const sample = await (
    await post(operations.getLoreEssayAll.path, undefined, { lore_essay_limit: 10 })
  ).text();
  const info = (await (await fetch(`${running.url}/__mock/sandboxes`)).json()) as {
    count: number;
    bytes: number;
    process: { rssBytes: number; heapUsedBytes: number };
  };
  await running.close();
  const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
  const p95 = percentile(times, 95);
  console.log(
    `\nshared server: ${ARTICLES} articles, ${info.count} sandboxes (${mb(info.bytes)} of data of their own), ${CLIENTS} concurrent clients × ${CALLS_PER_CLIENT} list calls`,
  );
  console.log(
    `list p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms; memory: rss ${mb(info.process.rssBytes)}, heap ${mb(info.process.heapUsedBytes)}`,
  );
  console.log(
    `${perSecond.toFixed(0)} calls/s: with ${CLIENTS} calls in flight the mean latency is at least ${((CLIENTS / perSecond) * 1000).toFixed(0)} ms (Little's law)`,
  );
  const bare = await benchBareServer(sample);
  console.log(
    `reference, a bare node:http server under the same clients: p50 ${percentile(bare.times, 50).toFixed(2)} ms, p95 ${percentile(bare.times, 95).toFixed(2)} ms, ${bare.perSecond.toFixed(0)} calls/s`,
  );
  const fast = p95 <= SHARED_GOAL_P95_MS;
  const small = info.process.rssBytes < MEMORY_GOAL_BYTES;
  console.log(
    `p95 ${fast ? "≤" : ">"} goal ${SHARED_GOAL_P95_MS} ms: ${fast ? "ok" : "SLOW"}; memory ${small ? "<" : "≥"} 1 GB: ${small ? "ok" : "TOO MUCH"}`,
  );
  return fast && small;
}

/** A deterministic sequence (no Math.random: runs are comparable). */
function sequence(seed: number) {
  let a = seed >>> 0;
  return (max: number) => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a % max;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

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

async function main(): Promise<void> {
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
  const sharedOk = process.env.BENCH_SHARED === "0" ? true : await benchSharedServer();
  process.exitCode = ok && sharedOk ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
