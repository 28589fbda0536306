/**
 * The internal pages of platform.md §2 (portal.md §2.13) in the browser, in both languages:
 * /cherrymarkdown renders markdown exactly as an editor_type 1 article reads on /knowledge/detail
 * (same elements, same text, nothing run); /gatepet shows the pet generator, served by this app,
 * in a sandboxed frame 500 px high on black.
 */
import { expect, test, type Locator } from "@playwright/test";
import type consoleEn from "../src/locales/en/console.json";
import {
  catalogue,
  CREATOR,
  expectAccessible,
  LANGUAGES,
  settled,
  signIn,
  useLanguage,
} from "./fixtures";
import { MARKDOWN, postMarkdownArticle } from "./markdown-article";

/** A seeded article the markdown article relates to. */
const RELATED = "100001";

/** The rendered body's elements, in document order, with their own text: what a reader sees. */
const structureOf = (body: Locator) =>
  body.evaluate((root) =>
    [...root.querySelectorAll("*")].map(
      (element) =>
        `${element.tagName}:${[...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join("")
          .trim()}`,
    ),
  );

for (const language of LANGUAGES) {
  const { internal, pet } = catalogue<typeof consoleEn>(language, "console");

  test.describe(`internal pages (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("/cherrymarkdown previews markdown as its article page shows it", async ({ page }) => {
      // The article is posted through the page's mock backend: a loaded page first.
      await page.goto("/account/login");
      const user = await signIn(page, CREATOR);
      const id = await postMarkdownArticle(page, user, RELATED);
      await page.goto(`/knowledge/detail?id=${id}`);
      await settled(page);
      const articleBody = page.locator(".app-article__body .app-rich-text");
      await expect(articleBody.locator("pre code")).toHaveText("const answer = 42;");
      const expected = await structureOf(articleBody);

      await page.goto("/cherrymarkdown");
      await settled(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(internal.markdown.title);
      const preview = page.getByTestId("markdown-preview");
      await expect(preview).toHaveText(internal.markdown.empty);
      const editor = page.getByRole("textbox", { name: internal.markdown.editorLabel });
      await editor.fill(MARKDOWN);
      const body = preview.locator(".app-rich-text");
      await expect(body.getByRole("heading", { level: 1 })).toHaveText("Why markdown");
      await expect(body.getByRole("cell", { name: "30" })).toBeVisible();
      await expect(body.locator("pre code")).toHaveText("const answer = 42;");
      await expect(body.getByRole("listitem")).toHaveCount(2);
      expect(await structureOf(body)).toEqual(expected);
      expect(
        await page.evaluate(() => (window as { __xssRan?: boolean }).__xssRan),
      ).toBeUndefined();
      // Nothing typed is lost to a rerender: the source is still the whole text.
      await expect(editor).toContainText("const answer = 42;");
      await expectAccessible(page, "/cherrymarkdown");
    });

    test("/gatepet shows the pet generator in its frame", async ({ page }) => {
      await page.goto("/gatepet");
      await settled(page);
      const frameElement = page.getByTitle(internal.pet.frameTitle);
      await expect(frameElement).toHaveAttribute(
        "sandbox",
        "allow-scripts allow-same-origin allow-forms",
      );
      const box = await frameElement.boundingBox();
      expect(box?.height).toBe(500);
      expect(
        await frameElement.evaluate((element) => getComputedStyle(element).backgroundColor),
      ).toBe("rgb(0, 0, 0)");
      const frame = page.frameLocator(`iframe[title="${internal.pet.frameTitle}"]`);
      const testData = frame.getByRole("textbox", { name: pet.testData });
      await expect(testData).toBeVisible();
      await frame.getByRole("button", { name: pet.sample }).click();
      await expect(testData).toHaveValue(pet.sampleData);
      await expectAccessible(page, "/gatepet");
    });
  });
}
