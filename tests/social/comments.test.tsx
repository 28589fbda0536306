/**
 * The comment section (platform.md §2, §4, §5, §7, §9) on the seeded article and image work:
 * pages of 10 (5 in the works popup), replies in pages of 10, the own items awaiting audit first
 * with their status, the comment box (3000 characters with a counter, blank text not sent,
 * Ctrl/Cmd+Enter sends, never during an IME composition), replies to a comment or to a reply
 * (the reply mode resets after sending), the sign-in prompt for visitors, and every failure.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts } from "@/components/toaster";
import { CommentType } from "@/generated/model";
import { session } from "@/lib/session";
import { publicComments, publicReplies } from "@mocks/domains/social/comments";
import { arm, state, writable } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { expectPath, renderApp } from "../render";
import {
  ARTICLE,
  articlePanel,
  commentSection,
  CREATOR,
  db,
  findToast,
  READER,
  recordBodies,
  renderSocialPage,
  WORK,
  workPanel,
} from "./harness";

afterEach(async () => {
  await clearToasts();
});

const articleComments = () => publicComments(state(), CommentType.Essay, ARTICLE);
const shownCommentIds = (section: HTMLElement) =>
  within(section)
    .getAllByTestId(/^comment-/)
    .map((element) => element.dataset.testid!.replace("comment-", ""));
const composer = (section: HTMLElement) =>
  within(section).getByRole("textbox", { name: "Write a comment" });
const postButton = (scope: HTMLElement) => within(scope).getByRole("button", { name: "Post" });
const awaitingOf = (userId: string) =>
  db()
    .comments.all()
    .filter((c) => c.user_id === userId && c.gid === ARTICLE && c.audit === "awaiting");

/** The comment or reply (an article) whose text contains `text`. */
const itemWithText = (scope: HTMLElement, text: string) =>
  within(scope)
    .getAllByRole("article")
    .find((item) => item.textContent?.includes(text))!;

/** Makes a comment the newest, so that it shows on the first page. */
function newest(commentId: string) {
  const comment = db().comments.findFirst((q) => q.where({ comment_id: commentId }))!;
  writable("comments", comment).created_at = state().now();
}

/** Clicks "Show more comments" until every page is shown. */
async function showAllComments(
  section: HTMLElement,
  user: { click: (e: Element) => Promise<void> },
) {
  for (;;) {
    const more = within(section).queryByRole("button", { name: "Show more comments" });
    if (!more) return;
    const before = within(section).getAllByTestId(/^comment-/).length;
    await user.click(more);
    await waitFor(() =>
      expect(within(section).getAllByTestId(/^comment-/).length).toBeGreaterThan(before),
    );
  }
}

describe("comment lists", () => {
  it(
    "shows the public comments newest first in pages of 10, with their number",
    {
      timeout: 40_000,
    },
    async () => {
      const { user } = await renderSocialPage("creator", { only: "article" });
      const section = await commentSection(await articlePanel());
      const all = articleComments().map((c) => c.comment_id);
      expect(all.length).toBeGreaterThan(20);
      expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(
        `Comments (${all.length})`,
      );
      expect(shownCommentIds(section)).toEqual(all.slice(0, 10));
      await user.click(within(section).getByRole("button", { name: "Show more comments" }));
      await waitFor(() => expect(shownCommentIds(section)).toEqual(all.slice(0, 20)));
      await showAllComments(section, user);
      expect(shownCommentIds(section)).toEqual(all);
      expect(screen.getByTestId("comment-count")).toHaveTextContent(String(all.length));
    },
  );

  it("signing in on the page shows the user's own view (own items, own likes)", async () => {
    const reader = await signIn(READER);
    await renderApp("/__test/social?only=article", { user: null });
    const section = await commentSection(await articlePanel());
    const [awaiting] = awaitingOf(READER.user_id);
    expect(within(section).queryByTestId(`comment-${awaiting!.comment_id}`)).toBeNull();
    act(() => session.setUser(reader));
    expect(
      await within(section).findByTestId(`comment-${awaiting!.comment_id}`, {}, { timeout: 5000 }),
    ).toHaveTextContent("Under review");
    expect(within(section).getByRole("textbox", { name: "Write a comment" })).toBeVisible();
  });

  it("pages by 5 in the works popup size", async () => {
    await renderSocialPage("visitor", { only: "work" });
    const section = await commentSection(await workPanel());
    const all = publicComments(state(), CommentType.Work, WORK).map((c) => c.comment_id);
    expect(shownCommentIds(section)).toEqual(all.slice(0, 5));
    expect(within(section).getByRole("button", { name: "Show more comments" })).toBeVisible();
  });

  it("shows the user's own items awaiting audit first, with their status", async () => {
    // The reader's reply awaiting audit answers the oldest comment: bring it to the first page.
    const reply = db()
      .replies.all()
      .find((r) => r.user_id === READER.user_id && r.gid === ARTICLE && r.audit === "awaiting")!;
    newest(reply.comment_id);
    await renderSocialPage("reader", { only: "article" });
    const section = await commentSection(await articlePanel());
    const [awaiting] = awaitingOf(READER.user_id);
    expect(awaiting).toBeDefined();
    await waitFor(() => expect(shownCommentIds(section)[0]).toBe(awaiting!.comment_id));
    const item = within(section).getByTestId(`comment-${awaiting!.comment_id}`);
    expect(within(item).getByText("Under review")).toBeInTheDocument();
    // Not public yet: nothing to like or answer.
    expect(within(item).queryByRole("button", { name: /^Like/ })).not.toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: /^Reply/ })).not.toBeInTheDocument();

    // The reader's reply awaiting audit shows first under its comment.
    const thread = within(section).getByTestId(`thread-${reply.comment_id}`);
    const replies = within(thread).getAllByTestId(/^reply-/);
    expect(replies[0]).toHaveAttribute("data-testid", `reply-${reply.reply_id}`);
    expect(within(replies[0]!).getByText("Under review")).toBeInTheDocument();
  });

  it("shows a comment's replies in pages of 10 once expanded", async () => {
    const withThread = articleComments().find((c) => c.reply_num > 10)!;
    newest(withThread.comment_id);
    const { user } = await renderSocialPage("visitor", { only: "article" });
    const section = await commentSection(await articlePanel());
    const all = publicReplies(state(), withThread.comment_id).map((r) => r.reply_id);
    const thread = within(section).getByTestId(`thread-${withThread.comment_id}`);
    const shown = () =>
      within(thread)
        .getAllByTestId(/^reply-/)
        .map((e) => e.dataset.testid!.replace("reply-", ""));
    expect(shown()).toEqual(all.slice(0, 3));
    await user.click(
      within(thread).getByRole("button", { name: `View all ${withThread.reply_num} replies` }),
    );
    await waitFor(() => expect(shown()).toEqual(all.slice(0, 10)));
    await user.click(within(thread).getByRole("button", { name: "Show more replies" }));
    await waitFor(() => expect(shown()).toEqual(all));
    expect(within(thread).queryByRole("button", { name: "Show more replies" })).toBeNull();
  });

  it("shows an empty state when nothing has been said yet", async () => {
    const first = articleComments()[0]!;
    db().comments.deleteMany((q) => q.where({ gid: ARTICLE }));
    await renderSocialPage("visitor", { only: "article" });
    const section = await commentSection(await articlePanel());
    expect(within(section).getByText("No comments yet")).toBeInTheDocument();
    expect(within(section).queryByTestId(`comment-${first.comment_id}`)).toBeNull();
  });

  it("a failed list shows the reason and a Retry that reloads it", async () => {
    arm("selectCommentAll", "http503");
    const { user } = await renderSocialPage("visitor", { language: "zh-cn", only: "article" });
    const panel = await articlePanel();
    const section = within(panel).getByRole("region", { name: /^评论/ });
    expect(await within(section).findByText("服务器出现问题，请稍后再试。")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "重试" }));
    await waitFor(() => expect(within(section).getAllByTestId(/^comment-/)).toHaveLength(10));
  });

  it("a failed next page says why; the button tries again", async () => {
    const { user } = await renderSocialPage("visitor", { only: "article" });
    const section = await commentSection(await articlePanel());
    arm("selectCommentAll", "offline");
    await user.click(within(section).getByRole("button", { name: "Show more comments" }));
    expect(
      await within(section).findByText(
        "Connection error. Please check your network and try again.",
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Show more comments" }));
    await waitFor(() => expect(within(section).getAllByTestId(/^comment-/)).toHaveLength(20));
  });
});

describe("the comment box", () => {
  it("posts a comment: it shows first as under review, the box clears", async () => {
    const bodies = recordBodies("/api/sns/user/addcomment");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const box = composer(section);
    expect(postButton(section)).toBeDisabled();
    await user.type(box, "  Great write-up, thanks!  ");
    expect(within(section).getByTestId("composer-counter")).toHaveTextContent("27/3000");
    await user.click(postButton(section));
    expect(
      await findToast("Comment posted. Everyone will see it once it is approved."),
    ).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(bodies).toEqual([
      { comment_type: CommentType.Essay, g_id: ARTICLE, content: "Great write-up, thanks!" },
    ]);
    const [created] = awaitingOf(CREATOR.user_id);
    await waitFor(() => expect(shownCommentIds(section)[0]).toBe(created!.comment_id));
    const item = within(section).getByTestId(`comment-${created!.comment_id}`);
    expect(item).toHaveTextContent("Great write-up, thanks!");
    expect(within(item).getByText("Under review")).toBeInTheDocument();
  });

  it("does not send blank text: the Post button is disabled and Ctrl+Enter does nothing", async () => {
    const bodies = recordBodies("/api/sns/user/addcomment");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    await user.type(composer(section), "   {Enter}  ");
    expect(postButton(section)).toBeDisabled();
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(bodies).toHaveLength(0);
  });

  it("counts graphemes up to 3000; above, it says so and does not post", async () => {
    const bodies = recordBodies("/api/sns/user/addcomment");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const box = composer(section);
    await user.click(box);
    await user.paste("👍🏽".repeat(2999) + "中");
    expect(within(section).getByTestId("composer-counter")).toHaveTextContent("3000/3000");
    expect(postButton(section)).toBeEnabled();
    expect(box).not.toHaveAttribute("aria-invalid");
    await user.type(box, "x");
    expect(within(section).getByTestId("composer-counter")).toHaveTextContent("3001/3000");
    expect(within(section).getByRole("alert")).toHaveTextContent(
      "A comment can be at most 3000 characters.",
    );
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(postButton(section)).toBeDisabled();
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(bodies).toHaveLength(0);
  });

  it("Ctrl+Enter and Cmd+Enter post; Enter alone is a new line", async () => {
    const bodies = recordBodies("/api/sns/user/addcomment");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const box = composer(section);
    await user.type(box, "line one{Enter}line two");
    expect(box).toHaveValue("line one\nline two");
    expect(bodies).toHaveLength(0);
    await user.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() => expect(box).toHaveValue(""));
    await user.type(box, "from a Mac");
    await user.keyboard("{Meta>}{Enter}{/Meta}");
    await waitFor(() => expect(box).toHaveValue(""));
    expect(bodies.map((b) => (b as { content: string }).content)).toEqual([
      "line one\nline two",
      "from a Mac",
    ]);
  });

  it("never posts on an Enter that ends an IME composition", async () => {
    const bodies = recordBodies("/api/sns/user/addcomment");
    const { user } = await renderSocialPage("creator", { language: "zh-cn", only: "article" });
    const section = await commentSection(await articlePanel());
    const box = within(section).getByRole("textbox", { name: "发表评论" });
    await user.type(box, "zhong wen");
    fireEvent.keyDown(box, { key: "Enter", ctrlKey: true, isComposing: true });
    fireEvent.keyDown(box, { key: "Enter", metaKey: true, keyCode: 229 });
    expect(box).toHaveValue("zhong wen");
    expect(bodies).toHaveLength(0);
  });

  it("a failed post keeps the text and says why; posting again is the retry", async () => {
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const box = composer(section);
    await user.type(box, "Keep me");
    arm("addComment", "http500");
    await user.click(postButton(section));
    expect(
      await within(section).findByText(
        "The server is having a problem. Please try again in a moment.",
      ),
    ).toBeInTheDocument();
    expect(box).toHaveValue("Keep me");
    await user.click(postButton(section));
    await waitFor(() => expect(box).toHaveValue(""));
    expect(awaitingOf(CREATOR.user_id).map((c) => c.content)).toEqual(["Keep me"]);
  });

  it("a failed post says why in Chinese", async () => {
    const { user } = await renderSocialPage("creator", { language: "zh-cn", only: "article" });
    const section = await commentSection(await articlePanel());
    const box = within(section).getByRole("textbox", { name: "发表评论" });
    await user.type(box, "保留我");
    arm("addComment", "offline");
    await user.click(within(section).getByRole("button", { name: "发布" }));
    expect(await within(section).findByText("网络连接错误，请检查网络后重试。")).toBeVisible();
    expect(box).toHaveValue("保留我");
  });

  it("asks a visitor to sign in instead, and remembers the page", async () => {
    const { router, user, path } = await renderSocialPage("visitor", { only: "article" });
    const section = await commentSection(await articlePanel());
    expect(within(section).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(section).getByText("Sign in to join the discussion.")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Sign in" }));
    await expectPath(router, "/account/login");
    expect(session.getReturnPath()).toBe(path);
  });

  it("the host's floating comment box focuses the composer (composerRef)", async () => {
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    await user.click(screen.getByRole("button", { name: "Write a comment" }));
    expect(composer(section)).toHaveFocus();
  });
});

describe("replies", () => {
  it("replies to a comment; the reply mode resets after sending", async () => {
    const bodies = recordBodies("/api/sns/user/addreply");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const target = articleComments()[0]!;
    const item = within(section).getByTestId(`comment-${target.comment_id}`);
    const name = within(item).getByText(/./, {
      selector: ".app-comment-item__author",
    }).textContent!;
    await user.click(within(item).getByRole("button", { name: `Reply to ${name}` }));
    const box = within(section).getByRole("textbox", { name: `Your reply to ${name}` });
    expect(box).toHaveFocus();
    await user.type(box, "Agreed!");
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(
      await findToast("Reply posted. Everyone will see it once it is approved."),
    ).toBeInTheDocument();
    expect(within(section).queryByRole("textbox", { name: `Your reply to ${name}` })).toBeNull();
    expect(bodies).toEqual([
      {
        comment_type: CommentType.Essay,
        g_id: ARTICLE,
        comment_id: target.comment_id,
        content: "Agreed!",
      },
    ]);
    const thread = within(section).getByTestId(`thread-${target.comment_id}`);
    await within(thread).findByText("Agreed!");
    const reply = itemWithText(thread, "Agreed!");
    expect(within(reply).getByText("Under review")).toBeInTheDocument();
  });

  it("replies to a reply: it names the reply answered and shows whom it answers", async () => {
    const bodies = recordBodies("/api/sns/user/addreply");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const comment = articleComments()
      .slice(0, 10)
      .find((c) => c.reply_num > 0)!;
    const answered = publicReplies(state(), comment.comment_id)[0]!;
    const replyItem = within(section).getByTestId(`reply-${answered.reply_id}`);
    const name = within(replyItem).getByText(/./, {
      selector: ".app-comment-item__author",
    }).textContent!;
    await user.click(within(replyItem).getByRole("button", { name: `Reply to ${name}` }));
    const box = within(section).getByRole("textbox", { name: `Your reply to ${name}` });
    await user.type(box, "Right back at you");
    await user.click(postButton(within(section).getByTestId(`thread-${comment.comment_id}`)));
    await waitFor(() =>
      expect(within(section).queryByRole("textbox", { name: `Your reply to ${name}` })).toBeNull(),
    );
    expect(bodies).toEqual([
      {
        comment_type: CommentType.Essay,
        g_id: ARTICLE,
        comment_id: comment.comment_id,
        content: "Right back at you",
        other_reply_id: answered.reply_id,
      },
    ]);
    await within(section).findByText("Right back at you");
    expect(itemWithText(section, "Right back at you")).toHaveTextContent(`Reply to @${name}:`);
  });

  it("a failed reply keeps the box open with the text and says why", async () => {
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const item = within(section).getByTestId(`comment-${articleComments()[0]!.comment_id}`);
    await user.click(within(item).getByRole("button", { name: /^Reply to / }));
    const box = within(section).getByRole("textbox", { name: /^Your reply to / });
    await user.type(box, "Will this work?");
    arm("addReply", "http500");
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(
      await within(section).findByText(
        "The server is having a problem. Please try again in a moment.",
      ),
    ).toBeInTheDocument();
    expect(box).toHaveValue("Will this work?");
    expect(box).toBeInTheDocument();
  });

  it("Cancel closes the reply box and gives the focus back to Reply", async () => {
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const item = within(section).getByTestId(`comment-${articleComments()[0]!.comment_id}`);
    const reply = within(item).getByRole("button", { name: /^Reply to / });
    await user.click(reply);
    await user.click(within(section).getByRole("button", { name: "Cancel" }));
    expect(within(section).queryByRole("textbox", { name: /^Your reply to / })).toBeNull();
    expect(reply).toHaveFocus();
    await user.click(reply);
    await user.keyboard("{Escape}");
    expect(within(section).queryByRole("textbox", { name: /^Your reply to / })).toBeNull();
  });

  it("asks a visitor to sign in where the reply box would be", async () => {
    const { user } = await renderSocialPage("visitor", { only: "article" });
    const section = await commentSection(await articlePanel());
    const item = within(section).getByTestId(`comment-${articleComments()[0]!.comment_id}`);
    await user.click(within(item).getByRole("button", { name: /^Reply to / }));
    const thread = within(section).getByTestId(`thread-${articleComments()[0]!.comment_id}`);
    expect(within(thread).getByText("Sign in to join the discussion.")).toBeInTheDocument();
    expect(within(thread).queryByRole("textbox")).toBeNull();
  });
});
