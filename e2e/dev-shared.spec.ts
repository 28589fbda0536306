/**
 * `npm run dev:shared` as QA runs it (project "dev-shared" of playwright.config.ts starts the
 * standalone mock server and vite in shared mode): every browser shares one mock backend, and a
 * `?mock=` link arms its fault on that server for the browser that opened it only. Two browsers
 * (contexts): one opens the sign-in page with ?mock=accountLogin:1315; the other signs in
 * meanwhile, normally (it would take the fault if the fault were armed for everyone); then the
 * first signs in, sees the daily-limit message, and signs in on its next attempt.
 */
import { expect, test, type Page } from "@playwright/test";
import { catalogue, CREATOR, LANGUAGES, openInApp, sharedBrowser } from "./fixtures";

interface AccountTexts {
  fields: { email: string; password: string };
  login: { submit: string };
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
    const armed = await sharedBrowser(browser, baseURL, language);
    const other = await sharedBrowser(browser, baseURL, language);

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

/**
 * Every page with content, as a signed-in creator, against `npm run dev:shared` (vite's dev server,
 * the standalone mock server): each renders its content (a level-1 heading, no error, not-found or
 * empty placeholder view) and the browser logs no error. The journeys of the other specs run on the
 * in-browser mock; this proves the same pages work in the second dev mode.
 */
const TOUR = [
  "/gate",
  "/knowledge/home",
  "/knowledge/more?id=1",
  "/knowledge/detail?id=100001",
  "/gameworks/home",
  "/gameworks/more?id=1",
  "/gameworks/detail?id=500001",
  "/activity/token",
  "/document/token",
  "/inspect",
  "/cherrymarkdown",
  "/gatepet",
  "/editor/article",
  "/postproduct/image",
  "/application/editworks",
  "/personal/home",
  "/personal/guest?id=1002",
  "/application/main",
  "/application/api",
  "/testEditor",
];

/**
 * What "networkidle" is for a page load, after a navigation in the app: no request in flight for
 * half a second (the page's modules and its data have arrived).
 */
function networkQuiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return () =>
    expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= 500, { timeout: 30_000 })
      .toBe(true);
}

for (const language of LANGUAGES) {
  test(`every content page renders in dev:shared mode (${language})`, async ({
    browser,
  }, testInfo) => {
    // A cold dev server transforms each page's modules on its first visit: 20 pages, two browsers
    // (one per language) at once, on two cores.
    test.setTimeout(300_000);
    const page = await sharedBrowser(browser, String(testInfo.project.use.baseURL), language);
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
    });

    await page.goto("/account/login");
    const text = catalogue<AccountTexts>(language, "accounts");
    await fillSignIn(page, text);
    await expect(page.getByTestId("account-menu")).toBeVisible();

    const quiet = networkQuiet(page);
    const main = page.locator("main#main");
    for (const path of TOUR) {
      // In the app, as its links go: the pages' own modules load, not the whole app again.
      await openInApp(page, path);
      await quiet();
      // A lazy page body (an editor, a tab) is transformed on its first request too.
      await expect(main.getByRole("heading", { level: 1 }).first(), path).toBeAttached({
        timeout: 30_000,
      });
      await expect(
        main.locator(
          '[data-testid="query-error"], [data-testid="crash"], [data-testid="not-found"], .app-page--placeholder',
        ),
        path,
      ).toHaveCount(0);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
}
