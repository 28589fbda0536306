/**
 * Opening a detail page on a phone moves nothing already shown (docs/decisions/0046): the footer,
 * visible under the loading note, used to be pushed out of view when the content arrived (CLS 0.27
 * on /knowledge/detail); the article's body, when its sanitiser's code came after the data, pushed
 * the tags, comments and aside down (CLS 0.21); the comments, arriving last above the work's side
 * cards on a phone, pushed the cards down (CLS 0.013-0.02: they now come after the cards). Nothing
 * moves on either page, nor on the knowledge index. Measured with the browser's own layout-shift
 * entries, in both languages.
 */
import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES, settled, useLanguage } from "./fixtures";

/** Nothing moves (rounding aside). */
const NO_SHIFT = 0.01;
/** The comments come a moment after the page (they once pushed the work's side cards down). */
const LATE_COMMENTS = "mock=selectCommentAll:delay1500";
const PAGES = [
  `/knowledge/detail?id=100001&${LATE_COMMENTS}`,
  `/gameworks/detail?id=500001&${LATE_COMMENTS}`,
];
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 823 };

interface Shift {
  value: number;
  sources: string[];
}

/** Collects the page's layout shifts (not those right after input) into window.__shifts. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null | undefined;
          return `${node?.nodeName ?? "?"}.${node?.className ?? ""}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Opens the page, waits until its content and late images are in, and sums its shifts. */
async function shiftsOf(page: Page, path: string): Promise<{ total: number; shifts: Shift[] }> {
  await page.goto(path);
  await settled(page);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached();
  // Late images and the related lists arrive within this.
  await page.waitForLoadState("networkidle");
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

for (const language of LANGUAGES) {
  test(`detail pages load without layout shifts on a phone (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize(PHONE);
    await watchShifts(page);
    for (const path of PAGES) {
      const { total, shifts } = await shiftsOf(page, path);
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(NO_SHIFT);
    }
  });

  // The category menu's row, above the sections on a phone, appeared with the data and pushed
  // them down (CLS 0.037); on a desktop the footer showed under the loading cards, then was
  // pushed out of view (0.032).
  test(`the knowledge index moves nothing as it loads, on a phone and a desktop (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await watchShifts(page);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      // The sections' answer waits 1.5 s: their loading state always shows first.
      const { total, shifts } = await shiftsOf(
        page,
        "/knowledge/home?mock=getLoreEssayHome:delay1500",
      );
      expect(total, `${size.width} px: ${JSON.stringify(shifts)}`).toBeLessThan(NO_SHIFT);
    }
  });
}
