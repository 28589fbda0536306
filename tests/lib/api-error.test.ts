/**
 * The one error type of every call (src/lib/api-error.ts): what it carries, what its message says
 * in logs and error reports, and which errors are refusals (an answer: no Retry) rather than
 * failures (Retry).
 */
import { describe, expect, it } from "vitest";
import {
  ApiError,
  hasResultCode,
  isApiError,
  isRefusal,
  isSessionEnded,
  isToldElsewhere,
  type ApiErrorKind,
} from "@/lib/api-error";

describe("ApiError", () => {
  it("carries the failed call's kind, operation, code, status, server message and data", () => {
    const data = { field: "email" };
    const error = new ApiError({
      kind: "http",
      operation: "accountLogin",
      code: 400,
      status: 400,
      serverMessage: "bad body",
      data,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApiError");
    expect(error).toMatchObject({
      kind: "http",
      operation: "accountLogin",
      code: 400,
      status: 400,
      serverMessage: "bad body",
    });
    expect(error.data).toBe(data);
  });

  it("says in its message what failed, with only the parts it has", () => {
    expect(new ApiError({ kind: "timeout", operation: "getLoreEssayAll" }).message).toBe(
      "getLoreEssayAll: timeout",
    );
    expect(
      new ApiError({
        kind: "result",
        operation: "accountLogin",
        code: 1315,
        serverMessage: "daily limit",
      }).message,
    ).toBe("accountLogin: result code 1315 — daily limit");
    expect(new ApiError({ kind: "gateway", operation: "like", status: 429 }).message).toBe(
      "like: gateway HTTP 429",
    );
    expect(
      new ApiError({ kind: "session", operation: "verifySession", code: 0, status: 401 }).message,
    ).toBe("verifySession: session code 0 HTTP 401");
    expect(new ApiError({ kind: "http", operation: "x", serverMessage: "" }).message).toBe(
      "x: http",
    );
  });
});

describe("isApiError and hasResultCode", () => {
  it("recognises only ApiErrors, and a result code only on them", () => {
    const result = new ApiError({ kind: "result", operation: "complaint", code: 1501 });
    expect(isApiError(result)).toBe(true);
    expect(isApiError(new Error("x"))).toBe(false);
    expect(isApiError({ kind: "result", code: 1501 })).toBe(false);
    expect(hasResultCode(result, 1501)).toBe(true);
    expect(hasResultCode(result, 1502)).toBe(false);
    expect(hasResultCode({ code: 1501 }, 1501)).toBe(false);
  });
});

describe("isSessionEnded and isToldElsewhere", () => {
  const error = (kind: ApiErrorKind) => new ApiError({ kind, operation: "complaint" });

  it("know the failures another part of the app already tells the user about", () => {
    expect(isSessionEnded(error("session"))).toBe(true);
    expect(isToldElsewhere(error("session"))).toBe(true);
    expect(isSessionEnded(error("cancelled"))).toBe(false);
    expect(isToldElsewhere(error("cancelled"))).toBe(true);
    for (const kind of ["result", "http", "timeout", "network", "gateway"] as const) {
      expect(isSessionEnded(error(kind)), kind).toBe(false);
      expect(isToldElsewhere(error(kind)), kind).toBe(false);
    }
    expect(isSessionEnded({ kind: "session" })).toBe(false);
    expect(isToldElsewhere({ kind: "cancelled" })).toBe(false);
  });
});

describe("isRefusal", () => {
  const error = (kind: ApiErrorKind, status?: number) =>
    new ApiError({ kind, operation: "getLoreEssay", status });

  it("treats a result code and an HTTP 4xx as the server's answer", () => {
    expect(isRefusal(error("result"))).toBe(true);
    expect(isRefusal(error("http", 400))).toBe(true);
    expect(isRefusal(error("http", 404))).toBe(true);
    expect(isRefusal(error("http", 499))).toBe(true);
  });

  it("treats 5xx, non-4xx HTTP answers and every other kind as a failure to retry", () => {
    expect(isRefusal(error("http", 500))).toBe(false);
    expect(isRefusal(error("http", 399))).toBe(false);
    expect(isRefusal(error("http", 200))).toBe(false);
    expect(isRefusal(error("http"))).toBe(false);
    for (const kind of ["session", "timeout", "network", "gateway", "cancelled"] as const) {
      expect(isRefusal(error(kind, 403)), kind).toBe(false);
    }
    expect(isRefusal(new Error("404"))).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });
});
