/**
 * The standalone mock server (mocks/server.ts) in this process on a free port, spoken to over real
 * HTTP like curl would: an /api call answers from the shared state, /__mock/faults arms a code the
 * next call returns (and a network failure drops the connection), /__mock/reset reseeds, and the
 * mailbox, audits, log, clock and provider-state endpoints answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { http, passthrough } from "msw";
import { server as testServer } from "../msw-server";
import { startMockServer, type RunningMockServer } from "@mocks/server";
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
});
