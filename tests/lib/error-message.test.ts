/**
 * apiErrorMessage: one translated message per failure kind (platform.md §8), the code catalogue
 * for result codes, and never the server's own words. The fault tests go through the real mutator
 * (the generated client against the MSW node server): one per transport kind and per kind of server
 * error body, in both languages.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { accountLogin } from "@/generated/auth/auth";
import { operations } from "@/generated/operations";
import { ApiError } from "@/lib/api-error";
import { GATEWAY_ERROR_HEADER } from "@/lib/api-client";
import { apiErrorMessage } from "@/lib/error-message";
import { refusalMessage } from "@/lib/refusal-message";
import { initI18n } from "@/lib/i18n";
import type { Language } from "@/lib/language";
import codesEn from "@/locales/en/codes.json";
import codesZh from "@/locales/zh-cn/codes.json";
import errorsEn from "@/locales/en/errors.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import { arm } from "@mocks/testing";
import { rejection } from "../api-helpers";
import { server } from "../msw-server";

const error = (
  init: Partial<ConstructorParameters<typeof ApiError>[0]> &
    Pick<ConstructorParameters<typeof ApiError>[0], "kind">,
) => new ApiError({ operation: "test", ...init });

const catalogues = {
  en: { errors: errorsEn, codes: codesEn },
  "zh-cn": { errors: errorsZh, codes: codesZh },
} as const;

const LOGIN = operations.accountLogin.path;
const body = { email: "someone@example.com", user_password: "Pass1234" };

/** The message a user sees when accountLogin fails this way (through the real mutator). */
async function messageOf(call: Promise<unknown> = accountLogin(body)) {
  return apiErrorMessage(await rejection(call));
}

/** Makes accountLogin answer this body and status. */
function answer(
  status: number,
  text: string,
  contentType: string,
  headers: Record<string, string> = {},
) {
  server.use(
    http.post(
      LOGIN,
      () =>
        new HttpResponse(text, { status, headers: { "Content-Type": contentType, ...headers } }),
    ),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("apiErrorMessage", () => {
  beforeAll(async () => {
    await initI18n("en");
  });

  it("transport kinds have their own texts", () => {
    expect(apiErrorMessage(error({ kind: "timeout" }))).toBe(
      "The network timed out. Please try again later.",
    );
    expect(apiErrorMessage(error({ kind: "network" }))).toBe(
      "Connection error. Please check your network and try again.",
    );
    expect(apiErrorMessage(error({ kind: "http", status: 503 }))).toBe(errorsEn.server);
    expect(apiErrorMessage(error({ kind: "http", status: 404 }))).toBe(errorsEn.http);
    expect(apiErrorMessage(error({ kind: "http", status: 200 }))).toBe(errorsEn.badAnswer);
    expect(apiErrorMessage(error({ kind: "gateway", status: 429 }))).toBe(errorsEn.gateway);
    const texts = [errorsEn.server, errorsEn.http, errorsEn.badAnswer, errorsEn.gateway];
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("an ended session or a cancelled call has no message", () => {
    expect(apiErrorMessage(error({ kind: "session", code: 100 }))).toBeUndefined();
    expect(apiErrorMessage(error({ kind: "cancelled" }))).toBeUndefined();
  });

  it("result codes use the one code catalogue, else the generic text, never the server's message", () => {
    expect(apiErrorMessage(error({ kind: "result", code: 1501 }))).toBe(
      "You have already reported this content.",
    );
    expect(apiErrorMessage(error({ kind: "result", code: 1310, serverMessage: "nope" }))).toBe(
      codesEn["1310"],
    );
    expect(
      apiErrorMessage(error({ kind: "result", code: 4242, serverMessage: "Server words" })),
    ).toBe("The request failed. Please try again later.");
    expect(apiErrorMessage(error({ kind: "result", code: 4242 }))).toBe(
      "The request failed. Please try again later.",
    );
  });

  it("refusalMessage: a code's catalogue text, else the server's words; a 400's words; never a transport's text", () => {
    const words = "Server words";
    expect(refusalMessage(error({ kind: "result", code: 1317, serverMessage: words }))).toBe(
      codesEn["1317"],
    );
    expect(refusalMessage(error({ kind: "result", code: 4242, serverMessage: words }))).toBe(words);
    expect(refusalMessage(error({ kind: "result", code: 4242, serverMessage: " " }))).toBe(
      errorsEn.requestFailed,
    );
    expect(refusalMessage(error({ kind: "http", status: 400, serverMessage: words }))).toBe(words);
    expect(refusalMessage(error({ kind: "http", status: 400 }))).toBe(errorsEn.http);
    expect(refusalMessage(error({ kind: "http", status: 404, serverMessage: words }))).toBe(
      errorsEn.http,
    );
    expect(refusalMessage(error({ kind: "http", status: 503, serverMessage: words }))).toBe(
      errorsEn.server,
    );
    expect(refusalMessage(error({ kind: "gateway", status: 429, serverMessage: words }))).toBe(
      errorsEn.gateway,
    );
  });

  it("an HTTP refusal does not ask to try again later: trying again cannot help", () => {
    expect(errorsEn.http).not.toMatch(/try again/i);
    expect(errorsZh.http).not.toMatch(/再试|重试/);
  });

  it("never shows an HTTP body, a server message or a gateway's header", () => {
    expect(
      apiErrorMessage(error({ kind: "http", status: 400, data: { message: "Bad field" } })),
    ).toBe(errorsEn.http);
    expect(apiErrorMessage(error({ kind: "http", status: 502, data: "Upstream down" }))).toBe(
      errorsEn.server,
    );
    expect(
      apiErrorMessage(error({ kind: "gateway", status: 429, serverMessage: "Slow down" })),
    ).toBe(errorsEn.gateway);
    expect(apiErrorMessage(new Error("boom"))).toBe("The request failed. Please try again later.");
  });

  it("speaks the current language", async () => {
    await initI18n("zh-cn");
    expect(apiErrorMessage(error({ kind: "timeout" }))).toBe("网络超时，请稍后再试。");
    expect(apiErrorMessage(error({ kind: "result", code: 1310 }))).toBe(codesZh["1310"]);
    await initI18n("en");
  });
});

for (const language of ["en", "zh-cn"] as const satisfies readonly Language[]) {
  const { errors, codes } = catalogues[language];

  describe(`a failed call through the mutator (${language})`, () => {
    beforeAll(async () => {
      await initI18n(language);
    });
    afterEach(async () => {
      await initI18n(language);
    });

    describe("per transport kind", () => {
      it("HTTP 503 (the mock's fault) says the server has a problem, not the mock's text", async () => {
        arm("accountLogin", "http503");
        const message = await messageOf();
        expect(message).toBe(errors.server);
        expect(message).not.toMatch(/Simulated|503/);
      });

      it("another HTTP status (404) has its own text", async () => {
        answer(404, "Cannot POST /api/auth/accountlogin", "text/plain");
        const message = await messageOf();
        expect(message).toBe(errors.http);
        expect(message).not.toContain("Cannot POST");
      });

      it("a timeout says the network timed out", async () => {
        arm("accountLogin", "delay500");
        expect(await messageOf(accountLogin(body, { timeout: 20 }))).toBe(errors.timeout);
      });

      it("a network failure says to check the connection", async () => {
        arm("accountLogin", "offline");
        expect(await messageOf()).toBe(errors.network);
      });

      it("offline (navigator.onLine false) says the user is offline", async () => {
        vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
        arm("accountLogin", "offline");
        expect(await messageOf()).toBe(errors.offline);
      });

      it("a gateway's refusal has its own text, not the gateway's header", async () => {
        answer(429, "", "text/plain", {
          [GATEWAY_ERROR_HEADER]: encodeURIComponent("quota exceeded for 10.0.0.7"),
        });
        const message = await messageOf();
        expect(message).toBe(errors.gateway);
        expect(message).not.toContain("10.0.0.7");
      });

      it("a result code is the code catalogue's text in the user's language", async () => {
        arm("accountLogin", 1315);
        expect(await messageOf()).toBe(codes["1315"]);
      });
    });

    describe("per kind of server error body", () => {
      it("an nginx 502 HTML page", async () => {
        answer(
          502,
          "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.24.0</center></body></html>",
          "text/html",
        );
        const message = await messageOf();
        expect(message).toBe(errors.server);
        expect(message).not.toMatch(/nginx|Bad Gateway|</);
      });

      it("an index.html answered by a misconfigured proxy (HTTP 200)", async () => {
        answer(
          200,
          '<!doctype html><html lang="en"><head><title>GameCraft</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
          "text/html",
        );
        const message = await messageOf();
        expect(message).toBe(errors.badAnswer);
        expect(message).not.toMatch(/doctype|GameCraft|root/);
      });

      it("a stack trace as plain text", async () => {
        answer(
          500,
          "Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)",
          "text/plain",
        );
        const message = await messageOf();
        expect(message).toBe(errors.server);
        expect(message).not.toMatch(/ECONNREFUSED|TCPConnectWrap|5432/);
      });

      it("JSON with a message (HTTP 400)", async () => {
        answer(
          400,
          JSON.stringify({ message: "column user_name violates not-null constraint" }),
          "application/json",
        );
        const message = await messageOf();
        expect(message).toBe(errors.http);
        expect(message).not.toContain("constraint");
      });

      it("an envelope whose code no catalogue knows, with the server's message", async () => {
        answer(
          200,
          JSON.stringify({ code: 9999, message: "Internal: SQL error near SELECT", data: null }),
          "application/json",
        );
        const message = await messageOf();
        expect(message).toBe(errors.requestFailed);
        expect(message).not.toContain("SQL");
      });
    });
  });
}
