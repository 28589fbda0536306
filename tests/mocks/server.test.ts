/**
 * The standalone mock server (mocks/server.ts) in this process on a free port, spoken to over real
 * HTTP like curl would: an /api call answers from the shared state, /__mock/faults arms a code the
 * next call returns (and a network failure drops the connection), a fault armed for one client
 * (the dev:shared browser's cookie) reaches only that client, /__mock/reset reseeds, and the
 * mailbox, audits, log, clock and provider-state endpoints answer; bodies over the limits, not
 * JSON, or of another content type are refused with 413 / 400. Then the server as
 * `npm run mock:server` starts it (a child process): it sets up the documented provider states.
 */
import type { ChildProcess } from "node:child_process";
import { spawnMockServer } from "./mock-server-child";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { http, passthrough } from "msw";
import { server as testServer } from "../msw-server";
import { createMockApp, startMockServer, type RunningMockServer } from "@mocks/server";
import { API_BODY_LIMIT, CONTROL_BODY_LIMIT } from "@mocks/server-input";
import { defineProviderState, providerStates } from "@mocks/provider-states";
import { getState } from "@mocks/core/state";
import { CREATOR } from "@mocks/seed/users";

let running: RunningMockServer;

beforeAll(async () => {
  running = await startMockServer({ port: 0, config: { auditDelayMs: Number.POSITIVE_INFINITY } });
});
afterAll(async () => {
  await running?.close();
});
beforeEach(() => {
  // This process's own MSW server must let the requests to the real server through.
  testServer.use(http.all(`${running.url}/*`, () => passthrough()));
});

const call = async (path: string, body?: unknown, method = body === undefined ? "GET" : "POST") => {
  const response = await fetch(`${running.url}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
};

const login = { email: CREATOR.email, user_password: CREATOR.password };

/** A raw request: any body, any content type (or none). */
const send = async (
  path: string,
  body: string | Uint8Array<ArrayBuffer>,
  contentType?: string,
  method = "POST",
) => {
  const response = await fetch(`${running.url}${path}`, {
    method,
    headers: contentType ? { "content-type": contentType } : {},
    body,
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
};

/** A login call as a browser with the given dev:shared client id (its cookie) makes it. */
const loginAs = async (client?: string) => {
  const response = await fetch(`${running.url}/api/auth/accountlogin`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(client ? { cookie: `theme=dark; gc_mock_client=${client}` } : {}),
    },
    body: JSON.stringify(login),
  });
  return ((await response.json()) as { code: number }).code;
};

describe("the standalone mock server", () => {
  it("answers an /api call from the seeded state", async () => {
    const { status, body } = await call("/api/auth/accountlogin", login);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 0,
      data: { user_id: CREATOR.user_id, email: CREATOR.email },
    });
  });

  it("arms a result code through /__mock/faults that the next call answers, once", async () => {
    const armed = await call("/__mock/faults", { operation: "accountLogin", code: 1315, times: 1 });
    expect(armed.status).toBe(201);
    expect(armed.body).toMatchObject({ text: "accountLogin:1315" });
    expect((await call("/__mock/faults")).body).toMatchObject({ text: "accountLogin:1315" });
    expect((await call("/api/auth/accountlogin", login)).body).toMatchObject({
      code: 1315,
      data: null,
    });
    expect((await call("/api/auth/accountlogin", login)).body).toMatchObject({ code: 0 });
    const log = (await call("/__mock/log")).body.entries as {
      operation: string;
      code?: number;
      fault?: string;
    }[];
    expect(log.at(-2)).toMatchObject({ operation: "accountLogin", code: 1315, fault: "1315" });
  });

  it("arms a ?mock= list, an HTTP status, and clears with DELETE", async () => {
    await call("/__mock/faults", { mock: "accountLogin:http503*2" });
    const first = await call("/api/auth/accountlogin", login);
    expect(first.status).toBe(503);
    const cleared = await call("/__mock/faults", undefined, "DELETE");
    expect(cleared.body).toEqual({ faults: [] });
    expect((await call("/api/auth/accountlogin", login)).status).toBe(200);
  });

  it("drops the connection for an armed network failure", async () => {
    await call("/__mock/faults", { operation: "accountLogin", network: true });
    await expect(call("/api/auth/accountlogin", login)).rejects.toThrow();
    expect((await call("/api/auth/accountlogin", login)).status).toBe(200);
  });

  it("refuses a code outside the operation's list with HTTP 400", async () => {
    const refused = await call("/__mock/faults", { operation: "accountLogin", code: 1501 });
    expect(refused.status).toBe(400);
    expect(String(refused.body.error)).toMatch(/cannot answer code 1501/);
    expect((await call("/__mock/faults")).body).toMatchObject({ faults: [] });
  });

  it("resets to a fresh seeded state with /__mock/reset", async () => {
    await call("/__mock/faults", { operation: "accountLogin", code: 1315 });
    const before = getState();
    const reset = await call("/__mock/reset", { seed: 7 });
    expect(reset.body).toMatchObject({ seed: 7 });
    expect(getState()).not.toBe(before);
    expect((await call("/__mock/faults")).body).toMatchObject({ faults: [] });
    expect((await call("/__mock/reset", { seed: -1 })).status).toBe(400);
  });

  it("lists the mailbox (filtered by recipient), pending audits, and advances the clock", async () => {
    await getState().db.mailbox.create({
      id: "srv-1",
      to: "new@example.com",
      subject: "Your code",
      text: "482913",
      kind: "signup-code",
      code: "482913",
      sent_at: getState().now(),
    });
    const all = (await call("/__mock/mailbox")).body.mails as { id: string }[];
    expect(all.map((m) => m.id)).toContain("srv-1");
    expect((await call("/__mock/mailbox?to=NEW@example.com")).body.mails).toHaveLength(1);
    expect((await call("/__mock/mailbox?to=new@example.com&last")).body.mail).toMatchObject({
      code: "482913",
    });
    expect((await call("/__mock/audits")).body).toHaveProperty("pending");
    expect((await call("/__mock/audits/resolve", { ok: true })).body).toHaveProperty("resolved");
    const before = getState().now();
    const { body } = await call("/__mock/clock", { advanceMs: 120_000 });
    expect(Number(body.now) - before).toBeGreaterThanOrEqual(120_000);
    expect((await call("/__mock/clock", { advanceMs: "soon" })).status).toBe(400);
  });

  it("runs registered provider states, resetting first with ?reset=1", async () => {
    defineProviderState(
      "test: a mail was sent to tester@example.com",
      async ({ state, params }) => {
        await state.db.mailbox.create({
          id: "ps-1",
          to: "tester@example.com",
          subject: "Hi",
          text: String(params.text ?? ""),
          kind: "subscription",
          sent_at: state.now(),
        });
        return { mailId: "ps-1" };
      },
    );
    try {
      const body = {
        state: "test: a mail was sent to tester@example.com",
        params: { text: "hello" },
        action: "setup",
      };
      const applied = await call("/__mock/provider-states?reset=1", body);
      expect(applied).toMatchObject({ status: 200, body: { mailId: "ps-1" } });
      expect((await call("/__mock/mailbox?to=tester@example.com")).body.mails).toHaveLength(1);
      expect((await call("/__mock/provider-states", { ...body, action: "teardown" })).status).toBe(
        200,
      );
      const unknown = await call("/__mock/provider-states", { state: "nobody defined this" });
      expect(unknown.status).toBe(400);
      expect(String(unknown.body.error)).toMatch(/Unknown provider state/);
    } finally {
      providerStates.delete("test: a mail was sent to tester@example.com");
    }
  });

  it("serves generated pictures and uploaded bytes over HTTP, and 404 for anything else", async () => {
    const picture = await fetch(`${running.url}/__files/img/cover-9.svg?w=64&h=48&label=Hi`);
    expect(picture.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toMatch(/width="64" height="48"/);
    const put = await fetch(`${running.url}/__upload/srv-up-1`, {
      method: "PUT",
      headers: { "content-type": "text/plain" },
      body: "bytes",
    });
    expect(put.status).toBe(200);
    expect(await (await fetch(`${running.url}/__files/upload/srv-up-1`)).text()).toBe("bytes");
    const missing = await call("/api/no/such/thing", {});
    expect(missing.status).toBe(404);
  });

  it("serves a demo's web build: its page, in its title, and the game's script (decision 0076)", async () => {
    const page = await fetch(
      `${running.url}/__files/play/works-500001.html?title=%3Cb%3E%E6%9C%88%E4%B8%8B`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain("<title>&lt;b&gt;月下</title>");
    expect(html).toMatch(/<canvas id="game"[^>]*>/);
    expect(html).toContain('<script src="/__files/play/game.js"></script>');
    expect(html).not.toMatch(/<script>|<style|style="/);
    const script = await fetch(`${running.url}/__files/play/game.js`);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('getContext("2d")');
    expect((await fetch(`${running.url}/__files/play/nested/x.html`)).status).toBe(404);
  });

  it("arms a fault for one client (the dev:shared browser's cookie) that only that client gets", async () => {
    const armed = await fetch(`${running.url}/__mock/faults`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "gc_mock_client=browser-a" },
      body: JSON.stringify({ mock: "accountLogin:1315" }),
    });
    expect(armed.status).toBe(201);
    expect(await armed.json()).toMatchObject({ armed: [{ client: "browser-a" }] });
    // Another browser, and a caller without an id, sign in normally; the fault stays armed.
    expect(await loginAs("browser-b")).toBe(0);
    expect(await loginAs()).toBe(0);
    expect((await call("/__mock/faults")).body).toMatchObject({
      faults: [{ operation: "accountLogin", client: "browser-a" }],
    });
    expect(await loginAs("browser-a")).toBe(1315);
    expect(await loginAs("browser-a")).toBe(0);

    // The header form (curl), and DELETE by a client clears only its own faults.
    const byHeader = (client: string, method = "POST") =>
      fetch(`${running.url}/__mock/faults`, {
        method,
        headers: { "content-type": "application/json", "x-mock-client": client },
        body:
          method === "POST" ? JSON.stringify({ operation: "accountLogin", code: 1316 }) : undefined,
      });
    await byHeader("tool-1");
    await byHeader("tool-2");
    await byHeader("tool-1", "DELETE");
    expect(
      ((await call("/__mock/faults")).body.faults as { client?: string }[]).map((f) => f.client),
    ).toEqual(["tool-2"]);
    expect(await loginAs("tool-1")).toBe(0);
    expect(await loginAs("tool-2")).toBe(1316);
  });

  it("takes an armed network failure only from the client it was armed for", async () => {
    await fetch(`${running.url}/__mock/faults`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-mock-client": "offline-one" },
      body: JSON.stringify({ operation: "accountLogin", network: true }),
    });
    expect(await loginAs("someone-else")).toBe(0);
    await expect(loginAs("offline-one")).rejects.toThrow();
  });
});

describe("the standalone mock server's input handling", () => {
  it("refuses an API body over the limit with 413", async () => {
    const big = JSON.stringify({ ...login, padding: "x".repeat(API_BODY_LIMIT) });
    const refused = await send("/api/auth/accountlogin", big, "application/json");
    expect(refused.status).toBe(413);
    expect(refused.json()).toMatchObject({ code: 413, data: null });
    expect(String(refused.json().message)).toMatch(/larger than 2 MB/);
    // A body within the limit is answered as usual.
    const fine = JSON.stringify({ ...login, padding: "x".repeat(API_BODY_LIMIT / 2) });
    expect((await send("/api/auth/accountlogin", fine, "application/json")).json()).toMatchObject({
      code: 0,
    });
  });

  it("refuses a /__mock/ body over its limit with 413", async () => {
    const big = JSON.stringify({
      mock: "accountLogin:1315",
      padding: "x".repeat(CONTROL_BODY_LIMIT),
    });
    const refused = await send("/__mock/faults", big, "application/json");
    expect(refused.status).toBe(413);
    expect(String(refused.json().error)).toMatch(/larger than 64 KB/);
    expect((await call("/__mock/faults")).body).toMatchObject({ faults: [] });
  });

  it("answers malformed JSON on /__mock/ endpoints with 400 and a plain message", async () => {
    for (const path of [
      "/__mock/faults",
      "/__mock/reset",
      "/__mock/provider-states",
      "/__mock/clock",
    ]) {
      const refused = await send(
        path,
        '{"operation": "accountLogin", code: 1315',
        "application/json",
      );
      expect(refused.status, path).toBe(400);
      expect(refused.json(), path).toEqual({
        error: `The body of POST ${path} is not valid JSON.`,
      });
    }
  });

  it("answers malformed JSON on an API operation with the 400 envelope", async () => {
    const refused = await send("/api/auth/accountlogin", "{email:", "application/json");
    expect(refused.status).toBe(400);
    expect(refused.json()).toEqual({
      code: 400,
      message: "The body of POST /api/auth/accountlogin is not valid JSON.",
      data: null,
    });
  });

  it("names a wrong content type in its 400", async () => {
    const control = await send("/__mock/faults", "accountLogin:1315", "text/plain");
    expect(control.status).toBe(400);
    expect(String(control.json().error)).toMatch(
      /POST \/__mock\/faults takes a JSON body .*sent "text\/plain"/,
    );
    const form = await send(
      "/api/auth/accountlogin",
      "email=a%40b.c",
      "application/x-www-form-urlencoded",
    );
    expect(form.status).toBe(400);
    expect(form.json()).toMatchObject({ code: 400, data: null });
    expect(String(form.json().message)).toMatch(/sent "application\/x-www-form-urlencoded"/);
    const none = await send(
      "/api/auth/accountlogin",
      new TextEncoder().encode(JSON.stringify(login)),
    );
    expect(none.status).toBe(400);
    expect(String(none.json().message)).toMatch(/sent no content type/);
    // JSON with a charset is JSON.
    const charset = await send(
      "/api/auth/accountlogin",
      JSON.stringify(login),
      "application/json; charset=utf-8",
    );
    expect(charset.json()).toMatchObject({ code: 0 });
    // Sent twice (Content-Type and content-type), node joins the header: still JSON.
    const twice = await send(
      "/api/auth/accountlogin",
      JSON.stringify(login),
      "application/json, application/json",
    );
    expect(twice.json()).toMatchObject({ code: 0 });
  });

  it("refuses an upload over its own limit with 413 and takes one within it", async () => {
    const app = createMockApp({ uploadLimit: 1024 });
    const small: Server = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const url = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
    testServer.use(http.all(`${url}/*`, () => passthrough()));
    try {
      const put = (id: string, bytes: number) =>
        fetch(`${url}/__upload/${id}`, {
          method: "PUT",
          headers: { "content-type": "application/zip" },
          body: new Uint8Array(bytes),
        });
      const refused = await put("up-big", 2048);
      expect(refused.status).toBe(413);
      expect(await refused.text()).toMatch(/larger than 1 KB, the mock server's upload limit/);
      expect((await fetch(`${url}/__files/upload/up-big`)).status).toBe(404);
      expect((await put("up-small", 1000)).status).toBe(200);
    } finally {
      await new Promise((resolve) => small.close(resolve));
      small.closeAllConnections();
    }
  });
});

// ── the server as `npm run mock:server` starts it ─────────────────────────────────────────

/** The sentences of docs/provider-states.md's "Every sentence" table, in its order. */
function documentedSentences(): string[] {
  const doc = readFileSync("docs/provider-states.md", "utf8");
  const table = doc.slice(doc.indexOf("## Every sentence"));
  return [...table.matchAll(/^\| \d+ \| `([^`]+)` \|/gm)].map((match) => match[1]!);
}

describe("npm run mock:server", () => {
  let child: ChildProcess | undefined;
  let url = "";

  beforeAll(async () => {
    // The script's own command line (`tsx mocks/server.ts`), which spawnMockServer runs.
    const scripts = (
      JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts["mock:server"]).toBe("tsx mocks/server.ts");
    ({ child, url } = await spawnMockServer({ MOCK_AUDIT_DELAY_MS: "Infinity" }));
  }, 70_000);
  afterAll(() => {
    // The group this test created: tsx and its node process.
    if (child?.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  });
  beforeEach(() => {
    testServer.use(http.all(`${url}/*`, () => passthrough()));
  });

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const setUp = (state: string, reset = true) =>
    post(`/__mock/provider-states${reset ? "?reset=1" : ""}`, {
      state,
      params: {},
      action: "setup",
    });

  it("sets up every provider state of docs/provider-states.md, and lists them all", async () => {
    const sentences = documentedSentences();
    expect(sentences.length).toBeGreaterThanOrEqual(46);
    // In the table's order, from the baseline (a project's state needs its demo first).
    for (const [index, sentence] of sentences.entries()) {
      const { status, body } = await setUp(sentence, index === 0);
      expect({ sentence, status, body }).toMatchObject({ sentence, status: 200 });
    }
    const listed = (await (await fetch(`${url}/__mock/provider-states`)).json()) as {
      states: string[];
    };
    expect(listed.states).toEqual(expect.arrayContaining(sentences));
    expect(listed.states.length).toBeGreaterThanOrEqual(41);
  });

  it("makes the data of a sentence exist, as real API calls then show", async () => {
    // From the baseline (the test above leaves the last documented states applied).
    expect((await setUp("user creator@example.com failed to sign in 0 times today")).status).toBe(
      200,
    );
    expect((await post("/api/auth/accountlogin", login)).body).toMatchObject({ code: 0 });
    expect((await setUp("user creator@example.com failed to sign in 5 times today")).status).toBe(
      200,
    );
    expect((await post("/api/auth/accountlogin", login)).body).toMatchObject({
      code: 1315,
      data: null,
    });

    expect((await setUp("no account uses newcomer@example.com")).status).toBe(200);
    expect(
      (await setUp("sign-up code 482913 was sent to newcomer@example.com just now", false)).status,
    ).toBe(200);
    const register = {
      email: "newcomer@example.com",
      user_name: "NewMaker",
      user_password: "Sprite2024",
      check_code: "482913",
    };
    expect((await post("/api/auth/accountregister", register)).body).toMatchObject({ code: 0 });
    expect(
      (
        await post("/api/auth/accountlogin", {
          email: register.email,
          user_password: register.user_password,
        })
      ).body,
    ).toMatchObject({
      code: 0,
      data: { email: register.email },
    });
  });

  it("answers an unknown sentence with 400, naming the states it knows", async () => {
    const { status, body } = await setUp("nobody defined this");
    expect(status).toBe(400);
    expect(String(body.error)).toMatch(
      /Unknown provider state "nobody defined this". Known states: "/,
    );
    expect(String(body.error)).not.toMatch(/none yet/);
  });
});
