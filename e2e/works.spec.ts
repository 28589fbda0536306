/**
 * The game works pages in the browser (portal.md §2.5-2.7, platform.md §2), in both languages:
 * a shared ?pictDetailsId= link opened directly; the gallery's popup moved through with the
 * keyboard, the full-screen viewer, and the back button that closes the popup and leaves the
 * gallery where it was; a like and a comment in the popup; a demo's download raising its count;
 * a deleted work's not-found page. Every page passes the accessibility check.
 */
import { expect, test, type Page } from "@playwright/test";
import type worksEn from "../src/locales/en/works.json";
import type worksDetailEn from "../src/locales/en/worksDetail.json";
import type socialEn from "../src/locales/en/social.json";
import {
  catalogue,
  expectAccessible,
  LANGUAGES,
  settled,
  signIn,
  texts,
  useLanguage,
} from "./fixtures";
import { mockUrl } from "./mock-backend";

interface ListedWork {
  works_id: string;
  works_title: string;
  photo_data?: { prompt?: string }[];
  stat_data?: { download_num?: number };
  other_data?: { download?: number };
}

/** Published works of a type, through the page's own mock backend. */
async function listWorks(page: Page, type: number): Promise<ListedWork[]> {
  return page.evaluate(async (worksType) => {
    const response = await fetch("/api/works/getworksall", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ works_type: worksType, works_limit: 50, works_offset: 0 }),
    });
    return ((await response.json()) as { data: { base_data: ListedWork[] } }).data.base_data;
  }, type);
}

const DEMO = 1;
const ART = 3;

for (const language of LANGUAGES) {
  const works = {
    ...catalogue<typeof worksEn>(language, "works"),
    ...catalogue<typeof worksDetailEn>(language, "worksDetail"),
  };
  const social = catalogue<typeof socialEn>(language, "social");
  const { common } = texts(language);
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  const imageOf = (index: number, total: number) => fill(works.popup.image, { index, total });

  test.describe(`game works (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("a shared link opens the popup; the keyboard, the full-screen viewer and the back button", async ({
      page,
    }) => {
      await page.goto("/gameworks/home");
      await settled(page);
      const art = await listWorks(page, ART);
      const shared = art.find((work) => (work.photo_data?.length ?? 0) === 1)!;

      const sharedPopup = page.getByRole("dialog", { name: shared.works_title });
      // A shared link whose work (and the gallery's lists, which could hold it) arrives after the
      // dialog has faded in: the carousel takes the focus then, so the arrow keys work at once.
      await page.goto(
        mockUrl(
          `/gameworks/home?pictDetailsId=${shared.works_id}`,
          "getWorks:delay1500,getWorksAll:delay1500*3",
        ),
      );
      await expect(sharedPopup.locator("[aria-roledescription='carousel']")).toBeFocused();

      // A shared link, opened directly: the popup is there on a fresh load.
      await page.goto(`/gameworks/home?pictDetailsId=${shared.works_id}`);
      await expect(sharedPopup).toBeVisible();
      await expectAccessible(page, "popup");
      await page.keyboard.press("Escape");
      await expect(sharedPopup).toHaveCount(0);
      await expect(page).toHaveURL(/\/gameworks\/home$/);
      await expectAccessible(page, "home");

      // From the gallery: a card far enough down that the page has scrolled.
      const index = art.findIndex(
        (work, i) => i >= 4 && i < 12 && (work.photo_data?.length ?? 0) >= 3,
      );
      const work = art[index]!;
      const total = work.photo_data!.length;
      const card = page.locator(`a[href$="pictDetailsId=${work.works_id}"]`);
      await card.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(200);
      await card.click();
      const popup = page.getByRole("dialog", { name: work.works_title });
      await expect(popup).toBeVisible();
      const carousel = popup.getByRole("region", {
        name: fill(works.popup.images, { title: work.works_title }),
      });
      await expect(carousel).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(carousel.getByText(imageOf(2, total), { exact: true })).toBeAttached();
      await expect(popup.getByRole("button", { name: works.popup.previous })).toBeEnabled();

      // Full screen: the arrow keys move there too, and closing it lands on its picture.
      await popup.getByRole("button", { name: works.popup.fullScreen }).click();
      const viewer = page.getByRole("dialog", { name: works.lightbox.label });
      await expect(viewer).toBeVisible();
      const slideOf = (n: number) =>
        viewer.getByRole("group", {
          name: works.lightbox.counter
            .replace("{index}", String(n))
            .replace("{total}", String(total)),
        });
      // It opens on the popup's picture and takes the keys once it has the focus.
      await expect(slideOf(2)).toHaveClass(/yarl__slide_current/);
      await page.waitForFunction(
        (label) => document.activeElement?.closest(`[aria-label="${label}"]`) != null,
        works.lightbox.label,
      );
      await page.keyboard.press("ArrowRight");
      await expect(slideOf(3)).toHaveClass(/yarl__slide_current/);
      await expect(viewer.getByRole("button", { name: works.lightbox.zoomIn })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(viewer).toHaveCount(0);
      await expect(popup).toBeVisible();
      await expect(carousel.getByText(imageOf(3, total), { exact: true })).toBeAttached();

      // The browser's back button closes the popup; the gallery is where it was.
      await page.goBack();
      await expect(popup).toHaveCount(0);
      await expect(page).toHaveURL(/\/gameworks\/home$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await expect(card).toBeFocused();
    });

    test("likes and comments in the popup", async ({ page }) => {
      await signIn(page);
      await page.goto("/gameworks/home");
      await settled(page);
      const work = (await listWorks(page, ART))[0]!;
      await page.goto(`/gameworks/home?pictDetailsId=${work.works_id}`);
      const popup = page.getByRole("dialog", { name: work.works_title });
      await expect(popup).toBeVisible();

      // The work's own like (the comments below have theirs).
      const like = popup
        .getByRole("group", { name: works.detail.actions })
        .getByRole("button", { name: new RegExp(`^${social.like.action}`) });
      await expect(like).toHaveAttribute("aria-pressed", "false");
      const before = Number((await like.getAttribute("aria-label"))!.replace(/\D/g, ""));
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", "true");
      await expect(like).toHaveAccessibleName(`${social.like.action} ${before + 1}`);

      const text = `${language} — the lighting on this one is lovely`;
      await popup.getByRole("textbox", { name: social.comments.composer.label }).fill(text);
      await popup.getByRole("button", { name: social.comments.composer.send }).click();
      await expect(page.getByText(social.comments.posted)).toBeVisible();
      await expect(popup.getByText(text)).toBeVisible();
      await expectAccessible(page, "popup signed in");
    });

    test("a demo's download reports it and its count rises", async ({ page }) => {
      await page.goto("/gameworks/home");
      await settled(page);
      // A demo whose count shows in full (below 1,000), so the new value reads exactly.
      const demo = (await listWorks(page, DEMO)).find(
        (work) => work.other_data?.download === 1 && (work.stat_data?.download_num ?? 0) < 999,
      )!;
      await page.goto(`/gameworks/detail?id=${demo.works_id}`);
      await expect(page.getByRole("heading", { level: 1, name: demo.works_title })).toBeVisible();
      const count = page.getByTestId("works-download-count");
      const before = demo.stat_data?.download_num ?? 0;
      await expect(count).toHaveText(String(before));
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: works.detail.download, exact: true }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      await expect(count).toHaveText(String(before + 1));
      await expectAccessible(page, "detail");

      await page.goto("/gameworks/more?id=1");
      await expect(
        page.getByRole("heading", { level: 1, name: works.categories["1"].name }),
      ).toBeVisible();
      await expect(
        page.getByRole("list", { name: works.categories["1"].name }).getByRole("listitem").first(),
      ).toBeVisible();
      await expectAccessible(page, "more");
    });

    test("a deleted work shows the not-found page", async ({ page }) => {
      const user = await signIn(page);
      await page.goto("/gameworks/home");
      await settled(page);
      const own = (await listWorks(page, ART)).find(
        (work) => (work as ListedWork & { user_id: string }).user_id === user.user_id,
      )!;
      // Its author deletes it.
      const code = await page.evaluate(
        async ([id, session]) => {
          const response = await fetch("/api/works/user/delworksaudit", {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              user_id: session.user_id,
              verify_session: session.verify_session,
            },
            body: JSON.stringify({ works_id: id }),
          });
          return ((await response.json()) as { code: number }).code;
        },
        [own.works_id, user as unknown as { user_id: string; verify_session: string }] as const,
      );
      expect(code).toBe(0);
      await page.goto(`/gameworks/detail?id=${own.works_id}`);
      await expect(
        page.getByRole("heading", { level: 1, name: common.notFound.title }),
      ).toBeVisible();
      await expectAccessible(page, "not found");
    });
  });
}
