/**
 * "Play online" plays (portal.md §4, docs/decisions/0076-play-online-in-mock-runtimes.md): the
 * seeded demo that is playable on the PC web opens its web build in a new tab, a canvas game in
 * the demo's title that answers the keyboard, under the page's security policy.
 */
import { expect, test } from "@playwright/test";
import { catalogue, LANGUAGES, settled, useLanguage } from "./fixtures";

/** The creator's published demo, downloadable and playable online (mocks/seed/content.ts). */
const PLAYABLE_DEMO = "/gameworks/detail?id=500001";

for (const language of LANGUAGES) {
  const detail = catalogue<{ detail: { playOnline: string } }>(language, "worksDetail").detail;

  test(`"Play online" opens a playable game in a new tab (${language})`, async ({
    page,
    context,
  }) => {
    await useLanguage(page, language);
    await page.goto(PLAYABLE_DEMO);
    await settled(page);
    const title = await page.getByRole("heading", { level: 1 }).innerText();
    const violations: string[] = [];
    const [game] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: detail.playOnline }).click(),
    ]);
    game.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    // waitForLoadState, not waitForEvent("load"): the tab may have loaded before this line runs.
    await game.waitForLoadState("load");
    expect(game.url()).toContain("/__files/play/");
    await expect(game).toHaveTitle(title.trim());
    const canvas = game.getByTestId("play-canvas");
    await expect(canvas).toBeVisible();
    await expect(canvas).toHaveAttribute("data-score", "0");
    // Drawn: the canvas is not blank.
    await expect
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const pixels = element.getContext("2d")!.getImageData(0, 0, 64, 64).data;
          return pixels.some((value, index) => index % 4 !== 3 && value > 0);
        }),
      )
      .toBe(true);
    // Playable: the paddle (the white bar near the bottom) follows the keyboard.
    const paddleLeft = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const row = element
          .getContext("2d")!
          .getImageData(0, element.height - 17, element.width, 1).data;
        for (let x = 0; x < element.width; x += 1) {
          if (row[x * 4]! > 250 && row[x * 4 + 1]! > 250 && row[x * 4 + 2]! > 250) return x;
        }
        return -1;
      });
    const start = await paddleLeft();
    expect(start).toBeGreaterThan(0);
    await canvas.focus();
    await game.keyboard.down("ArrowLeft");
    await expect.poll(paddleLeft).toBeLessThan(start - 50);
    await game.keyboard.up("ArrowLeft");
    expect(violations).toEqual([]);
  });
}
