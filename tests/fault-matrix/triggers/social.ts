/**
 * The social feature's calls (src/features/social): the comments, likes, favourites and follow
 * button of the article detail (/knowledge/detail?id=100001, the creator's newest article, seeded
 * with many comments and replies), and the favourites and follow lists of the personal pages.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { TriggerContext, Triggers } from "../trigger";
import { escapeRegExp } from "./shared";

const ARTICLE = "/knowledge/detail?id=100001";
/** The creator's newest image work (seeded with comments, and the reader's own awaiting one). */
const WORK = "/gameworks/detail?id=500006";
const CREATOR_GUEST = "/personal/guest?id=1001";
const FOLLOWING_TAB = "tabIndex=5";

/** A catalogue template ("Reply to {{name}}") as a pattern matching any value of its variables. */
function templatePattern(template: string): RegExp {
  const escaped = template
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp)
    .join(".+");
  return new RegExp(`^${escaped}$`);
}

const TIMEOUT = { timeout: 10_000 };

/** The article's comment section, once its first page has loaded. */
async function commentSection({ text }: TriggerContext): Promise<HTMLElement> {
  const section = await screen.findByRole(
    "region",
    { name: new RegExp(`^${text("social", "comments.heading")}`) },
    TIMEOUT,
  );
  await waitFor(() => {
    expect(within(section).queryByRole("status")).toBeNull();
    expect(within(section).queryAllByTestId(/^thread-/).length).toBeGreaterThan(0);
  }, TIMEOUT);
  return section;
}

/** The article's action bar (like, favourite…), once the article has loaded. */
async function articleActions({ text }: TriggerContext): Promise<HTMLElement> {
  return screen.findByRole(
    "group",
    { name: text("knowledgeDetail", "detail.actions.label") },
    TIMEOUT,
  );
}

/** A toggle of the article's action bar by its label (its accessible name adds the count). */
async function articleToggle(ctx: TriggerContext, key: string): Promise<HTMLElement> {
  const label = ctx.text("social", key);
  const bar = await articleActions(ctx);
  return within(bar).getByRole("button", { name: new RegExp(`^${label}( |$)`) });
}

const pressed = (button: HTMLElement) => button.getAttribute("aria-pressed") === "true";

/** Waits until the toggle has no request under way. */
const settled = (button: HTMLElement) =>
  waitFor(() => expect(button).not.toHaveAttribute("aria-busy"), TIMEOUT);

/** Brings a toggle of the article into a state (a change the user makes first, with success). */
async function toggleTo(ctx: TriggerContext, key: string, on: boolean) {
  const button = await articleToggle(ctx, key);
  if (pressed(button) !== on) await ctx.user.click(button);
  await waitFor(async () => {
    const now = await articleToggle(ctx, key);
    expect(pressed(now)).toBe(on);
    expect(now).not.toHaveAttribute("aria-busy");
  }, TIMEOUT);
}

/**
 * A toggle's trigger: each click flips it (a failure rolls it back), so the state before the
 * click is noted and the success shows the other one. The button is not disabled while its call
 * is on its way: a second click asks for the other state again (not a double submit), so the walk
 * does not expect a single call.
 */
function articleToggleTrigger(key: string, before?: boolean) {
  let was = false;
  return {
    route: ARTICLE,
    as: "reader" as const,
    ready: async (ctx: TriggerContext) => {
      await articleToggle(ctx, key);
    },
    fill: before === undefined ? undefined : (ctx: TriggerContext) => toggleTo(ctx, key, before),
    act: async (ctx: TriggerContext) => {
      const button = await articleToggle(ctx, key);
      await settled(button);
      was = pressed(button);
      await ctx.user.click(button);
    },
    succeeded: async (ctx: TriggerContext) => {
      await waitFor(async () => {
        const button = await articleToggle(ctx, key);
        expect(button).not.toHaveAttribute("aria-busy");
        expect(pressed(button)).toBe(!was);
      }, TIMEOUT);
    },
    once: false,
  };
}

/** The author's follow button on the article (Follow, Follow back or Followed). */
async function followButton({ text }: TriggerContext): Promise<HTMLElement> {
  const names = ["follow.follow", "follow.followBack", "follow.followed"].map((key) =>
    text("social", key),
  );
  return waitFor(() => {
    const buttons = screen
      .getAllByRole("button")
      .filter((button) => names.includes(button.textContent?.trim() ?? ""));
    expect(buttons).toHaveLength(1);
    return buttons[0]!;
  }, TIMEOUT);
}

// What the reader writes: unique, so the item can be found again among the seeded ones.
const COMMENT = "A fault matrix comment";
const REPLY = "A fault matrix reply";

/** The main comment box (the reply boxes come later in the page). */
const commentBox = ({ text }: TriggerContext) =>
  screen.getByLabelText(text("social", "comments.composer.label"));

/** The form holding a comment box: its Post button. */
const postButton = (box: HTMLElement, ctx: TriggerContext) =>
  within(box.closest("form")!).getByRole("button", {
    name: ctx.text("social", "comments.composer.send"),
  });

/** The first public thread with replies not shown yet (its "View all n replies" button). */
function threadWithHiddenReplies(section: HTMLElement, ctx: TriggerContext): HTMLElement {
  const viewAll = templatePattern(ctx.text("social", "comments.viewReplies"));
  const thread = within(section)
    .getAllByTestId(/^thread-/)
    .find((t) => within(t).queryByRole("button", { name: viewAll }) !== null);
  if (!thread) throw new Error("no comment with hidden replies");
  return thread;
}

/** The first public thread (one that can be answered). */
function firstAnswerable(section: HTMLElement, ctx: TriggerContext): HTMLElement {
  const replyTo = templatePattern(ctx.text("social", "comments.replyTo"));
  const thread = within(section)
    .getAllByTestId(/^thread-/)
    .find((t) => within(t).queryAllByRole("button", { name: replyTo }).length > 0);
  if (!thread) throw new Error("no comment to answer");
  return thread;
}

/** The reply box opened in a thread (its name is also the Reply buttons': the textarea). */
function replyBox(ctx: TriggerContext): HTMLElement {
  const label = templatePattern(ctx.text("social", "comments.composer.replyLabel"));
  const box = screen.getAllByLabelText(label).find((element) => element.tagName === "TEXTAREA");
  if (!box) throw new Error("no reply box");
  return box;
}

/** Posts a comment or a reply (with success) and waits until it shows as the reader's own. */
async function post(ctx: TriggerContext, box: HTMLElement, content: string, testId: RegExp) {
  await ctx.user.type(box, content);
  await ctx.user.click(postButton(box, ctx));
  await waitFor(() => expect(ownItem(testId, content)).toBeDefined(), TIMEOUT);
}

/** The item (comment or reply) showing the content. */
const ownItem = (testId: RegExp, content: string) =>
  screen.queryAllByTestId(testId).find((item) => item.textContent?.includes(content));

/**
 * Deletes the reader's item: its menu, Delete, then Delete in the confirmation. After a failure
 * the confirmation stays open (and says nothing more: the toast does): confirming again retries.
 */
async function deleteOwn(
  ctx: TriggerContext,
  kind: "comment" | "reply",
  content: string,
): Promise<void> {
  const open = screen.queryByRole("alertdialog");
  if (!open) {
    const item = ownItem(new RegExp(`^${kind}-`), content);
    if (!item) throw new Error(`the ${kind} "${content}" is not shown`);
    const more = templatePattern(
      ctx.text(
        "social",
        kind === "comment" ? "comments.actions.more" : "comments.actions.moreReply",
      ),
    );
    await ctx.user.click(within(item).getByRole("button", { name: more }));
    const menu = await screen.findByRole("menu");
    await ctx.user.click(
      within(menu).getByRole("menuitem", { name: ctx.text("social", "comments.actions.delete") }),
    );
  }
  const dialog = await screen.findByRole("alertdialog", {}, TIMEOUT);
  await ctx.user.click(
    within(dialog).getByRole("button", { name: ctx.text("social", "comments.delete.confirm") }),
  );
}

/** The own item is gone, with the deletion's success message. */
async function deleted(ctx: TriggerContext, kind: "comment" | "reply", content: string) {
  await screen.findByText(ctx.text("social", "comments.deleted"), {}, TIMEOUT);
  await waitFor(() => expect(ownItem(new RegExp(`^${kind}-`), content)).toBeUndefined(), TIMEOUT);
}

/**
 * A sub-tab of the follow lists (Following opens first): clicking it reads its list. After a
 * failure the list's Try again (next to the message) is the retry.
 */
async function openFollowers(ctx: TriggerContext) {
  const retry = screen.queryByRole("button", { name: ctx.text("common", "actions.retry") });
  if (retry) await ctx.user.click(retry);
  else
    await ctx.user.click(
      await screen.findByRole("tab", { name: ctx.text("social", "personal.followers") }, TIMEOUT),
    );
}

/** The follow list (or its empty state) shows. */
async function followListShown(ctx: TriggerContext) {
  await waitFor(() => {
    const list = screen.queryByTestId("follow-list");
    const empty =
      screen.queryByText(ctx.text("social", "personal.emptyFollowers")) ??
      screen.queryByText(ctx.text("social", "personal.emptyFollowing"));
    expect(list ?? empty).not.toBeNull();
  }, TIMEOUT);
}

/** The Following tab of the personal page has loaded (its first sub-tab, Following). */
async function followingReady(ctx: TriggerContext) {
  await screen.findByRole("tab", { name: ctx.text("social", "personal.followers") }, TIMEOUT);
  await followListShown(ctx);
}

export const socialTriggers = {
  selectCommentAll: {
    route: ARTICLE,
    succeeded: async (ctx) => {
      await commentSection(ctx);
    },
  },
  selectReplyAll: (() => {
    let threadId = "";
    const thread = () => screen.getByTestId(threadId);
    return {
      route: ARTICLE,
      // The comment with many replies is the oldest: the user shows more comments to reach it.
      ready: async (ctx: TriggerContext) => {
        const section = await commentSection(ctx);
        const more = ctx.text("social", "comments.more");
        await waitFor(async () => {
          const button = within(section).queryByRole("button", { name: more });
          if (button && !button.hasAttribute("disabled")) await ctx.user.click(button);
          threadId = threadWithHiddenReplies(section, ctx).getAttribute("data-testid")!;
        }, TIMEOUT);
      },
      // "View all n replies"; after a failure the same button reads them again.
      act: async (ctx: TriggerContext) => {
        const viewAll = templatePattern(ctx.text("social", "comments.viewReplies"));
        await ctx.user.click(within(thread()).getByRole("button", { name: viewAll }));
      },
      succeeded: async (ctx: TriggerContext) => {
        const viewAll = templatePattern(ctx.text("social", "comments.viewReplies"));
        await waitFor(() => {
          expect(within(thread()).queryByRole("button", { name: viewAll })).toBeNull();
          expect(within(thread()).queryByRole("alert")).toBeNull();
        }, TIMEOUT);
      },
    };
  })(),
  commentUserAll: {
    route: WORK,
    as: "reader",
    succeeded: async (ctx) => {
      await commentSection(ctx);
    },
  },
  replyUserAll: {
    route: WORK,
    as: "reader",
    succeeded: async (ctx) => {
      await commentSection(ctx);
    },
  },
  addComment: {
    route: ARTICLE,
    as: "reader",
    ready: async (ctx) => {
      await commentSection(ctx);
    },
    fill: async (ctx) => {
      await ctx.user.type(commentBox(ctx), COMMENT);
    },
    typed: ({ text }) => ({ [text("social", "comments.composer.label")]: COMMENT }),
    act: async (ctx) => {
      await ctx.user.click(postButton(commentBox(ctx), ctx));
    },
    succeeded: async (ctx) => {
      await screen.findByText(ctx.text("social", "comments.posted"), {}, TIMEOUT);
      await waitFor(() => expect(ownItem(/^comment-/, COMMENT)).toBeDefined(), TIMEOUT);
      expect(commentBox(ctx)).toHaveValue("");
    },
  },
  addReply: {
    route: ARTICLE,
    as: "reader",
    ready: async (ctx) => {
      await commentSection(ctx);
    },
    fill: async (ctx) => {
      const section = await commentSection(ctx);
      const thread = firstAnswerable(section, ctx);
      const replyTo = templatePattern(ctx.text("social", "comments.replyTo"));
      await ctx.user.click(within(thread).getAllByRole("button", { name: replyTo })[0]!);
      await ctx.user.type(replyBox(ctx), REPLY);
    },
    // The reply box's name carries the comment author's name, which `typed` (exact labels) cannot
    // know: the act checks the text stayed instead.
    act: async (ctx) => {
      const box = replyBox(ctx);
      expect(box, "the reply box keeps its text").toHaveValue(REPLY);
      await ctx.user.click(postButton(box, ctx));
    },
    succeeded: async (ctx) => {
      await screen.findByText(ctx.text("social", "comments.replied"), {}, TIMEOUT);
      await waitFor(() => expect(ownItem(/^reply-/, REPLY)).toBeDefined(), TIMEOUT);
    },
  },
  delComment: {
    route: ARTICLE,
    as: "reader",
    ready: async (ctx) => {
      await commentSection(ctx);
    },
    // The reader's own comment: posted first (it shows as awaiting audit, deletable).
    fill: async (ctx) => {
      await post(ctx, commentBox(ctx), COMMENT, /^comment-/);
    },
    act: (ctx) => deleteOwn(ctx, "comment", COMMENT),
    succeeded: (ctx) => deleted(ctx, "comment", COMMENT),
  },
  delReply: {
    route: ARTICLE,
    as: "reader",
    ready: async (ctx) => {
      await commentSection(ctx);
    },
    // The reader's own reply: posted first under the first comment.
    fill: async (ctx) => {
      const section = await commentSection(ctx);
      const thread = firstAnswerable(section, ctx);
      const replyTo = templatePattern(ctx.text("social", "comments.replyTo"));
      await ctx.user.click(within(thread).getAllByRole("button", { name: replyTo })[0]!);
      await post(ctx, replyBox(ctx), REPLY, /^reply-/);
    },
    act: (ctx) => deleteOwn(ctx, "reply", REPLY),
    succeeded: (ctx) => deleted(ctx, "reply", REPLY),
  },
  like: articleToggleTrigger("like.action"),
  replaceCollect: articleToggleTrigger("collect.action", false),
  delCollect: articleToggleTrigger("collect.action", true),
  followOp: {
    route: ARTICLE,
    as: "reader",
    ready: async (ctx) => {
      await followButton(ctx);
    },
    // A toggle: not disabled while its call is on its way (a second click asks for the other
    // state), so the walk does not expect a single call.
    act: async (ctx) => {
      const button = await followButton(ctx);
      await waitFor(() => expect(button).not.toHaveAttribute("aria-busy"), TIMEOUT);
      await ctx.user.click(button);
    },
    succeeded: async (ctx) => {
      await waitFor(async () => {
        expect(await followButton(ctx)).not.toHaveAttribute("aria-busy");
      }, TIMEOUT);
    },
    once: false,
  },
  getCollect: {
    route: "/personal/home",
    as: "creator",
    succeeded: async () => {
      await screen.findByTestId("favorite-list", {}, TIMEOUT);
    },
  },
  getCollectUser: {
    route: CREATOR_GUEST,
    succeeded: async () => {
      await screen.findByTestId("favorite-list", {}, TIMEOUT);
    },
  },
  getFollowee: {
    route: `/personal/home?${FOLLOWING_TAB}`,
    as: "creator",
    succeeded: followListShown,
  },
  getFolloweeUser: {
    route: `${CREATOR_GUEST}&${FOLLOWING_TAB}`,
    succeeded: followListShown,
  },
  // The Followers sub-tab reads its list when it is opened (not as the page opens): the gesture
  // is opening it, and after a failure its Try again.
  getFollower: {
    route: `/personal/home?${FOLLOWING_TAB}`,
    as: "creator",
    ready: followingReady,
    act: openFollowers,
    succeeded: followListShown,
  },
  getFollowerUser: {
    route: `${CREATOR_GUEST}&${FOLLOWING_TAB}`,
    ready: followingReady,
    act: openFollowers,
    succeeded: followListShown,
  },
} satisfies Triggers;
