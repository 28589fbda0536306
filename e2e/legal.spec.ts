/**
 * The terms of service and the privacy policy (platform.md §5, creator-programme.md §2;
 * docs/decisions/0073) in the browser, in both languages: sign-up's agreement opens them in a new
 * tab, the footer links them, and they read at a desktop width and at 390 px (screenshots in the
 * test output, for people to look at).
 */
import { expect, test } from "@playwright/test";
import type accountsEn from "../src/locales/en/accounts.json";
import type legalEn from "../src/locales/en/legal.json";
import { LANGUAGES, catalogue, settled, texts, useLanguage } from "./fixtures";

for (const language of LANGUAGES) {
  const { common } = texts(language);
  const accounts = catalogue<typeof accountsEn>(language, "accounts");
  const legal = catalogue<typeof legalEn>(language, "legal");

  test.describe(`legal pages (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("sign-up's terms link opens the terms in a new tab; the footer leads to the privacy policy", async ({
      page,
      context,
    }) => {
      await page.goto("/account/signup");
      await settled(page);
      const [terms] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: accounts.policy.terms }).click(),
      ]);
      await expect(terms).toHaveURL(/\/legal\/terms$/);
      await expect(terms.getByRole("heading", { level: 1 })).toHaveText(legal.terms.title);
      await expect(terms).toHaveTitle(new RegExp(common.titles.terms));
      await terms
        .getByRole("contentinfo")
        .getByRole("link", { name: common.footer.privacy })
        .click();
      await expect(terms).toHaveURL(/\/legal\/privacy$/);
      await expect(terms.getByRole("heading", { level: 1 })).toHaveText(legal.privacy.title);
    });

    for (const [name, width, height] of [
      ["desktop", 1280, 900],
      ["390px", 390, 844],
    ] as const) {
      test(`both pages fit a ${name} screen without horizontal scrolling`, async ({
        page,
      }, info) => {
        await page.setViewportSize({ width, height });
        for (const doc of ["terms", "privacy"] as const) {
          await page.goto(`/legal/${doc}`);
          await settled(page);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal[doc].title);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: info.outputPath(`legal-${doc}-${language}-${name}.png`),
            fullPage: true,
          });
        }
      });
    }
  });
}
