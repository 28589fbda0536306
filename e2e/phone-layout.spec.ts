/**
 * No page scrolls sideways on a phone: every page of the route table (e2e/a11y-pages.ts) at
 * 360 × 780, in both languages, as a visitor and signed in (login-required pages signed in). A page
 * fails when the document is wider than the window; the message names the elements that stick out.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  expectAccessible,
  LANGUAGES,
  openInApp,
  settled,
  signIn,
  texts,
  useLanguage,
} from "./fixtures";
import { inGroups, OPEN_PAGES, SIGNED_IN_PAGES } from "./a11y-pages";

const PHONE = { width: 360, height: 780 };

/** Pages per test: the first is a full load, the others open in the app as its links do. */
const GROUP_SIZE = 8;

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements reaching past the window's right edge (tag, id, classes, width). */
  culprits: string[];
}

/** The document's width against the window's, and what sticks out when it is wider. */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const id = element.id ? `#${element.id}` : "";
      const classes = [...element.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join("");
      const testId = element.getAttribute("data-testid");
      return `${element.tagName.toLowerCase()}${id}${classes}${testId ? `[data-testid=${testId}]` : ""} (left ${Math.round(rect.left)}, width ${Math.round(rect.width)})`;
    };
    // An element inside a box that clips or scrolls its overflow does not widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (culprits.length >= 5) break;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= limit + 0.5) continue;
      const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0;
      // The outermost one: its parent fits (or is the page itself).
      if (parentRight > limit + 0.5 && element.parentElement !== document.body) continue;
      if (getComputedStyle(element).position === "fixed" || clipped(element)) continue;
      culprits.push(describe(element));
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: limit,
      culprits,
    };
  });
}

async function checkEach(page: Page, pages: readonly string[]): Promise<void> {
  for (const [index, path] of pages.entries()) {
    if (index === 0) {
      await page.goto(path);
      await settled(page);
    } else {
      await openInApp(page, path);
    }
    // The page's content too, not only its frame: cards and tables widen a page as they arrive.
    await expect(page.locator("[data-page-loading]")).toHaveCount(0);
    const overflow = await measureOverflow(page);
    expect
      .soft(
        overflow.scrollWidth,
        `${path} is ${overflow.scrollWidth} px wide on a ${overflow.innerWidth} px window; sticking out: ${overflow.culprits.join("; ") || "(none found)"}`,
      )
      .toBeLessThanOrEqual(overflow.innerWidth);
  }
}

test.use({ viewport: PHONE });

for (const language of LANGUAGES) {
  const { nav } = texts(language);

  test.describe(`phone layout, 360 px (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("the header is one row; its menu button opens the navigation in a drawer", async ({
      page,
    }) => {
      await signIn(page);
      await page.goto("/knowledge/home");
      await settled(page);
      const header = page.getByTestId("top-nav");
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
      // The tabs live in the drawer: none in the header's row.
      await expect(header.getByRole("link", { name: nav.tabs.gameProduct })).toBeHidden();

      const button = page.getByRole("button", { name: nav.menu.open });
      await button.focus();
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: nav.menu.title });
      await expect(drawer).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expectAccessible(page, "navigation drawer");
      // The focus stays in the drawer, however far the keyboard goes.
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press("Tab");
        await expect
          .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest(".bp6-drawer"))))
          .toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
      await expect(button).toBeFocused();

      // A tab in the drawer goes to its page and closes the drawer; the tab shows which page.
      await button.click();
      await drawer
        .getByRole("navigation")
        .getByRole("link", { name: nav.tabs.gameProduct })
        .click();
      await expect(page).toHaveURL(/\/gameworks\/home$/);
      await expect(drawer).toHaveCount(0);
      await button.click();
      await expect(drawer.getByRole("link", { name: nav.tabs.gameProduct })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // The language is switched from the drawer too.
      const other = language === "en" ? "zh-cn" : "en";
      await drawer.getByRole("button", { name: nav.language[other] }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", other === "en" ? "en" : "zh-CN");
    });

    for (const pages of inGroups(OPEN_PAGES, GROUP_SIZE)) {
      test(`open pages, as a visitor: ${pages.join(" ")}`, async ({ page }) => {
        test.slow();
        await checkEach(page, pages);
      });
    }

    for (const pages of inGroups(
      OPEN_PAGES.filter((path) => !path.startsWith("/account/")),
      GROUP_SIZE,
    )) {
      test(`open pages, signed in: ${pages.join(" ")}`, async ({ page }) => {
        test.slow();
        await signIn(page);
        await checkEach(page, pages);
      });
    }

    test(`login-required pages, signed in: ${SIGNED_IN_PAGES.join(" ")}`, async ({ page }) => {
      test.slow();
      await signIn(page);
      await checkEach(page, SIGNED_IN_PAGES);
    });
  });
}
