/**
 * The shared report dialog from the test page (/__test/report, mock builds only), reproducing the
 * complaint answers with the mock's QA links: ?mock=complaint:1501 (already reported) and
 * ?mock=complaint:1502 (accepted, shown as success); a plain report answers 0.
 */
import { expect, test, type Page } from "@playwright/test";
import { catalogue, LANGUAGES, settled, signIn, texts, useLanguage } from "./fixtures";
import { mockUrl } from "./mock-backend";

for (const language of LANGUAGES) {
  const { common, report } = texts(language);
  const codes = catalogue<Record<string, string>>(language, "codes");

  async function openReport(page: Page, faults?: string) {
    await page.goto(faults ? mockUrl("/__test/report", faults) : "/__test/report");
    await settled(page);
    await page.getByRole("button", { name: common.harness.report }).click();
    const dialog = page.getByRole("dialog", { name: report.title });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async function fill(page: Page, text = "Spam in the comments") {
    const dialog = page.getByRole("dialog", { name: report.title });
    await dialog.locator("label", { hasText: report.reasons["2"] }).click();
    await expect(dialog.getByRole("radio", { name: report.reasons["2"] })).toBeChecked();
    await dialog.getByRole("textbox", { name: report.description }).fill(text);
    await dialog.getByRole("button", { name: report.submit }).click();
  }

  test.describe(`report dialog (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("a visitor is sent to sign-in", async ({ page }) => {
      await page.goto("/__test/report");
      await settled(page);
      await page.getByRole("button", { name: common.harness.report }).click();
      await expect(page).toHaveURL(/\/account\/login$/);
    });

    test("validation: reason and description required, at most 500 characters with a live counter", async ({
      page,
    }) => {
      await signIn(page);
      const dialog = await openReport(page);
      await dialog.getByRole("button", { name: report.submit }).click();
      await expect(dialog.getByText(report.validation.reasonRequired)).toBeVisible();
      await expect(dialog.getByText(report.validation.descriptionRequired)).toBeVisible();
      const textarea = dialog.getByRole("textbox", { name: report.description });
      await expect(textarea).toHaveAttribute("rows", "5");
      await textarea.fill("中文👍🏽".repeat(167));
      await expect(dialog.getByTestId("report-counter")).toHaveText("501/500");
      await expect(
        dialog.getByText(report.validation.descriptionTooLong.replace("{{max}}", "500")),
      ).toBeVisible();
    });

    test("code 0: Report sent, and the dialog closes", async ({ page }) => {
      await signIn(page);
      await openReport(page);
      await fill(page);
      await expect(page.getByText(report.success)).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("?mock=complaint:1501: the already-reported message, and the dialog closes", async ({
      page,
    }) => {
      await signIn(page);
      await openReport(page, "complaint:1501");
      await fill(page);
      await expect(page.getByText(codes["1501"]!)).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("?mock=complaint:1502: the success message, and the dialog closes", async ({ page }) => {
      await signIn(page);
      await openReport(page, "complaint:1502");
      await fill(page);
      await expect(page.getByText(report.success)).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("a failure: System error, try again later, and the dialog stays", async ({ page }) => {
      await signIn(page);
      await openReport(page, "complaint:http500");
      await fill(page);
      await expect(page.getByText(report.failure)).toBeVisible();
      await expect(page.getByRole("dialog", { name: report.title })).toBeVisible();
    });
  });
}
