/**
 * Screenshots of the shell for a human to look at (not assertions): /gate, /knowledge/home, a
 * guarded redirect, the 404 page and the report dialog, in both languages. Not part of `npm test`
 * (its name does not end in .spec.ts); run it with SHELL_SCREENSHOTS=1 npx playwright test
 * e2e/screenshots.capture.ts — files go to test-results/shell-screenshots/.
 */
import { expect, test } from "@playwright/test";
import { LANGUAGES, settled, signIn, texts, useLanguage } from "./fixtures";

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
