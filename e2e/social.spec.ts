/**
 * The social widgets in the browser, on the mock build's test page (/__test/social: the seeded
 * article and image work, and a few users), in both languages: like and unlike, favourite; comment,
 * reply to a reply, delete one's own comment; report someone else's comment (the second report is
 * "already reported", code 1501); follow back a user who follows you.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import type socialEn from "../src/locales/en/social.json";
import {
  catalogue,
  expectAccessible,
  LANGUAGES,
  settled,
  signIn,
  texts,
  useLanguage,
  watchIconPathChunks,
} from "./fixtures";

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

/** A catalogue text as a pattern: its {{variables}} match any text. */
const pattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+")}$`,
  );

/** "Like 621" → 621 (the short form stays below 1000 on the seeded article). */
async function countOf(button: Locator): Promise<number> {
  const name = (await button.getAttribute("aria-label")) ?? "";
  return Number(/(\d+)$/.exec(name)?.[1] ?? Number.NaN);
}

for (const language of LANGUAGES) {
  const social = catalogue<typeof socialEn>(language, "social");
  const { report } = texts(language);
  const codes = catalogue<Record<string, string>>(language, "codes");
  const commentsName = new RegExp(`^${social.comments.heading}`);

  async function open(page: Page, query: string) {
    await page.goto(`/__test/social?${query}`);
    await settled(page);
  }

  const articlePanel = (page: Page) => page.getByTestId("article-panel");
  const comments = (page: Page) => articlePanel(page).getByRole("region", { name: commentsName });

  test.describe(`social widgets (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("like (+1) and unlike; favourite", async ({ page }) => {
      const iconChunks = watchIconPathChunks(page);
      await signIn(page);
      await open(page, "only=article");
      const bar = articlePanel(page).getByRole("group");
      const like = bar.getByRole("button", { name: new RegExp(`^${social.like.action}`) });
      await expect(like).toBeVisible();
      const wasLiked = (await like.getAttribute("aria-pressed")) === "true";
      const likes = await countOf(like);
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", String(!wasLiked));
      await expect(like).toHaveAccessibleName(
        `${social.like.action} ${likes + (wasLiked ? -1 : 1)}`,
      );
      await expect(like).not.toHaveAttribute("aria-busy");
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", String(wasLiked));
      await expect(like).toHaveAccessibleName(`${social.like.action} ${likes}`);

      const collect = bar.getByRole("button", { name: new RegExp(`^${social.collect.action}`) });
      const wasCollected = (await collect.getAttribute("aria-pressed")) === "true";
      const favourites = await countOf(collect);
      await collect.click();
      await expect(collect).toHaveAttribute("aria-pressed", String(!wasCollected));
      await expect(collect).toHaveAccessibleName(
        `${social.collect.action} ${favourites + (wasCollected ? -1 : 1)}`,
      );
      await expect(collect).not.toHaveAttribute("aria-busy");
      await expectAccessible(page, "social test page, article");
      expect(iconChunks).toEqual([]);
    });

    test("comment, then delete one's own comment", async ({ page }) => {
      await signIn(page);
      await open(page, "only=article");
      const section = comments(page);
      const text = `E2E ${language} comment ${Date.now()}`;
      const box = section.getByRole("textbox", { name: social.comments.composer.label });
      await box.fill(text);
      await box.press("Control+Enter");
      await expect(page.getByText(social.comments.posted)).toBeVisible();
      await expect(box).toHaveValue("");
      const mine = section.getByRole("article").filter({ hasText: text });
      await expect(mine).toBeVisible();

      await mine.getByRole("button", { name: pattern(social.comments.actions.more) }).click();
      await page.getByRole("menuitem", { name: social.comments.actions.delete }).click();
      const dialog = page.getByRole("alertdialog", { name: social.comments.delete.commentTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, "delete dialog");
      await dialog.getByRole("button", { name: social.comments.delete.confirm }).click();
      await expect(page.getByText(social.comments.deleted, { exact: true })).toBeVisible();
      await expect(mine).toHaveCount(0);
      await expect(dialog).toHaveCount(0);
    });

    test("reply to a reply", async ({ page }) => {
      await signIn(page);
      await open(page, "only=article");
      const section = comments(page);
      const answered = section.locator('[data-testid^="reply-"]').first();
      const name = (await answered.locator(".app-comment-item__author").textContent())!;
      await answered.getByRole("button", { name: fill(social.comments.replyTo, { name }) }).click();
      const replyBox = section.getByRole("textbox", {
        name: fill(social.comments.composer.replyLabel, { name }),
      });
      await expect(replyBox).toBeFocused();
      const replyText = `E2E ${language} reply ${Date.now()}`;
      await replyBox.fill(replyText);
      await replyBox.press("Control+Enter");
      await expect(page.getByText(social.comments.replied)).toBeVisible();
      await expect(replyBox).toHaveCount(0);
      const reply = section.getByRole("article").filter({ hasText: replyText });
      await expect(reply).toContainText(fill(social.comments.answering, { name }));
    });

    test("report someone else's comment; the second report is already reported", async ({
      page,
    }) => {
      await signIn(page);
      await open(page, "only=article");
      const first = comments(page).locator('[data-testid^="comment-"]').first();
      const sendReport = async () => {
        await first.getByRole("button", { name: pattern(social.comments.actions.more) }).click();
        await page.getByRole("menuitem", { name: social.comments.actions.report }).click();
        const dialog = page.getByRole("dialog", { name: report.title });
        await expect(dialog).toBeVisible();
        await dialog.locator("label", { hasText: report.reasons["2"] }).click();
        await dialog.getByRole("textbox", { name: report.description }).fill("Spam link");
        await dialog.getByRole("button", { name: report.submit }).click();
        await expect(dialog).toHaveCount(0);
      };
      await sendReport();
      await expect(page.getByText(report.success)).toBeVisible();
      await sendReport();
      await expect(page.getByText(codes["1501"]!)).toBeVisible();
    });

    test("follow back a user who follows you", async ({ page }) => {
      await signIn(page);
      // The seed: the reader (1002) follows the creator, who does not follow back. The whole
      // page this time (article, image work, people), checked for accessibility below.
      await open(page, "people=1002");
      const button = page.getByTestId("person-1002").getByRole("button");
      await expect(button).toHaveText(social.follow.followBack);
      await button.click();
      await expect(button).toHaveText(social.follow.followed);
      await expect(button).not.toHaveAttribute("aria-busy");
      await page.reload();
      await settled(page);
      await expect(page.getByTestId("person-1002").getByRole("button")).toHaveText(
        social.follow.followed,
      );
      await expectAccessible(page, "social test page");
    });
  });
}
