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
import { ResultCode } from "@/generated/model";
import { badRequest, defineOperation, fail, liveSession, ok } from "../core/operation";
import { sendLimitCode } from "../domains/accounts/mailbox";
import { resetLinkUser, resetPassword, sendResetLink } from "../domains/accounts/password-reset";
import { findUserByEmail, normalizeEmail, toSessionUser } from "../domains/accounts/queries";
import { isValidEmail, passwordBreaksRule, userNameCode } from "../domains/accounts/rules";
import { signIn } from "../domains/accounts/sessions";
import { createAccount, issueSignupCode, signupCodeProblem } from "../domains/accounts/sign-up";

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
    await issueSignupCode(state, email);
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
    const codeProblem = signupCodeProblem(state, email, input.check_code);
    if (codeProblem) return fail(codeProblem);
    await createAccount(state, {
      email,
      userName: input.user_name,
      password: input.user_password,
      language,
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
    const signedIn = await signIn(state, email, parsed.value.user_password);
    if ("code" in signedIn) return fail(signedIn.code);
    return ok(toSessionUser(signedIn.user, signedIn.session));
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
    await sendResetLink(state, email, request.headers.get("origin") ?? "");
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
    const user = resetLinkUser(state, key, value);
    if (!user) return fail(ResultCode.CodeExpired);
    if (
      passwordBreaksRule(newPassword, user.email) ||
      !accountResetPwdBody.shape.newPassword.safeParse(newPassword).success ||
      newPassword === user.password
    ) {
      return fail(ResultCode.PasswordFormat);
    }
    await resetPassword(state, user, key, newPassword);
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
