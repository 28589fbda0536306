/**
 * The app shell in the browser, against the mock build, in both languages: redirects and guards,
 * the saved return path after sign-in, logout, the language switch surviving a reload, the 404 and
 * error pages. (The report dialog: report.spec.ts; accessibility: a11y.spec.ts.)
 */
import { expect, test } from "@playwright/test";
import type accountsEn from "../src/locales/en/accounts.json";
import {
  CREATOR,
  LANGUAGES,
  catalogue,
  settled,
  signIn,
  storedReturnPath,
  storedUser,
  texts,
  useLanguage,
  watchIconPathChunks,
} from "./fixtures";

type Accounts = typeof accountsEn;

for (const language of LANGUAGES) {
  const { common, nav } = texts(language);
  const accounts = catalogue<Accounts>(language, "accounts");

  test.describe(`shell (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("redirects: / → /gate, /gameworks and /knowledge → /knowledge/home, /activity → /activity/token", async ({
      page,
    }) => {
      const iconChunks = watchIconPathChunks(page);
      for (const [from, to] of [
        ["/", "/gate"],
        ["/gameworks", "/knowledge/home"],
        ["/knowledge", "/knowledge/home"],
        ["/activity", "/activity/token"],
      ]) {
        await page.goto(from!);
        await expect(page).toHaveURL(new RegExp(`${to}$`));
        await settled(page);
      }
      await expect(
        page
          .getByRole("navigation", { name: nav.label })
          .getByRole("link", { name: nav.tabs.creator }),
      ).toHaveAttribute("aria-current", "page");
      expect(iconChunks).toEqual([]);
    });

    test("a visitor on a login-required page goes to sign-in; the wanted path and query are saved", async ({
      page,
    }) => {
      await page.goto("/application");
      await expect(page).toHaveURL(/\/account\/login$/);
      expect(await storedReturnPath(page)).toBe("/application/main");
      await page.goto("/editor/article?id=12");
      await expect(page).toHaveURL(/\/account\/login$/);
      expect(await storedReturnPath(page)).toBe("/editor/article?id=12");
    });

    test("after signing in as creator@example.com the user lands on the saved path", async ({
      page,
    }) => {
      await page.goto("/personal/home?tabIndex=2");
      await expect(page).toHaveURL(/\/account\/login$/);
      await page.getByLabel(accounts.fields.email, { exact: true }).fill(CREATOR.email);
      await page.getByLabel(accounts.fields.password, { exact: true }).fill(CREATOR.password);
      await page.getByRole("button", { name: accounts.login.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/personal\/home\?tabIndex=2$/);
      await settled(page);
      expect(await storedUser(page)).not.toBeNull();
    });

    test("signed in: account pages go back, the own guest page goes to /personal/home, logout ends the session", async ({
      page,
    }) => {
      const user = await signIn(page);
      await page.goto("/knowledge/home");
      await settled(page);
      // An account page opened while signed in goes back to the page the user was on.
      await page.evaluate(() => {
        window.history.pushState({}, "", "/account/signup");
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      await expect(page).toHaveURL(/\/knowledge\/home$/);
      // Opened directly (no page before it), it goes to /gate.
      await page.goto("/account/login");
      await expect(page).toHaveURL(/\/gate$/);

      await page.goto(`/personal/guest?id=${user.user_id}`);
      await expect(page).toHaveURL(/\/personal\/home$/);
      await settled(page);

      // What the browser keeps for the user (a draft, the console's API key) goes with them.
      await page.evaluate(() => {
        localStorage.setItem("gc.user.backup.1001.article:new", '{"value":1,"savedAt":1}');
        localStorage.setItem("gc.user.console.apiKey", '"sk-test"');
      });
      await page.getByTestId("account-menu").click();
      await page.getByRole("menuitem", { name: nav.account.logout }).click();
      await expect(page).toHaveURL(/\/account\/login$/);
      expect(await storedUser(page)).toBeNull();
      expect(
        await page.evaluate(() =>
          Object.keys(localStorage).filter((k) => k.startsWith("gc.user.")),
        ),
      ).toEqual([]);
      await page.goto("/personal/home");
      await expect(page).toHaveURL(/\/account\/login$/);
    });

    test("a session the server no longer accepts is cleared and sends to sign-in", async ({
      page,
    }) => {
      // The stored session is changed in the page: a loaded page first.
      await page.goto("/account/login");
      await signIn(page);
      await page.evaluate(() => {
        const user = JSON.parse(localStorage.getItem("gc.session.user")!) as Record<string, string>;
        localStorage.setItem(
          "gc.session.user",
          JSON.stringify({ ...user, verify_session: "expired-token" }),
        );
      });
      await page.goto("/application/main?tab=2");
      await expect(page).toHaveURL(/\/account\/login$/);
      expect(await storedUser(page)).toBeNull();
      expect(await storedReturnPath(page)).toBe("/application/main?tab=2");
    });

    test("the 404 page: page not found, and a button back to /gate", async ({ page }) => {
      await page.goto("/no/such/page");
      await expect(
        page.getByRole("heading", { level: 1, name: common.notFound.title }),
      ).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: common.actions.backHome }).click();
      await expect(page).toHaveURL(/\/gate$/);
    });

    test("error parameters go to /error, which shows them as plain text", async ({ page }) => {
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(
        "/knowledge/home?error=access_denied&error_description=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
      );
      await expect(page).toHaveURL(/\/error\?error=access_denied&error_description=/);
      await expect(
        page.getByRole("heading", { level: 1, name: common.errorPage.title }),
      ).toBeVisible();
      await expect(page.getByTestId("error-code")).toHaveText("access_denied");
      await expect(page.getByTestId("error-description")).toHaveText(
        "<img src=x onerror=alert(1)>",
      );
      await expect(page.locator("main img")).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });
  });
}

test.describe("language", () => {
  for (const [from, to] of [
    ["en", "zh-cn"],
    ["zh-cn", "en"],
  ] as const) {
    test(`switching ${from} → ${to} changes the page and survives a reload`, async ({ page }) => {
      const before = texts(from).nav;
      const after = texts(to).nav;
      await useLanguage(page, from);
      await page.goto("/knowledge/home");
      await settled(page);
      await expect(
        page.getByRole("link", { name: before.tabs.knowledge, exact: true }),
      ).toBeVisible();
      await page.getByTestId("language-menu").click();
      await page.getByTestId(`language-${to}`).click();
      await expect(
        page.getByRole("link", { name: after.tabs.knowledge, exact: true }),
      ).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", to === "zh-cn" ? "zh-CN" : "en");
      await page.reload();
      await settled(page);
      await expect(
        page.getByRole("link", { name: after.tabs.knowledge, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: after.publish.label })).toBeVisible();
    });
  }

  test("a signed-in user's choice is saved to the profile", async ({ page }) => {
    await useLanguage(page, "en");
    await signIn(page);
    await page.goto("/gate");
    await settled(page);
    const saved = page.waitForRequest((request) =>
      request.url().endsWith("/api/basesys/user/setlituserdata"),
    );
    await page.getByTestId("language-menu").click();
    await page.getByTestId("language-zh-cn").click();
    expect((await saved).postDataJSON()).toEqual({ language: 1 });
    await expect(
      page.getByRole("link", { name: texts("zh-cn").nav.tabs.home, exact: true }),
    ).toBeVisible();
  });
});
