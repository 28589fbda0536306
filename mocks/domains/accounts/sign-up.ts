/**
 * Sign-up (decision 0002): a 6-digit code mailed to the address, valid for 10 minutes and used
 * once (a new code replaces the old one), then the account. The caller checks the rules first.
 */
import { ResultCode, UserLanguage } from "@/generated/model";
import type { MockState } from "../../core/state";
import { AUTH_LIMITS } from "./limits";
import { sendMail } from "./mailbox";
import { sixDigitCode } from "./secrets";

/** Replaces the address's code with a fresh one and mails it. */
export async function issueSignupCode(state: MockState, email: string): Promise<void> {
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
}

/** 1314 when the address has no live code (none, used or expired), 1313 when it differs. */
export function signupCodeProblem(
  state: MockState,
  email: string,
  code: string,
): number | undefined {
  const sent = state.db.verificationCodes.findFirst((q) => q.where({ email }));
  if (!sent || sent.used || state.now() >= sent.expires_at) return ResultCode.CodeExpired;
  if (code !== sent.code) return ResultCode.WrongCode;
  return undefined;
}

function nextUserId(state: MockState): string {
  let max = 1000;
  for (const user of state.db.users.all()) max = Math.max(max, Number(user.user_id) || 0);
  return String(max + 1);
}

/** Uses up the address's code and creates the account, in the language it signed up in. */
export async function createAccount(
  state: MockState,
  input: { email: string; userName: string; password: string; language: "en" | "zh-cn" },
): Promise<void> {
  await state.db.verificationCodes.update((q) => q.where({ email: input.email }), {
    data(record) {
      record.used = true;
    },
  });
  await state.db.users.create({
    user_id: nextUserId(state),
    user_name: input.userName,
    user_url: "",
    user_profiles: "",
    gender: 0,
    email: input.email,
    language: input.language === "zh-cn" ? UserLanguage.Chinese : UserLanguage.English,
    password: input.password,
    created_at: state.now(),
    blocked: false,
  });
}
