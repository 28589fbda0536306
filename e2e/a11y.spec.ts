/**
 * 0 serious or critical axe-core violations on every page of the route table (e2e/a11y-pages.ts),
 * in both languages: open pages as a visitor and signed in, login-required pages signed in, with
 * the menus and the report dialog open; and no Blueprint icon-path chunk fetched along the way.
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
import { OPEN_PAGES, SIGNED_IN_PAGES } from "./a11y-pages";

/** The loops over every page of a kind: time for about 20 full page loads and their axe runs. */
const PAGE_LOOP_TIMEOUT_MS = 300_000;

for (const language of LANGUAGES) {
  const { nav, common } = texts(language);

  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("every open page, as a visitor", async ({ page }) => {
      // One full page load per page (each boots the app and its mock backend again): on two
      // busy cores that can take 10 s a page.
      test.setTimeout(PAGE_LOOP_TIMEOUT_MS);
      const iconChunks = watchIconPathChunks(page);
      for (const path of OPEN_PAGES) {
        await page.goto(path);
        await settled(page);
        await expectAccessible(page, path);
      }
      expect(iconChunks).toEqual([]);
    });

    test("every open page, signed in", async ({ page }) => {
      // One full page load per page (each boots the app and its mock backend again): on two
      // busy cores that can take 10 s a page.
      test.setTimeout(PAGE_LOOP_TIMEOUT_MS);
      const iconChunks = watchIconPathChunks(page);
      await signIn(page);
      // The account pages send a signed-in user away; the others show their signed-in state.
      for (const path of OPEN_PAGES.filter((address) => !address.startsWith("/account/"))) {
        await page.goto(path);
        await settled(page);
        await expectAccessible(page, `${path} (signed in)`);
      }
      expect(iconChunks).toEqual([]);
    });

    test("every login-required page, signed in, with the menus open", async ({ page }) => {
      // One full page load per page (each boots the app and its mock backend again): on two
      // busy cores that can take 10 s a page.
      test.setTimeout(PAGE_LOOP_TIMEOUT_MS);
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
