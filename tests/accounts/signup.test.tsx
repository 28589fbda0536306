/**
 * /account/signup against the mock backend: the field rules, the code button (send → sending →
 * 60 s countdown, only for a valid e-mail), the policy checkbox, every accountGetCode and
 * accountRegister code of the spec at its place, and the success panel.
 */
import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { operations } from "@/generated/operations";
import { placeOfCode, type Place } from "@/api/auth/account-errors";
import errorsEn from "@/locales/en/errors.json";
import { lastMailTo } from "@mocks/testing";
import { CREATOR } from "@mocks/seed/users";
import { server } from "../msw-server";
import { answerCode, answerFailure, codeMessage, renderAccounts, specCodes } from "./harness";

type Rendered = Awaited<ReturnType<typeof renderAccounts>>;

const NEW = { user_name: "NewMaker", email: "new.maker@example.com", password: "Sprite2024" };

const fields = (text: Rendered["text"]) => ({
  userName: () => screen.getByLabelText(text.fields.userName),
  email: () => screen.getByLabelText(text.fields.email),
  password: () => screen.getByLabelText(text.fields.password),
  code: () => screen.getByLabelText(text.fields.code),
  policy: () => screen.getByRole("checkbox"),
});

async function fillAll({ user, text }: Rendered, code = "123456") {
  const f = fields(text);
  await user.type(f.userName(), NEW.user_name);
  await user.type(f.email(), NEW.email);
  await user.type(f.password(), NEW.password);
  await user.type(f.code(), code);
  await user.click(f.policy());
}

/** The element where a message at this place is shown. */
function expectAt(place: Place, text: Rendered["text"], message: string) {
  const f = fields(text);
  const input: Partial<Record<Place, () => HTMLElement>> = {
    user_name: f.userName,
    email: f.email,
    user_password: f.password,
    check_code: f.code,
  };
  const field = input[place];
  if (field)
    return waitFor(() =>
      expect(field()).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
  return waitFor(() =>
    expect(screen.getAllByRole("alert").some((el) => el.textContent?.includes(message))).toBe(true),
  );
}

describe("sign-up page", () => {
  it("labels every field and shows the password rule as a tooltip hint", async () => {
    const view = await renderAccounts("/account/signup");
    const f = fields(view.text);
    expect(
      screen.getByRole("heading", { level: 1, name: view.text.signup.title }),
    ).toBeInTheDocument();
    expect(f.password()).toHaveAccessibleDescription(view.text.fields.passwordHint);
    await view.user.click(f.email());
    await view.user.tab();
    expect(f.password()).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole("tooltip")).toHaveTextContent(view.text.fields.passwordHint),
    );
    expect(f.code()).toHaveAttribute("maxlength", "6");
    expect(screen.getByRole("link", { name: view.text.policy.terms })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(screen.getByRole("link", { name: view.text.policy.privacy })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(screen.getByRole("link", { name: view.text.signup.signIn })).toHaveAttribute(
      "href",
      "/account/login",
    );
  });

  it("shows each rule's message at its field, and the policy message, without sending", async () => {
    const calls = answerCode("accountRegister", 0);
    const view = await renderAccounts("/account/signup");
    await view.user.click(screen.getByRole("button", { name: view.text.signup.submit }));
    const f = fields(view.text);
    await waitFor(() =>
      expect(f.userName()).toHaveAccessibleDescription(view.text.validation.userName.required),
    );
    expect(f.email()).toHaveAccessibleDescription(view.text.validation.email.required);
    expect(f.password()).toHaveAccessibleDescription(
      `${view.text.validation.password.required} ${view.text.fields.passwordHint}`,
    );
    expect(f.code()).toHaveAccessibleDescription(view.text.validation.code.required);
    expect(f.policy()).toHaveAccessibleDescription(view.text.validation.policy.required);

    await view.user.type(f.userName(), "9lives");
    await view.user.type(f.email(), "nope");
    await view.user.type(f.password(), `${NEW.email.split("@")[0]}1`);
    await view.user.type(f.code(), "12");
    await view.user.click(view.container);
    expect(f.userName()).toHaveAccessibleDescription(view.text.validation.userName.firstDigit);
    expect(f.email()).toHaveAccessibleDescription(view.text.validation.email.invalidOrTaken);
    expect(f.code()).toHaveAccessibleDescription(view.text.validation.code.format);
    await view.user.clear(f.email());
    await view.user.type(f.email(), NEW.email);
    await waitFor(() =>
      expect(f.password()).toHaveAccessibleDescription(
        `${view.text.validation.password.similar} ${view.text.fields.passwordHint}`,
      ),
    );
    expect(calls.count).toBe(0);
  });

  it("sends a code only for a valid e-mail", async () => {
    const calls = answerCode("accountGetCode", 0);
    const view = await renderAccounts("/account/signup");
    await view.user.type(fields(view.text).email(), "broken@");
    await view.user.click(screen.getByRole("button", { name: view.text.code.send }));
    await waitFor(() =>
      expect(fields(view.text).email()).toHaveAccessibleDescription(
        view.text.validation.email.invalidOrTaken,
      ),
    );
    expect(calls.count).toBe(0);
  });

  it("goes send → sending → 60 s countdown → resend", async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    try {
      let release: () => void = () => undefined;
      server.use(
        http.post(operations.accountGetCode.path, async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json({ code: 0, message: "", data: {} });
        }),
      );
      const view = await renderAccounts("/account/signup", {
        advanceTimers: (ms) => vi.advanceTimersByTime(ms),
      });
      await view.user.type(fields(view.text).email(), NEW.email);
      await view.user.click(screen.getByRole("button", { name: view.text.code.send }));
      expect(await screen.findByRole("button", { name: view.text.code.sending })).toBeDisabled();
      release();
      const counting = await screen.findByRole("button", { name: "Resend in 60 s" });
      expect(counting).toBeDisabled();
      expect(screen.getByRole("status")).toHaveTextContent(NEW.email);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(screen.getByRole("button", { name: "Resend in 30 s" })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(30_500));
      expect(await screen.findByRole("button", { name: view.text.code.resend })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("signs up with the code from the mock mailbox and offers sign-in", async () => {
    const view = await renderAccounts("/account/signup");
    const f = fields(view.text);
    await view.user.type(f.userName(), NEW.user_name);
    await view.user.type(f.email(), NEW.email);
    await view.user.type(f.password(), NEW.password);
    await view.user.click(screen.getByRole("button", { name: view.text.code.send }));
    await screen.findByRole("status");
    const code = lastMailTo(NEW.email)?.code;
    expect(code).toMatch(/^[A-Za-z0-9]{6}$/);
    await view.user.type(f.code(), code!);
    await view.user.click(f.policy());
    await view.user.click(screen.getByRole("button", { name: view.text.signup.submit }));
    expect(
      await screen.findByRole("heading", { name: view.text.signup.successTitle }),
    ).toHaveFocus();
    await view.user.click(screen.getByRole("link", { name: view.text.signup.toSignIn }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/account/login"));
  });

  it("answers an e-mail that is already registered with 1307 at the e-mail", async () => {
    const view = await renderAccounts("/account/signup");
    await view.user.type(fields(view.text).email(), CREATOR.email);
    await view.user.click(screen.getByRole("button", { name: view.text.code.send }));
    await expectAt("email", view.text, codeMessage(1307));
  });

  describe("every accountGetCode code of the spec", () => {
    it.each(specCodes("accountGetCode"))("shows code %i at its place", async (code) => {
      answerCode("accountGetCode", code);
      const view = await renderAccounts("/account/signup");
      await view.user.type(fields(view.text).email(), NEW.email);
      await view.user.click(screen.getByRole("button", { name: view.text.code.send }));
      await expectAt(placeOfCode("accountGetCode", code), view.text, codeMessage(code));
      expect(fields(view.text).email()).toHaveValue(NEW.email);
      expect(screen.getByRole("button", { name: view.text.code.send })).toBeEnabled();
    });
  });

  it("places 1308/1309 next to the send button", () => {
    for (const code of [1308, 1309]) {
      if ((operations.accountGetCode.resultCodes as readonly number[]).includes(code)) {
        expect(placeOfCode("accountGetCode", code)).toBe("send");
      }
    }
  });

  describe("every accountRegister code of the spec", () => {
    it.each(specCodes("accountRegister"))(
      "shows code %i at its place, keeping the input",
      async (code) => {
        answerCode("accountRegister", code);
        const view = await renderAccounts("/account/signup");
        await fillAll(view);
        await view.user.click(screen.getByRole("button", { name: view.text.signup.submit }));
        await expectAt(placeOfCode("accountRegister", code), view.text, codeMessage(code));
        const f = fields(view.text);
        expect(f.userName()).toHaveValue(NEW.user_name);
        expect(f.email()).toHaveValue(NEW.email);
        expect(f.password()).toHaveValue(NEW.password);
        expect(f.code()).toHaveValue("123456");
        expect(f.policy()).toBeChecked();
      },
    );
  });

  it("shows the connection message when sending the code fails", async () => {
    answerFailure("accountGetCode", "network");
    const view = await renderAccounts("/account/signup");
    await view.user.type(fields(view.text).email(), NEW.email);
    await view.user.click(screen.getByRole("button", { name: view.text.code.send }));
    expect(await screen.findByRole("alert")).toHaveTextContent(errorsEn.network);
  });

  it("shows the connection message when signing up fails", async () => {
    answerFailure("accountRegister", "network");
    const view = await renderAccounts("/account/signup");
    await fillAll(view);
    await view.user.click(screen.getByRole("button", { name: view.text.signup.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(errorsEn.network);
    expect(fields(view.text).password()).toHaveValue(NEW.password);
  });

  it("works in zh-cn", async () => {
    answerCode("accountRegister", 1313);
    const view = await renderAccounts("/account/signup", { language: "zh-cn" });
    expect(screen.getByRole("heading", { level: 1, name: "注册账号" })).toBeInTheDocument();
    await fillAll(view);
    await view.user.click(screen.getByRole("button", { name: "注册" }));
    await waitFor(() =>
      expect(screen.getByLabelText("验证码")).toHaveAccessibleDescription(
        codeMessage(1313, "zh-cn"),
      ),
    );
  });
});
