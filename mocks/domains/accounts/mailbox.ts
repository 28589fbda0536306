/**
 * The mock mailbox: every e-mail the backend "sends" (sign-up codes, reset links, subscription
 * confirmations) lands in db.mailbox, where the QA panel, the /__mock/mailbox endpoint and tests
 * read it. The daily send limits count these e-mails.
 */
import type { MockState } from "../../core/state";
import type { MailRecord } from "../../db/accounts";
import { ResultCode } from "@/generated/model";
import { newId } from "../../core/paging";
import { AUTH_LIMITS } from "./limits";
import { utcDay } from "./queries";

export type MailKind = MailRecord["kind"];

export async function sendMail(
  state: MockState,
  mail: Omit<MailRecord, "id" | "sent_at">,
): Promise<MailRecord> {
  return state.db.mailbox.create({ id: newId("mail-"), sent_at: state.now(), ...mail });
}

/** The e-mails of one kind sent to the address, newest first. */
export function mailsTo(state: MockState, to: string, kind: MailKind): MailRecord[] {
  return state.db.mailbox
    .findMany((q) => q.where({ to, kind }))
    .sort((a, b) => b.sent_at - a.sent_at);
}

/** How many e-mails of one kind the address received on the mock's current UTC day. */
export function sentToday(state: MockState, to: string, kind: MailKind): number {
  const today = utcDay(state.now());
  return mailsTo(state, to, kind).filter((mail) => utcDay(mail.sent_at) === today).length;
}

/** The newest e-mail of one kind to the address (tests and QA read codes and links from it). */
export const latestMail = (state: MockState, to: string, kind: MailKind): MailRecord | undefined =>
  mailsTo(state, to, kind)[0];

/** 1308 when the last e-mail of this kind went out less than 60 s ago; 1309 after 10 today. */
export function sendLimitCode(
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
