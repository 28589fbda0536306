/**
 * The standalone server's direct route to the API operations (mocks/server-operations.ts,
 * docs/decisions/0095-mock-server-load.md): which requests it takes (a JSON call with its length
 * to an operation's path) and which it leaves to express; that what it answers is byte for byte
 * what the express chain answers for the same call (sent chunked, which the route leaves to
 * express); and that it answers in the caller's sandbox, with the caller's faults.
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { http, passthrough } from "msw";
import { server as testServer } from "../msw-server";
import { startMockServer, type RunningMockServer } from "@mocks/server";
import { operationRoute } from "@mocks/server-operations";
import { handlers } from "@mocks/handlers";
import { Sandboxes } from "@mocks/sandboxes";
import { operations, type OperationMeta } from "@/generated/operations";
import { CREATOR } from "@mocks/seed/users";

const LIST = operations.getLoreEssayAll.path;
const UPLOAD = operations.initUploadLsCos.path;
const LEFT = 599;

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A request as curl sends it: the body with its Content-Length, or chunked (no length). Rejects
 * when the server drops the connection.
 */
function send(
  url: string,
  path: string,
  options: {
    method?: string;
    body?: string;
    chunked?: boolean;
    headers?: Record<string, string>;
  } = {},
): Promise<Sent> {
  const { method = "POST", body, chunked = false } = options;
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        agent: false,
        headers: {
          ...(body !== undefined && !chunked ? { "content-length": Buffer.byteLength(body) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (body !== undefined && chunked) req.write(body);
    req.end(chunked ? undefined : body);
  });
}

const json = { "content-type": "application/json" };

describe("the direct route's choice of requests", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const route = operationRoute({
      handlers,
      operations: Object.values(operations) as OperationMeta[],
      bodyLimit: 1024,
      sandboxes: new Sandboxes(),
      takeOffline: () => false,
      refuse: (_req, res, status, message) => res.writeHead(status).end(message),
    });
    // What the route leaves answers LEFT (the server's express app in mocks/server.ts).
    server = createServer((req, res) => {
      if (!route(req, res)) res.writeHead(LEFT).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const list = JSON.stringify({ lore_essay_limit: 2, lore_essay_offset: 0 });

  it("takes a JSON call with its length to an operation's exact path", async () => {
    const taken = await send(url, LIST, { body: list, headers: json });
    expect(taken.status).toBe(200);
    expect(JSON.parse(taken.text)).toMatchObject({ code: 0, data: { base_data: [{}, {}] } });
    const charset = { "content-type": "application/json; charset=UTF-8" };
    expect((await send(url, `${LIST}?x=1`, { body: list, headers: charset })).status).toBe(200);
    // Not valid JSON: the route's refusal.
    expect(await send(url, LIST, { body: "{limit:", headers: json })).toMatchObject({
      status: 400,
      text: `The body of POST ${LIST} is not valid JSON.`,
    });
  });

  it("leaves every other request to express", async () => {
    const left = [
      await send(url, LIST, { body: list, headers: json, chunked: true }),
      await send(url, LIST, { body: list, headers: { "content-type": "text/plain" } }),
      await send(url, LIST, { body: list }),
      await send(url, LIST, { headers: json }),
      await send(url, LIST, { method: "GET" }),
      await send(url, `${LIST}/`, { body: list, headers: json }),
      await send(url, LIST.toUpperCase(), { body: list, headers: json }),
      await send(url, "/api/no/such/thing", { body: list, headers: json }),
      await send(url, LIST, { body: " ".repeat(1025), headers: json }),
      await send(url, LIST, { body: list, headers: { ...json, "content-encoding": "gzip" } }),
      await send(url, LIST, { body: list, headers: { ...json, accept: "msw/passthrough" } }),
      await send(url, LIST, { body: list, headers: { "content-type": "application/json; a=b" } }),
    ];
    expect(left.map((sent) => sent.status)).toEqual(left.map(() => LEFT));
  });
});

describe("the standalone server's direct route", () => {
  let running: RunningMockServer;
  beforeAll(async () => {
    running = await startMockServer({
      port: 0,
      config: { auditDelayMs: Number.POSITIVE_INFINITY },
    });
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(() => {
    testServer.use(http.all(`${running.url}/*`, () => passthrough()));
  });

  /** The same call through the direct route and through express (sent chunked). */
  const both = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const direct = await send(running.url, path, { body, headers: { ...json, ...headers } });
    const chained = await send(running.url, path, {
      body,
      headers: { ...json, ...headers },
      chunked: true,
    });
    return { direct, chained };
  };
  const answer = ({ status, headers, text }: Sent) => ({
    status,
    type: headers["content-type"],
    length: headers["content-length"],
    etag: headers.etag,
    text,
  });
  const arm = (mock: string, client?: string) =>
    send(running.url, "/__mock/faults", {
      body: JSON.stringify({ mock }),
      headers: { ...json, ...(client ? { "x-mock-client": client } : {}) },
    });

  it("answers as the express chain does: a list, a refused body, malformed JSON, a missing session", async () => {
    const cases = [
      [LIST, JSON.stringify({ lore_essay_limit: 3, lore_essay_offset: 40 })],
      [LIST, JSON.stringify({ lore_essay_limit: "ten" })],
      [LIST, "{lore_essay_limit:"],
      [UPLOAD, JSON.stringify({ file_name: "a.png", file_size: 4, content_type: "image/png" })],
      [LIST, JSON.stringify({ lore_essay_limit: 2, lore_essay_offset: 0, lore_essay_type: 3 })],
    ] as const;
    for (const [path, body] of cases) {
      const { direct, chained } = await both(path, body, { language: "zh-cn" });
      expect(answer(direct), `${path} ${body}`).toEqual(answer(chained));
    }
    const { direct } = await both(...cases[2]);
    expect(direct.status).toBe(400);
    expect(direct.headers.etag).toBeDefined();
  });

  it("answers the caller's faults: a status, and a dropped connection", async () => {
    await arm("getLoreEssayAll:http503*2", "direct-one");
    const body = JSON.stringify({ lore_essay_limit: 1, lore_essay_offset: 0 });
    const { direct, chained } = await both(LIST, body, { "x-mock-client": "direct-one" });
    expect(answer(direct)).toEqual(answer(chained));
    expect(direct.status).toBe(503);
    // Another client is not affected.
    expect((await both(LIST, body, { "x-mock-client": "direct-two" })).direct.status).toBe(200);

    await arm("getLoreEssayAll:offline", "direct-one");
    const cookie = { cookie: "gc_mock_client=direct-one" };
    await expect(
      send(running.url, LIST, { body, headers: { ...json, ...cookie } }),
    ).rejects.toThrow();
    expect((await send(running.url, LIST, { body, headers: { ...json, ...cookie } })).status).toBe(
      200,
    );
  });

  it("answers in the caller's sandbox: a session made there is unknown outside", async () => {
    const client = { "x-mock-client": "direct-box" };
    expect((await send(running.url, "/__mock/sandbox", { headers: client })).status).toBe(201);
    try {
      const login = JSON.stringify({ email: CREATOR.email, user_password: CREATOR.password });
      const signedIn = await send(running.url, operations.accountLogin.path, {
        body: login,
        headers: { ...json, ...client },
      });
      const user = (JSON.parse(signedIn.text) as { data: Record<string, string> }).data;
      const session = { user_id: user.user_id!, verify_session: user.verify_session! };
      const reserve = JSON.stringify({
        file_name: "a.png",
        file_size: 4,
        content_type: "image/png",
      });
      const inBox = await send(running.url, UPLOAD, {
        body: reserve,
        headers: { ...json, ...client, ...session },
      });
      const reserved = JSON.parse(inBox.text) as { code: number; data: { upload_url: string } };
      expect(reserved.code).toBe(0);
      // The resolver's fetch Request carries the server's origin.
      expect(new URL(reserved.data.upload_url).origin).toBe(running.url);
      const outside = await send(running.url, UPLOAD, {
        body: reserve,
        headers: { ...json, ...session },
      });
      expect(JSON.parse(outside.text)).toMatchObject({ code: 100 });
    } finally {
      await send(running.url, "/__mock/sandbox", { method: "DELETE", headers: client });
    }
  });
});
