/**
 * Every transport rule of platform.md §6-§8, through the generated client against MSW in node.
 */
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { http, HttpResponse, delay } from "msw";
import { server } from "../msw-server";
import { accountLogin, verifySession } from "@/generated/auth/auth";
import { getLoreEssayAll } from "@/generated/knowledge/knowledge";
import {
  createChatCompletion,
  createSpeech,
  createTranscription,
} from "@/generated/console/console";
import {
  apiRequest,
  DEFAULT_TIMEOUT_MS,
  GATEWAY_ERROR_HEADER,
  type Unwrapped,
} from "@/lib/api-client";
import type { Like200, LikeData } from "@/generated/model";
import type { like } from "@/generated/social/social";
import { endSession, onSessionExpired, session } from "@/lib/session";
import { storeLanguage } from "@/lib/language";
import type { ApiError } from "@/lib/api-error";
import { rejection } from "../api-helpers";
import { holdCallsUntil } from "@/lib/backend-ready";

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
    expect(seen?.get("verify_session")).toBe("");
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

describe("transport: requests", () => {
  const emptyList = { code: 0, message: "", data: { base_data: [], lore_essay_total: 0 } };

  beforeEach(() => {
    session.reload();
    storeLanguage("en");
  });

  it("sends a JSON body as JSON, with the call's own headers", async () => {
    let body: unknown;
    let seen: Headers | undefined;
    server.use(
      http.post(LIST, async ({ request }) => {
        body = await request.json();
        seen = request.headers;
        return HttpResponse.json(emptyList);
      }),
    );
    await getLoreEssayAll(listBody, { headers: { "x-trace": "t-1" } });
    expect(body).toEqual(listBody);
    expect(seen?.get("content-type")).toBe("application/json");
    expect(seen?.get("x-trace")).toBe("t-1");
  });

  it("lets the per-call headers override the operation's", async () => {
    let type: string | null | undefined;
    server.use(
      http.post(LIST, ({ request }) => {
        type = request.headers.get("content-type");
        return HttpResponse.json(emptyList);
      }),
    );
    await getLoreEssayAll(listBody, { headers: { "Content-Type": "application/json; v=2" } });
    expect(type).toBe("application/json; v=2");
  });

  it("sends an upload as multipart with the browser's boundary, not the generated bare type", async () => {
    let type: string | null | undefined;
    let model: FormDataEntryValue | null | undefined;
    server.use(
      http.post("/api/token/openai/v1/audio/transcriptions", async ({ request }) => {
        type = request.headers.get("content-type");
        model = (await request.formData()).get("model");
        return HttpResponse.json({ text: "hello" });
      }),
    );
    const file = new File(["RIFF"], "a.wav", { type: "audio/wav" });
    await expect(createTranscription({ file, model: "whisper" })).resolves.toEqual({
      text: "hello",
    });
    expect(type).toMatch(/^multipart\/form-data; boundary=.+/);
    expect(model).toBe("whisper");
  });

  it("sends a text body as it is, and no body when there is none", async () => {
    const bodies: string[] = [];
    server.use(
      http.post("/api/test/echo", async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json({ code: 0, message: "", data: null });
      }),
    );
    await apiRequest({ url: "/api/test/echo", method: "POST", data: "plain words" });
    await apiRequest({ url: "/api/test/echo", method: "POST" });
    expect(bodies).toEqual(["plain words", ""]);
  });

  it("adds the defined query parameters and sends to another origin or path prefix", async () => {
    const seen: string[] = [];
    server.use(
      http.get("http://api.example/v2/api/test/search", ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ code: 0, message: "", data: [] });
      }),
    );
    await apiRequest(
      {
        url: "/api/test/search",
        method: "GET",
        params: { q: "dragon hunt", page: 2, after: undefined, before: null },
      },
      { baseURL: "http://api.example/v2/" },
    );
    await apiRequest(
      { url: "/api/test/search", method: "GET" },
      { baseURL: "http://api.example/v2" },
    );
    expect(seen).toEqual([
      "http://api.example/v2/api/test/search?q=dragon+hunt&page=2",
      "http://api.example/v2/api/test/search",
    ]);
  });
});

describe("transport: answers", () => {
  const CHAT = "/api/token/openai/v1/chat/completions";
  const chat = () =>
    createChatCompletion({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] });

  beforeEach(() => {
    session.reload();
    storeLanguage("en");
  });

  it("answers a provider-shaped operation's own body untouched", async () => {
    const answer = { id: "c1", choices: [{ message: { role: "assistant", content: "hello" } }] };
    server.use(http.post(CHAT, () => HttpResponse.json(answer)));
    await expect(chat()).resolves.toEqual(answer);
  });

  it("rejects a provider's success that should be JSON and is not", async () => {
    server.use(http.post(CHAT, () => HttpResponse.text("<html>proxy page</html>")));
    expect(await rejection(chat())).toMatchObject({
      kind: "http",
      status: 200,
      operation: "createChatCompletion",
      data: "<html>proxy page</html>",
    });
  });

  it("names a call to a path the spec does not list by its path", async () => {
    server.use(http.post("/api/not/in/spec", () => HttpResponse.json({ code: 1301 })));
    expect(await rejection(apiRequest({ url: "/api/not/in/spec", method: "POST" }))).toMatchObject({
      kind: "result",
      code: 1301,
      operation: "/api/not/in/spec",
    });
  });

  it("answers a provider's text as text when text is asked for", async () => {
    server.use(http.post(CHAT, () => HttpResponse.text('{"not":"parsed"}')));
    await expect(apiRequest({ url: CHAT, method: "POST", responseType: "text" })).resolves.toBe(
      '{"not":"parsed"}',
    );
  });

  it("answers audio as a Blob, but reads a refusal's JSON body", async () => {
    const speech = { model: "tts-hd" as const, input: "hi", voice: "alloy" as const };
    server.use(
      http.post(
        "/api/token/openai/v1/audio/speech",
        () =>
          new HttpResponse(new Uint8Array([82, 73, 70, 70]), {
            headers: { "content-type": "audio/wav" },
          }),
      ),
    );
    const blob = await createSpeech(speech);
    expect(blob.type).toBe("audio/wav");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([82, 73, 70, 70]));
    const refusal = { error: { message: "Incorrect API key provided" } };
    server.use(
      http.post("/api/token/openai/v1/audio/speech", () =>
        HttpResponse.json(refusal, { status: 401 }),
      ),
    );
    expect(await rejection(createSpeech(speech))).toMatchObject({
      kind: "http",
      status: 401,
      data: refusal,
    });
  });

  it("rejects a success that is not JSON, or JSON that is not an answer, or nothing", async () => {
    server.use(http.post(LIST, () => HttpResponse.text("<html>proxy page</html>")));
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({
      kind: "http",
      status: 200,
      data: "<html>proxy page</html>",
    });
    server.use(http.post(LIST, () => HttpResponse.json({ code: "0", data: {} })));
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({
      kind: "http",
      status: 200,
      data: { code: "0", data: {} },
    });
    server.use(http.post(LIST, () => HttpResponse.json(null)));
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({ kind: "http", data: null });
    server.use(http.post(LIST, () => new HttpResponse(null, { status: 200 })));
    const empty = await rejection(getLoreEssayAll(listBody));
    expect(empty).toMatchObject({ kind: "http", status: 200 });
    expect(empty.data).toBeUndefined();
  });

  it("carries a refusal's server message only when its body is an envelope", async () => {
    server.use(
      http.post(LIST, () => HttpResponse.json({ message: "no code here" }, { status: 404 })),
    );
    const error = await rejection(getLoreEssayAll(listBody));
    expect(error).toMatchObject({ kind: "http", status: 404, data: { message: "no code here" } });
    expect(error.serverMessage).toBeUndefined();
  });

  it("passes a result error's data on", async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json({ code: 1316, message: "locked", data: { retry_after: 60 } }),
      ),
    );
    const error = await rejection(accountLogin({ email: "a@b.co", user_password: "x" }));
    expect(error.data).toEqual({ retry_after: 60 });
  });

  it("ignores an empty gateway header, and keeps a gateway message it cannot decode", async () => {
    server.use(
      http.post(LIST, () =>
        HttpResponse.json(
          { code: 0, message: "", data: { base_data: [], lore_essay_total: 0 } },
          { headers: { [GATEWAY_ERROR_HEADER]: "" } },
        ),
      ),
    );
    await expect(getLoreEssayAll(listBody)).resolves.toEqual({
      base_data: [],
      lore_essay_total: 0,
    });
    server.use(
      http.post(
        LIST,
        () => new HttpResponse(null, { status: 502, headers: { [GATEWAY_ERROR_HEADER]: "100%%" } }),
      ),
    );
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({
      kind: "gateway",
      status: 502,
      serverMessage: "100%%",
    });
  });

  it("says what went wrong on a network failure", async () => {
    server.use(http.post(LIST, () => HttpResponse.error()));
    const error = await rejection(getLoreEssayAll(listBody));
    expect(error.kind).toBe("network");
    expect(error.serverMessage).toMatch(/\w/);
  });
});

describe("transport: deadlines and cancelling", () => {
  beforeEach(() => {
    session.reload();
    storeLanguage("en");
  });

  const slowList = (ms: number) =>
    server.use(
      http.post(LIST, async () => {
        await delay(ms);
        return HttpResponse.json({ code: 0, message: "", data: { lore_essay_total: 0 } });
      }),
    );

  it("rejects as cancelled when the caller aborts, whichever way the signal is passed", async () => {
    slowList(2_000);
    const viaCall = new AbortController();
    const first = rejection(getLoreEssayAll(listBody, undefined, viaCall.signal));
    viaCall.abort();
    expect(await first).toMatchObject({ kind: "cancelled", operation: "getLoreEssayAll" });
    const viaOptions = new AbortController();
    const second = rejection(getLoreEssayAll(listBody, { signal: viaOptions.signal }));
    viaOptions.abort();
    expect((await second).kind).toBe("cancelled");
  });

  it("lets go of the caller's signal once the call is over", async () => {
    server.use(
      http.post(LIST, () => HttpResponse.json({ code: 0, message: "", data: { base_data: [] } })),
    );
    const caller = new AbortController();
    const added = vi.spyOn(caller.signal, "addEventListener");
    const removed = vi.spyOn(caller.signal, "removeEventListener");
    await getLoreEssayAll(listBody, undefined, caller.signal);
    const [[event, listener]] = added.mock.calls as [[string, EventListener]];
    expect(event).toBe("abort");
    expect(removed).toHaveBeenCalledWith("abort", listener);
  });

  it("does not send a call whose caller has already given up", async () => {
    let sent = false;
    server.use(
      http.post(LIST, () => {
        sent = true;
        return HttpResponse.json({ code: 0, message: "", data: {} });
      }),
    );
    const error = await rejection(getLoreEssayAll(listBody, undefined, AbortSignal.abort()));
    expect(error.kind).toBe("cancelled");
    expect(sent).toBe(false);
  });

  it("waits as long as it takes with a timeout of 0", async () => {
    slowList(150);
    await expect(getLoreEssayAll(listBody, { timeout: 0 })).resolves.toEqual({
      lore_essay_total: 0,
    });
  });

  it("gives up after 15 seconds by default", async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      vi.stubGlobal(
        "fetch",
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener("abort", () =>
              reject(new DOMException("aborted", "AbortError")),
            ),
          ),
      );
      let outcome: ApiError | undefined;
      void rejection(getLoreEssayAll(listBody)).then((error) => (outcome = error));
      // setImmediate is not faked: waiting for it lets every settled promise run first.
      const settle = () => new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
      await settle();
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(outcome?.kind).toBe("timeout");
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});

describe("transport: a mock backend still starting (src/lib/backend-ready.ts)", () => {
  afterEach(() => holdCallsUntil(Promise.resolve()));

  it("holds every call until the backend is ready, and starts the deadline when it leaves", async () => {
    let release!: () => void;
    holdCallsUntil(new Promise<void>((resolve) => (release = resolve)));
    let answered = 0;
    server.use(
      http.post(LIST, () => {
        answered += 1;
        return HttpResponse.json({ code: 0, message: "ok", data: { lore_essay_list: [] } });
      }),
    );
    // A deadline shorter than the hold: it counts from the moment the call leaves.
    const call = getLoreEssayAll(listBody, { timeout: 200 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(0);
    // The document says the backend is starting, then ready (the browser tests wait for it).
    expect(document.documentElement).toHaveAttribute("data-mock-backend", "starting");
    release();
    await expect(call).resolves.toEqual({ lore_essay_list: [] });
    expect(answered).toBe(1);
    expect(document.documentElement).toHaveAttribute("data-mock-backend", "ready");
  });

  it("lets calls go to the network when the backend failed to start, and says why", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    holdCallsUntil(Promise.reject(new Error("service workers are off")));
    server.use(
      http.post(LIST, () =>
        HttpResponse.json({ code: 0, message: "ok", data: { lore_essay_list: [] } }),
      ),
    );
    await expect(getLoreEssayAll(listBody)).resolves.toEqual({ lore_essay_list: [] });
    expect(document.documentElement).toHaveAttribute("data-mock-backend", "failed");
    expect(logged).toHaveBeenCalledWith(
      "[mock] the mock backend did not start:",
      new Error("service workers are off"),
    );
    logged.mockRestore();
  });
});
