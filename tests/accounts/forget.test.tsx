/**
 * /account/forget against the mock backend: the e-mail rule, the result view and its way back to
 * resend, and every accountResetPwdCode code of the spec at its place.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { placeOfCode } from "@/api/auth/account-errors";
import errorsEn from "@/locales/en/errors.json";
import { lastMailTo } from "@mocks/testing";
import { CREATOR } from "@mocks/seed/users";
import { answerCode, answerFailure, codeMessage, renderAccounts, specCodes } from "./harness";

describe("forgotten-password page", () => {
  it("checks the e-mail before sending", async () => {
    const calls = answerCode("accountResetPwdCode", 0);
    const { user, text } = await renderAccounts("/account/forget");
    expect(screen.getByRole("heading", { level: 1, name: text.forget.title })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: text.forget.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(text.fields.email)).toHaveAccessibleDescription(
        text.validation.email.required,
      ),
    );
    await user.type(screen.getByLabelText(text.fields.email), "x@");
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByLabelText(text.fields.email)).toHaveAccessibleDescription(
        text.validation.email.invalid,
      ),
    );
    expect(calls.count).toBe(0);
  });

  it("sends the reset e-mail, shows the result, and returns to the form to resend", async () => {
    const { user, text, router } = await renderAccounts("/account/forget");
    await user.type(screen.getByLabelText(text.fields.email), CREATOR.email);
    await user.click(screen.getByRole("button", { name: text.forget.submit }));
    expect(await screen.findByRole("heading", { name: text.forget.resultTitle })).toHaveFocus();
    expect(screen.getByText(new RegExp(CREATOR.email.replace(".", "\\.")))).toBeInTheDocument();
    expect(lastMailTo(CREATOR.email)?.link).toMatch(/\/account\/passwordreset\?key=.+&value=.+/);

    await user.click(screen.getByRole("button", { name: text.forget.noEmail }));
    const email = await screen.findByLabelText(text.fields.email);
    expect(email).toHaveValue(CREATOR.email);
    expect(screen.getByRole("button", { name: /Send again in \d+ s/ })).toBeDisabled();
    expect(router.state.location.pathname).toBe("/account/forget");
    expect(screen.getByRole("link", { name: text.forget.backToLogin })).toHaveAttribute(
      "href",
      "/account/login",
    );
  });

  it.each(specCodes("accountResetPwdCode"))(
    "shows code %i at its place, keeping the input",
    async (code) => {
      answerCode("accountResetPwdCode", code);
      const { user, text } = await renderAccounts("/account/forget");
      await user.type(screen.getByLabelText(text.fields.email), "someone@example.com");
      await user.click(screen.getByRole("button", { name: text.forget.submit }));
      const message = codeMessage(code);
      if (placeOfCode("accountResetPwdCode", code) === "email") {
        await waitFor(() =>
          expect(screen.getByLabelText(text.fields.email)).toHaveAccessibleDescription(message),
        );
      } else {
        expect(await screen.findByRole("alert")).toHaveTextContent(message);
      }
      expect(screen.getByLabelText(text.fields.email)).toHaveValue("someone@example.com");
      expect(screen.getByRole("button", { name: text.forget.submit })).toBeEnabled();
    },
  );

  it("shows the connection message on a network failure", async () => {
    answerFailure("accountResetPwdCode", "network");
    const { user, text } = await renderAccounts("/account/forget");
    await user.type(screen.getByLabelText(text.fields.email), CREATOR.email);
    await user.click(screen.getByRole("button", { name: text.forget.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(errorsEn.network);
  });

  it("works in zh-cn", async () => {
    answerCode("accountResetPwdCode", 1309);
    const { user } = await renderAccounts("/account/forget", { language: "zh-cn" });
    await user.type(screen.getByLabelText("邮箱"), CREATOR.email);
    await user.click(screen.getByRole("button", { name: "发送" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(codeMessage(1309, "zh-cn"));
  });
});
