/**
 * Every transport rule of platform.md §6-§8, through the generated client against MSW in node.
 */
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { http, HttpResponse, delay } from "msw";
import { server } from "../msw-server";
import { accountLogin, verifySession } from "@/generated/auth/auth";
import { getLoreEssayAll } from "@/generated/knowledge/knowledge";
import { createChatCompletion } from "@/generated/console/console";
import { GATEWAY_ERROR_HEADER, type Unwrapped } from "@/lib/api-client";
import type { Like200, LikeData } from "@/generated/model";
import type { like } from "@/generated/social/social";
import { endSession, onSessionExpired, session } from "@/lib/session";
import { storeLanguage } from "@/lib/language";
import { rejection } from "../api-helpers";

const LOGIN = "/api/auth/accountlogin";
const LIST = "/api/loreessay/getloreessayall";
const signedInUser = {
  user_id: "1001",
  verify_session: "sess-abc",
  user_name: "Creator",
  user_url: "",
  email: "creator@example.com",
};
const listBody = { lore_essay_limit: 10, lore_essay_offset: 0 };

describe("transport", () => {
  let expired: ReturnType<typeof vi.fn<() => void>>;
  let stopListening: () => void;

  beforeEach(() => {
    session.reload();
    storeLanguage("en");
    expired = vi.fn<() => void>();
    stopListening = onSessionExpired(expired);
  });
  afterEach(() => stopListening());

  it("sends user_id, verify_session and language headers from the session and language", async () => {
    session.setUser(signedInUser);
    storeLanguage("zh-cn");
    let seen: Headers | undefined;
    let credentials: RequestCredentials | undefined;
    server.use(
      http.post(LIST, ({ request }) => {
        seen = request.headers;
        credentials = request.credentials;
        return HttpResponse.json({
          code: 0,
          message: "",
          data: { base_data: [], lore_essay_total: 0 },
        });
      }),
    );
    await getLoreEssayAll(listBody);
    expect(seen?.get("user_id")).toBe("1001");
    expect(seen?.get("verify_session")).toBe("sess-abc");
    expect(seen?.get("language")).toBe("zh-cn");
    expect(credentials).toBe("include");
  });

  it("sends empty session headers when signed out", async () => {
    let seen: Headers | undefined;
    server.use(
      http.post(LIST, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({
          code: 0,
          message: "",
          data: { base_data: [], lore_essay_total: 0 },
        });
      }),
    );
    await getLoreEssayAll(listBody);
    expect(seen?.get("user_id")).toBe("");
    expect(seen?.get("language")).toBe("en");
  });

  it("unwraps code 0 to data", async () => {
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ code: 0, message: "ok", data: signedInUser })),
    );
    await expect(
      accountLogin({ email: "creator@example.com", user_password: "Quota2024" }),
    ).resolves.toEqual(signedInUser);
  });

  it("ends the session on code 100: clears credentials, remembers the path, goes to sign-in", async () => {
    session.setUser(signedInUser);
    window.history.pushState({}, "", "/personal/home?tabIndex=2");
    server.use(
      http.post("/api/auth/verifysession", () =>
        HttpResponse.json({ code: 100, message: "session invalid", data: null }),
      ),
    );
    const error = await rejection(verifySession(signedInUser));
    expect(error).toMatchObject({ kind: "session", code: 100, operation: "verifySession" });
    expect(session.getUser()).toBeNull();
    expect(localStorage.getItem("gc.session.user")).toBeNull();
    expect(session.getReturnPath()).toBe("/personal/home?tabIndex=2");
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("turns a 13xx code into an ApiError with operation, code and the server message", async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json({ code: 1315, message: "daily failed-login limit", data: null }),
      ),
    );
    const error = await rejection(accountLogin({ email: "a@b.co", user_password: "x" }));
    expect(error).toMatchObject({
      kind: "result",
      operation: "accountLogin",
      code: 1315,
      serverMessage: "daily failed-login limit",
    });
    expect(expired).not.toHaveBeenCalled();
  });

  it("turns 1501 into a result error without touching the session", async () => {
    session.setUser(signedInUser);
    server.use(
      http.post("/api/basesys/user/complaint", () =>
        HttpResponse.json({ code: 1501, message: "already reported", data: null }),
      ),
    );
    const { complaint } = await import("@/generated/system/system");
    const error = await rejection(
      complaint({ c_type: 200, c_type_sub: 1, content: "spam", g_id: "12" }),
    );
    expect(error).toMatchObject({ kind: "result", code: 1501, operation: "complaint" });
    expect(session.getUser()).not.toBeNull();
  });

  it("resolves a success code the operation declares (complaint's 1502) with its data", async () => {
    session.setUser(signedInUser);
    server.use(
      http.post("/api/basesys/user/complaint", () =>
        HttpResponse.json({ code: 1502, message: "report accepted", data: {} }),
      ),
    );
    const { complaint } = await import("@/generated/system/system");
    await expect(
      complaint({ c_type: 200, c_type_sub: 1, content: "spam", g_id: "12" }),
    ).resolves.toEqual({});
  });

  it("types an answer as the success data: the ErrorEnvelope member of the 200 union is dropped", async () => {
    expectTypeOf<Awaited<ReturnType<typeof like>>>().toEqualTypeOf<LikeData>();
    expectTypeOf<Unwrapped<Like200>>().toEqualTypeOf<LikeData>();
  });

  it("rejects 1502 from an operation that does not declare it as a success", async () => {
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ code: 1502, message: "odd", data: null })),
    );
    const error = await rejection(accountLogin({ email: "a@b.co", user_password: "x" }));
    expect(error).toMatchObject({ kind: "result", code: 1502, operation: "accountLogin" });
  });

  it("rejects HTTP 400 with the response data", async () => {
    const body = { code: 400, message: "bad body", data: { field: "email" } };
    server.use(http.post(LOGIN, () => HttpResponse.json(body, { status: 400 })));
    const error = await rejection(accountLogin({ email: "a@b.co", user_password: "x" }));
    expect(error).toMatchObject({
      kind: "http",
      status: 400,
      data: body,
      serverMessage: "bad body",
    });
  });

  it.each([401, 403])("ends the session on HTTP %i", async (status) => {
    session.setUser(signedInUser);
    window.history.pushState({}, "", "/application/main?tab=2");
    server.use(http.post(LIST, () => new HttpResponse(null, { status })));
    const error = await rejection(getLoreEssayAll(listBody));
    expect(error).toMatchObject({ kind: "session", status });
    expect(session.getUser()).toBeNull();
    expect(session.getReturnPath()).toBe("/application/main?tab=2");
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it.each([401, 403])(
    "keeps the session when a provider-shaped operation answers HTTP %i (its key was refused)",
    async (status) => {
      session.setUser(signedInUser);
      const refusal = {
        error: { message: "Incorrect API key provided", type: "invalid_request_error" },
      };
      server.use(
        http.post("/api/token/openai/v1/chat/completions", () =>
          HttpResponse.json(refusal, { status }),
        ),
      );
      const error = await rejection(
        createChatCompletion({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] }),
      );
      expect(error).toMatchObject({ kind: "http", status, data: refusal });
      expect(session.getUser()).toEqual(signedInUser);
      expect(expired).not.toHaveBeenCalled();
    },
  );

  it("rejects HTTP 500 with the response data, or none when the body is empty", async () => {
    server.use(http.post(LIST, () => HttpResponse.text("upstream broke", { status: 500 })));
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({
      kind: "http",
      status: 500,
      data: "upstream broke",
    });
    server.use(http.post(LIST, () => new HttpResponse(null, { status: 502 })));
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({ kind: "http", status: 502 });
  });

  it("turns a timeout into its own kind", async () => {
    server.use(
      http.post(LIST, async () => {
        await delay(500);
        return HttpResponse.json({ code: 0, message: "", data: {} });
      }),
    );
    const error = await rejection(getLoreEssayAll(listBody, { timeout: 50 }));
    expect(error.kind).toBe("timeout");
    expect(error.operation).toBe("getLoreEssayAll");
  });

  it("turns a network failure into its own kind", async () => {
    server.use(http.post(LIST, () => HttpResponse.error()));
    expect((await rejection(getLoreEssayAll(listBody))).kind).toBe("network");
  });

  it("rejects with the gateway's message when its error header is present", async () => {
    server.use(
      http.post(
        LIST,
        () =>
          new HttpResponse(null, {
            status: 429,
            headers: { [GATEWAY_ERROR_HEADER]: encodeURIComponent("rate limited: 请稍后") },
          }),
      ),
    );
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({
      kind: "gateway",
      status: 429,
      serverMessage: "rate limited: 请稍后",
    });
    server.use(
      http.post(LIST, () =>
        HttpResponse.json(
          { code: 0, message: "", data: {} },
          { headers: { [GATEWAY_ERROR_HEADER]: "maintenance" } },
        ),
      ),
    );
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({
      kind: "gateway",
      serverMessage: "maintenance",
    });
  });

  it("does not remember an account page as the return path", () => {
    session.saveReturnPath("/knowledge/home");
    endSession("/account/login");
    expect(session.getReturnPath()).toBe("/knowledge/home");
  });
});
