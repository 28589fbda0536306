/**
 * `npm run dev:shared` as QA runs it (project "dev-shared" of playwright.config.ts starts the
 * standalone mock server and vite in shared mode): every browser shares one mock backend, and a
 * `?mock=` link arms its fault on that server for the browser that opened it only. Two browsers
 * (contexts): one opens the sign-in page with ?mock=accountLogin:1315; the other signs in
 * meanwhile, normally (it would take the fault if the fault were armed for everyone); then the
 * first signs in, sees the daily-limit message, and signs in on its next attempt.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";

const LANGUAGES = ["en", "zh-cn"] as const;
type Language = (typeof LANGUAGES)[number];
const CREATOR = { email: "creator@example.com", password: "Quota2024" };

const catalogue = <T>(language: Language, namespace: string): T =>
  JSON.parse(
    readFileSync(new URL(`../src/locales/${language}/${namespace}.json`, import.meta.url), "utf8"),
  ) as T;

interface AccountTexts {
  fields: { email: string; password: string };
  login: { submit: string };
}

async function browserIn(browser: Browser, baseURL: string, language: Language): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  await context.addInitScript((lng) => {
    if (!localStorage.getItem("gc.language"))
      localStorage.setItem("gc.language", JSON.stringify(lng));
  }, language);
  return context.newPage();
}

async function fillSignIn(page: Page, text: AccountTexts): Promise<void> {
  await page.getByLabel(text.fields.email, { exact: true }).fill(CREATOR.email);
  await page.getByLabel(text.fields.password, { exact: true }).fill(CREATOR.password);
  await page.getByRole("button", { name: text.login.submit, exact: true }).click();
}

for (const language of LANGUAGES) {
  test(`a ?mock= link arms the shared server for its own browser only (${language})`, async ({
    browser,
  }, testInfo) => {
    const baseURL = String(testInfo.project.use.baseURL);
    const text = catalogue<AccountTexts>(language, "accounts");
    const codes = catalogue<Record<string, string>>(language, "codes");
    const armed = await browserIn(browser, baseURL, language);
    const other = await browserIn(browser, baseURL, language);

    await armed.goto("/account/login?mock=accountLogin:1315");
    await expect(armed.getByLabel(text.fields.email, { exact: true })).toBeVisible();
    // The server holds the fault, for this browser's id only.
    const faults = await armed.request.get("/__mock/faults");
    expect(await faults.json()).toMatchObject({
      faults: expect.arrayContaining([
        expect.objectContaining({ operation: "accountLogin", client: expect.any(String) }),
      ]),
    });

    await other.goto("/account/login");
    await fillSignIn(other, text);
    await expect(other).toHaveURL(/\/gate$/);
    await expect(other.getByTestId("account-menu")).toBeVisible();

    await fillSignIn(armed, text);
    await expect(armed.getByRole("alert")).toContainText(codes["1315"]!);
    await expect(armed).toHaveURL(/\/account\/login/);
    await expect(armed.getByLabel(text.fields.email, { exact: true })).toHaveValue(CREATOR.email);
    // The fault was for one call: the next attempt signs in.
    await armed.getByRole("button", { name: text.login.submit, exact: true }).click();
    await expect(armed).toHaveURL(/\/gate$/);

    await armed.context().close();
    await other.context().close();
  });
}
