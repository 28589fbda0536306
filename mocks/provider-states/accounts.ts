/**
 * Provider states of accounts and sessions: users, sessions, sign-up codes, reset links and
 * failed sign-ins (the auth contract; every signed-in interaction names its session).
 */
import { normalizeEmail, findUserByEmail, utcDay } from "../domains/accounts/queries";
import { sendMail } from "../domains/accounts/mailbox";
import { AUTH_LIMITS } from "../domains/accounts/limits";
import type { MockState } from "../core/state";
import { seededUsers } from "../seed/accounts";
import { Gender, UserLanguage } from "@/generated/model";
import { FIXTURES, given, type SignedInUser } from "./sentences";
import { DAY_MS, ensureUser, state } from "./common";

const { creator, reader, blocked, newcomer, resetLink } = FIXTURES;

/** A live session with exactly this token for the user (replacing any session of that token). */
async function signIn(mock: MockState, user: SignedInUser): Promise<void> {
  await ensureUser(mock, user.user_id);
  mock.db.sessions.deleteMany((q) => q.where({ token: user.verify_session }));
  await mock.db.sessions.create({
    token: user.verify_session,
    user_id: user.user_id,
    created_at: mock.now(),
    ended: false,
  });
}

/** The user exists and no session has this token (the server answers 100 for it). */
async function endSession(mock: MockState, user: SignedInUser): Promise<void> {
  await ensureUser(mock, user.user_id);
  mock.db.sessions.deleteMany((q) => q.where({ token: user.verify_session }));
}

/** An account with this e-mail and password (the seeded record when the e-mail is a seeded one). */
async function ensureAccount(mock: MockState, email: string, password: string): Promise<void> {
  const wanted = normalizeEmail(email);
  if (!findUserByEmail(mock, wanted)) {
    const seeded = seededUsers(mock).find((user) => user.email === wanted);
    const taken = new Set(mock.db.users.all().map((user) => user.user_id));
    let id = 2001;
    while (taken.has(String(id))) id += 1;
    await mock.db.users.create(
      seeded ?? {
        user_id: String(id),
        user_name: `Maker${id}`,
        user_url: "",
        user_profiles: "",
        gender: Gender.Unknown,
        email: wanted,
        language: UserLanguage.English,
        password,
        created_at: mock.now() - 30 * DAY_MS,
        blocked: false,
      },
    );
  }
  await mock.db.users.update((q) => q.where({ email: wanted }), {
    data(record) {
      record.password = password;
    },
  });
}

/** Defines the accounts sentences (called once by registerProviderStates in ./index.ts). */
export function defineAccountStates(): void {
  for (const user of [creator, reader]) {
    state(given.signedIn(user), ({ state: mock }) => signIn(mock, user));
    state(given.sessionEnded(user), ({ state: mock }) => endSession(mock, user));
    state(given.user(user.user_id), async ({ state: mock }) => {
      await ensureUser(mock, user.user_id);
    });
  }

  for (const account of [creator, blocked]) {
    state(given.userExists(account.email, account.password), ({ state: mock }) =>
      ensureAccount(mock, account.email, account.password),
    );
  }

  state(given.userBlocked(blocked.email), async ({ state: mock }) => {
    const email = normalizeEmail(blocked.email);
    if (!findUserByEmail(mock, email)) throw new Error(`No account uses ${email}: name it first.`);
    await mock.db.users.update((q) => q.where({ email }), {
      data(record) {
        record.blocked = true;
      },
    });
  });

  state(given.noAccount(newcomer.email), ({ state: mock }) => {
    const email = normalizeEmail(newcomer.email);
    const gone = mock.db.users.deleteMany((q) => q.where({ email }));
    for (const user of gone) mock.db.sessions.deleteMany((q) => q.where({ user_id: user.user_id }));
  });

  for (const count of [0, 5]) {
    state(given.loginFailures(creator.email, count), async ({ state: mock }) => {
      const email = normalizeEmail(creator.email);
      const day = utcDay(mock.now());
      mock.db.loginFailures.deleteMany((q) => q.where({ email, day }));
      if (count > 0) await mock.db.loginFailures.create({ email, day, count });
    });
  }

  // No sign-up code or reset e-mail today: neither the 60-second resend window nor the daily limit applies.
  for (const email of [newcomer.email, creator.email]) {
    state(given.nothingSent(email), ({ state: mock }) => {
      const to = normalizeEmail(email);
      const today = utcDay(mock.now());
      mock.db.mailbox.deleteMany((q) =>
        q.where((mail) => mail.to === to && utcDay(mail.sent_at) === today),
      );
    });
  }

  // The code and its e-mail, sent now: register accepts it, and a resend within 60 s answers 1308.
  state(given.signUpCode(newcomer.email, newcomer.code), async ({ state: mock }) => {
    const email = normalizeEmail(newcomer.email);
    const now = mock.now();
    mock.db.verificationCodes.deleteMany((q) => q.where({ email }));
    await mock.db.verificationCodes.create({
      email,
      code: newcomer.code,
      sent_at: now,
      expires_at: now + AUTH_LIMITS.codeValidMs,
      used: false,
    });
    await sendMail(mock, {
      to: email,
      kind: "signup-code",
      code: newcomer.code,
      subject: "Your sign-up code / 注册验证码",
      text: `Your verification code is ${newcomer.code}.`,
    });
  });

  // The one live reset link of the account (earlier links replaced), sent now.
  state(given.resetLink(creator.email, resetLink.key, resetLink.value), async ({ state: mock }) => {
    const email = normalizeEmail(creator.email);
    const now = mock.now();
    await mock.db.resetLinks.updateMany((q) => q.where({ email }), {
      data(record) {
        record.replaced = true;
      },
    });
    mock.db.resetLinks.deleteMany((q) => q.where({ key: resetLink.key }));
    await mock.db.resetLinks.create({
      ...resetLink,
      email,
      sent_at: now,
      expires_at: now + AUTH_LIMITS.resetLinkValidMs,
      used: false,
      replaced: false,
    });
    const link = `/account/passwordreset?key=${resetLink.key}&value=${resetLink.value}`;
    await sendMail(mock, {
      to: email,
      kind: "reset-link",
      link,
      subject: "Reset your password / 重置密码",
      text: link,
    });
  });
}
