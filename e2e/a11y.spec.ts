/**
 * 0 serious or critical axe-core violations on every page of the route table (e2e/a11y-pages.ts),
 * in both languages: open pages as a visitor and signed in, login-required pages signed in, with
 * the menus and the report dialog open; and no Blueprint icon-path chunk fetched along the way.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  expectAccessible,
  LANGUAGES,
  openInApp,
  settled,
  signIn,
  texts,
  useLanguage,
  watchIconPathChunks,
} from "./fixtures";
import { inGroups, OPEN_PAGES, SIGNED_IN_PAGES } from "./a11y-pages";

/**
 * Pages per test. The first is a full page load (the app and its mock backend boot, seconds on
 * two busy cores); the others open in the app as its links would, and each gets an axe run.
 */
const GROUP_SIZE = 6;

async function checkEach(page: Page, pages: readonly string[], context = ""): Promise<void> {
  for (const [index, path] of pages.entries()) {
    if (index === 0) {
      await page.goto(path);
      await settled(page);
    } else {
      await openInApp(page, path);
    }
    await expectAccessible(page, `${path}${context}`);
  }
}

for (const language of LANGUAGES) {
  const { nav, common } = texts(language);

  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    // The pages in groups, one test each, so the two workers share them.
    for (const pages of inGroups(OPEN_PAGES, GROUP_SIZE)) {
      test(`open pages, as a visitor: ${pages.join(" ")}`, async ({ page }) => {
        test.slow();
        const iconChunks = watchIconPathChunks(page);
        await checkEach(page, pages);
        expect(iconChunks).toEqual([]);
      });
    }

    // The account pages send a signed-in user away; the others show their signed-in state.
    for (const pages of inGroups(
      OPEN_PAGES.filter((path) => !path.startsWith("/account/")),
      GROUP_SIZE,
    )) {
      test(`open pages, signed in: ${pages.join(" ")}`, async ({ page }) => {
        test.slow();
        const iconChunks = watchIconPathChunks(page);
        await signIn(page);
        await checkEach(page, pages, " (signed in)");
        expect(iconChunks).toEqual([]);
      });
    }

    for (const pages of inGroups(SIGNED_IN_PAGES, GROUP_SIZE)) {
      test(`login-required pages, signed in: ${pages.join(" ")}`, async ({ page }) => {
        test.slow();
        const iconChunks = watchIconPathChunks(page);
        await signIn(page);
        await checkEach(page, pages);
        expect(iconChunks).toEqual([]);
      });
    }

    test("the header's menus open, signed in", async ({ page }) => {
      const iconChunks = watchIconPathChunks(page);
      await signIn(page);
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
