/**
 * The forms look like one product (the form kit, src/components/form): every text area writes in
 * the body's font (one rule in shell.css, not per page), the tags field is Blueprint's large input
 * group like the title above it, and every character counter sits under its field at the right.
 * Read from the browser's computed styles and boxes, on the three authoring pages.
 */
import { expect, test, type Page } from "@playwright/test";
import { settled, signIn } from "./fixtures";

const PAGES = ["/postproduct/image", "/application/editworks", "/editor/article"];

/** Each text area's font family beside the body's. */
const textAreaFonts = (page: Page) =>
  page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    areas: Array.from(document.querySelectorAll("textarea")).map(
      (area) => getComputedStyle(area).fontFamily,
    ),
  }));

/** The boxes of a field's control and of its counter. */
const counterPlaces = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll(".app-counter")).map((counter) => {
      const field = counter.closest(".bp6-form-group")!;
      const control = field.querySelector("input, textarea")!.getBoundingClientRect();
      const box = counter.getBoundingClientRect();
      const frame = field.querySelector(".bp6-form-content")!.getBoundingClientRect();
      return { below: box.top >= control.bottom, rightGap: Math.round(frame.right - box.right) };
    }),
  );

test.describe("forms look like one product", () => {
  test("text areas in the body font, the tags field as the title field, counters under their fields at the right", async ({
    page,
  }) => {
    await signIn(page);
    for (const path of PAGES) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator("textarea").first()).toBeVisible({ timeout: 30_000 });
      const fonts = await textAreaFonts(page);
      expect(fonts.areas.length, path).toBeGreaterThan(0);
      for (const font of fonts.areas) expect(font, path).toBe(fonts.body);

      const counters = await counterPlaces(page);
      expect(counters.length, path).toBeGreaterThan(0);
      for (const place of counters) expect(place, path).toEqual({ below: true, rightGap: 0 });

      const tags = page.getByRole("textbox", { name: /^Tags/ });
      if ((await tags.count()) === 0) continue;
      const title = page.getByRole("textbox", { name: /^Title/ }).first();
      const look = (element: HTMLElement) => {
        const style = getComputedStyle(element);
        return {
          height: element.getBoundingClientRect().height,
          radius: style.borderRadius,
          shadow: style.boxShadow,
          fontSize: style.fontSize,
        };
      };
      expect(await tags.evaluate(look), path).toEqual(await title.evaluate(look));
      // Focused, both show the same ring (read without Blueprint's transition).
      await page.addStyleTag({ content: "* { transition: none !important; }" });
      await tags.focus();
      const tagsFocused = await tags.evaluate((element) => getComputedStyle(element).boxShadow);
      await title.focus();
      expect(tagsFocused, path).toBe(await title.evaluate((e) => getComputedStyle(e).boxShadow));
    }
  });
});
