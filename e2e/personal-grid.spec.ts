/**
 * The personal pages' grids (portal.md §2.9, §2.10): every cover has the same 16:9 box whatever
 * its picture's shape, so the cards of one row share one bounded height and a portrait picture
 * does not stretch its row (docs/decisions/0077-phone-layouts.md).
 */
import { expect, test, type Page } from "@playwright/test";
import { catalogue, LANGUAGES, settled, signIn, useLanguage } from "./fixtures";

interface CardBox {
  top: number;
  height: number;
  width: number;
  coverWidth: number;
  coverHeight: number;
  portrait: boolean;
}

/** Each card's box, its cover's height and whether its picture is taller than wide. */
async function cardBoxes(page: Page): Promise<CardBox[]> {
  const cards = page.getByTestId("personal-card");
  await expect(cards.first()).toBeVisible();
  // Every cover picture loaded (lazy ones too: scrolled through), so it had its chance to stretch.
  for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>(".personal-card__cover img")].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  return page.evaluate(() =>
    [...document.querySelectorAll("[data-testid=personal-card]")].map((card) => {
      const box = card.getBoundingClientRect();
      const image = card.querySelector<HTMLImageElement>(".personal-card__cover img");
      const cover = card.querySelector(".personal-card__cover")!.getBoundingClientRect();
      return {
        top: Math.round(box.top + window.scrollY),
        height: box.height,
        width: box.width,
        coverWidth: cover.width,
        coverHeight: cover.height,
        portrait: image ? image.naturalHeight > image.naturalWidth : false,
      };
    }),
  );
}

for (const language of LANGUAGES) {
  const tabs = catalogue<{ tabs: Record<string, string> }>(language, "personal").tabs;

  test(`image cards with portrait pictures keep one bounded height per row (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto("/personal/home");
    await settled(page);
    await page.getByRole("tab", { name: tabs.image }).click();
    // The image tab's cards, not the tab shown before it (its cards stay until the new ones come).
    await expect(
      page.locator("[data-testid=personal-card][data-kind=image]").first(),
    ).toBeVisible();
    await expect(page.locator("[data-testid=personal-card]:not([data-kind=image])")).toHaveCount(0);
    const cards = await cardBoxes(page);
    // The seed's image works include portrait pictures: the case that used to stretch a row.
    expect(cards.some((card) => card.portrait)).toBe(true);
    const rows = new Map<number, CardBox[]>();
    for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
    expect([...rows.values()].some((row) => row.length > 1)).toBe(true);
    for (const card of cards) {
      // The cover is 16:9, whatever the picture.
      expect(Math.abs(card.coverHeight - (card.coverWidth * 9) / 16)).toBeLessThanOrEqual(1);
      // Cover, title (two lines), kind and date, status, counts, actions: nowhere near 900 px.
      expect(card.height).toBeLessThanOrEqual(card.coverHeight + 240);
    }
    for (const row of rows.values()) {
      const heights = row.map((card) => card.height);
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
    }
  });
}
