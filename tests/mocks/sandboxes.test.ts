/**
 * Sandboxes share the shared data's collections until they write
 * (docs/decisions/0083-copy-on-write-sandboxes.md). In the backend: a sandbox reads the base's
 * very collection objects; its first write to a collection copies that one only, so sandbox A's
 * writes reach neither the base nor sandbox B, and the base's writes after B was made do not reach
 * B; a record changed in place without claiming its collection throws instead of leaking. 50
 * sandboxes over the 10,000-article seed hold no copy of the articles. Over HTTP (the standalone
 * server in this process): a state applied in one sandbox is seen neither by the shared data nor
 * by another sandbox, resetting a sandbox resets it alone, and leaving it puts the client back on
 * the shared data.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { http, passthrough } from "msw";
import { server as testServer } from "../msw-server";
import { resetBackend, shareBackend } from "@mocks/backend";
import { getState, type MockState } from "@mocks/core/state";
import { collectionIdentity, ownCollections, sharedCollections } from "@mocks/db/copy-on-write";
import { adjustArticleStat } from "@mocks/domains/content/store";
import { articleCatalog } from "@mocks/domains/content/catalog";
import { startMockServer, type RunningMockServer } from "@mocks/server";
import { TEST_CONFIG } from "@mocks/testing";

const firstPublicId = (state: MockState) => articleCatalog(state).publicIds[0]!;
const likesOf = (state: MockState, id: string) => articleCatalog(state).byId.get(id)!.stat.like_num;
const mailTo = (state: MockState, to: string) =>
  state.db.mailbox.all().filter((mail) => mail.to === to).length;
const sendMail = (state: MockState, to: string) =>
  state.db.mailbox.create({
    id: `mail-${to}-${state.db.mailbox.all().length}`,
    to,
    kind: "signup-code",
    code: "123456",
    subject: "Your sign-up code",
    text: "123456",
    sent_at: state.now(),
  });

describe("copy-on-write sandboxes in the backend", () => {
  it("read the base's collections themselves until they write", () => {
    const base = getState();
    const box = shareBackend(base);
    expect(ownCollections(box.db)).toEqual([]);
    expect(sharedCollections(box.db)).toEqual(Object.keys(base.db));
    expect(collectionIdentity(box.db.articles)).toBe(collectionIdentity(base.db.articles));
    expect(box.db.articles.all()).toBe(base.db.articles.all());
    // One catalog (the pre-sorted lists) serves every db reading the collection.
    expect(articleCatalog(box)).toBe(articleCatalog(base));
  });

  it("keeps sandbox A's writes from the base and from sandbox B", async () => {
    const base = getState();
    const id = firstPublicId(base);
    const likes = likesOf(base, id);
    const a = shareBackend(base);
    const b = shareBackend(base);

    await adjustArticleStat(a, id, "like_num", 5);
    await sendMail(a, "a@example.com");

    expect(likesOf(a, id)).toBe(likes + 5);
    expect(mailTo(a, "a@example.com")).toBe(1);
    expect(likesOf(base, id)).toBe(likes);
    expect(likesOf(b, id)).toBe(likes);
    expect(mailTo(base, "a@example.com")).toBe(0);
    expect(mailTo(b, "a@example.com")).toBe(0);
    // A copied the two collections it wrote to, and only those.
    expect(ownCollections(a.db).sort()).toEqual(["articles", "mailbox"]);
    expect(collectionIdentity(b.db.articles)).toBe(collectionIdentity(base.db.articles));
    expect(collectionIdentity(a.db.articles)).not.toBe(collectionIdentity(base.db.articles));
  });

  it("keeps the base's later writes from an existing sandbox; a new one sees them", async () => {
    const base = getState();
    const id = firstPublicId(base);
    const likes = likesOf(base, id);
    const before = shareBackend(base);

    await adjustArticleStat(base, id, "like_num", 3);
    await sendMail(base, "base@example.com");

    expect(likesOf(base, id)).toBe(likes + 3);
    expect(likesOf(before, id)).toBe(likes);
    expect(mailTo(before, "base@example.com")).toBe(0);
    // The base copied what it wrote; the sandbox still reads the version it was made from.
    expect(ownCollections(before.db)).toEqual([]);

    const after = shareBackend(base);
    expect(likesOf(after, id)).toBe(likes + 3);
    expect(mailTo(after, "base@example.com")).toBe(1);
  });

  it("refuses a change in place to a shared record whose collection was not claimed", () => {
    const base = getState();
    const box = shareBackend(base);
    const record = box.db.articles.all()[0]!;
    expect(() => {
      record.stat.like_num += 1;
    }).toThrow(TypeError);
    expect(() => {
      base.db.articles.all()[0]!.copy.title = "changed in place";
    }).toThrow(TypeError);
  });

  it(
    "holds no copy of the articles in 50 sandboxes over the 10,000-article seed",
    { timeout: 120_000 },
    async () => {
      const base = await resetBackend({ articles: 10_000, config: TEST_CONFIG });
      const articles = base.db.articles.all();
      expect(articles).toHaveLength(10_000);
      const boxes = Array.from({ length: 50 }, () => shareBackend(base));
      for (const box of boxes) {
        expect(box.db.articles.all()).toBe(articles);
        expect(collectionIdentity(box.db.articles)).toBe(collectionIdentity(base.db.articles));
        expect(articleCatalog(box)).toBe(articleCatalog(base));
        expect(ownCollections(box.db)).toEqual([]);
      }
    },
  );
});

describe("sandboxes on the standalone server", () => {
  let running: RunningMockServer;
  beforeAll(async () => {
    running = await startMockServer({ port: 0, config: TEST_CONFIG });
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(() => {
    testServer.use(http.all(`${running.url}/*`, () => passthrough()));
  });

  const send = async (method: string, path: string, client?: string, body?: unknown) => {
    const response = await fetch(`${running.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(client ? { "x-mock-client": client } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const fill = (email: string, client?: string) =>
    send("POST", "/__mock/states", client, {
      states: [`the mailbox of ${email} is full today`],
    });
  const mails = async (email: string, client?: string) => {
    const { body } = await send("GET", `/__mock/mailbox?to=${encodeURIComponent(email)}`, client);
    return (body.mails as unknown[]).length;
  };
  interface Info {
    count: number;
    bytes: number;
    sandboxes: { client: string; bytes: number; ownCollections: string[] }[];
  }
  const info = async () => (await send("GET", "/__mock/sandboxes")).body as unknown as Info;

  it("keeps each side's writes its own, both ways, and resets or drops a sandbox alone", async () => {
    expect((await send("POST", "/__mock/sandbox", "box-a")).status).toBe(201);
    expect((await send("POST", "/__mock/sandbox", "box-b")).status).toBe(201);
    const entered = await info();
    expect(entered.count).toBe(2);
    expect(entered.bytes).toBe(0);
    expect(entered.sandboxes.every((s) => s.ownCollections.length === 0)).toBe(true);

    expect((await fill("a@example.com", "box-a")).status).toBe(200);
    expect(await mails("a@example.com", "box-a")).toBe(20);
    expect(await mails("a@example.com", "box-b")).toBe(0);
    expect(await mails("a@example.com")).toBe(0);
    const written = (await info()).sandboxes.find((s) => s.client === "box-a")!;
    expect(written.ownCollections).toContain("mailbox");
    expect(written.bytes).toBeGreaterThan(0);

    // The shared data's write after the sandboxes were made reaches neither of them.
    expect((await fill("shared@example.com")).status).toBe(200);
    expect(await mails("shared@example.com")).toBe(20);
    expect(await mails("shared@example.com", "box-a")).toBe(0);
    expect(await mails("shared@example.com", "box-b")).toBe(0);

    // A reset in sandbox A reseeds A alone.
    expect((await send("POST", "/__mock/reset", "box-a", {})).status).toBe(200);
    expect(await mails("a@example.com", "box-a")).toBe(0);
    expect(await mails("shared@example.com")).toBe(20);

    // Leaving B puts it back on the shared data; entering again starts from the shared data now.
    expect((await send("DELETE", "/__mock/sandbox", "box-b")).body).toEqual({ left: true });
    expect(await mails("shared@example.com", "box-b")).toBe(20);
    expect((await send("POST", "/__mock/sandbox", "box-b")).status).toBe(201);
    expect(await mails("shared@example.com", "box-b")).toBe(20);
    expect((await info()).count).toBe(2);

    await send("DELETE", "/__mock/sandbox", "box-a");
    await send("DELETE", "/__mock/sandbox", "box-b");
    expect((await info()).count).toBe(0);
  });
});
