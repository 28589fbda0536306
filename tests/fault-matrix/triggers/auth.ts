/** The account pages' calls (src/features/accounts) and the session guard's (verifySession). */
import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { lastMailTo, state } from "@mocks/testing";
import { AUTH_LIMITS } from "@mocks/domains/accounts/limits";
import { CREATOR } from "@mocks/seed/users";
import type { TriggerContext, Triggers } from "../trigger";

const signInTyped = ({ text }: TriggerContext) => ({
  [text("accounts", "fields.email")]: CREATOR.email,
  [text("accounts", "fields.password")]: CREATOR.password,
});

/** A new account's details (no seeded account has this e-mail). */
const NEWCOMER = { userName: "NewMaker", email: "new.maker@example.com", password: "Sprite2024" };

/** The sign-up form's fields as the user fills them, before asking for a code. */
const signUpDetails = ({ text }: TriggerContext) => ({
  [text("accounts", "fields.userName")]: NEWCOMER.userName,
  [text("accounts", "fields.email")]: NEWCOMER.email,
  [text("accounts", "fields.password")]: NEWCOMER.password,
});

async function typeAll(ctx: TriggerContext, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await ctx.user.type(screen.getByLabelText(label), value);
  }
}

/** Async, so that a control gone while the call is on its way rejects rather than throws. */
async function click(ctx: TriggerContext, namespace: string, key: string) {
  await ctx.user.click(screen.getByRole("button", { name: ctx.text(namespace, key) }));
}

const heading = (ctx: TriggerContext, key: string) =>
  screen.findByRole("heading", { name: ctx.text("accounts", key) }, { timeout: 8000 });

/** The reset link the creator received (mocks/domains/accounts/password-reset.ts mails such links). */
const RESET_LINK = { key: "a1b2c3d4", value: "0123456789abcdef" };
let signUpCode = "";

const resetTyped = ({ text }: TriggerContext) => ({
  [text("accounts", "fields.newPassword")]: "Nebula2025",
  [text("accounts", "fields.confirm")]: "Nebula2025",
});

export const authTriggers = {
  accountLogin: {
    route: "/account/login",
    fill: async (ctx) => {
      for (const [label, value] of Object.entries(signInTyped(ctx))) {
        await ctx.user.type(screen.getByLabelText(label), value);
      }
    },
    typed: signInTyped,
    act: async ({ user, text }) => {
      await user.click(screen.getByRole("button", { name: text("accounts", "login.submit") }));
    },
    succeeded: async ({ router }) => {
      await waitFor(() => expect(router.state.location.pathname).toBe("/gate"));
    },
  },
  // A signed-in user opens a login-required page: the guard verifies the session as it opens.
  verifySession: {
    route: "/personal/home",
    as: "reader",
    succeeded: async ({ text }) => {
      await screen.findByRole(
        "button",
        { name: text("personal", "panel.edit") },
        { timeout: 8000 },
      );
    },
  },
  // Sign-up: the code is asked for the e-mail typed (Send code).
  accountGetCode: {
    route: "/account/signup",
    ready: (ctx) => heading(ctx, "signup.title").then(() => undefined),
    fill: (ctx) => typeAll(ctx, signUpDetails(ctx)),
    typed: signUpDetails,
    act: (ctx) => click(ctx, "accounts", "code.send"),
    succeeded: async () => {
      await waitFor(() => expect(lastMailTo(NEWCOMER.email)?.code).toBeTruthy(), { timeout: 8000 });
    },
  },
  // Sign-up: the whole form, with the code from the mock mailbox, sent with Sign up.
  accountRegister: {
    route: "/account/signup",
    ready: (ctx) => heading(ctx, "signup.title").then(() => undefined),
    fill: async (ctx) => {
      await typeAll(ctx, signUpDetails(ctx));
      await click(ctx, "accounts", "code.send");
      await waitFor(() => expect(lastMailTo(NEWCOMER.email)?.code).toBeTruthy(), { timeout: 8000 });
      signUpCode = lastMailTo(NEWCOMER.email)!.code!;
      await ctx.user.type(screen.getByLabelText(ctx.text("accounts", "fields.code")), signUpCode);
      await ctx.user.click(screen.getByRole("checkbox"));
    },
    typed: (ctx) => ({
      ...signUpDetails(ctx),
      [ctx.text("accounts", "fields.code")]: signUpCode,
    }),
    act: (ctx) => click(ctx, "accounts", "signup.submit"),
    succeeded: async (ctx) => {
      await heading(ctx, "signup.successTitle");
    },
  },
  // Forgotten password: the e-mail, sent with Send.
  accountResetPwdCode: {
    route: "/account/forget",
    ready: (ctx) => heading(ctx, "forget.title").then(() => undefined),
    fill: (ctx) => typeAll(ctx, { [ctx.text("accounts", "fields.email")]: CREATOR.email }),
    typed: (ctx) => ({ [ctx.text("accounts", "fields.email")]: CREATOR.email }),
    act: (ctx) => click(ctx, "accounts", "forget.submit"),
    succeeded: async (ctx) => {
      await heading(ctx, "forget.resultTitle");
    },
  },
  // The link of the reset e-mail: a new password and its confirmation, sent with Confirm.
  accountResetPwd: {
    route: `/account/passwordreset?key=${RESET_LINK.key}&value=${RESET_LINK.value}`,
    ready: async (ctx) => {
      await heading(ctx, "reset.title");
      // The link is live: the creator asked for it just now (as the mock's reset e-mail records it).
      const now = state().now();
      await state().db.resetLinks.create({
        ...RESET_LINK,
        email: CREATOR.email,
        sent_at: now,
        expires_at: now + AUTH_LIMITS.resetLinkValidMs,
        used: false,
        replaced: false,
      });
    },
    fill: (ctx) => typeAll(ctx, resetTyped(ctx)),
    typed: resetTyped,
    act: (ctx) => click(ctx, "accounts", "reset.submit"),
    succeeded: async (ctx) => {
      await heading(ctx, "reset.successTitle");
    },
  },
} satisfies Triggers;
