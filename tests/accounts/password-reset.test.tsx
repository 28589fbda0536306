/**
 * /account/passwordreset against the mock backend: a link without key or value, the password
 * rules, a real reset with the link from the mailbox, and every accountResetPwd code of the spec.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { accountLogin, accountResetPwdCode } from "@/generated/auth/auth";
import { placeOfCode } from "@/api/auth/account-errors";
import errorsEn from "@/locales/en/errors.json";
import { lastMailTo } from "@mocks/testing";
import { CREATOR } from "@mocks/seed/users";
import {
  answerCode,
  answerFailure,
  catalogues,
  codeMessage,
  renderAccounts,
  specCodes,
} from "./harness";

const LINK = "/account/passwordreset?key=k1&value=v1";

async function resetLink(email: string): Promise<string> {
  await accountResetPwdCode({ email });
  const link = lastMailTo(email)?.link;
  if (!link) throw new Error("no reset link in the mailbox");
  const url = new URL(link, "http://localhost");
  return `${url.pathname}${url.search}`;
}

type View = Awaited<ReturnType<typeof renderAccounts>>;

/** Types a new password and its confirmation, and confirms. */
async function submitPassword({ user, text }: View, password: string) {
  await user.type(screen.getByLabelText(text.fields.newPassword), password);
  await user.type(screen.getByLabelText(text.fields.confirm), password);
  await user.click(screen.getByRole("button", { name: text.reset.submit }));
}

/** Sets a new password with the link on its page, then leaves the page. */
async function setPasswordWith(route: string, language: "en" | "zh-cn" = "en") {
  const view = await renderAccounts(route, { language });
  await submitPassword(view, "Nebula2025");
  await screen.findByRole("heading", { name: view.text.reset.successTitle });
  view.unmount();
}

/** The page says the link ended, before any form, with a way to a new e-mail. */
function expectEndedLink(title: string, body: string, text: View["text"] = catalogues.en) {
  expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(body)).toBeInTheDocument();
  expect(screen.queryByLabelText(text.fields.newPassword)).toBeNull();
  expect(screen.getByRole("link", { name: text.reset.requestNew })).toHaveAttribute(
    "href",
    "/account/forget",
  );
}

describe("password-reset page", () => {
  it.each([
    "/account/passwordreset",
    "/account/passwordreset?key=abc",
    "/account/passwordreset?value=abc",
    "/account/passwordreset?key=&value=abc",
  ])("reports %s as an invalid link with a way to a new e-mail", async (route) => {
    const { text } = await renderAccounts(route);
    expect(screen.getByRole("heading", { name: text.reset.linkInvalidTitle })).toBeInTheDocument();
    expect(screen.getByText(text.reset.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: text.reset.requestNew })).toHaveAttribute(
      "href",
      "/account/forget",
    );
    expect(screen.queryByLabelText(text.fields.newPassword)).toBeNull();
  });

  it("checks the new password and its confirmation at the fields", async () => {
    const calls = answerCode("accountResetPwd", 0);
    const { user, text } = await renderAccounts(LINK);
    const next = screen.getByLabelText(text.fields.newPassword);
    const confirm = screen.getByLabelText(text.fields.confirm);
    await user.click(screen.getByRole("button", { name: text.reset.submit }));
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        `${text.validation.password.required} ${text.fields.passwordHint}`,
      ),
    );
    expect(confirm).toHaveAccessibleDescription(text.validation.confirm.required);
    await user.type(next, "abcdefgh");
    await user.type(confirm, "abcdefgx");
    await user.tab();
    expect(next).toHaveAccessibleDescription(
      `${text.validation.password.lettersDigits} ${text.fields.passwordHint}`,
    );
    expect(confirm).toHaveAccessibleDescription(text.validation.confirm.mismatch);
    expect(calls.count).toBe(0);
  });

  it("sets a new password with the link from the mailbox; the new one signs in", async () => {
    const route = await resetLink(CREATOR.email);
    const { user, text, router } = await renderAccounts(route);
    await user.type(screen.getByLabelText(text.fields.newPassword), "Nebula2025");
    await user.type(screen.getByLabelText(text.fields.confirm), "Nebula2025");
    await user.click(screen.getByRole("button", { name: text.reset.submit }));
    expect(await screen.findByRole("heading", { name: text.reset.successTitle })).toHaveFocus();
    await expect(
      accountLogin({ email: CREATOR.email, user_password: "Nebula2025" }),
    ).resolves.toMatchObject({
      email: CREATOR.email,
    });
    await user.click(screen.getByRole("link", { name: text.reset.toSignIn }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account/login"));
  });

  it("a link used in this browser says so before the form, with ways to sign in and to a new e-mail", async () => {
    const route = await resetLink(CREATOR.email);
    await setPasswordWith(route);
    const { text } = await renderAccounts(route);
    expectEndedLink(text.reset.usedTitle, text.reset.used);
    expect(screen.getByRole("link", { name: text.reset.toSignIn })).toHaveAttribute(
      "href",
      "/account/login",
    );
  });

  it("answers a link used elsewhere with 1314 and a way to a new e-mail; opened again, it says expired before the form", async () => {
    const route = await resetLink(CREATOR.email);
    await setPasswordWith(route);
    // Another browser: it never saw the link end.
    localStorage.clear();

    const view = await renderAccounts(route);
    await submitPassword(view, "Comet2026x");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(codeMessage(1314));
    expect(screen.getByRole("link", { name: view.text.reset.requestNew })).toHaveAttribute(
      "href",
      "/account/forget",
    );
    view.unmount();

    const { text } = await renderAccounts(route);
    expectEndedLink(text.reset.expiredTitle, text.reset.expired);
  });

  it.each(specCodes("accountResetPwd"))(
    "shows code %i at its place, keeping the input",
    async (code) => {
      answerCode("accountResetPwd", code);
      const { user, text } = await renderAccounts(LINK);
      await user.type(screen.getByLabelText(text.fields.newPassword), "Nebula2025");
      await user.type(screen.getByLabelText(text.fields.confirm), "Nebula2025");
      await user.click(screen.getByRole("button", { name: text.reset.submit }));
      const message = codeMessage(code);
      if (placeOfCode("accountResetPwd", code) === "newPassword") {
        await waitFor(() =>
          expect(screen.getByLabelText(text.fields.newPassword)).toHaveAccessibleDescription(
            expect.stringContaining(message),
          ),
        );
      } else {
        expect(await screen.findByRole("alert")).toHaveTextContent(message);
      }
      expect(screen.getByLabelText(text.fields.newPassword)).toHaveValue("Nebula2025");
      expect(screen.getByLabelText(text.fields.confirm)).toHaveValue("Nebula2025");
    },
  );

  it("sends the link's key and value with the new password", async () => {
    const calls = answerCode("accountResetPwd", 0);
    const { user, text } = await renderAccounts(LINK);
    await user.type(screen.getByLabelText(text.fields.newPassword), "Nebula2025");
    await user.type(screen.getByLabelText(text.fields.confirm), "Nebula2025");
    await user.click(screen.getByRole("button", { name: text.reset.submit }));
    await screen.findByRole("heading", { name: text.reset.successTitle });
    expect(calls.bodies).toEqual([{ key: "k1", value: "v1", newPassword: "Nebula2025" }]);
  });

  it("shows the connection message on a network failure", async () => {
    answerFailure("accountResetPwd", "network");
    const { user, text } = await renderAccounts(LINK);
    await user.type(screen.getByLabelText(text.fields.newPassword), "Nebula2025");
    await user.type(screen.getByLabelText(text.fields.confirm), "Nebula2025");
    await user.click(screen.getByRole("button", { name: text.reset.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(errorsEn.network);
  });

  it("works in zh-cn", async () => {
    await renderAccounts("/account/passwordreset", { language: "zh-cn" });
    expect(screen.getByRole("heading", { name: "链接无效" })).toBeInTheDocument();
  });

  it("says in zh-cn that a link used in this browser is used, before the form", async () => {
    const route = await resetLink(CREATOR.email);
    await setPasswordWith(route, "zh-cn");
    const { text } = await renderAccounts(route, { language: "zh-cn" });
    expect(text.reset.usedTitle).toBe("链接已使用");
    expectEndedLink(text.reset.usedTitle, text.reset.used, text);
  });
});
