/**
 * The article detail page (/knowledge/detail, portal.md §2.3) in the browser, in both languages:
 * a visitor reads an article (directory jumps with the 118 px offset, the zoom viewer); a reader
 * likes and unlikes, favourites, comments and replies, reports the article and follows its author;
 * a markdown article (posted through the API and approved by the mock's audit control); a deleted
 * article shows not-found, and the author's preview shows the draft with like, favourite and share
 * switched off.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import type knowledgeDetailEn from "../src/locales/en/knowledgeDetail.json";
import type socialEn from "../src/locales/en/social.json";
import {
  catalogue,
  CREATOR,
  expectAccessible,
  LANGUAGES,
  READER,
  settled,
  signIn,
  texts,
  useLanguage,
  watchIconPathChunks,
} from "./fixtures";
import { postMarkdownArticle } from "./markdown-article";

/** The creator's newest published article (seed): h1/h2 headings, figures, related articles. */
const ARTICLE = "100001";
const ARTICLE_TITLE = "Building an AI companion NPC in a weekend";
/** The creator's draft, and an article its author deleted (the default seed). */
const DRAFT = "100008";
const DELETED = "100020";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
/** The article's title (body headings are h1/h2 too, one outline level below it). */
const titleOf = (article: Locator) => article.locator("h1#article-title");

/** A catalogue text as a pattern: its {{variables}} match any text. */
const pattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escape)
      .join(".+")}$`,
  );

/** "Like 621" → 621 (the seeded counts stay below 1000). */
async function countOf(button: Locator): Promise<number> {
  const name = (await button.getAttribute("aria-label")) ?? (await button.textContent()) ?? "";
  return Number(/(\d+)\s*$/.exec(name)?.[1] ?? Number.NaN);
}

for (const language of LANGUAGES) {
  const d = catalogue<typeof knowledgeDetailEn>(language, "knowledgeDetail").detail;
  const social = catalogue<typeof socialEn>(language, "social");
  const { common, report } = texts(language);

  async function openArticle(page: Page, query: string) {
    await page.goto(`/knowledge/detail?${query}`);
    await settled(page);
    const article = page.getByTestId("article-detail");
    await expect(titleOf(article)).toBeVisible();
    return article;
  }

  test.describe(`article detail (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("a visitor reads an article: directory jumps and image zoom", async ({ page }) => {
      const iconChunks = watchIconPathChunks(page);
      const article = await openArticle(page, `id=${ARTICLE}`);
      await expect(titleOf(article)).toHaveText(ARTICLE_TITLE);

      const directory = article.getByRole("navigation", { name: d.directory });
      const links = directory.getByRole("link");
      expect(await links.count()).toBeGreaterThanOrEqual(3);
      for (const index of [1, 0]) {
        const link = links.nth(index);
        const name = (await link.textContent())!;
        await link.click();
        await expect(link).toHaveAttribute("aria-current", "location");
        const heading = article
          .locator(".app-rich-text")
          .getByRole("heading", { name, exact: true });
        await expect(heading).toBeFocused();
        // Once the smooth scroll ends, the heading sits 118 px below the window's top.
        await expect
          .poll(() =>
            heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)),
          )
          .toBe(118);
        await expect(link).toHaveAttribute("aria-current", "location");
      }

      const image = article.getByRole("button", { name: pattern(d.images.open) }).first();
      await image.click();
      const viewer = page.getByRole("dialog", { name: d.viewer.title });
      await expect(viewer).toBeVisible();
      const scale = viewer.getByLabel(d.viewer.scaleLabel);
      await expect(scale).toHaveText("100%");
      await viewer.getByRole("button", { name: d.viewer.zoomIn }).click();
      await expect(scale).toHaveText("120%");
      await viewer.getByRole("button", { name: d.viewer.rotateRight }).click();
      await expect(viewer.getByRole("img")).toHaveAttribute("data-rotation", "90");
      await expectAccessible(page, "image viewer");
      await page.keyboard.press("Escape");
      await expect(viewer).toHaveCount(0);
      await expect(image).toBeFocused();

      await expectAccessible(page, "article detail");
      expect(iconChunks).toEqual([]);

      // The floating comment box shows while the comments are out of view (platform.md §2).
      const commentBox = page.getByRole("button", { name: d.commentBox.open });
      await expect(commentBox).toBeVisible();
      await article
        .getByRole("region", { name: new RegExp(`^${escape(social.comments.heading)}`) })
        .scrollIntoViewIfNeeded();
      await expect(commentBox).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(commentBox).toBeVisible();
    });

    test("a reader likes and unlikes, favourites, comments and replies, reports and follows", async ({
      page,
    }) => {
      // One journey through every signed-in action on one page load (each step waits for the server).
      test.slow();
      await signIn(page, READER);
      const article = await openArticle(page, `id=${ARTICLE}`);
      const actions = article.getByRole("group", { name: d.actions.label });

      const like = actions.getByRole("button", {
        name: new RegExp(`^${escape(social.like.action)}`),
      });
      const wasLiked = (await like.getAttribute("aria-pressed")) === "true";
      const likes = await countOf(like);
      const after = likes + (wasLiked ? -1 : 1);
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", String(!wasLiked));
      await expect(like).toHaveAccessibleName(`${social.like.action} ${after}`);
      // The page reloads the article once the server confirmed: its count follows.
      await expect(article.getByTestId("article-likes")).toHaveText(String(after));
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", String(wasLiked));
      await expect(article.getByTestId("article-likes")).toHaveText(String(likes));

      const collect = actions.getByRole("button", {
        name: new RegExp(`^${escape(social.collect.action)}`),
      });
      const wasCollected = (await collect.getAttribute("aria-pressed")) === "true";
      await collect.click();
      await expect(collect).toHaveAttribute("aria-pressed", String(!wasCollected));
      await expect(collect).not.toHaveAttribute("aria-busy");

      const comments = article.getByRole("region", {
        name: new RegExp(`^${escape(social.comments.heading)}`),
      });
      const text = `E2E ${language} article comment ${Date.now()}`;
      const box = comments.getByRole("textbox", { name: social.comments.composer.label });
      await box.fill(text);
      await box.press("Control+Enter");
      // Posted: shown first, as awaiting audit (the toast may be gone by the time a slow machine looks).
      const mine = comments.getByRole("article").filter({ hasText: text });
      await expect(mine).toContainText(social.comments.awaiting);
      await expect(box).toHaveValue("");

      // A public comment (one's own, awaiting audit, comes first and takes no replies).
      const answered = comments
        .locator('[data-testid^="comment-"]')
        .filter({ hasNotText: text })
        .filter({ has: page.getByRole("button", { name: pattern(social.comments.replyTo) }) })
        .first();
      const name = (await answered.locator(".app-comment-item__author").first().textContent())!;
      await answered
        .getByRole("button", { name: fill(social.comments.replyTo, { name }) })
        .first()
        .click();
      const replyBox = comments.getByRole("textbox", {
        name: fill(social.comments.composer.replyLabel, { name }),
      });
      const replyText = `E2E ${language} article reply ${Date.now()}`;
      await replyBox.fill(replyText);
      await replyBox.press("Control+Enter");
      await expect(comments.getByRole("article").filter({ hasText: replyText })).toContainText(
        social.comments.awaiting,
      );

      await actions.getByRole("button", { name: social.report.action }).click();
      const dialog = page.getByRole("dialog", { name: report.title });
      await expect(dialog).toBeVisible();
      await dialog.locator("label", { hasText: report.reasons["8"] }).click();
      await dialog.getByRole("textbox", { name: report.description }).fill("Misleading claims");
      await dialog.getByRole("button", { name: report.submit }).click();
      await expect(page.getByText(report.success)).toBeVisible();
      await expect(dialog).toHaveCount(0);

      const author = article.getByRole("region", { name: d.author.title });
      const relation = new RegExp(
        `^(${[social.follow.follow, social.follow.followBack, social.follow.followed].map(escape).join("|")})$`,
      );
      const follow = author.getByRole("button", { name: relation });
      await expect(follow).toBeEnabled();
      const before = (await follow.textContent())!.trim();
      await follow.click();
      const expected = before === social.follow.followed ? relation : social.follow.followed;
      await expect(follow).toHaveText(expected);
      await expect(follow).not.toHaveText(before);
      await expectAccessible(page, "article detail, signed in");
    });

    test("a markdown article is rendered through the sanitiser, with its directory", async ({
      page,
    }) => {
      // The article is posted through the page's mock backend: a loaded page first.
      await page.goto("/account/login");
      const user = await signIn(page, CREATOR);
      const id = await postMarkdownArticle(page, user, ARTICLE);
      const article = await openArticle(page, `id=${id}`);
      await expect(titleOf(article)).toHaveText("Markdown in practice");
      const directory = article.getByRole("navigation", { name: d.directory });
      await expect(directory.getByRole("link")).toHaveText(["Why markdown", "A table", "Tasks"]);
      await expect(article.getByRole("cell", { name: "30" })).toBeVisible();
      await expect(article.locator("pre code")).toHaveText("const answer = 42;");
      await expect(article.getByRole("checkbox").first()).toBeDisabled();
      await expect(
        article.getByRole("button", { name: fill(d.images.open, { alt: "Markdown figure" }) }),
      ).toBeVisible();
      expect(
        await page.evaluate(() => (window as { __xssRan?: boolean }).__xssRan),
      ).toBeUndefined();
      await expectAccessible(page, "markdown article");
    });

    test("deleted → not-found; the author's preview has like, favourite and share off", async ({
      page,
    }) => {
      await page.goto(`/knowledge/detail?id=${DELETED}`);
      await settled(page);
      await expect(
        page.getByRole("heading", { level: 1, name: common.notFound.title }),
      ).toBeVisible();
      await expectAccessible(page, "not found");

      await signIn(page, CREATOR);
      const article = await openArticle(page, `id=${DRAFT}&type=preview`);
      await expect(article.getByRole("note")).toContainText(d.preview.title);
      const actions = article.getByRole("group", { name: d.actions.label });
      for (const name of [d.actions.like, d.actions.collect, d.actions.share]) {
        await expect(actions.getByRole("button", { name })).toBeDisabled();
      }
      await expect(
        article.getByRole("region", { name: new RegExp(`^${escape(social.comments.heading)}`) }),
      ).toHaveCount(0);
      await expectAccessible(page, "preview");
    });
  });
}
