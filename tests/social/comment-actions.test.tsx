/**
 * What each comment and reply offers (platform.md §5, §8): copy always (copy-success message),
 * report only on others' items (the global report dialog; a second report is "already reported",
 * code 1501), delete only on one's own (after a confirmation; delete-success message), and each
 * failure shown with a retry.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts } from "@/components/toaster";
import { CommentType, ComplaintTarget } from "@/generated/model";
import { publicComments, publicReplies } from "@mocks/domains/social/comments";
import { arm, state, writable } from "@mocks/testing";
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
} from "./harness";

afterEach(async () => {
  await clearToasts();
});

const articleComments = () => publicComments(state(), CommentType.Essay, ARTICLE);

/** The reader's public comment on the article (seeded), made the newest so it is on page 1. */
function readersPublicComment() {
  const comment = writable(
    "comments",
    articleComments().find((c) => c.user_id === READER.user_id)!,
  );
  comment.created_at = state().now();
  return comment;
}

async function openMenu(
  item: HTMLElement,
  user: { click: (e: Element) => Promise<void> },
  name = /^More actions for the (comment|reply) by /,
) {
  await user.click(within(item).getByRole("button", { name }));
  return screen.getByRole("menu");
}

const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent);

describe("the item menu", () => {
  it("offers copy and delete on one's own comment, copy and report on others'", async () => {
    const own = readersPublicComment();
    const { user } = await renderSocialPage("reader", { only: "article" });
    const section = await commentSection(await articlePanel());
    const ownItem = within(section).getByTestId(`comment-${own.comment_id}`);
    expect(menuItems(await openMenu(ownItem, user))).toEqual(["Copy text", "Delete"]);
    await user.keyboard("{Escape}");
    const other = articleComments().find((c) => c.user_id !== READER.user_id)!;
    const otherItem = within(section).getByTestId(`comment-${other.comment_id}`);
    expect(menuItems(await openMenu(otherItem, user))).toEqual(["Copy text", "Report"]);
  });

  it("a visitor can copy and report (reporting asks to sign in), never delete", async () => {
    const { user } = await renderSocialPage("visitor", { language: "zh-cn", only: "article" });
    const section = within(await articlePanel()).getByRole("region", { name: /^评论/ });
    const item = (await within(section).findAllByTestId(/^comment-\d/))[0]!;
    await user.click(within(item).getByRole("button", { name: /的评论的更多操作$/ }));
    expect(menuItems(screen.getByRole("menu"))).toEqual(["复制内容", "举报"]);
  });

  it("copies the text with the copy-success message", async () => {
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const comment = articleComments()[0]!;
    const item = within(section).getByTestId(`comment-${comment.comment_id}`);
    const menu = await openMenu(item, user);
    await user.click(within(menu).getByRole("menuitem", { name: "Copy text" }));
    expect(await findToast("Copied.")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(comment.content);
  });
});

describe("delete", () => {
  it("deletes one's own comment after confirming: it goes, the count follows", async () => {
    const own = readersPublicComment();
    const total = articleComments().length;
    const bodies = recordBodies("/api/sns/user/delcomment");
    const { user } = await renderSocialPage("reader", { only: "article" });
    const section = await commentSection(await articlePanel());
    const item = within(section).getByTestId(`comment-${own.comment_id}`);
    await user.click(within(await openMenu(item, user)).getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", {}, { timeout: 10_000 });
    expect(dialog).toHaveAccessibleName("Delete this comment?");
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await findToast("Deleted.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(section).queryByTestId(`comment-${own.comment_id}`)).toBeNull(),
    );
    expect(bodies).toEqual([
      { comment_type: CommentType.Essay, g_id: ARTICLE, comment_id: own.comment_id },
    ]);
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(
      `Comments (${total - 1})`,
    );
    expect(within(section).getByRole("heading", { level: 2 })).toHaveFocus();
  });

  it("Cancel deletes nothing", async () => {
    const own = readersPublicComment();
    const bodies = recordBodies("/api/sns/user/delcomment");
    const { user } = await renderSocialPage("reader", { only: "article" });
    const section = await commentSection(await articlePanel());
    const item = within(section).getByTestId(`comment-${own.comment_id}`);
    await user.click(within(await openMenu(item, user)).getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", {}, { timeout: 10_000 });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(item).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("a failed deletion keeps the comment and says why, with a retry", async () => {
    const own = readersPublicComment();
    const { user } = await renderSocialPage("reader", { only: "article" });
    const section = await commentSection(await articlePanel());
    const item = within(section).getByTestId(`comment-${own.comment_id}`);
    await user.click(within(await openMenu(item, user)).getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", {}, { timeout: 10_000 });
    arm("delComment", "http500");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(
      await findToast("The server is having a problem. Please try again in a moment."),
    ).toBeInTheDocument();
    expect(within(section).getByTestId(`comment-${own.comment_id}`)).toBeInTheDocument();
    expect(db().comments.findFirst((q) => q.where({ comment_id: own.comment_id }))).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(within(section).queryByTestId(`comment-${own.comment_id}`)).toBeNull(),
    );
  });

  it("deletes one's own reply awaiting audit, and says a failure in Chinese", async () => {
    const reply = db()
      .replies.all()
      .find((r) => r.user_id === CREATOR.user_id && r.gid === ARTICLE && r.audit === "awaiting")!;
    const comment = db().comments.findFirst((q) => q.where({ comment_id: reply.comment_id }))!;
    writable("comments", comment).created_at = state().now();
    const bodies = recordBodies("/api/sns/user/delreply");
    const { user } = await renderSocialPage("creator", { language: "zh-cn", only: "article" });
    const section = within(await articlePanel()).getByRole("region", { name: /^评论/ });
    const item = await within(section).findByTestId(
      `reply-${reply.reply_id}`,
      {},
      { timeout: 5000 },
    );
    const remove = async () => {
      await openMenu(item, user, /的回复的更多操作$/);
      await user.click(screen.getByRole("menuitem", { name: "删除" }));
      const dialog = await screen.findByRole("alertdialog", {}, { timeout: 10_000 });
      expect(dialog).toHaveAccessibleName("删除这条回复？");
      await user.click(within(dialog).getByRole("button", { name: "删除" }));
    };
    arm("delReply", "offline");
    await remove();
    expect(await findToast("网络连接错误，请检查网络后重试。")).toBeInTheDocument();
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "删除" }));
    await waitFor(() =>
      expect(within(section).queryByTestId(`reply-${reply.reply_id}`)).toBeNull(),
    );
    expect(bodies.at(-1)).toEqual({
      comment_type: CommentType.Essay,
      g_id: ARTICLE,
      comment_id: reply.comment_id,
      reply_id: reply.reply_id,
    });
  });
});

describe("report", () => {
  it("reports someone else's comment; a second report says it was already reported", async () => {
    const bodies = recordBodies("/api/basesys/user/complaint");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const other = articleComments().find((c) => c.user_id !== CREATOR.user_id)!;
    const item = within(section).getByTestId(`comment-${other.comment_id}`);
    const report = async () => {
      await user.click(
        within(await openMenu(item, user)).getByRole("menuitem", { name: "Report" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Report" }, { timeout: 10_000 });
      await user.click(within(dialog).getByRole("radio", { name: "Spam ads" }));
      await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Spam");
      await user.click(within(dialog).getByRole("button", { name: "Submit" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    };
    await report();
    expect(await findToast("Report sent")).toBeInTheDocument();
    await clearToasts();
    await report();
    expect(await findToast("You have already reported this content.")).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      c_type: ComplaintTarget.EssayComment,
      g_id: other.comment_id,
      options: {
        comment_type: String(CommentType.Essay),
        target_id: ARTICLE,
        comment_id: other.comment_id,
      },
      c_type_sub: 2,
      content: "Spam",
    });
  });

  it("reports a reply with the reply's target and id", async () => {
    const bodies = recordBodies("/api/basesys/user/complaint");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const comment = articleComments()
      .slice(0, 10)
      .find((c) =>
        publicReplies(state(), c.comment_id)
          .slice(0, 3)
          .some((r) => r.user_id !== CREATOR.user_id),
      )!;
    const reply = publicReplies(state(), comment.comment_id)
      .slice(0, 3)
      .find((r) => r.user_id !== CREATOR.user_id)!;
    const item = within(section).getByTestId(`reply-${reply.reply_id}`);
    await user.click(within(await openMenu(item, user)).getByRole("menuitem", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report" }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole("radio", { name: "Unfriendly" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Rude");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await findToast("Report sent")).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      c_type: ComplaintTarget.EssayReply,
      g_id: reply.reply_id,
      options: { comment_id: comment.comment_id, target_id: ARTICLE },
    });
  });
});
