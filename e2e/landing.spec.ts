/**
 * The landing page (/gate; portal.md §2.12) in the browser, in both languages: its sections on
 * the black page, accessible; the language switch; the e-mail subscription with a bad then a good
 * address; the showcase's muted autoplay and none under prefers-reduced-motion; and the static
 * copy of the banner (index.html) drawn before the app, in the very place the app's banner takes.
 */
import { expect, test, type Page } from "@playwright/test";
import type landingEn from "../src/locales/en/landing.json";
import {
  catalogue,
  expectAccessible,
  LANGUAGES,
  settled,
  texts,
  useLanguage,
  watchIconPathChunks,
} from "./fixtures";

type Landing = typeof landingEn;

const SECTIONS = ["events", "about", "showcase", "partners", "contact"] as const;

/** Two frames: what an IntersectionObserver reports after a scroll has been delivered. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

for (const language of LANGUAGES) {
  const landing = catalogue<Landing>(language, "landing");
  const other = language === "en" ? "zh-cn" : "en";
  const otherLanding = catalogue<Landing>(other, "landing");
  const { nav } = texts(language);

  test.describe(`landing (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("the banner and every section on the black page, accessible; the language switch", async ({
      page,
    }) => {
      const iconChunks = watchIconPathChunks(page);
      await page.goto("/gate");
      await settled(page);
      await expect(page.getByRole("heading", { level: 1, name: landing.hero.title })).toBeVisible();
      await expect(page.getByTestId("landing-slogan")).toBeVisible();
      await expect(
        page
          .getByRole("navigation", { name: nav.label })
          .getByRole("link", { name: nav.tabs.home }),
      ).toHaveAttribute("aria-current", "page");
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        "rgb(0, 0, 0)",
      );
      await expectAccessible(page, "banner");
      for (const id of SECTIONS) {
        const heading = page.getByRole("heading", { level: 2, name: landing[id].title });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
      }
      // An event's title in the page's language (docs/decisions/0087).
      await expect(
        page.getByRole("link", {
          name: language === "en" ? "Demo of the Week" : "本周精选",
          exact: true,
        }),
      ).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectAccessible(page, "sections");

      await page.getByTestId("language-menu").click();
      await page.getByTestId(`language-${other}`).click();
      await expect(
        page.getByRole("heading", { level: 1, name: otherLanding.hero.title }),
      ).toBeAttached();
      await expect(
        page.getByRole("heading", { level: 2, name: otherLanding.contact.title }),
      ).toBeVisible();
      expect(iconChunks).toEqual([]);
    });

    test("subscribe: a bad address is refused, a good one subscribed", async ({ page }) => {
      await page.goto("/gate");
      await settled(page);
      const field = page.getByLabel(landing.subscribe.label);
      const submit = page.getByRole("button", { name: landing.subscribe.submit });
      await field.fill("fan@example");
      await submit.click();
      await expect(page.getByText(landing.subscribe.invalid)).toBeVisible();
      await expect(field).toBeFocused();
      const email = `fan.${language}@example.com`;
      await field.fill(email);
      await submit.click();
      await expect(
        page.getByText(landing.subscribe.success.replace("{{email}}", email)),
      ).toBeVisible();
      await expect(field).toHaveValue("");
      await expect(page.getByText(landing.subscribe.invalid)).toHaveCount(0);
    });

    test("showcase: muted autoplay in view; none under prefers-reduced-motion, nor rotating slogans", async ({
      page,
    }) => {
      await page.goto("/gate");
      await settled(page);
      const video = page.getByTestId("showcase-video");
      await video.scrollIntoViewIfNeeded();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted })))
        .toEqual({ paused: false, muted: true });

      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/gate");
      await settled(page);
      await expect(page.getByRole("button", { name: landing.hero.playSlogans })).toBeVisible();
      await video.scrollIntoViewIfNeeded();
      await expect(video).toBeInViewport({ ratio: 0.5 });
      await nextFrames(page);
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      // Picked by the user, it plays.
      await page.getByRole("button", { name: landing.showcase.solid }).click();
      await expect(video).toHaveAttribute("data-clip", "solid");
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    });

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      test(`the static banner comes first, where the app's banner then stands (${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        // Hold the app's code until the copy has been measured.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/.*\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto("/gate", { waitUntil: "commit" });
        const copy = page.locator(".landing-shell h1");
        await expect(copy).toHaveText(landing.hero.title);
        await expect(page.locator(".landing-shell")).toHaveAttribute("aria-hidden", "true");
        const before = await copy.boundingBox();
        release();
        await settled(page);
        await expect(page.locator(".landing-shell")).toHaveCount(0);
        const after = await page
          .getByRole("heading", { level: 1, name: landing.hero.title })
          .boundingBox();
        expect(before).not.toBeNull();
        for (const side of ["x", "y", "width", "height"] as const) {
          expect(Math.abs(after![side] - before![side]), side).toBeLessThanOrEqual(1);
        }
      });
    }
  });
}
