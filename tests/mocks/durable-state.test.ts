/**
 * The standalone server's durable state (docs/decisions/0080-durable-mock-state.md): with
 * MOCK_STATE_FILE, data changed over HTTP survives a SIGKILL, also one that lands between the write
 * of the temporary file and its rename (MOCK_STATE_WRITE_PAUSE_MS holds the writer there); a
 * corrupt file or one of another schema version is moved aside and the server seeds; named
 * snapshots are saved, exported, imported and restored over HTTP.
 */
import type { ChildProcess } from "node:child_process";
import { spawnMockServer } from "./mock-server-child";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, passthrough } from "msw";
import { server as testServer } from "../msw-server";
import { startMockServer, type RunningMockServer } from "@mocks/server";

// tests/setup.ts clears toasts after each test, loading the toaster on first use: loaded here, with
// time to spare, so that a run of this file alone on a busy machine does not spend it in a hook.
beforeAll(() => import("@/components/toaster-impl"), 60_000);

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "gc-mock-state-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const letThrough = (url: string) => testServer.use(http.all(`${url}/*`, () => passthrough()));

async function json(url: string, path: string, body?: unknown, method?: string) {
  const response = await fetch(`${url}${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const fillMailbox = (url: string, email: string) =>
  json(url, "/__mock/states", { states: [`the mailbox of ${email} is full today`] });
const mailsTo = async (url: string, email: string) =>
  ((await json(url, `/__mock/mailbox?to=${email}`)).body.mails as unknown[]).length;

describe("MOCK_STATE_FILE across a SIGKILL", () => {
  const file = () => join(dir, "state.json");
  let child: ChildProcess | undefined;

  async function start(env: Record<string, string> = {}): Promise<string> {
    let url: string;
    ({ child, url } = await spawnMockServer({ MOCK_STATE_FILE: file(), ...env }, 30_000));
    letThrough(url);
    return url;
  }

  async function kill(): Promise<void> {
    const running = child!;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    process.kill(-running.pid!, "SIGKILL");
    await exited;
    child = undefined;
  }

  /** Waits until every change so far is on disk. */
  async function written(url: string, after: number): Promise<void> {
    for (;;) {
      const { body } = await json(url, "/__mock/state-file");
      if (!body.pending && (body.writes as number) > after) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const writes = async (url: string) =>
    (await json(url, "/__mock/state-file")).body.writes as number;

  afterEach(() => {
    if (child?.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
  });

  it("finds the last written state after a kill, also one that lands mid-write", async () => {
    // The writer waits 1 s between writing the temporary file and renaming it over the state file.
    let url = await start({ MOCK_STATE_WRITE_PAUSE_MS: "1000" });
    await written(url, 0); // the seed
    const before = await writes(url);
    expect((await fillMailbox(url, "kept@example.com")).status).toBe(200);
    await written(url, before);
    expect((await fillMailbox(url, "lost@example.com")).status).toBe(200);
    while (!readdirSync(dir).some((name) => name.startsWith(".state.json.tmp-")))
      await new Promise((resolve) => setTimeout(resolve, 10));
    await kill();

    url = await start();
    expect(await mailsTo(url, "kept@example.com")).toBe(20);
    expect(await mailsTo(url, "lost@example.com")).toBe(0);
  }, 60_000);
});

describe("a state file that cannot be used", () => {
  let running: RunningMockServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  async function startWith(name: string, text: string) {
    const file = join(dir, name);
    writeFileSync(file, text);
    running = await startMockServer({ port: 0, stateFile: file });
    letThrough(running.url);
    const aside = readdirSync(dir).filter((f) => f.startsWith(`${name}.corrupt-`));
    return { file, aside };
  }

  it("moves a corrupt file aside, keeping its bytes, and starts from the seed", async () => {
    const { file, aside } = await startWith("corrupt.json", "{not json");
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, aside[0]!), "utf8")).toBe("{not json");
    const { body } = await json(running!.url, "/__mock");
    expect((body.counts as Record<string, number>).users).toBeGreaterThan(0);
    // The fresh seed is written in its place.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(existsSync(file)).toBe(true);
  });

  it("moves a file of another schema version aside", async () => {
    const other = JSON.stringify({
      schema: 99,
      seed: 1,
      seededAt: 0,
      clockOffsetMs: 0,
      collections: {},
    });
    const { aside } = await startWith("old.json", other);
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, aside[0]!), "utf8")).toBe(other);
  });
});

describe("named snapshots over HTTP", () => {
  let running: RunningMockServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it("saves, lists, exports, imports and restores", async () => {
    running = await startMockServer({ port: 0, stateFile: join(dir, "snapshots.json") });
    const { url } = running;
    letThrough(url);
    await fillMailbox(url, "snap@example.com");
    expect((await json(url, "/__mock/snapshots", { name: "full-mailbox" })).status).toBe(201);
    expect((await json(url, "/__mock/reset", {})).status).toBe(200);
    expect(await mailsTo(url, "snap@example.com")).toBe(0);

    const exported = await fetch(`${url}/__mock/snapshots/full-mailbox`);
    expect(exported.headers.get("content-disposition")).toMatch(/full-mailbox\.json/);
    const text = await exported.text();
    expect((await json(url, "/__mock/snapshots/again", text, "PUT")).status).toBe(201);
    expect((await json(url, "/__mock/snapshots/full-mailbox", undefined, "DELETE")).body).toEqual({
      deleted: true,
    });
    const listed = (await json(url, "/__mock/snapshots")).body.snapshots as { name: string }[];
    expect(listed.map((s) => s.name)).toEqual(["again"]);

    await json(url, "/__mock/faults", { mock: "accountLogin:1315" });
    expect((await json(url, "/__mock/snapshots/again/restore", {})).status).toBe(200);
    expect(await mailsTo(url, "snap@example.com")).toBe(20);
    // Faults belong to the session, not to the data.
    expect((await json(url, "/__mock/faults")).body.text).toBe("accountLogin:1315");
  });

  it("refuses an import that is not a snapshot, and a bad name", async () => {
    running = await startMockServer({ port: 0 });
    const { url } = running;
    letThrough(url);
    const broken = await json(url, "/__mock/snapshots/broken", "{oops", "PUT");
    expect(broken).toEqual({
      status: 400,
      body: { error: 'The imported snapshot "broken" is not valid JSON.' },
    });
    const old = await json(url, "/__mock/snapshots/old", JSON.stringify({ schema: 0 }), "PUT");
    expect(old.status).toBe(400);
    expect(String(old.body.error)).toMatch(/schema version is 0, this code reads version 1/);
    expect((await json(url, "/__mock/snapshots", { name: "../etc" })).status).toBe(400);
    expect((await json(url, "/__mock/snapshots/nothing/restore", {})).status).toBe(404);
  });
});
