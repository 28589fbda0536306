/** apiErrorMessage: one translated message per failure kind (platform.md §8). */
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/error-message";
import { initI18n } from "@/lib/i18n";

const error = (
  init: Partial<ConstructorParameters<typeof ApiError>[0]> &
    Pick<ConstructorParameters<typeof ApiError>[0], "kind">,
) => new ApiError({ operation: "test", ...init });

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
  });

  it("an ended session or a cancelled call has no message", () => {
    expect(apiErrorMessage(error({ kind: "session", code: 100 }))).toBeUndefined();
    expect(apiErrorMessage(error({ kind: "cancelled" }))).toBeUndefined();
  });

  it("result codes use the catalogue keyed by code, then the server's message, then the generic text", () => {
    expect(apiErrorMessage(error({ kind: "result", code: 1501 }))).toBe(
      "You have already reported this content.",
    );
    expect(
      apiErrorMessage(error({ kind: "result", code: 4242, serverMessage: "Server words" })),
    ).toBe("Server words");
    expect(apiErrorMessage(error({ kind: "result", code: 4242 }))).toBe(
      "The request failed. Please try again later.",
    );
  });

  it("a feature's own code catalogue comes first", () => {
    expect(
      apiErrorMessage(error({ kind: "result", code: 1502 }), { codeKey: "report:reasons" }),
    ).toBe("Complaint success");
    expect(apiErrorMessage(error({ kind: "result", code: 1 }), { codeKey: "report:reasons" })).toBe(
      "Unfriendly",
    );
  });

  it("http failures show the response's message or text, else the generic text; gateways their message", () => {
    expect(
      apiErrorMessage(error({ kind: "http", status: 400, data: { message: "Bad field" } })),
    ).toBe("Bad field");
    expect(apiErrorMessage(error({ kind: "http", status: 502, data: "Upstream down" }))).toBe(
      "Upstream down",
    );
    expect(apiErrorMessage(error({ kind: "http", status: 500 }))).toBe(
      "The request failed. Please try again later.",
    );
    expect(
      apiErrorMessage(error({ kind: "gateway", status: 429, serverMessage: "Slow down" })),
    ).toBe("Slow down");
    expect(apiErrorMessage(new Error("boom"))).toBe("The request failed. Please try again later.");
  });

  it("speaks the current language", async () => {
    await initI18n("zh-cn");
    expect(apiErrorMessage(error({ kind: "timeout" }))).toBe("网络超时，请稍后再试。");
    await initI18n("en");
  });
});
