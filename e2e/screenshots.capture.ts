/**
 * Screenshots of the shell for a human to look at (not assertions): /gate, /knowledge/home, a
 * guarded redirect, the 404 page, the report dialog, and the sign-in and sign-up pages with a server
 * error shown (a transport failure at the form, a result code at its field), in both languages. Not part of `npm test`
 * (its name does not end in .spec.ts); run it with SHELL_SCREENSHOTS=1 npx playwright test
 * e2e/screenshots.capture.ts — files go to test-results/shell-screenshots/.
 */
import { expect, test } from "@playwright/test";
import { catalogue, LANGUAGES, settled, signIn, texts, useLanguage } from "./fixtures";
import { mockUrl } from "./mock-backend";

const DIR = "test-results/shell-screenshots";

for (const language of LANGUAGES) {
  const { common, report } = texts(language);

  test(`screenshots (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [name, path] of [
      ["gate", "/gate"],
      ["knowledge-home", "/knowledge/home"],
      ["guarded-redirect", "/editor/article?id=1"],
      ["not-found", "/no/such/page"],
    ] as const) {
      await page.goto(path);
      await settled(page);
      await page.screenshot({ path: `${DIR}/${language}-${name}.png`, fullPage: true });
    }
    await signIn(page);
    await page.goto("/__test/report");
    await settled(page);
    await page.getByRole("button", { name: common.harness.report }).click();
    const dialog = page.getByRole("dialog", { name: report.title });
    await expect(dialog).toBeVisible();
    await dialog.locator("label", { hasText: report.reasons["1"] }).click();
    await expect(dialog.getByRole("radio", { name: report.reasons["1"] })).toBeChecked();
    await dialog.getByRole("textbox", { name: report.description }).fill("Lorem ipsum");
    await page.screenshot({ path: `${DIR}/${language}-report-dialog.png` });
    await page.keyboard.press("Escape");
    await page.getByTestId("language-menu").click();
    await page.screenshot({ path: `${DIR}/${language}-language-menu.png` });
    await page.keyboard.press("Escape");
    await page.getByTestId("account-menu").click();
    await page.screenshot({ path: `${DIR}/${language}-account-menu.png` });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: texts(language).nav.publish.label }).click();
    await page.screenshot({ path: `${DIR}/${language}-publish-menu.png` });
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 760 });
    await page.goto("/knowledge/home");
    await settled(page);
    await page.screenshot({ path: `${DIR}/${language}-mobile-knowledge-home.png`, fullPage: true });
  });
}

for (const language of LANGUAGES) {
  const accounts = catalogue<{
    fields: Record<"email" | "password" | "userName" | "code", string>;
    login: { submit: string };
    signup: { submit: string };
  }>(language, "accounts");

  test(`account pages with a server error (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(mockUrl("/account/login", "accountLogin:http503"));
    await settled(page);
    await page.getByLabel(accounts.fields.email, { exact: true }).fill("creator@example.com");
    await page.getByLabel(accounts.fields.password, { exact: true }).fill("Quota2024");
    await page.getByRole("button", { name: accounts.login.submit, exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.screenshot({ path: `${DIR}/${language}-login-server-error.png`, fullPage: true });

    await page.goto(mockUrl("/account/signup", "accountRegister:1307"));
    await settled(page);
    await page.getByLabel(accounts.fields.userName, { exact: true }).fill("NewMaker");
    await page.getByLabel(accounts.fields.email, { exact: true }).fill("creator@example.com");
    await page.getByLabel(accounts.fields.password, { exact: true }).fill("Sprite2024");
    await page.getByLabel(accounts.fields.code, { exact: true }).fill("ABC123");
    await page.getByRole("checkbox").check({ force: true });
    await page.getByRole("button", { name: accounts.signup.submit, exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.screenshot({ path: `${DIR}/${language}-signup-server-error.png`, fullPage: true });
    // The password rule's reminder (a CSS tooltip) on focus.
    await page.getByLabel(accounts.fields.password, { exact: true }).focus();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${DIR}/${language}-signup-password-hint.png` });
  });
}
