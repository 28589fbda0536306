/**
 * Opening a detail page on a phone moves nothing already shown (issue 17 item 5): the footer,
 * visible under the loading note, used to be pushed out of view when the content arrived (CLS 0.27
 * on /knowledge/detail); the article's body, when its sanitiser's code came after the data, pushed
 * the tags, comments and aside down (CLS 0.21). Measured with the browser's own layout-shift
 * entries, in both languages.
 */
import { expect, test } from "@playwright/test";
import { LANGUAGES, settled, useLanguage } from "./fixtures";

/** web.dev's "good" cumulative layout shift. */
const GOOD_CLS = 0.1;
const PAGES = ["/knowledge/detail?id=100001", "/gameworks/detail?id=500001"];

for (const language of LANGUAGES) {
  test(`detail pages load without layout shifts on a phone (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
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
    for (const path of PAGES) {
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // Late images and the related lists arrive within this.
      await page.waitForLoadState("networkidle");
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(GOOD_CLS);
    }
  });
}
