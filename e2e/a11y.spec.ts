/**
 * 0 serious or critical axe-core violations on every shell page, in both languages, for a visitor
 * and a signed-in user, with the menus and the report dialog open; and no Blueprint icon-path
 * chunk fetched along the way.
 */
import { expect, test } from "@playwright/test";
import {
  expectAccessible,
  LANGUAGES,
  settled,
  signIn,
  texts,
  useLanguage,
  watchIconPathChunks,
} from "./fixtures";

const OPEN_PAGES = [
  "/gate",
  "/guide",
  "/knowledge/home",
  "/knowledge/more?id=1",
  "/knowledge/detail?id=1",
  "/gameworks/home",
  "/gameworks/detail?id=500001",
  "/gameworks/more?id=1",
  "/activity/token",
  "/document/token",
  "/personal/guest?id=1001",
  "/inspect",
  "/testEditor",
  "/cherrymarkdown",
  "/gatepet",
  "/gatepet/frame",
  "/error?error=denied&error_description=No%20access",
  "/no/such/page",
  "/account/login",
  "/account/signup",
  "/account/forget",
  "/account/passwordreset",
];

const SIGNED_IN_PAGES = [
  "/personal/home",
  "/editor/article",
  "/postproduct/image",
  "/application/main",
  "/application/editworks",
  "/application/api",
];

for (const language of LANGUAGES) {
  const { nav, common } = texts(language);

  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("every open page, as a visitor", async ({ page }) => {
      test.slow();
      const iconChunks = watchIconPathChunks(page);
      for (const path of OPEN_PAGES) {
        await page.goto(path);
        await settled(page);
        await expectAccessible(page, path);
      }
      expect(iconChunks).toEqual([]);
    });

    test("every login-required page, signed in, with the menus open", async ({ page }) => {
      test.slow();
      const iconChunks = watchIconPathChunks(page);
      await signIn(page);
      for (const path of SIGNED_IN_PAGES) {
        await page.goto(path);
        await settled(page);
        await expectAccessible(page, path);
      }
      await page.goto("/gate");
      await settled(page);
      for (const trigger of [
        page.getByRole("button", { name: nav.publish.label }),
        page.getByTestId("language-menu"),
        page.getByTestId("account-menu"),
      ]) {
        await trigger.click();
        await expect(page.getByRole("menu")).toBeVisible();
        await expectAccessible(page, "with a menu open");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("menu")).toHaveCount(0);
      }
      expect(iconChunks).toEqual([]);
    });

    test("the report dialog", async ({ page }) => {
      await signIn(page);
      await page.goto("/__test/report");
      await settled(page);
      await page.getByRole("button", { name: common.harness.report }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectAccessible(page, "report dialog");
      // Focus is inside the dialog, and Escape closes it.
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]"))))
        .toBe(true);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
}
