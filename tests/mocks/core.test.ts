/**
 * The mock core as every handler sees it: answers are checked against the spec (a violating
 * success or an unlisted code is a loud HTTP 500), sessions (code 100) and bodies (HTTP 400) are
 * checked before a resolver runs; plus the infrastructure around it: generated pictures, uploads,
 * the QA verbs (mailbox, audits, clock) and the browser's saved snapshots.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getLoreEssayAll } from "@/generated/knowledge/knowledge";
import { like } from "@/generated/social/social";
import { LikeType } from "@/generated/model";
import { onSessionExpired } from "@/lib/session";
import { server } from "../msw-server";
import { badRequest, defineOperation, fail, ok } from "@mocks/core/operation";
import { listPendingAudits, registerAuditor, type PendingAudit } from "@mocks/core/audits";
import { auditors, restoreBackend } from "@mocks/backend";
import type { MockState } from "@mocks/core/state";
import {
  generateSvg,
  imageUrl,
  fileUrlFor,
  labelEms,
  uploadUrlFor,
  zipOf,
} from "@mocks/core/files";
import {
  debounce,
  parseSnapshot,
  restoreSnapshot,
  takeSnapshot,
  SNAPSHOT_SCHEMA,
} from "@mocks/core/persist";
import {
  advanceClock,
  lastMailTo,
  mailbox,
  mock,
  pendingAudits,
  requestLog,
  resolveAudits,
  state,
} from "@mocks/testing";
import { rejection } from "../api-helpers";

const listBody = { lore_essay_limit: 10, lore_essay_offset: 0 };
const origin = () => globalThis.location.origin;

describe("answers are checked against the spec", () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("a success that violates the answer schema becomes a loud HTTP 500", async () => {
    server.use(defineOperation("getLoreEssayAll", () => ok({ base_data: "not a list" } as never)));
    const error = await rejection(getLoreEssayAll(listBody));
    expect(error).toMatchObject({ kind: "http", status: 500 });
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ name: "SpecViolation" }));
    expect(requestLog().at(-1)).toMatchObject({ operation: "getLoreEssayAll", status: 500 });
  });

  it("a result code outside the operation's x-result-codes becomes HTTP 500", async () => {
    server.use(defineOperation("getLoreEssayAll", () => fail(1315)));
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({ kind: "http", status: 500 });
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(
      /code 1315, which is not in its x-result-codes \[0\]/,
    );
  });

  it("a listed code and a success that matches pass through", async () => {
    server.use(
      defineOperation("getLoreEssayAll", () => ok({ base_data: [], lore_essay_total: 0 })),
    );
    await expect(getLoreEssayAll(listBody)).resolves.toEqual({
      base_data: [],
      lore_essay_total: 0,
    });
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe("sessions and bodies are checked before the resolver", () => {
  it("code 100 on a session operation without a session", async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const resolver = vi.fn(() => ok({}) as never);
    server.use(defineOperation("like", resolver));
    const error = await rejection(like({ like_type: LikeType.Essay, gid: "1", is_like: 1 }));
    stop();
    expect(error).toMatchObject({ kind: "session", code: 100 });
    expect(resolver).not.toHaveBeenCalled();
    expect(expired).toHaveBeenCalled();
  });

  it("HTTP 400 for a body that breaks the schema, and for a body that is not JSON", async () => {
    const resolver = vi.fn(() => ok({ base_data: [], lore_essay_total: 0 }));
    server.use(defineOperation("getLoreEssayAll", resolver));
    const error = await rejection(getLoreEssayAll({ lore_essay_limit: 0, lore_essay_offset: -1 }));
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(error.serverMessage).toMatch(/lore_essay_limit/);

    const raw = await fetch(`${origin()}/api/loreessay/getloreessayall`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ nope",
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: 400, message: "The body is not valid JSON." });
    expect(resolver).not.toHaveBeenCalled();
  });

  it("badRequest answers an HTTP 400 envelope from the resolver", async () => {
    server.use(defineOperation("getLoreEssayAll", () => badRequest("offset beyond the end")));
    const error = await rejection(getLoreEssayAll(listBody));
    expect(error).toMatchObject({
      kind: "http",
      status: 400,
      serverMessage: "offset beyond the end",
    });
  });
});

describe("generated pictures", () => {
  it("draws the same SVG for the same key, size and label, and another for another key", () => {
    const a = generateSvg("cover-1", { w: 320, h: 180, label: "Moon <Base>" });
    expect(generateSvg("cover-1", { w: 320, h: 180, label: "Moon <Base>" })).toBe(a);
    expect(generateSvg("cover-2", { w: 320, h: 180, label: "Moon <Base>" })).not.toBe(a);
    expect(a).toMatch(/^<svg [^>]*width="320" height="180"/);
    expect(a).toContain("Moon &lt;Base&gt;");
    expect(generateSvg("x", { w: 99999, h: Number.NaN })).toMatch(/width="4096" height="360"/);
    // A title is fitted to the picture's width, a Chinese one (an em per ideograph) too.
    for (const label of [
      "独立开发者如何用 AI 提速过场动画",
      "How solo developers speed up motion-capture",
    ]) {
      const svg = generateSvg("cover-3", { w: 640, h: 360, label });
      const size = Number(/font-size="([\d.]+)"/.exec(svg)![1]);
      expect(size * labelEms(label)).toBeLessThanOrEqual(640 * 0.9);
      expect(size).toBeGreaterThanOrEqual(8);
    }
    expect(labelEms("月下")).toBe(2);
    expect(labelEms("ab")).toBeCloseTo(1.28);
  });

  it("serves /__files/img/<key>.svg with its size and label", async () => {
    const url = imageUrl("avatar-1001", { w: 120, h: 120, label: "P" });
    expect(url).toBe("/__files/img/avatar-1001.svg?w=120&h=120&label=P");
    const response = await fetch(`${origin()}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toBe(generateSvg("avatar-1001", { w: 120, h: 120, label: "P" }));
    expect((await fetch(`${origin()}/__files/img/a.png`)).status).toBe(404);
  });
});

describe("uploads", () => {
  it("stores PUT or POST bytes and serves them back with their content type", async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10]);
    const put = await fetch(`${origin()}${uploadUrlFor("up-test-1")}`, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: bytes,
    });
    expect(put.status).toBe(200);
    expect(put.headers.get("etag")).toMatch(/^"[0-9a-f]{40}"$/);
    const served = await fetch(`${origin()}${fileUrlFor("up-test-1")}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const post = await fetch(`${origin()}/__upload/up-test-2`, { method: "POST", body: "hello" });
    expect(post.status).toBe(200);
    expect(await (await fetch(`${origin()}/__files/upload/up-test-2`)).text()).toBe("hello");
  });

  it("answers 404 for an unknown file, which a reset also forgets", async () => {
    expect((await fetch(`${origin()}/__files/upload/never-sent`)).status).toBe(404);
    await fetch(`${origin()}/__upload/up-3`, { method: "PUT", body: "x" });
    await mock.reset();
    expect((await fetch(`${origin()}/__files/upload/up-3`)).status).toBe(404);
  });

  it("serves a placeholder for seeded files: a zip with a README for seeded archives", async () => {
    const response = await fetch(`${origin()}/__files/upload/seed-archive-21.zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const zip = new Uint8Array(await response.arrayBuffer());
    expect([...zip.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder().decode(zip)).toContain("README.txt");
    expect(zipOf("a.txt", new Uint8Array([1])).length).toBe(30 + 5 + 1 + 46 + 5 + 22);
  });
});

describe("the QA verbs on the node backend", () => {
  it("reads the mailbox oldest first and the last mail to an address", async () => {
    const now = state().now();
    await state().db.mailbox.create({
      id: "m1",
      to: "a@example.com",
      subject: "Code",
      text: "123456",
      kind: "signup-code",
      code: "123456",
      sent_at: now - 10,
    });
    await state().db.mailbox.create({
      id: "m2",
      to: "b@example.com",
      subject: "Reset",
      text: "link",
      kind: "reset-link",
      link: "/x",
      sent_at: now - 5,
    });
    await state().db.mailbox.create({
      id: "m3",
      to: "A@example.com",
      subject: "Code",
      text: "654321",
      kind: "signup-code",
      code: "654321",
      sent_at: now,
    });
    expect(
      mailbox()
        .map((m) => m.id)
        .slice(-3),
    ).toEqual(["m1", "m2", "m3"]);
    expect(lastMailTo("a@example.com")?.code).toBe("654321");
    expect(lastMailTo("nobody@example.com")).toBeUndefined();
  });

  it("resolves pending audits: one, by kind, or all, with a forced or the default verdict", () => {
    const pending = new WeakMap<MockState, PendingAudit[]>();
    const verdicts: [string, boolean, string | undefined][] = [];
    registerAuditor(state(), {
      kind: "test-item",
      pending: (s) => pending.get(s) ?? [],
      resolve: (s, id, verdict) => {
        verdicts.push([id, verdict.ok, verdict.opinion]);
        pending.set(
          s,
          (pending.get(s) ?? []).filter((p) => p.id !== id),
        );
      },
    });
    const item = (id: string, title: string): PendingAudit => ({
      kind: "test-item",
      id,
      title,
      submittedAt: 0,
      dueAt: Number.POSITIVE_INFINITY,
    });
    pending.set(state(), [item("1", "fine"), item("2", "please reject me"), item("3", "other")]);
    expect(pendingAudits().filter((p) => p.kind === "test-item")).toHaveLength(3);

    expect(resolveAudits({ kind: "test-item", id: "1", ok: false, opinion: "Blurry" })).toBe(1);
    expect(resolveAudits({ kind: "test-item", id: "1" })).toBe(0);
    expect(resolveAudits({ kind: "test-item" })).toBe(2);
    expect(verdicts).toEqual([
      ["1", false, "Blurry"],
      ["2", false, "The content does not meet the community guidelines."],
      ["3", true, undefined],
    ]);
  });

  it("audits only through the auditors the backend registers on each state it makes", async () => {
    expect(auditors.map((a) => a.kind)).toEqual([
      "comment",
      "reply",
      "application",
      "top-up",
      "renew",
      "article",
      "works",
    ]);
    const pending = pendingAudits();
    expect(new Set(pending.map((p) => p.kind))).toEqual(
      new Set(["comment", "reply", "article", "works"]),
    );
    const snapshot = takeSnapshot(state(), "fp-audits");
    // Importing the domains registers nothing: a state the core restores alone has no auditors.
    expect(listPendingAudits((await restoreSnapshot(snapshot))!)).toEqual([]);
    expect(listPendingAudits((await restoreBackend(snapshot))!)).toEqual(pending);
  });

  it("advances the clock, never backwards", () => {
    const before = state().now();
    const after = advanceClock(3_600_000);
    expect(after - before).toBeGreaterThanOrEqual(3_600_000);
    expect(() => advanceClock(-1)).toThrow(/advanceMs/);
    expect(mock.info().clockOffsetMs).toBeGreaterThanOrEqual(3_599_000);
  });
});

describe("saved snapshots (the browser runtime's persistence)", () => {
  it("restores every collection of the seeded backend, and the clock", async () => {
    advanceClock(60_000);
    const snapshot = takeSnapshot(state(), "fp-1");
    const text = JSON.stringify(snapshot);
    const parsed = parseSnapshot(text, "fp-1")!;
    expect(parsed.schema).toBe(SNAPSHOT_SCHEMA);
    const restored = (await restoreSnapshot(parsed, { latencyMs: 0 }))!;
    expect(restored.seed).toBe(state().seed);
    expect(restored.seededAt).toBe(state().seededAt);
    expect(restored.now() - Date.now()).toBeGreaterThanOrEqual(59_000);
    const dump = (s: MockState) =>
      JSON.stringify(
        Object.entries(s.db).map(([name, c]) => [name, (c as { all(): unknown[] }).all()]),
      );
    // JSON-safe records: what the browser saves is what it restores.
    expect(dump(restored)).toBe(dump(state()));
  });

  it("ignores a snapshot of other code, of another layout, or that does not parse", () => {
    const text = JSON.stringify(takeSnapshot(state(), "fp-1"));
    expect(parseSnapshot(text, "fp-2")).toBeUndefined();
    expect(
      parseSnapshot(text.replace(`"schema":${SNAPSHOT_SCHEMA}`, '"schema":0'), "fp-1"),
    ).toBeUndefined();
    expect(parseSnapshot("{not json", "fp-1")).toBeUndefined();
    expect(parseSnapshot(null, "fp-1")).toBeUndefined();
  });

  it("refuses a snapshot whose collections differ from the db's", async () => {
    const snapshot = takeSnapshot(state(), "fp");
    await expect(
      restoreSnapshot({ ...snapshot, collections: { users: [] } }),
    ).resolves.toBeUndefined();
  });

  it("debounces saves; flush runs a pending save at once", () => {
    vi.useFakeTimers();
    const save = vi.fn();
    const debounced = debounce(save, 300);
    debounced();
    debounced();
    vi.advanceTimersByTime(299);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    debounced();
    debounced.flush();
    expect(save).toHaveBeenCalledTimes(2);
    debounced.flush();
    expect(save).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
