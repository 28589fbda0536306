/**
 * /postproduct/image (portal.md §2.8, §4), in both languages against the in-browser mock:
 * post an image work with 3 images, change the cover, delete the cover and see the next one become
 * the cover, save (the URL takes the id), post, find it under review, approve it through the QA
 * panel's audit control and find it published.
 */
import { expect, test, type Page } from "@playwright/test";
import { catalogue, expectAccessible, LANGUAGES, settled, signIn, useLanguage } from "./fixtures";
import type authoringEn from "../src/locales/en/authoring.json";
import { mockBackend } from "./mock-backend";
import { png } from "./png";

type Json = Record<string, unknown>;
const at = (json: Json, path: string) =>
  path.split(".").reduce<unknown>((node, key) => (node as Json)[key], json) as string;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const IMAGES = [
  { name: "one.png", mimeType: "image/png", buffer: png(120, 90, [200, 80, 60]) },
  { name: "two.png", mimeType: "image/png", buffer: png(90, 120, [60, 140, 200]) },
  { name: "three.png", mimeType: "image/png", buffer: png(100, 100, [80, 180, 90]) },
];

const tiles = (page: Page) => page.getByTestId("upload-queue").locator("li[data-state]");
const coverNames = (page: Page) =>
  tiles(page).evaluateAll((items) =>
    items.map(
      (li) =>
        `${li.querySelector("img")?.getAttribute("alt")}${li.hasAttribute("data-cover") ? "*" : ""}`,
    ),
  );

for (const language of LANGUAGES) {
  const authoring = catalogue<typeof authoringEn>(language, "authoring");
  const worksPost = catalogue<Json>(language, "worksPost");
  const uploads = catalogue<Json>(language, "uploads");
  const w = (path: string) => at(worksPost, path);
  const u = (path: string, values: Record<string, string | number> = {}) =>
    fill(at(uploads, path), values);

  test.describe(`image post (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("post with 3 images and cover changes, under review, approved through the QA audit control", async ({
      page,
    }) => {
      test.slow();
      await signIn(page);
      await page.goto("/postproduct/image");
      await settled(page);
      // Reviews wait for the QA control (the browser's default is an automatic review after 8 s).
      await mockBackend(page).ready();
      await page.evaluate(() =>
        (
          window as unknown as { __mock: { setConfig(c: { auditDelayMs: number }): void } }
        ).__mock.setConfig({ auditDelayMs: 3_600_000 }),
      );
      const form = page.getByRole("form", { name: w("post.heading") });
      await expect(form).toBeVisible();
      const title = `Dusk ${language}`;
      await form.getByRole("textbox", { name: w("post.title") }).fill(title);
      await form.getByRole("textbox", { name: authoring.tags.label }).fill("sky");
      await form.getByRole("textbox", { name: authoring.tags.label }).press("Enter");
      await form
        .getByRole("textbox", { name: w("post.intro") })
        .fill("Three pictures of the evening.");

      await page.getByTestId("upload-queue-input").setInputFiles(IMAGES);
      await expect(tiles(page)).toHaveCount(3);
      await expect(tiles(page).filter({ hasText: u("state.ready") })).toHaveCount(3, {
        timeout: 15_000,
      });
      await expect.poll(() => coverNames(page)).toEqual(["one.png*", "two.png", "three.png"]);
      await expectAccessible(page, "image post with images");

      await form.getByRole("button", { name: u("setCover", { name: "two.png" }) }).click();
      await expect.poll(() => coverNames(page)).toEqual(["one.png", "two.png*", "three.png"]);
      await form.getByRole("button", { name: u("delete", { name: "two.png" }) }).click();
      await expect.poll(() => coverNames(page)).toEqual(["one.png*", "three.png"]);
      await form.getByRole("button", { name: u("delete", { name: "one.png" }) }).click();
      await expect.poll(() => coverNames(page)).toEqual(["three.png*"]);
      await page.getByTestId("upload-queue-input").setInputFiles(IMAGES.slice(0, 2));
      await expect(tiles(page).filter({ hasText: u("state.ready") })).toHaveCount(3, {
        timeout: 15_000,
      });
      await expect.poll(() => coverNames(page)).toEqual(["three.png*", "one.png", "two.png"]);

      await form.getByRole("button", { name: w("post.save") }).click();
      await expect(page.getByText(w("post.saveSuccess"))).toBeVisible();
      await expect(page).toHaveURL(/\/postproduct\/image\?id=/);
      await expect(form.getByText(authoring.audit.draft)).toBeVisible();
      const id = new URL(page.url()).searchParams.get("id")!;

      await form.getByRole("button", { name: w("post.post"), exact: true }).click();
      await expect(page.getByText(w("post.postSuccess"))).toBeVisible();
      await expect(page).toHaveURL(/\/personal\/home$/);

      await page.goto(`/postproduct/image?id=${id}`);
      await settled(page);
      const again = page.getByRole("form", { name: w("post.editHeading") });
      await expect(again.getByText(authoring.audit.releasing)).toBeVisible();
      await expect(again.getByRole("button", { name: w("post.repost") })).toBeVisible();
      await expect(again.getByRole("button", { name: w("post.save") })).toHaveCount(0);
      await expect(again.getByRole("textbox", { name: w("post.title") })).toHaveValue(title);
      await expect.poll(() => coverNames(page)).toHaveLength(3);
      expect((await coverNames(page))[0]).toMatch(/\*$/);
      await expectAccessible(page, "image post under review");

      await page.getByRole("button", { name: /Open the mock QA panel/ }).click();
      await page.getByRole("tab", { name: "Audits" }).click();
      await page.getByRole("button", { name: `Approve works ${title}` }).click();
      await page.keyboard.press("Escape");
      await page.reload();
      await settled(page);
      await expect(page.getByRole("form").getByText(authoring.audit.published)).toBeVisible();
    });
  });
}
