/**
 * The auth group of the mock backend, through the generated client: sign-up codes, sign-up,
 * sign-in, password reset and session checks, with every result code they answer.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  accountGetCode,
  accountLogin,
  accountRegister,
  accountResetPwd,
  accountResetPwdCode,
  verifySession,
} from "@/generated/auth/auth";
import type { SessionUser } from "@/generated/model";
import { onSessionExpired, session } from "@/lib/session";
import { storeLanguage } from "@/lib/language";
import { advanceClock, lastMailTo, mailbox, state } from "@mocks/testing";
import { BLOCKED, CREATOR, READER } from "@mocks/seed/users";
import { rejection } from "../api-helpers";

const codeOf = async (promise: Promise<unknown>) => (await rejection(promise)).code;

/** Moves the mock clock to 01:00 UTC of the next day, so day windows cannot cross midnight. */
function startOfNextDay(): void {
  const now = state().now();
  const next = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate() + 1,
    1,
  );
  advanceClock(next - now);
}

const NEW_EMAIL = "new.maker@example.com";
const signUp = { email: NEW_EMAIL, user_name: "NewMaker", user_password: "Sprite2024" };

async function sendCode(email = NEW_EMAIL): Promise<string> {
  await accountGetCode({ email });
  return lastMailTo(email)!.code!;
}

let stopListening: () => void;
beforeEach(() => {
  session.reload();
  storeLanguage("en");
  stopListening = onSessionExpired(() => undefined);
});
afterEach(() => stopListening());

describe("seeded accounts", () => {
  it("signs in the creator, the reader and the other users", async () => {
    const creator = await accountLogin({ email: CREATOR.email, user_password: CREATOR.password });
    expect(creator).toMatchObject({
      user_id: "1001",
      user_name: "PixelForge",
      email: CREATOR.email,
    });
    expect(creator.verify_session).toMatch(/^sess-/);
    const reader = await accountLogin({ email: READER.email, user_password: READER.password });
    expect(reader.user_id).toBe("1002");
    expect(state().db.users.count()).toBeGreaterThanOrEqual(42);
  });

  it("is deterministic: the same seed gives the same users", async () => {
    const names = state()
      .db.users.all()
      .map((u) => `${u.user_id}:${u.user_name}:${u.email}:${u.user_url}`);
    const { createTestBackend } = await import("@mocks/testing");
    await createTestBackend({ seededAt: state().seededAt });
    expect(
      state()
        .db.users.all()
        .map((u) => `${u.user_id}:${u.user_name}:${u.email}:${u.user_url}`),
    ).toEqual(names);
  });
});

describe("accountGetCode", () => {
  it("mails a 6-digit code that replaces the earlier one", async () => {
    await expect(accountGetCode({ email: NEW_EMAIL })).resolves.toEqual({});
    const first = lastMailTo(NEW_EMAIL)!;
    expect(first.kind).toBe("signup-code");
    expect(first.code).toMatch(/^\d{6}$/);
    advanceClock(61_000);
    await accountGetCode({ email: NEW_EMAIL });
    const records = state().db.verificationCodes.findMany((q) => q.where({ email: NEW_EMAIL }));
    expect(records).toHaveLength(1);
    expect(records[0]!.code).toBe(lastMailTo(NEW_EMAIL)!.code);
  });

  it("answers 1306 for an invalid address and sends nothing", async () => {
    expect(await codeOf(accountGetCode({ email: "not-an-address" }))).toBe(1306);
    expect(mailbox()).toHaveLength(0);
  });

  it("answers 1307 for a registered address", async () => {
    expect(await codeOf(accountGetCode({ email: READER.email }))).toBe(1307);
    expect(await codeOf(accountGetCode({ email: "Reader@Example.com" }))).toBe(1307);
  });

  it("answers 1308 within 60 s of the last code", async () => {
    await accountGetCode({ email: NEW_EMAIL });
    advanceClock(59_000);
    expect(await codeOf(accountGetCode({ email: NEW_EMAIL }))).toBe(1308);
    advanceClock(2_000);
    await expect(accountGetCode({ email: NEW_EMAIL })).resolves.toEqual({});
  });

  it("answers 1309 after 10 codes in a day, and sends again the next day", async () => {
    startOfNextDay();
    for (let i = 0; i < 10; i += 1) {
      await accountGetCode({ email: NEW_EMAIL });
      advanceClock(61_000);
    }
    expect(await codeOf(accountGetCode({ email: NEW_EMAIL }))).toBe(1309);
    expect(mailbox().filter((m) => m.to === NEW_EMAIL)).toHaveLength(10);
    startOfNextDay();
    await expect(accountGetCode({ email: NEW_EMAIL })).resolves.toEqual({});
  });

  it("answers HTTP 400 for a body without an e-mail", async () => {
    const error = await rejection(accountGetCode({} as never));
    expect(error.status).toBe(400);
  });
});

describe("accountRegister", () => {
  it("creates the account with the mailed code, consumes it, and the new user can sign in", async () => {
    const check_code = await sendCode();
    await expect(accountRegister({ ...signUp, check_code })).resolves.toEqual({});
    const user = await accountLogin({ email: NEW_EMAIL, user_password: signUp.user_password });
    expect(user).toMatchObject({
      user_name: "NewMaker",
      email: NEW_EMAIL,
      user_url: "",
      language: 2,
    });
    expect(Number(user.user_id)).toBeGreaterThan(1043);
    expect(state().db.verificationCodes.findFirst((q) => q.where({ email: NEW_EMAIL }))!.used).toBe(
      true,
    );
    // The e-mail is now taken.
    expect(await codeOf(accountRegister({ ...signUp, check_code }))).toBe(1307);
  });

  it("stores the request's language on the new account", async () => {
    storeLanguage("zh-cn");
    const check_code = await sendCode();
    await accountRegister({ ...signUp, user_name: "新的创作者", check_code });
    expect(state().db.users.findFirst((q) => q.where({ email: NEW_EMAIL }))!.language).toBe(1);
  });

  it.each([
    ["", 1303],
    ["A", 1304],
    ["ThisNameIsMuchTooLong21", 1304],
    ["Bad Name", 1305],
    ["bad_name", 1305],
    ["9Lives", 1311],
  ])("answers the display-name code for %j → %i", async (user_name, code) => {
    const check_code = await sendCode();
    expect(await codeOf(accountRegister({ ...signUp, user_name, check_code }))).toBe(code);
  });

  it("checks the name before the e-mail, the e-mail before the password, the password before the code", async () => {
    expect(
      await codeOf(
        accountRegister({ ...signUp, user_name: "", email: "bad", check_code: "000000" }),
      ),
    ).toBe(1303);
    expect(
      await codeOf(
        accountRegister({ ...signUp, email: "bad", user_password: "x", check_code: "000000" }),
      ),
    ).toBe(1306);
    expect(
      await codeOf(
        accountRegister({ ...signUp, email: CREATOR.email, user_password: "x", check_code: "1" }),
      ),
    ).toBe(1307);
    expect(await codeOf(accountRegister({ ...signUp, user_password: "x", check_code: "1" }))).toBe(
      1318,
    );
  });

  it.each([
    ["short", "too short"],
    ["abcdefgh", "no digit"],
    ["12345678", "no letter"],
    ["Sprite 2024", "a space"],
    ["Sprite2024中", "a Chinese character"],
    ["new.maker1", "too similar to the e-mail"],
  ])("answers 1318 for the password %j (%s)", async (user_password) => {
    const check_code = await sendCode();
    expect(await codeOf(accountRegister({ ...signUp, user_password, check_code }))).toBe(1318);
  });

  it("answers 1314 when no code was sent, or it is older than 600 s", async () => {
    expect(await codeOf(accountRegister({ ...signUp, check_code: "123456" }))).toBe(1314);
    const check_code = await sendCode();
    advanceClock(600_000);
    expect(await codeOf(accountRegister({ ...signUp, check_code }))).toBe(1314);
  });

  it("answers 1313 for a different code, which stays usable", async () => {
    const check_code = await sendCode();
    const wrong = check_code === "000000" ? "111111" : "000000";
    expect(await codeOf(accountRegister({ ...signUp, check_code: wrong }))).toBe(1313);
    await expect(accountRegister({ ...signUp, check_code })).resolves.toEqual({});
  });

  it("answers 1314 for a code already used", async () => {
    const check_code = await sendCode();
    await accountRegister({ ...signUp, check_code });
    state().db.users.delete((q) => q.where({ email: NEW_EMAIL }));
    expect(await codeOf(accountRegister({ ...signUp, check_code }))).toBe(1314);
  });

  it("answers HTTP 400 for a body with a missing field", async () => {
    const error = await rejection(
      accountRegister({ email: NEW_EMAIL, user_name: "NewMaker" } as never),
    );
    expect(error.status).toBe(400);
  });
});

describe("accountLogin", () => {
  it("creates a new session each time; earlier sessions stay live", async () => {
    const first = await accountLogin({ email: CREATOR.email, user_password: CREATOR.password });
    const second = await accountLogin({
      email: "CREATOR@example.com",
      user_password: CREATOR.password,
    });
    expect(second.verify_session).not.toBe(first.verify_session);
    await expect(verifySession(first)).resolves.toEqual({ in_effect: 1 });
    await expect(verifySession(second)).resolves.toEqual({ in_effect: 1 });
  });

  it("answers 1306 for an address that is not valid", async () => {
    expect(await codeOf(accountLogin({ email: "creator-at-example", user_password: "x" }))).toBe(
      1306,
    );
  });

  it("answers 1310 for an unknown e-mail or a wrong password", async () => {
    expect(
      await codeOf(accountLogin({ email: "nobody@example.com", user_password: "Quota2024" })),
    ).toBe(1310);
    expect(await codeOf(accountLogin({ email: CREATOR.email, user_password: "Wrong2024" }))).toBe(
      1310,
    );
  });

  it("answers 1315 after 5 failures in a day, even with the right password, until the next day", async () => {
    startOfNextDay();
    for (let i = 0; i < 5; i += 1) {
      expect(await codeOf(accountLogin({ email: CREATOR.email, user_password: "Wrong2024" }))).toBe(
        1310,
      );
    }
    expect(
      await codeOf(accountLogin({ email: CREATOR.email, user_password: CREATOR.password })),
    ).toBe(1315);
    // Other addresses are not affected.
    await expect(
      accountLogin({ email: READER.email, user_password: READER.password }),
    ).resolves.toBeTruthy();
    startOfNextDay();
    await expect(
      accountLogin({ email: CREATOR.email, user_password: CREATOR.password }),
    ).resolves.toBeTruthy();
  });

  it("answers 1317 for the right password of a blocked account (1310 for a wrong one)", async () => {
    expect(
      await codeOf(accountLogin({ email: BLOCKED.email, user_password: BLOCKED.password })),
    ).toBe(1317);
    expect(await codeOf(accountLogin({ email: BLOCKED.email, user_password: "Wrong2024" }))).toBe(
      1310,
    );
  });

  it("answers HTTP 400 for an empty password", async () => {
    const error = await rejection(accountLogin({ email: CREATOR.email, user_password: "" }));
    expect(error.status).toBe(400);
  });
});

describe("password reset", () => {
  async function resetLink(email = READER.email): Promise<{ key: string; value: string }> {
    await accountResetPwdCode({ email });
    const url = new URL(lastMailTo(email)!.link!, "http://localhost");
    expect(url.pathname).toBe("/account/passwordreset");
    return { key: url.searchParams.get("key")!, value: url.searchParams.get("value")! };
  }

  it("mails a key/value link; the reset sets the password and ends every session of the account", async () => {
    const live = await accountLogin({ email: READER.email, user_password: READER.password });
    const other = await accountLogin({ email: CREATOR.email, user_password: CREATOR.password });
    const link = await resetLink();
    await expect(accountResetPwd({ ...link, newPassword: "Shelves2025" })).resolves.toEqual({});

    expect(await codeOf(verifySession(live))).toBe(100);
    await expect(verifySession(other)).resolves.toEqual({ in_effect: 1 });
    expect(
      await codeOf(accountLogin({ email: READER.email, user_password: READER.password })),
    ).toBe(1310);
    await expect(
      accountLogin({ email: READER.email, user_password: "Shelves2025" }),
    ).resolves.toBeTruthy();
    // Single use.
    expect(await codeOf(accountResetPwd({ ...link, newPassword: "Shelves2026" }))).toBe(1314);
  });

  it("answers 0 and sends nothing for an address with no account", async () => {
    await expect(accountResetPwdCode({ email: "nobody@example.com" })).resolves.toEqual({});
    expect(mailbox()).toHaveLength(0);
  });

  it("answers 1306, 1308 and 1309 for the reset e-mail", async () => {
    expect(await codeOf(accountResetPwdCode({ email: "reader-example" }))).toBe(1306);
    startOfNextDay();
    await accountResetPwdCode({ email: READER.email });
    expect(await codeOf(accountResetPwdCode({ email: READER.email }))).toBe(1308);
    for (let i = 1; i < 10; i += 1) {
      advanceClock(61_000);
      await accountResetPwdCode({ email: READER.email });
    }
    advanceClock(61_000);
    expect(await codeOf(accountResetPwdCode({ email: READER.email }))).toBe(1309);
  });

  it("answers 1314 for an unknown, replaced or expired link, or a wrong value", async () => {
    expect(
      await codeOf(accountResetPwd({ key: "nope", value: "nope", newPassword: "Shelves2025" })),
    ).toBe(1314);
    const first = await resetLink();
    expect(
      await codeOf(accountResetPwd({ key: first.key, value: "wrong", newPassword: "Shelves2025" })),
    ).toBe(1314);
    advanceClock(61_000);
    const second = await resetLink();
    expect(await codeOf(accountResetPwd({ ...first, newPassword: "Shelves2025" }))).toBe(1314);
    advanceClock(1_800_000);
    expect(await codeOf(accountResetPwd({ ...second, newPassword: "Shelves2025" }))).toBe(1314);
  });

  it("answers 1318 for a bad, similar or unchanged password and leaves the link usable; the link is checked first", async () => {
    const link = await resetLink();
    expect(await codeOf(accountResetPwd({ ...link, newPassword: "short" }))).toBe(1318);
    expect(await codeOf(accountResetPwd({ ...link, newPassword: "reader12" }))).toBe(1318);
    expect(await codeOf(accountResetPwd({ ...link, newPassword: READER.password }))).toBe(1318);
    expect(
      await codeOf(accountResetPwd({ key: "nope", value: "nope", newPassword: "short" })),
    ).toBe(1314);
    await expect(accountResetPwd({ ...link, newPassword: "Shelves2025" })).resolves.toEqual({});
  });
});

describe("verifySession", () => {
  it("answers in_effect 1 only for a live session of that user; 100 otherwise", async () => {
    const user = await accountLogin({ email: CREATOR.email, user_password: CREATOR.password });
    await expect(verifySession(user)).resolves.toEqual({ in_effect: 1 });
    const unknown: SessionUser = { ...user, verify_session: "sess-unknown" };
    expect((await rejection(verifySession(unknown))).kind).toBe("session");
    expect(await codeOf(verifySession({ ...user, user_id: READER.user_id }))).toBe(100);
  });
});
