/**
 * The knowledge index and more pages in the browser (portal.md §2.1, §2.2), in both languages, on
 * the mock build's seeded backend: the index's sections, More link, hot ranking and user card
 * (signed out and in); the more page's endless list loading its next page at the bottom, an article
 * opened in a new window, and coming back from another page to the same place with the same pages;
 * an empty category.
 */
import { expect, test, type Page } from "@playwright/test";
import type knowledgeEn from "../src/locales/en/knowledge.json";
import type knowledgeMoreEn from "../src/locales/en/knowledgeMore.json";
import {
  catalogue,
  expectAccessible,
  LANGUAGES,
  settled,
  signIn,
  useLanguage,
  type Language,
} from "./fixtures";
import { mockBackend, mockUrl } from "./mock-backend";

const LIST = '[role="list"][data-loaded]';
const EMPTY_CATEGORY = 11;

const errorsOf = (language: Language) => catalogue<Record<string, string>>(language, "errors");
const commonOf = (language: Language) =>
  catalogue<{ actions: { retry: string } }>(language, "common");

const knowledge = (language: Language) => ({
  ...catalogue<typeof knowledgeEn>(language, "knowledge"),
  ...catalogue<typeof knowledgeMoreEn>(language, "knowledgeMore"),
});

/** Opens a page and waits until it has rendered (the first load also seeds the mock backend). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main#main")).toBeVisible({ timeout: 30_000 });
  await settled(page);
}

const loaded = (page: Page) =>
  page.locator(LIST).evaluate((list) => Number(list.getAttribute("data-loaded")));

/**
 * Makes a category empty in the mock's saved data: on every page load, before the mock restores
 * its snapshot from localStorage, the articles of the category are marked deleted. (The mock saves
 * its data when a page is left; the next page restores it.)
 */
async function emptyCategory(page: Page, type: number) {
  await page.addInitScript((category) => {
    const key = "gc.mock.snapshot";
    const text = localStorage.getItem(key);
    if (!text) return;
    const snapshot = JSON.parse(text) as {
      collections: {
        articles?: { deleted: boolean; published: { lore_essay_type: number } | null }[];
      };
    };
    for (const article of snapshot.collections.articles ?? []) {
      if (article.published?.lore_essay_type === category) article.deleted = true;
    }
    localStorage.setItem(key, JSON.stringify(snapshot));
  }, type);
}

for (const language of LANGUAGES) {
  const k = knowledge(language);
  const category = (type: number) => k.home.categories[`c${type}` as "c0"];

  test.describe(`knowledge lists (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      // Each journey loads two or three pages of a fresh mock backend: more than the default time.
      test.slow();
      await useLanguage(page, language);
    });

    test("home: sections, hot ranking, a visitor's card, More to the category page", async ({
      page,
    }) => {
      await open(page, "/knowledge/home");
      const sections = page.getByTestId("knowledge-section");
      await expect(sections.first()).toBeVisible();
      await expect(sections.first().getByRole("heading", { level: 2 })).toHaveText(category(0));
      expect(await sections.count()).toBeGreaterThan(1);
      const menu = page.getByRole("navigation", { name: k.home.menuLabel });
      await expect(menu.getByRole("link")).toHaveCount(await sections.count());
      const card = sections.first().getByTestId("article-card").first().getByRole("link");
      await expect(card).toHaveAttribute("target", "_blank");
      await expect(card).toHaveAttribute("href", /^\/knowledge\/detail\?id=\d+$/);

      const ranking = page.getByRole("region", { name: k.home.hotTitle });
      await expect(ranking.getByTestId("hot-item")).toHaveCount(8);
      await expect(ranking.getByTestId("hot-item").first()).toContainText("1");

      const user = page.getByTestId("user-card");
      await expect(user.getByRole("heading", { name: k.userCard.visitorTitle })).toBeVisible();
      await expectAccessible(page, `knowledge home ${language}`);

      await sections
        .first()
        .getByRole("link", { name: k.home.moreLabel.replace("{{category}}", category(0)) })
        .click();
      await expect(page).toHaveURL(/\/knowledge\/more\?id=0$/, { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1, name: category(0) })).toBeVisible({
        timeout: 20_000,
      });

      await page.goBack();
      await page.getByTestId("user-card").getByRole("button", { name: k.userCard.post }).click();
      await expect(page).toHaveURL(/\/account\/login$/);
    });

    test("home: a signed-in user's card shows their counts and posts in the editor", async ({
      page,
    }) => {
      await signIn(page);
      await open(page, "/knowledge/home");
      const user = page.getByTestId("user-card");
      await expect(user.getByRole("heading", { name: k.userCard.title })).toBeVisible();
      for (const count of ["views", "favourites", "articles"]) {
        await expect(user.getByTestId(`user-count-${count}`).locator("dd")).toHaveText(
          /^[\d.,]+[KMB万亿]?$/,
        );
      }
      await expect(user.getByRole("link", { name: k.userCard.post })).toHaveAttribute(
        "href",
        "/editor/article",
      );
    });

    test("more: the next page at the list's end; an article in a new window; back to the same place and pages", async ({
      page,
    }) => {
      await open(page, "/knowledge/more?id=0");
      await expect(page.getByRole("heading", { level: 1, name: category(0) })).toBeVisible();
      await expect(page.getByTestId("category-views")).toBeVisible();
      await expect.poll(() => loaded(page), { timeout: 20_000 }).toBe(50);
      await expectAccessible(page, `knowledge more ${language}`);

      // To the end as a reader scrolls: rows measured on the way may push the end further down.
      // Scrolling stops once the second page is in. The end may still be in view when it has
      // rendered, and then the list goes on to a third page, as it would for a reader there.
      await expect
        .poll(
          async () => {
            const count = await loaded(page);
            if (count < 100)
              await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            return count;
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThanOrEqual(100);
      await expect(page.locator(LIST)).not.toHaveAttribute("aria-busy", "true");
      const pages = await loaded(page);

      // Past the first page, among the rows rendered at the end: open an article there.
      const position = await page
        .locator('[role="listitem"]')
        .evaluateAll(
          (items, last) =>
            items
              .map((item) => Number(item.getAttribute("aria-posinset")))
              .find((n) => n > 50 && n <= last - 10),
          pages,
        );
      expect(position).toBeDefined();
      const card = page.locator(`[aria-posinset="${position}"] [data-testid="article-card"]`);
      await card.scrollIntoViewIfNeeded();
      const y = await page.evaluate(() => window.scrollY);
      const id = await card.getAttribute("data-article-id");
      // The card opens its article in a new window (portal.md §2.2); the list's own tab stays.
      const opened = page.context().waitForEvent("page");
      await card.getByRole("link").click();
      const detail = await opened;
      await expect(detail).toHaveURL(new RegExp(`/knowledge/detail\\?id=${id}$`), {
        timeout: 20_000,
      });
      await detail.close();
      await expect(page).toHaveURL(/\/knowledge\/more\?id=0$/);
      await expect(page.locator(`[data-article-id="${id}"]`)).toBeInViewport();
      expect(await loaded(page)).toBe(pages);

      // Away within the tab and back: the same place, to the pixel (the restored offset may round
      // the other way), with the same pages and no new call.
      const callsBefore = (await mockBackend(page).log()).filter(
        (entry) => entry.operation === "getLoreEssayAll",
      ).length;
      await page
        .getByRole("link", { name: /knowledge|知识/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/knowledge\/home$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/knowledge\/more\?id=0$/);
      await expect(page.locator(`[data-article-id="${id}"]`)).toBeInViewport();
      await expect
        .poll(() => page.evaluate((before) => Math.abs(window.scrollY - before), y))
        .toBeLessThanOrEqual(1);
      expect(await loaded(page)).toBe(pages);
      const callsAfter = (await mockBackend(page).log()).filter(
        (entry) => entry.operation === "getLoreEssayAll",
      ).length;
      expect(callsAfter).toBe(callsBefore);
    });

    test("more: an empty category shows the empty state and the write action; the index has no section for it", async ({
      page,
    }) => {
      await emptyCategory(page, EMPTY_CATEGORY);
      await open(page, "/knowledge/home");
      await expect(page.getByTestId("knowledge-section").first()).toBeVisible();
      // The next load restores the mock's data with the category emptied.
      await open(page, `/knowledge/more?id=${EMPTY_CATEGORY}`);
      await expect(
        page.getByRole("heading", { level: 1, name: category(EMPTY_CATEGORY) }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: k.more.emptyTitle })).toBeVisible();
      await expect(page.getByTestId("category-views")).toHaveText(
        k.more.views.replace("{{views}}", "0"),
      );
      await expect(page.locator(LIST)).toHaveCount(0);
      await expect(page.getByRole("button", { name: k.more.write })).toBeVisible();
      await expectAccessible(page, `knowledge more empty ${language}`);
      // The index has no section for it either.
      await open(page, "/knowledge/home");
      const menu = page.getByRole("navigation", { name: k.home.menuLabel });
      await expect(menu.getByRole("link").first()).toBeVisible();
      await expect(menu.getByRole("link", { name: category(EMPTY_CATEGORY) })).toHaveCount(0);
    });

    // The app retries a 5xx once: the fault answers both tries.
    test("a failure from a ?mock= link: the translated message, and Retry loads the list", async ({
      page,
    }) => {
      await open(page, mockUrl("/knowledge/more?id=0", "getLoreEssayAll:http503*2"));
      const error = page.getByTestId("query-error");
      await expect(error.getByRole("alert")).toHaveText(errorsOf(language).server!, {
        timeout: 20_000,
      });
      await error.getByRole("button", { name: commonOf(language).actions.retry }).click();
      await expect.poll(() => loaded(page), { timeout: 20_000 }).toBe(50);
    });
  });
}
