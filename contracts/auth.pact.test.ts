/**
 * Contract of the auth group: sign-in, sign-up, password reset and session checks, as the account
 * pages and the route guard use them (platform.md §6-§8, creator-programme.md §7-§8).
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  accountGetCode,
  accountLogin,
  accountRegister,
  accountResetPwd,
  accountResetPwdCode,
  verifySession,
} from "@/generated/auth/auth";
import { session } from "@/lib/session";
import {
  CREATOR,
  FIXTURES,
  at,
  createPact,
  expectCall,
  fails,
  given,
  ok,
  rejectionOf,
  signIn,
  signOut,
  string,
} from "./helpers";

const pact = createPact("auth");

const NEWCOMER = FIXTURES.newcomer.email;
const CODE = FIXTURES.newcomer.code;
const PASSWORD = FIXTURES.creator.password;
const BLOCKED = FIXTURES.blocked;

afterEach(() => signOut());

/** The record sign-in answers and the client stores (and later sends back to verifySession). */
const sessionUser = {
  user_id: string(CREATOR.user_id),
  verify_session: string(CREATOR.verify_session),
  user_name: string(CREATOR.user_name),
  user_url: string(""),
  email: string(CREATOR.email),
};

describe("auth contract", () => {
  describe("verifySession", () => {
    it("a live session answers in_effect 1", async () => {
      await expectCall(pact, {
        operation: "verifySession",
        description: "verifySession: a live session",
        states: [given.signedIn(CREATOR)],
        body: CREATOR,
        response: ok({ in_effect: 1 }),
      }).executeTest(async (server) => {
        const data = await verifySession(CREATOR, at(server));
        expect(data.in_effect).toBe(1);
      });
    });

    it("a dead session answers 100 and the client signs out", async () => {
      signIn(CREATOR);
      await expectCall(pact, {
        operation: "verifySession",
        description: "verifySession: a session that is no longer live",
        states: [given.sessionEnded(CREATOR)],
        as: CREATOR,
        body: CREATOR,
        response: fails(100),
      }).executeTest(async (server) => {
        const error = await rejectionOf(verifySession(CREATOR, at(server)));
        expect(error.kind).toBe("session");
        expect(error.code).toBe(100);
        expect(session.isLoggedIn()).toBe(false);
      });
    });
  });

  describe("accountLogin", () => {
    it("the right password answers the user record with its session token", async () => {
      await expectCall(pact, {
        operation: "accountLogin",
        description: "accountLogin: the right e-mail and password",
        states: [given.userExists(CREATOR.email, PASSWORD), given.loginFailures(CREATOR.email, 0)],
        body: { email: CREATOR.email, user_password: PASSWORD },
        response: ok(sessionUser),
      }).executeTest(async (server) => {
        const user = await accountLogin(
          { email: CREATOR.email, user_password: PASSWORD },
          at(server),
        );
        expect(user).toMatchObject({ user_id: CREATOR.user_id, email: CREATOR.email });
        expect(typeof user.verify_session).toBe("string");
        expect(typeof user.user_name).toBe("string");
        expect(typeof user.user_url).toBe("string");
      });
    });

    it("a wrong password answers 1310", async () => {
      await expectCall(pact, {
        operation: "accountLogin",
        description: "accountLogin: a wrong password",
        states: [given.userExists(CREATOR.email, PASSWORD), given.loginFailures(CREATOR.email, 0)],
        body: { email: CREATOR.email, user_password: "Wrong2024" },
        response: fails(1310),
      }).executeTest(async (server) => {
        const error = await rejectionOf(
          accountLogin({ email: CREATOR.email, user_password: "Wrong2024" }, at(server)),
        );
        expect(error.kind).toBe("result");
        expect(error.code).toBe(1310);
      });
    });

    it("after 5 failures in a day answers 1315, even with the right password", async () => {
      await expectCall(pact, {
        operation: "accountLogin",
        description: "accountLogin: the daily failed sign-in limit is reached",
        states: [given.userExists(CREATOR.email, PASSWORD), given.loginFailures(CREATOR.email, 5)],
        body: { email: CREATOR.email, user_password: PASSWORD },
        response: fails(1315),
      }).executeTest(async (server) => {
        const error = await rejectionOf(
          accountLogin({ email: CREATOR.email, user_password: PASSWORD }, at(server)),
        );
        expect(error.kind).toBe("result");
        expect(error.code).toBe(1315);
        expect(typeof error.serverMessage).toBe("string");
      });
    });

    it("a blocked account answers 1317", async () => {
      await expectCall(pact, {
        operation: "accountLogin",
        description: "accountLogin: the right password on a blocked account",
        states: [
          given.userExists(BLOCKED.email, BLOCKED.password),
          given.userBlocked(BLOCKED.email),
        ],
        body: { email: BLOCKED.email, user_password: BLOCKED.password },
        response: fails(1317),
      }).executeTest(async (server) => {
        const error = await rejectionOf(
          accountLogin({ email: BLOCKED.email, user_password: BLOCKED.password }, at(server)),
        );
        expect(error.code).toBe(1317);
      });
    });
  });

  describe("accountRegister", () => {
    const body = {
      email: NEWCOMER,
      user_name: "NewMaker",
      user_password: "Craft2024",
      check_code: CODE,
    };

    it("the code that was sent creates the account", async () => {
      await expectCall(pact, {
        operation: "accountRegister",
        description: "accountRegister: a new account with the code that was sent",
        states: [given.noAccount(NEWCOMER), given.signUpCode(NEWCOMER, CODE)],
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await accountRegister(body, at(server)); // code 0: resolves
      });
    });

    it("a taken e-mail answers 1307", async () => {
      const taken = { ...body, email: CREATOR.email };
      await expectCall(pact, {
        operation: "accountRegister",
        description: "accountRegister: an e-mail that is already registered",
        states: [given.userExists(CREATOR.email, PASSWORD)],
        body: taken,
        response: fails(1307),
      }).executeTest(async (server) => {
        expect((await rejectionOf(accountRegister(taken, at(server)))).code).toBe(1307);
      });
    });

    it("a wrong code answers 1313", async () => {
      const wrong = { ...body, check_code: "111111" };
      await expectCall(pact, {
        operation: "accountRegister",
        description: "accountRegister: a code other than the one sent",
        states: [given.noAccount(NEWCOMER), given.signUpCode(NEWCOMER, CODE)],
        body: wrong,
        response: fails(1313),
      }).executeTest(async (server) => {
        expect((await rejectionOf(accountRegister(wrong, at(server)))).code).toBe(1313);
      });
    });

    it("no code sent answers 1314", async () => {
      await expectCall(pact, {
        operation: "accountRegister",
        description: "accountRegister: no code was sent to the e-mail",
        states: [given.noAccount(NEWCOMER)],
        body,
        response: fails(1314),
      }).executeTest(async (server) => {
        expect((await rejectionOf(accountRegister(body, at(server)))).code).toBe(1314);
      });
    });
  });

  describe("accountGetCode", () => {
    it("sends a code to a new address", async () => {
      await expectCall(pact, {
        operation: "accountGetCode",
        description: "accountGetCode: a new address",
        states: [given.noAccount(NEWCOMER), given.nothingSent(NEWCOMER)],
        body: { email: NEWCOMER },
        response: ok(),
      }).executeTest(async (server) => {
        await accountGetCode({ email: NEWCOMER }, at(server)); // code 0: resolves
      });
    });

    it("a resend within 60 seconds answers 1308", async () => {
      await expectCall(pact, {
        operation: "accountGetCode",
        description: "accountGetCode: a code was sent less than 60 seconds ago",
        states: [given.noAccount(NEWCOMER), given.signUpCode(NEWCOMER, CODE)],
        body: { email: NEWCOMER },
        response: fails(1308),
      }).executeTest(async (server) => {
        expect((await rejectionOf(accountGetCode({ email: NEWCOMER }, at(server)))).code).toBe(
          1308,
        );
      });
    });

    it("a registered address answers 1307", async () => {
      await expectCall(pact, {
        operation: "accountGetCode",
        description: "accountGetCode: an address that is already registered",
        states: [given.userExists(CREATOR.email, PASSWORD)],
        body: { email: CREATOR.email },
        response: fails(1307),
      }).executeTest(async (server) => {
        expect((await rejectionOf(accountGetCode({ email: CREATOR.email }, at(server)))).code).toBe(
          1307,
        );
      });
    });
  });

  describe("accountResetPwdCode", () => {
    it("sends the reset e-mail", async () => {
      await expectCall(pact, {
        operation: "accountResetPwdCode",
        description: "accountResetPwdCode: a registered address",
        states: [given.userExists(CREATOR.email, PASSWORD), given.nothingSent(CREATOR.email)],
        body: { email: CREATOR.email },
        response: ok(),
      }).executeTest(async (server) => {
        await accountResetPwdCode({ email: CREATOR.email }, at(server)); // code 0: resolves
      });
    });
  });

  describe("accountResetPwd", () => {
    const body = { ...FIXTURES.resetLink, newPassword: "Fresh2025" };

    it("the link from the e-mail sets the new password", async () => {
      await expectCall(pact, {
        operation: "accountResetPwd",
        description: "accountResetPwd: a valid link and a new password",
        states: [
          given.userExists(CREATOR.email, PASSWORD),
          given.resetLink(CREATOR.email, body.key, body.value),
        ],
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await accountResetPwd(body, at(server)); // code 0: resolves
      });
    });

    it("an unknown link answers 1314", async () => {
      const unknown = { ...body, key: "rk-unknown" };
      await expectCall(pact, {
        operation: "accountResetPwd",
        description: "accountResetPwd: a link that is unknown",
        states: [given.userExists(CREATOR.email, PASSWORD)],
        body: unknown,
        response: fails(1314),
      }).executeTest(async (server) => {
        expect((await rejectionOf(accountResetPwd(unknown, at(server)))).code).toBe(1314);
      });
    });
  });
});
