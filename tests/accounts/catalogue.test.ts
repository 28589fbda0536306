/**
 * The accounts message catalogue: the same keys in en and zh-cn; and, in the one code catalogue
 * (codes namespace), a message for every account code 1301-1318 (platform.md §8) and for every code
 * each account operation lists in the spec.
 */
import { describe, expect, it } from "vitest";
import { operations } from "@/generated/operations";
import { accountOperations, placeOfCode } from "@/api/auth/account-errors";
import en from "@/locales/en/accounts.json";
import codesEn from "@/locales/en/codes.json";
import zh from "@/locales/zh-cn/accounts.json";
import codesZh from "@/locales/zh-cn/codes.json";

const keysOf = (node: unknown, prefix = ""): string[] =>
  typeof node === "object" && node !== null
    ? Object.entries(node).flatMap(([key, value]) =>
        keysOf(value, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

describe("accounts catalogue", () => {
  it("has the same keys in en and zh-cn, none empty except on purpose", () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
    const emptyAllowed = new Set(["policy.after"]);
    for (const catalogue of [en, zh]) {
      for (const key of keysOf(catalogue)) {
        const value = key
          .split(".")
          .reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], catalogue);
        if (!emptyAllowed.has(key)) expect(value, key).not.toBe("");
      }
    }
  });

  it("has a message for every account code 1301-1318 in both languages", () => {
    for (let code = 1301; code <= 1318; code++) {
      expect(codesEn[String(code) as keyof typeof codesEn], `en ${code}`).toBeTruthy();
      expect(codesZh[String(code) as keyof typeof codesZh], `zh-cn ${code}`).toBeTruthy();
    }
  });

  it.each(accountOperations)("has a message for every code %s lists in the spec", (operation) => {
    const listed = (operations[operation].resultCodes as readonly number[]).filter((c) => c !== 0);
    expect(listed.length, operation).toBeGreaterThan(0);
    for (const code of listed) {
      expect((codesEn as Record<string, string>)[code], `en ${operation} ${code}`).toBeTruthy();
      expect((codesZh as Record<string, string>)[code], `zh-cn ${operation} ${code}`).toBeTruthy();
    }
  });

  it("places codes where the user can act on them", () => {
    expect(placeOfCode("accountRegister", 1313)).toBe("check_code");
    expect(placeOfCode("accountRegister", 1314)).toBe("check_code");
    for (const code of [1306, 1307, 1312])
      expect(placeOfCode("accountRegister", code)).toBe("email");
    for (const code of [1306, 1307, 1312])
      expect(placeOfCode("accountGetCode", code)).toBe("email");
    for (const code of [1303, 1304, 1305, 1311])
      expect(placeOfCode("accountRegister", code)).toBe("user_name");
    expect(placeOfCode("accountRegister", 1318)).toBe("user_password");
    expect(placeOfCode("accountResetPwd", 1318)).toBe("newPassword");
    for (const code of [1308, 1309]) {
      expect(placeOfCode("accountGetCode", code)).toBe("send");
      expect(placeOfCode("accountResetPwdCode", code)).toBe("send");
    }
    for (const code of [1301, 1302, 1310, 1315, 1316, 1317])
      expect(placeOfCode("accountLogin", code)).toBe("form");
    expect(placeOfCode("accountResetPwd", 1314)).toBe("form");
  });
});
