/**
 * /account/login against the mock backend: rules at the fields, every accountLogin code from the
 * spec at its place (in both languages), transport failures, one submission at a time, and the
 * session and return path on success.
 */
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { operations } from "@/generated/operations";
import { placeOfCode } from "@/api/auth/account-errors";
import { session } from "@/lib/session";
import errorsEn from "@/locales/en/errors.json";
import { CREATOR } from "@mocks/seed/users";
import { server } from "../msw-server";
import {
  answerCode,
  answerFailure,
  codeMessage,
  commonCatalogues,
  renderAccounts,
  specCodes,
} from "./harness";

async function fill(
  user: Awaited<ReturnType<typeof renderAccounts>>["user"],
  labels: { email: string; password: string },
  email: string,
  password: string,
) {
  await user.type(screen.getByLabelText(labels.email), email);
  await user.type(screen.getByLabelText(labels.password), password);
}

describe("sign-in page", () => {
  it("is a labelled form with links to recovery and sign-up", async () => {
    const { text } = await renderAccounts("/account/login");
    expect(screen.getByRole("heading", { level: 1, name: text.login.title })).toBeInTheDocument();
    expect(screen.getByLabelText(text.fields.email)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(text.fields.password)).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: text.login.forgot })).toHaveAttribute(
      "href",
      "/account/forget",
    );
    expect(screen.getByRole("link", { name: text.login.signUp })).toHaveAttribute(
      "href",
      "/account/signup",
    );
  });

  it("shows the rules' messages at the fields and sends nothing", async () => {
    const calls = answerCode("accountLogin", 1310);
    const { user, text } = await renderAccounts("/account/login");
    await user.click(screen.getByRole("button", { name: text.login.submit }));
    expect(await screen.findByText(text.validation.email.required)).toBeInTheDocument();
    expect(screen.getByLabelText(text.fields.email)).toHaveAccessibleDescription(
      text.validation.email.required,
    );
    expect(screen.getByLabelText(text.fields.password)).toHaveAccessibleDescription(
      text.validation.password.required,
    );
    await user.type(screen.getByLabelText(text.fields.email), "not-an-address");
    await user.tab();
    expect(screen.getByLabelText(text.fields.email)).toHaveAccessibleDescription(
      text.validation.email.invalid,
    );
    expect(calls.count).toBe(0);
  });

  it("moves the focus to the first field the rules stopped", async () => {
    const { user, text } = await renderAccounts("/account/login");
    await user.type(screen.getByLabelText(text.fields.password), "x");
    await user.click(screen.getByRole("button", { name: text.login.submit }));
    await waitFor(() => expect(screen.getByLabelText(text.fields.email)).toHaveFocus());
  });

  it("lets the password be shown and hidden without losing it", async () => {
    const { user, text } = await renderAccounts("/account/login");
    const { form } = commonCatalogues.en;
    const password = screen.getByLabelText(text.fields.password);
    await user.type(password, "Secret99");
    await user.click(screen.getByRole("button", { name: form.showPassword }));
    expect(password).toHaveAttribute("type", "text");
    expect(password).toHaveValue("Secret99");
    await user.click(screen.getByRole("button", { name: form.hidePassword }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("takes a password of the spec's 30 characters whole, emoji included (decisions.md §1)", async () => {
    const { user, text } = await renderAccounts("/account/login");
    const password = screen.getByLabelText(text.fields.password);
    // 30 characters, 114 UTF-16 code units: a maxlength of 30 would keep 8 of them.
    const typed = `a1${"👍🏽".repeat(28)}`;
    await user.type(password, typed);
    expect(password).toHaveValue(typed);
  });

  it("signs the seeded creator in, stores the session and goes to /gate", async () => {
    const { user, router, text } = await renderAccounts("/account/login");
    await fill(
      user,
      { email: text.fields.email, password: text.fields.password },
      CREATOR.email,
      CREATOR.password,
    );
    await user.click(screen.getByRole("button", { name: text.login.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/gate"));
    expect(session.getUser()?.email).toBe(CREATOR.email);
    expect(session.getUser()?.verify_session).toMatch(/\S/);
  });

  it("goes to the saved return path after sign-in, and forgets it", async () => {
    const { user, router, text } = await renderAccounts("/account/login", {
      returnPath: "/application/main?tab=2",
    });
    await fill(
      user,
      { email: text.fields.email, password: text.fields.password },
      CREATOR.email,
      CREATOR.password,
    );
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        "/application/main?tab=2",
      ),
    );
    expect(session.getReturnPath()).toBeUndefined();
  });

  it.each(["https://evil.example/x", "//evil.example", "/inspect/console"])(
    "goes to /gate instead of the unsafe return path %s",
    async (stored) => {
      const { user, router, text } = await renderAccounts("/account/login", { returnPath: stored });
      await fill(
        user,
        { email: text.fields.email, password: text.fields.password },
        CREATOR.email,
        CREATOR.password,
      );
      await user.keyboard("{Enter}");
      await waitFor(() => expect(router.state.location.pathname).toBe("/gate"));
    },
  );

  it("answers a wrong password with the mock's 1310 and keeps what was typed", async () => {
    const { user, text } = await renderAccounts("/account/login");
    await fill(
      user,
      { email: text.fields.email, password: text.fields.password },
      CREATOR.email,
      "Wrong123",
    );
    await user.click(screen.getByRole("button", { name: text.login.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(codeMessage(1310));
    expect(screen.getByLabelText(text.fields.email)).toHaveValue(CREATOR.email);
    expect(screen.getByLabelText(text.fields.password)).toHaveValue("Wrong123");
    expect(session.getUser()).toBeNull();
  });

  for (const language of ["en", "zh-cn"] as const) {
    describe(`every accountLogin code of the spec (${language})`, () => {
      it("lists codes that all have a message", () => {
        expect(specCodes("accountLogin").length).toBeGreaterThan(0);
        for (const code of operations.accountLogin.resultCodes.filter((c) => c !== 0)) {
          expect(() => codeMessage(code, language)).not.toThrow();
        }
      });

      it.each(specCodes("accountLogin"))(
        "shows code %i at its place, keeping the input",
        async (code) => {
          answerCode("accountLogin", code);
          const { user, text } = await renderAccounts("/account/login", { language });
          await fill(
            user,
            { email: text.fields.email, password: text.fields.password },
            "someone@example.com",
            "Pass1234",
          );
          await user.click(screen.getByRole("button", { name: text.login.submit }));
          const message = codeMessage(code, language);
          if (placeOfCode("accountLogin", code) === "email") {
            await waitFor(() =>
              expect(screen.getByLabelText(text.fields.email)).toHaveAccessibleDescription(message),
            );
          } else {
            expect(await screen.findByRole("alert")).toHaveTextContent(message);
          }
          expect(screen.getByLabelText(text.fields.email)).toHaveValue("someone@example.com");
          expect(screen.getByLabelText(text.fields.password)).toHaveValue("Pass1234");
          expect(screen.getByRole("button", { name: text.login.submit })).toBeEnabled();
        },
      );
    });
  }

  it("removes a field's server message once the field is edited", async () => {
    answerCode("accountLogin", 1306);
    const { user, text } = await renderAccounts("/account/login");
    await fill(user, { email: text.fields.email, password: text.fields.password }, "a@b.co", "x");
    await user.click(screen.getByRole("button", { name: text.login.submit }));
    const email = screen.getByLabelText(text.fields.email);
    await waitFor(() => expect(email).toHaveAccessibleDescription(codeMessage(1306)));
    await user.type(email, "m");
    expect(email).not.toHaveAccessibleDescription(codeMessage(1306));
  });

  it("shows the connection message on a network failure", async () => {
    answerFailure("accountLogin", "network");
    const { user, text } = await renderAccounts("/account/login");
    await fill(
      user,
      { email: text.fields.email, password: text.fields.password },
      CREATOR.email,
      CREATOR.password,
    );
    await user.click(screen.getByRole("button", { name: text.login.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(errorsEn.network);
    expect(screen.getByLabelText(text.fields.password)).toHaveValue(CREATOR.password);
  });

  it("shows the server-problem message on HTTP 500", async () => {
    answerFailure("accountLogin", "http500");
    const { user, text } = await renderAccounts("/account/login");
    await fill(
      user,
      { email: text.fields.email, password: text.fields.password },
      CREATOR.email,
      CREATOR.password,
    );
    await user.click(screen.getByRole("button", { name: text.login.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(errorsEn.server);
  });

  it("shows the timeout message when the server does not answer in time", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    try {
      server.use(
        http.post(operations.accountLogin.path, async () => {
          await delay("infinite");
          return HttpResponse.json({});
        }),
      );
      const { user, text } = await renderAccounts("/account/login", {
        advanceTimers: (ms) => vi.advanceTimersByTime(ms),
      });
      await fill(
        user,
        { email: text.fields.email, password: text.fields.password },
        CREATOR.email,
        CREATOR.password,
      );
      await user.click(screen.getByRole("button", { name: text.login.submit }));
      await screen.findByRole("button", { name: text.login.submitting });
      await vi.advanceTimersByTimeAsync(16_000);
      expect(await screen.findByRole("alert")).toHaveTextContent(errorsEn.timeout);
      expect(screen.getByLabelText(text.fields.email)).toHaveValue(CREATOR.email);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows progress and sends once however often it is submitted", async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    server.use(
      http.post(operations.accountLogin.path, async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ code: 1310, message: "", data: {} });
      }),
    );
    const { user, text } = await renderAccounts("/account/login");
    await fill(
      user,
      { email: text.fields.email, password: text.fields.password },
      CREATOR.email,
      "Pass1234",
    );
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    const busy = await screen.findByRole("button", { name: text.login.submitting });
    expect(busy).toBeDisabled();
    await user.click(busy);
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent(codeMessage(1310));
    expect(calls).toBe(1);
    expect(
      within(screen.getByRole("button", { name: text.login.submit })).queryByRole("progressbar"),
    ).toBeNull();
  });
});
