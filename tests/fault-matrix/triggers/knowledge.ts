/**
 * The knowledge pages' calls (src/features/knowledge): the index, the category list, the detail,
 * the article editor, and the articles of the personal pages.
 */
import { screen, within } from "@testing-library/react";
import { expect, onTestFinished, vi } from "vitest";
import { CREATOR_ARTICLE_IDS } from "@mocks/seed/content";
import type { TriggerContext, Triggers } from "../trigger";
import { deletePersonalCard } from "./shared";

/** The creator's newest published article: it lists two related articles. */
const ARTICLE = CREATOR_ARTICLE_IDS.published[0]!;
/** The creator's draft (never published). */
const DRAFT = CREATOR_ARTICLE_IDS.draft;

/** The editor's actions refuse a second action within this time (ACTION_THROTTLE_MS + margin). */
const EDITOR_THROTTLE_MS = 2100;
let lastEditorAction = 0;
/** How far Date.now has been moved on in this test. */
let skipped = 0;

/**
 * Moves Date.now, which the editor's throttle reads, past the throttle instead of waiting it out
 * (a dozen outcomes per walk waited 2 s each in real time); the real clock is back once the test
 * has finished.
 */
function skipTime(ms: number) {
  if (!vi.isMockFunction(Date.now)) {
    const realNow = Date.now.bind(Date);
    skipped = 0;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => realNow() + skipped);
    onTestFinished(() => clock.mockRestore());
  }
  skipped += ms;
}

const editorButton = ({ text }: TriggerContext, key: string) =>
  within(screen.getByRole("group", { name: text("editor", "actions") })).getByRole("button", {
    name: text("editor", key),
  });

const editorTitle = "Fault matrix notes";
const editorTyped = ({ text }: TriggerContext) => ({ [text("editor", "title")]: editorTitle });

export const knowledgeTriggers = {
  getLoreEssayHome: { route: "/knowledge/home" },
  getLoreEssayHotAll: { route: "/knowledge/home" },
  getLoreEssayAll: { route: "/knowledge/more?id=1" },
  getLoreEssay: { route: `/knowledge/detail?id=${ARTICLE}` },
  batchGetLoreEssay: { route: `/knowledge/detail?id=${ARTICLE}` },
  getLoreUserHome: { route: "/personal/guest?id=1001&tabIndex=2" },
  getLoreEssayAuditAll: { route: "/personal/home?tabIndex=0", as: "creator" },
  getAuditPostsAll: { route: "/personal/home?tabIndex=2", as: "creator" },
  getLoreEssayAudit: {
    route: `/editor/article?id=${DRAFT}`,
    as: "creator",
  },
  setLoreEssayAudit: {
    route: "/editor/article",
    as: "creator",
    ready: async ({ text }) => {
      await screen.findByRole("textbox", { name: text("editor", "body") }, { timeout: 20_000 });
    },
    fill: async (ctx) => {
      await ctx.user.type(
        screen.getByRole("textbox", { name: ctx.text("editor", "title") }),
        editorTitle,
      );
    },
    typed: editorTyped,
    // Save, as a user who waits out the editor's 2 s throttle between two tries (on Date.now's
    // clock: skipTime); while a save is on its way the button is busy, and a click on it sends
    // nothing.
    act: async (ctx) => {
      const save = editorButton(ctx, "save");
      if (save.getAttribute("aria-busy") !== "true") {
        const wait = lastEditorAction + EDITOR_THROTTLE_MS - Date.now();
        if (wait > 0) skipTime(wait);
      }
      await ctx.user.click(save);
      lastEditorAction = Date.now();
    },
    succeeded: async ({ text }) => {
      expect(
        await screen.findByText(text("editor", "saveSuccess"), {}, { timeout: 8000 }),
      ).toBeVisible();
    },
  },
  delLoreEssayAudit: deletePersonalCard("/personal/home?tabIndex=2", ARTICLE, "creator"),
} satisfies Triggers;
