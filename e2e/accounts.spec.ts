/**
 * Account journeys in the browser against the mock backend (a mock build), in English and in
 * Chinese: sign up with the code from the mock mailbox, sign in, reach a protected page, sign out;
 * forgotten password → reset link from the mailbox → new password → sign in; a QA link that makes
 * sign-in answer 1315.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import type enAccounts from "../src/locales/en/accounts.json";
import { mockBackend, mockUrl } from "./mock-backend";

type Catalogue = typeof enAccounts;
const read = <T>(language: string, namespace: string): T =>
  JSON.parse(
    readFileSync(new URL(`../src/locales/${language}/${namespace}.json`, import.meta.url), "utf8"),
  ) as T;
/** The accounts texts, with the result-code messages of the one code catalogue. */
const catalogue = (language: string) => ({
  ...read<Catalogue>(language, "accounts"),
  accountCode: read<Record<string, string>>(language, "codes"),
});
type Texts = ReturnType<typeof catalogue>;

const LANGUAGES = ["en", "zh-cn"] as const;
const PROTECTED = "/application/main";

/** A fresh address per run, so a reused browser profile never finds it taken. */
const freshEmail = (tag: string) =>
  `e2e.${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

async function signIn(page: Page, text: Texts, email: string, password: string) {
  await page.getByLabel(text.fields.email, { exact: true }).fill(email);
  await page.getByLabel(text.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: text.login.submit, exact: true }).click();
}

for (const language of LANGUAGES) {
  const text = catalogue(language);

  test.describe(`accounts (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lng) => {
        if (!localStorage.getItem("gc.language"))
          localStorage.setItem("gc.language", JSON.stringify(lng));
      }, language);
    });

    test("sign up with the mailed code, sign in, reach a protected page, sign out", async ({
      page,
    }) => {
      const mock = mockBackend(page);
      const email = freshEmail(language.replace("-", ""));
      const password = "Sprite2024";

      await page.goto("/account/signup");
      await expect(page.getByRole("heading", { level: 1, name: text.signup.title })).toBeVisible();
      await page
        .getByLabel(text.fields.userName, { exact: true })
        .fill(language === "en" ? "NewMaker" : "新创作者");
      await page.getByLabel(text.fields.email, { exact: true }).fill(email);
      await page.getByLabel(text.fields.password, { exact: true }).fill(password);

      await page.getByRole("button", { name: text.code.send, exact: true }).click();
      await expect(page.getByRole("button", { name: /60|59|58/ })).toBeDisabled();
      await expect(page.getByRole("status")).toContainText(email);
      const code = (await mock.lastMailTo(email))?.code;
      expect(code).toMatch(/^[A-Za-z0-9]{6}$/);

      await page.getByLabel(text.fields.code, { exact: true }).fill(code!);
      // Blueprint draws the box over the (transparent) input, as a user sees and clicks it.
      await page.getByRole("checkbox").check({ force: true });
      await page.getByRole("button", { name: text.signup.submit, exact: true }).click();
      await expect(page.getByRole("heading", { name: text.signup.successTitle })).toBeVisible();
      await page.getByRole("link", { name: text.signup.toSignIn }).click();
      await expect(page).toHaveURL(/\/account\/login$/);

      // A protected page sends a visitor to sign-in and, after it, back to the page.
      await page.goto(PROTECTED);
      await expect(page).toHaveURL(/\/account\/login$/);
      await signIn(page, text, email, password);
      await expect(page).toHaveURL(new RegExp(`${PROTECTED}$`));
      await expect(page.getByTestId("account-menu")).toBeVisible();

      // An account page opened while signed in goes back.
      await page.goto("/account/login");
      await expect(page).not.toHaveURL(/\/account\/login/);

      await page.getByTestId("account-menu").click();
      await page.getByTestId("account-logout").click();
      await expect(page).toHaveURL(/\/account\/login$/);
      await page.goto(PROTECTED);
      await expect(page).toHaveURL(/\/account\/login$/);
    });

    test("forgotten password: the mailed link sets a new password that signs in", async ({
      page,
    }) => {
      const mock = mockBackend(page);
      const email = "reader@example.com";
      const newPassword = language === "en" ? "Nebula2025" : "Comet2026x";

      await page.goto("/account/login");
      await page.getByRole("link", { name: text.login.forgot }).click();
      await expect(page).toHaveURL(/\/account\/forget$/);
      await page.getByLabel(text.fields.email, { exact: true }).fill(email);
      await page.getByRole("button", { name: text.forget.submit, exact: true }).click();
      await expect(page.getByRole("heading", { name: text.forget.resultTitle })).toBeVisible();

      // "No e-mail arrived?" goes back to the form, with the address kept and a resend wait.
      await page.getByRole("button", { name: text.forget.noEmail }).click();
      await expect(page.getByLabel(text.fields.email, { exact: true })).toHaveValue(email);
      await expect(page.locator("button[type=submit]")).toBeDisabled();

      const link = (await mock.lastMailTo(email))?.link;
      expect(link).toMatch(/\/account\/passwordreset\?key=[^&]+&value=.+/);
      const url = new URL(link!, "http://mock.invalid");
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByRole("heading", { level: 1, name: text.reset.title })).toBeVisible();
      await page.getByLabel(text.fields.newPassword, { exact: true }).fill(newPassword);
      await page.getByLabel(text.fields.confirm, { exact: true }).fill("different1");
      await page.getByRole("button", { name: text.reset.submit, exact: true }).click();
      await expect(page.getByText(text.validation.confirm.mismatch)).toBeVisible();
      await page.getByLabel(text.fields.confirm, { exact: true }).fill(newPassword);
      await page.getByRole("button", { name: text.reset.submit, exact: true }).click();
      await expect(page.getByRole("heading", { name: text.reset.successTitle })).toBeVisible();

      await page.getByRole("link", { name: text.reset.toSignIn }).click();
      await expect(page).toHaveURL(/\/account\/login$/);
      await signIn(page, text, email, "Library88");
      await expect(page.getByRole("alert")).toContainText(text.accountCode["1310"]!);
      await page.getByLabel(text.fields.password, { exact: true }).fill(newPassword);
      await page.getByRole("button", { name: text.login.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/gate$/);
      await expect(page.getByTestId("account-menu")).toBeVisible();
    });

    test("a ?mock=accountLogin:1315 link shows the daily failed-sign-in message", async ({
      page,
    }) => {
      await page.goto(mockUrl("/account/login", "accountLogin:1315"));
      await signIn(page, text, "creator@example.com", "Quota2024");
      await expect(page.getByRole("alert")).toContainText(text.accountCode["1315"]!);
      await expect(page.getByLabel(text.fields.email, { exact: true })).toHaveValue(
        "creator@example.com",
      );
      await expect(page).toHaveURL(/\/account\/login/);
      // The fault was for one call: the next attempt signs in.
      await page.getByRole("button", { name: text.login.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/gate$/);
    });

    test("a reset link without key or value says the link is invalid", async ({ page }) => {
      await page.goto("/account/passwordreset?key=only");
      await expect(page.getByRole("heading", { name: text.reset.linkInvalidTitle })).toBeVisible();
      await expect(page.getByText(text.reset.linkInvalid)).toBeVisible();
      await page.getByRole("link", { name: text.reset.requestNew }).click();
      await expect(page).toHaveURL(/\/account\/forget$/);
    });
  });
}
