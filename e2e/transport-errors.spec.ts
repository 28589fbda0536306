/**
 * Transport failures reach the user translated, with a way to retry, in English and in Chinese:
 * a `?mock=` link arms HTTP 503, a network failure ("offline") or a delay past the client's 15 s
 * deadline on sign-in; the page shows the errors catalogue's text (never "Simulated HTTP 503"),
 * keeps what was typed, and the next try signs in. A browser that goes offline gets its own text.
 * A session the server ends (code 100) leads to sign-in, which says so and leads back.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  catalogue,
  CREATOR,
  expectAccessible,
  LANGUAGES,
  settled,
  signIn,
  useLanguage,
} from "./fixtures";
import { mockBackend, mockUrl } from "./mock-backend";

interface Texts {
  accounts: { fields: { email: string; password: string }; login: { submit: string } };
  errors: Record<"server" | "network" | "offline" | "timeout", string>;
}

async function signInForm(page: Page, texts: Texts) {
  await settled(page);
  await page.getByLabel(texts.accounts.fields.email, { exact: true }).fill(CREATOR.email);
  await page.getByLabel(texts.accounts.fields.password, { exact: true }).fill(CREATOR.password);
  return page.getByRole("button", { name: texts.accounts.login.submit, exact: true });
}

/** What navigator.onLine answers in the page. */
async function setOnLine(page: Page, online: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => value });
  }, online);
}

/** The message is shown, what was typed stays, and sending again (the retry) signs in. */
async function expectMessageThenRetry(page: Page, texts: Texts, message: string) {
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(message);
  await expect(alert).not.toContainText("Simulated");
  await expect(page.getByLabel(texts.accounts.fields.email, { exact: true })).toHaveValue(
    CREATOR.email,
  );
  await expect(page).toHaveURL(/\/account\/login/);
  const submit = page.getByRole("button", { name: texts.accounts.login.submit, exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/gate$/);
}

for (const language of LANGUAGES) {
  const texts: Texts = {
    accounts: catalogue(language, "accounts"),
    errors: catalogue(language, "errors"),
  };

  test.describe(`transport failures (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("?mock=accountLogin:http503 says the server has a problem; the retry signs in", async ({
      page,
    }) => {
      await page.goto(mockUrl("/account/login", "accountLogin:http503"));
      await (await signInForm(page, texts)).click();
      await expectMessageThenRetry(page, texts, texts.errors.server);
    });

    test("?mock=accountLogin:offline says the connection failed; the retry signs in", async ({
      page,
    }) => {
      await page.goto(mockUrl("/account/login", "accountLogin:offline"));
      await (await signInForm(page, texts)).click();
      await expectMessageThenRetry(page, texts, texts.errors.network);
    });

    test("?mock=accountLogin:delay16000 times out after 15 s; the retry signs in", async ({
      page,
    }) => {
      await page.goto(mockUrl("/account/login", "accountLogin:delay16000"));
      const submit = await signInForm(page, texts);
      // The page's own clock: its 15 s deadline (and the mock's 16 s delay) pass at once instead
      // of in real time. The deadline starts before the request leaves.
      await page.clock.install();
      const sent = page.waitForRequest("**/api/auth/accountlogin");
      await submit.click();
      await sent;
      await page.clock.fastForward(14_000);
      await expect(page.locator('button[type="submit"]')).toHaveAttribute("aria-busy", "true");
      await expect(page.getByRole("alert")).toHaveCount(0);
      await page.clock.fastForward(1_000);
      await expect(page.getByRole("alert")).toHaveText(texts.errors.timeout);
      await expectMessageThenRetry(page, texts, texts.errors.timeout);
    });

    test("a browser that knows it is offline says so; back online, the retry signs in", async ({
      page,
    }) => {
      await page.goto("/account/login");
      const submit = await signInForm(page, texts);
      // The request fails as an offline browser's does (the armed network failure), and the
      // browser reports itself offline. (Chromium's offline emulation leaves requests that the
      // mock's service worker answers hanging until the deadline, so navigator.onLine is set here.)
      await mockBackend(page).arm("accountLogin", "offline");
      await setOnLine(page, false);
      await submit.click();
      await expect(page.getByRole("alert")).toHaveText(texts.errors.offline);
      await setOnLine(page, true);
      await expectMessageThenRetry(page, texts, texts.errors.offline);
    });

    test("a session the server ended (getFollower:100) leads to sign-in, which says so and leads back", async ({
      page,
    }) => {
      const ended = catalogue<{ "100": string }>(language, "codes")["100"];
      const social = catalogue<{ personal: { followers: string } }>(language, "social");
      await signIn(page);
      await page.goto("/personal/home?tabIndex=5");
      const followers = page.getByRole("tab", { name: social.personal.followers, exact: true });
      await expect(followers).toBeVisible({ timeout: 15_000 });
      // The followers are read when their tab opens: the server says the session is over.
      await mockBackend(page).arm("getFollower", 100);
      await followers.click();
      await expect(page).toHaveURL(/\/account\/login$/);
      await expect(page.getByRole("status").filter({ hasText: ended })).toBeVisible();
      await expectAccessible(page, "sign-in after the session ended");
      await (await signInForm(page, texts)).click();
      await expect(page).toHaveURL(/\/personal\/home\?tabIndex=5$/);
      await expect(
        page.getByRole("tab", { name: social.personal.followers, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(ended)).toHaveCount(0);
    });
  });
}
