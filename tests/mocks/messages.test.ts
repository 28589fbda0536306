/**
 * The mock's own message for a result code comes from the app's catalogue (src/locales/<lang>/
 * codes.json), in the request's language: the server and the page word a code the same way.
 */
import { describe, expect, it } from "vitest";
import { ResultCode } from "@/generated/model";
import { operations } from "@/generated/operations";
import english from "@/locales/en/codes.json";
import chinese from "@/locales/zh-cn/codes.json";
import { messageFor } from "@mocks/core/messages";
import { arm } from "@mocks/testing";

const catalogues = {
  en: english as Record<string, string>,
  "zh-cn": chinese as Record<string, string>,
};

describe("the mock's messages", () => {
  it.each(["en", "zh-cn"] as const)(
    "are the %s catalogue's text for every result code",
    (language) => {
      for (const code of Object.values(ResultCode)) {
        expect(messageFor(code, language), `code ${code}`).toBe(catalogues[language][String(code)]);
      }
    },
  );

  it("name an unknown code by its number", () => {
    expect(messageFor(9999, "en")).toBe("Error 9999");
    expect(messageFor(9999, "zh-cn")).toBe("错误 9999");
  });

  it.each(["en", "zh-cn"] as const)("reach the answer's envelope in %s", async (language) => {
    arm("accountLogin", ResultCode.LoginDailyLimit);
    const response = await fetch(`${globalThis.location.origin}${operations.accountLogin.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", language },
      body: JSON.stringify({ email: "someone@example.com", user_password: "secret12" }),
    });
    expect(await response.json()).toMatchObject({
      code: ResultCode.LoginDailyLimit,
      message: catalogues[language][String(ResultCode.LoginDailyLimit)],
    });
  });
});
