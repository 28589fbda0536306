/**
 * The personal pages in the browser (portal.md §2.9-§2.11), both languages:
 * - the creator edits the profile: a name starting with a digit is refused, emoji are stripped as
 *   typed, a new avatar is uploaded, and the nav shows the new name and avatar;
 * - ?tabIndex=3 opens the image tab; a draft is deleted after its confirmation; an item's editor
 *   opens from its card;
 * - in dev:shared mode (one mock server for two browsers): the reader follows the creator from the
 *   guest page, the creator finds the reader among the followers and follows back, and both sides
 *   show the mutual follow.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  catalogue,
  CREATOR,
  expectAccessible,
  LANGUAGES,
  READER,
  settled,
  SHARED_URL,
  sharedBrowser,
  signIn,
  useLanguage,
  type Language,
} from "./fixtures";
import { png } from "./png";

type Json = Record<string, unknown>;
const at = (json: Json, path: string) =>
  path.split(".").reduce<unknown>((node, key) => (node as Json)[key], json) as string;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const CREATOR_ID = "1001";
const READER_ID = "1002";

function textsOf(language: Language) {
  const personal = catalogue<Json>(language, "personal");
  const social = catalogue<Json>(language, "social");
  const nav = catalogue<Json>(language, "nav");
  return {
    p: (path: string, values: Record<string, string | number> = {}) =>
      fill(at(personal, path), values),
    s: (path: string, values: Record<string, string | number> = {}) =>
      fill(at(social, path), values),
    n: (path: string, values: Record<string, string | number> = {}) => fill(at(nav, path), values),
  };
}

const card = (page: Page, id: string) =>
  page.locator(`[data-testid="personal-card"][data-id="${id}"]`);

for (const language of LANGUAGES) {
  const { p, n } = textsOf(language);

  test.describe(`personal home (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
      await signIn(page);
    });

    test("edits the profile: a digit first is refused, emoji stripped, a new avatar in the nav", async ({
      page,
    }) => {
      await page.goto("/personal/home");
      await settled(page);
      await expectAccessible(page, "personal home");
      await page.getByRole("button", { name: p("panel.edit") }).click();
      const dialog = page.getByRole("dialog", { name: p("profile.title") });
      await expect(dialog).toBeVisible();
      const name = dialog.getByLabel(p("profile.name"), { exact: true });
      await name.fill("");
      await name.pressSequentially("2Pixel");
      await dialog.getByRole("button", { name: p("profile.save") }).click();
      await expect(dialog.getByText(p("profile.validation.firstDigit"))).toBeVisible();
      await name.fill("");
      await name.pressSequentially("Pixel🎨Smith");
      await expect(name).toHaveValue("PixelSmith");
      await dialog.getByTestId("upload-queue-input").setInputFiles({
        name: "avatar.png",
        mimeType: "image/png",
        // A real, loadable PNG: the avatar must show in the nav, not its letter fallback.
        buffer: png(64, 64, [35, 133, 81]),
      });
      // Checked (awaited until loadable, then the 3 s success), then ready: it says Uploaded.
      await expect(dialog.locator('li[data-state="ready"]')).toHaveCount(1, { timeout: 15_000 });
      await expectAccessible(page, "profile dialog");
      await dialog.getByRole("button", { name: p("profile.save") }).click();
      await expect(dialog).toBeHidden();
      const menu = page.getByTestId("account-menu");
      await expect(menu).toHaveAccessibleName(n("account.menu", { name: "PixelSmith" }));
      const avatar = menu.locator("img.app-avatar");
      await expect(avatar).toHaveAttribute("src", /\S/);
      expect(
        await avatar.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
      ).toBe(64);
      await expect(page.getByTestId("profile-name")).toHaveText("PixelSmith");
    });

    test("?tabIndex=3 opens the images; a draft is deleted; a card opens its editor", async ({
      page,
    }) => {
      await page.goto("/personal/home?tabIndex=3");
      await settled(page);
      await expect(page.getByRole("tab", { name: p("tabs.image") })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByTestId("image-list")).toBeVisible();

      await page.getByRole("tab", { name: new RegExp(`^${p("tabs.draft")}`) }).click();
      await expect(page).toHaveURL(/tabIndex=0/);
      await expect(page.getByRole("tab", { name: `${p("tabs.draft")} (4)` })).toBeVisible();
      await expectAccessible(page, "draft box");
      const draft = card(page, "100007");
      await draft.getByRole("button", { name: new RegExp(`^${p("card.delete")}`) }).click();
      const alert = page.getByRole("alertdialog");
      await expect(alert.getByText(p("delete.draftTitle"))).toBeVisible();
      await alert.getByRole("button", { name: p("delete.confirm"), exact: true }).click();
      await expect(draft).toHaveCount(0);
      await expect(page.getByRole("tab", { name: `${p("tabs.draft")} (3)` })).toBeVisible();

      await card(page, "500008")
        .getByRole("link", { name: new RegExp(`^${p("card.edit")}`) })
        .click();
      await expect(page).toHaveURL(/\/postproduct\/image\?id=500008/);
    });
  });
}

const row = (page: Page, userId: string) =>
  page.locator(`[data-testid="follow-row"][data-user-id="${userId}"]`);

/**
 * Clicks a follow button and waits for the server's answer: the text changes at once (optimistic),
 * and stays so once the request is done (a refusal would roll it back).
 */
async function toggleFollow(button: Locator, expected: string) {
  await button.click();
  await expect(button).toHaveText(expected);
  await expect(button).not.toHaveAttribute("aria-busy", "true");
  await expect(button).toHaveText(expected);
}

// One mock server for both browsers and both languages: the languages run one after the other,
// each starting from whatever relation the last left.
test.describe("follow between two browsers (dev:shared)", () => {
  test.describe.configure({ mode: "serial", timeout: 150_000 });

  for (const language of LANGUAGES) {
    const { s } = textsOf(language);

    test(`the reader follows the creator, who follows back: mutual on both sides (${language})`, async ({
      browser,
    }) => {
      const reader = await sharedBrowser(browser, SHARED_URL, language, READER);
      const creator = await sharedBrowser(browser, SHARED_URL, language, CREATOR);

      // The reader, on the creator's guest page: from not following to following.
      await reader.goto(`/personal/guest?id=${CREATOR_ID}`, { timeout: 90_000 });
      const settledFollow = new RegExp(
        `^(${s("follow.follow")}|${s("follow.followBack")}|${s("follow.followed")})$`,
      );
      const follow = reader.getByTestId("profile-panel").getByRole("button", {
        name: settledFollow,
      });
      await expect(follow).toBeVisible({ timeout: 60_000 });
      if ((await follow.textContent())?.trim() === s("follow.followed")) {
        await follow.click();
        await expect(follow).not.toHaveText(s("follow.followed"));
        await expect(follow).not.toHaveAttribute("aria-busy", "true");
      }
      await expectAccessible(reader, "guest page");
      await toggleFollow(follow, s("follow.followed"));

      // The creator: the reader among the followers; follow back.
      await creator.goto("/personal/home?tabIndex=5", { timeout: 90_000 });
      await creator.getByRole("tab", { name: s("personal.followers"), exact: true }).click();
      const readerRow = row(creator, READER_ID);
      await expect(readerRow).toBeVisible({ timeout: 30_000 });
      // The button once the relation is read (before, it is a spinner).
      const back = readerRow.getByRole("button", { name: settledFollow });
      await expect(back).toBeVisible();
      if ((await back.textContent())?.trim() === s("follow.followed"))
        await toggleFollow(back, s("follow.followBack"));
      await expect(back).toHaveText(s("follow.followBack"));
      await toggleFollow(back, s("follow.followed"));
      await expect(readerRow.getByTestId("mutual-tag")).toHaveText(s("personal.mutual"));
      await expectAccessible(creator, "followers");

      // The reader's own following list shows the mutual follow too.
      await reader.goto("/personal/home?tabIndex=5");
      const creatorRow = row(reader, CREATOR_ID);
      // The vite dev server may still be transforming the list's modules (as for the creator).
      await expect(creatorRow.getByTestId("mutual-tag")).toHaveText(s("personal.mutual"), {
        timeout: 30_000,
      });
      // The page's Following tab (its follow lists have a Following sub-tab of the same name).
      await expect(reader.locator('[data-tab-id="following"]')).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await creatorRow.getByRole("link").click();
      await expect(reader).toHaveURL(new RegExp(`/personal/guest\\?id=${CREATOR_ID}`));

      await reader.context().close();
      await creator.context().close();
    });
  }
});
