/**
 * The demo editor (creator-programme.md §4, §5), in both languages against the in-browser mock: from demo
 * management, create a demo with the Web platform, its URL and a 16:9 picture, post it, find it
 * under review in demo management, approve it through the mock's audit control, find it published,
 * and open it again for editing (Re-post, Save hidden).
 */
import { expect, test } from "@playwright/test";
import type applicationEn from "../src/locales/en/application.json";
import type authoringEn from "../src/locales/en/authoring.json";
import type demoEn from "../src/locales/en/demo.json";
import type uploadsEn from "../src/locales/en/uploads.json";
import { catalogue, expectAccessible, LANGUAGES, settled, signIn, useLanguage } from "./fixtures";
import { mockBackend } from "./mock-backend";
import { png } from "./png";

for (const language of LANGUAGES) {
  const demo = catalogue<typeof demoEn>(language, "demo");
  const application = catalogue<typeof applicationEn>(language, "application");
  const authoring = catalogue<typeof authoringEn>(language, "authoring");
  const uploads = catalogue<typeof uploadsEn>(language, "uploads");

  test.describe(`demo editor (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("a Web demo with its URL is posted, shown under review, approved and published", async ({
      page,
    }) => {
      test.slow();
      await signIn(page);
      await page.goto("/application/main?tab=0");
      await settled(page);
      // Reviews wait for the QA control (the browser's default is an automatic review).
      await mockBackend(page).ready();
      await page.evaluate(() =>
        (
          window as unknown as { __mock: { setConfig(c: { auditDelayMs: number }): void } }
        ).__mock.setConfig({ auditDelayMs: 3_600_000 }),
      );
      await page.getByRole("link", { name: application.demos.create }).click();
      await expect(page).toHaveURL(/\/application\/editworks$/);
      const form = page.getByRole("form", { name: demo.heading });
      await expect(form).toBeVisible();

      // Post before filling anything: every rule answers at its field.
      await form.getByRole("button", { name: demo.post, exact: true }).click();
      await expect(form.getByText(demo.validation.platformRequired)).toBeVisible();
      await expect(form.getByText(demo.validation.promotionMaterialsError)).toBeVisible();

      const title = `Neon Detective ${language}`;
      await form.getByRole("textbox", { name: demo.title }).fill(title);
      await form
        .getByRole("textbox", { name: demo.intro })
        .fill("Question suspects played by language models.");
      // The box is Blueprint's: its label takes the click.
      await form.getByText(demo.platform.web, { exact: true }).click();
      await expect(form.getByRole("checkbox", { name: demo.platform.web })).toBeChecked();
      await form.getByRole("textbox", { name: demo.webUrl }).fill("https://play.example.com/neon");
      const materials = form.getByRole("region", { name: demo.materials });
      await materials
        .getByTestId("upload-queue-input")
        .setInputFiles([
          { name: "shot.png", mimeType: "image/png", buffer: png(160, 90, [40, 90, 160]) },
        ]);
      await expect(
        materials.locator("li[data-state]").filter({ hasText: uploads.state.ready }),
      ).toHaveCount(1, { timeout: 15_000 });
      await expect(materials.locator("li[data-cover]")).toHaveCount(1);
      await expectAccessible(page, "demo editor, filled");

      await form.getByRole("button", { name: demo.post, exact: true }).click();
      await expect(page.getByText(demo.postSuccess)).toBeVisible();
      await expect(page).toHaveURL(/\/application\/main\?tab=0$/);
      const card = page.getByRole("article", { name: title });
      await expect(card.getByText(authoring.audit.releasing)).toBeVisible({ timeout: 10_000 });
      const id = (await card.getAttribute("data-testid"))!.replace(/^demo-/, "");

      expect(await mockBackend(page).resolveAudits({ id, ok: true })).toBe(1);
      await page.reload();
      await settled(page);
      await expect(
        page.getByRole("article", { name: title }).getByText(authoring.audit.published),
      ).toBeVisible({ timeout: 10_000 });

      await page
        .getByRole("article", { name: title })
        .getByRole("link", { name: application.demos.edit })
        .click();
      await expect(page).toHaveURL(new RegExp(`/application/editworks\\?id=${id}$`));
      const again = page.getByRole("form", { name: demo.editHeading });
      await expect(again.getByRole("textbox", { name: demo.title })).toHaveValue(title);
      await expect(again.getByRole("checkbox", { name: demo.platform.web })).toBeChecked();
      await expect(again.getByRole("textbox", { name: demo.webUrl })).toHaveValue(
        "https://play.example.com/neon",
      );
      await expect(again.getByRole("button", { name: demo.repost })).toBeVisible();
      await expect(again.getByRole("button", { name: demo.save })).toHaveCount(0);
      await expectAccessible(page, "demo editor, published demo");
    });
  });
}
