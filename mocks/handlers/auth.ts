/**
 * The auth group: sign-up codes, sign-up, sign-in, password reset and session checks, as the
 * path descriptions and decision 0002 say. Rule breaks with a result code (display name, e-mail,
 * password) answer that code; a body of the wrong shape answers HTTP 400.
 */
import type { HttpHandler } from "msw";
import { z } from "zod";
import {
  accountGetCodeBody,
  accountLoginBody,
  accountRegisterBody,
  accountResetPwdBody,
  accountResetPwdCodeBody,
} from "@/generated/auth/auth.zod";
import { UserLanguage, ResultCode } from "@/generated/model";
import { badRequest, defineOperation, fail, liveSession, ok } from "../core/operation";
import type { MockState } from "../core/state";
import { findUserByEmail, normalizeEmail, toSessionUser, utcDay } from "../accounts/queries";
import { isValidEmail, passwordBreaksRule, userNameCode } from "../accounts/rules";
import { latestMail, sendMail, sentToday } from "../accounts/mailbox";
import { newSessionToken, randomHex, sixDigitCode } from "../accounts/secrets";

/** The windows and limits of decision 0002. */
export const AUTH_LIMITS = {
  codeValidMs: 600_000,
  resendAfterMs: 60_000,
  mailsPerDay: 10,
  failedSignInsPerDay: 5,
  resetLinkValidMs: 1_800_000,
} as const;

/**
 * Parses a body whose rule fields the resolver checks itself: those fields only need to be strings
 * here; anything else wrong with the body is HTTP 400.
 */
function parseShape<T>(
  schema: z.ZodType<T>,
  body: unknown,
): { value: T } | { error: ReturnType<typeof badRequest> } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { value: parsed.data };
  return {
    error: badRequest(
      parsed.error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join("; "),
    ),
  };
}

const getCodeShape = accountGetCodeBody.extend({ email: z.string() });
const registerShape = accountRegisterBody.extend({
  email: z.string(),
  user_name: z.string(),
  user_password: z.string(),
  check_code: z.string(),
});
const loginShape = accountLoginBody.extend({ email: z.string() });
const resetCodeShape = accountResetPwdCodeBody.extend({ email: z.string() });
const resetShape = accountResetPwdBody.extend({ newPassword: z.string() });

/** 1308 when the last e-mail of this kind went out less than 60 s ago; 1309 after 10 today. */
function sendLimitCode(
  state: MockState,
  email: string,
  kind: "signup-code" | "reset-link",
): number | undefined {
  const last = latestMail(state, email, kind);
  if (last && state.now() - last.sent_at < AUTH_LIMITS.resendAfterMs)
    return ResultCode.ResendTooSoon;
  if (sentToday(state, email, kind) >= AUTH_LIMITS.mailsPerDay) return ResultCode.CodeDailyLimit;
  return undefined;
}

function nextUserId(state: MockState): string {
  let max = 1000;
  for (const user of state.db.users.all()) max = Math.max(max, Number(user.user_id) || 0);
  return String(max + 1);
}

const accountGetCode = defineOperation(
  "accountGetCode",
  async ({ body, state }) => {
    const parsed = parseShape(getCodeShape, body);
    if ("error" in parsed) return parsed.error;
    if (!isValidEmail(parsed.value.email)) return fail(ResultCode.EmailInvalid);
    const email = normalizeEmail(parsed.value.email);
    if (findUserByEmail(state, email)) return fail(ResultCode.EmailTaken);
    const limited = sendLimitCode(state, email, "signup-code");
    if (limited) return fail(limited);

    const code = sixDigitCode();
    const now = state.now();
    await state.db.verificationCodes.deleteMany((q) => q.where({ email }));
    await state.db.verificationCodes.create({
      email,
      code,
      sent_at: now,
      expires_at: now + AUTH_LIMITS.codeValidMs,
      used: false,
    });
    await sendMail(state, {
      to: email,
      kind: "signup-code",
      code,
      subject: "Your sign-up code / 注册验证码",
      text: `Your verification code is ${code}. It is valid for 10 minutes.\n您的验证码是 ${code}，10 分钟内有效。`,
    });
    return ok({});
  },
  { bodyValidation: "resolver" },
);

const accountRegister = defineOperation(
  "accountRegister",
  async ({ body, state, language }) => {
    const parsed = parseShape(registerShape, body);
    if ("error" in parsed) return parsed.error;
    const input = parsed.value;
    const nameCode = userNameCode(input.user_name);
    if (nameCode) return fail(nameCode);
    if (!isValidEmail(input.email)) return fail(ResultCode.EmailInvalid);
    const email = normalizeEmail(input.email);
    if (findUserByEmail(state, email)) return fail(ResultCode.EmailTaken);
    if (
      passwordBreaksRule(input.user_password, email) ||
      !accountRegisterBody.shape.user_password.safeParse(input.user_password).success
    ) {
      return fail(ResultCode.PasswordFormat);
    }
    const sent = state.db.verificationCodes.findFirst((q) => q.where({ email }));
    if (!sent || sent.used || state.now() >= sent.expires_at) return fail(ResultCode.CodeExpired);
    if (input.check_code !== sent.code) return fail(ResultCode.WrongCode);

    await state.db.verificationCodes.update((q) => q.where({ email }), {
      data(record) {
        record.used = true;
      },
    });
    await state.db.users.create({
      user_id: nextUserId(state),
      user_name: input.user_name,
      user_url: "",
      user_profiles: "",
      gender: 0,
      email,
      language: language === "zh-cn" ? UserLanguage.Chinese : UserLanguage.English,
      password: input.user_password,
      created_at: state.now(),
      blocked: false,
    });
    return ok({});
  },
  { bodyValidation: "resolver" },
);

const accountLogin = defineOperation(
  "accountLogin",
  async ({ body, state }) => {
    const parsed = parseShape(loginShape, body);
    if ("error" in parsed) return parsed.error;
    if (!isValidEmail(parsed.value.email)) return fail(ResultCode.EmailInvalid);
    const email = normalizeEmail(parsed.value.email);
    const day = utcDay(state.now());
    const failures = state.db.loginFailures.findFirst((q) => q.where({ email, day }));
    if (failures && failures.count >= AUTH_LIMITS.failedSignInsPerDay)
      return fail(ResultCode.LoginDailyLimit);

    const user = findUserByEmail(state, email);
    if (!user || user.password !== parsed.value.user_password) {
      if (failures) {
        await state.db.loginFailures.update((q) => q.where({ email, day }), {
          data(record) {
            record.count += 1;
          },
        });
      } else {
        await state.db.loginFailures.create({ email, day, count: 1 });
      }
      return fail(ResultCode.WrongCredentials);
    }
    if (user.blocked) return fail(ResultCode.AccountAbnormalContact);

    const session = await state.db.sessions.create({
      token: newSessionToken(),
      user_id: user.user_id,
      created_at: state.now(),
      ended: false,
    });
    return ok(toSessionUser(user, session));
  },
  { bodyValidation: "resolver" },
);

const accountResetPwdCode = defineOperation(
  "accountResetPwdCode",
  async ({ body, state, request }) => {
    const parsed = parseShape(resetCodeShape, body);
    if ("error" in parsed) return parsed.error;
    if (!isValidEmail(parsed.value.email)) return fail(ResultCode.EmailInvalid);
    const email = normalizeEmail(parsed.value.email);
    const limited = sendLimitCode(state, email, "reset-link");
    if (limited) return fail(limited);
    // No account: the same answer, nothing sent (the answer reveals no registered addresses).
    if (!findUserByEmail(state, email)) return ok({});

    const now = state.now();
    const key = randomHex(8);
    const value = randomHex(16);
    await state.db.resetLinks.updateMany((q) => q.where({ email, replaced: false }), {
      data(record) {
        record.replaced = true;
      },
    });
    await state.db.resetLinks.create({
      key,
      value,
      email,
      sent_at: now,
      expires_at: now + AUTH_LIMITS.resetLinkValidMs,
      used: false,
      replaced: false,
    });
    const link = `/account/passwordreset?key=${key}&value=${value}`;
    const origin = request.headers.get("origin") ?? "";
    await sendMail(state, {
      to: email,
      kind: "reset-link",
      link,
      subject: "Reset your password / 重置密码",
      text: `Open ${origin}${link} within 30 minutes to choose a new password.\n请在 30 分钟内打开 ${origin}${link} 设置新密码。`,
    });
    return ok({});
  },
  { bodyValidation: "resolver" },
);

const accountResetPwd = defineOperation(
  "accountResetPwd",
  async ({ body, state }) => {
    const parsed = parseShape(resetShape, body);
    if ("error" in parsed) return parsed.error;
    const { key, value, newPassword } = parsed.value;
    const link = state.db.resetLinks.findFirst((q) => q.where({ key }));
    const live =
      link && link.value === value && !link.used && !link.replaced && state.now() < link.expires_at;
    const user = live ? findUserByEmail(state, link.email) : undefined;
    if (!live || !user) return fail(ResultCode.CodeExpired);
    if (
      passwordBreaksRule(newPassword, user.email) ||
      !accountResetPwdBody.shape.newPassword.safeParse(newPassword).success ||
      newPassword === user.password
    ) {
      return fail(ResultCode.PasswordFormat);
    }

    await state.db.users.update((q) => q.where({ user_id: user.user_id }), {
      data(record) {
        record.password = newPassword;
      },
    });
    await state.db.resetLinks.update((q) => q.where({ key }), {
      data(record) {
        record.used = true;
      },
    });
    await state.db.sessions.updateMany((q) => q.where({ user_id: user.user_id, ended: false }), {
      data(record) {
        record.ended = true;
      },
    });
    return ok({});
  },
  { bodyValidation: "resolver" },
);

const verifySession = defineOperation(
  "verifySession",
  ({ body, state }) =>
    liveSession(state, body.user_id, body.verify_session)
      ? ok({ in_effect: 1 as const })
      : fail(100),
  { readOnly: true },
);

export const authHandlers: HttpHandler[] = [
  accountGetCode,
  accountRegister,
  accountLogin,
  accountResetPwdCode,
  accountResetPwd,
  verifySession,
];
