/**
 * Password reset (decision 0002): a link mailed to the address, valid for 30 minutes and used once
 * (a newer link replaces it); the new password ends every session of the account.
 */
import type { MockState } from "../../core/state";
import type { UserRecord } from "../../db/accounts";
import { randomHex } from "../../core/random";
import { AUTH_LIMITS } from "./limits";
import { sendMail } from "./mailbox";
import { findUserByEmail } from "./queries";

/** Mails a fresh reset link for a normalized address of an account (older links stop working). */
export async function sendResetLink(
  state: MockState,
  email: string,
  origin: string,
): Promise<void> {
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
  await sendMail(state, {
    to: email,
    kind: "reset-link",
    link,
    subject: "Reset your password / 重置密码",
    text: `Open ${origin}${link} within 30 minutes to choose a new password.\n请在 30 分钟内打开 ${origin}${link} 设置新密码。`,
  });
}

/** The account a live link (right value, unused, not replaced, not expired) resets, or undefined. */
export function resetLinkUser(
  state: MockState,
  key: string,
  value: string,
): UserRecord | undefined {
  const link = state.db.resetLinks.findFirst((q) => q.where({ key }));
  const live =
    link && link.value === value && !link.used && !link.replaced && state.now() < link.expires_at;
  return live ? findUserByEmail(state, link.email) : undefined;
}

/** Sets the new password, uses up the link and ends every session of the account. */
export async function resetPassword(
  state: MockState,
  user: UserRecord,
  key: string,
  newPassword: string,
): Promise<void> {
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
}
