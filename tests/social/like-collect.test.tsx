/**
 * Like and favourite (platform.md §4, decisions.md §3) on the seeded article, its comments and
 * the seeded image work: optimistic, never below 0, rolled back with a short error toast on
 * failure, quick clicks sent in order, visitors sent to sign-in; the host reloads after a change.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts } from "@/components/toaster";
import { CollectType, LikeType } from "@/generated/model";
import { session } from "@/lib/session";
import { findArticle, findWorks } from "@mocks/domains/content/queries";
import { arm, state, writable } from "@mocks/testing";
import { expectPath } from "../render";
import {
  ARTICLE,
  articlePanel,
  collected,
  commentSection,
  CREATOR,
  db,
  findToast,
  liked,
  recordBodies,
  renderSocialPage,
  WORK,
  workPanel,
} from "./harness";

afterEach(async () => {
  await clearToasts();
});

const articleStat = () => findArticle(state(), ARTICLE)!.stat;
/** The article's counters, to change in place. */
const ownArticleStat = () => writable("articles", findArticle(state(), ARTICLE)!).stat;
const worksStat = () => findWorks(state(), WORK)!.stat;

/** The action bar of a panel: like, favourite, share, report. */
const actions = (panel: HTMLElement) => within(panel).getAllByRole("group")[0]!;
const likeButton = (scope: HTMLElement) => within(scope).getByRole("button", { name: /^Like/ });
const collectButton = (scope: HTMLElement) =>
  within(scope).getByRole("button", { name: /^Favourite/ });

/** Starts from a known state: the creator does not like or collect the article. */
function clearOwnLike(type: LikeType, gid: string) {
  db().likes.deleteMany((q) => q.where({ user_id: CREATOR.user_id, like_type: type, gid }));
}
function clearOwnCollect(type: CollectType, gid: string) {
  db().collects.deleteMany((q) => q.where({ user_id: CREATOR.user_id, collect_type: type, gid }));
}

describe("like", () => {
  it("likes (+1 at once) and unlikes (-1); the server follows and the host reloads", async () => {
    clearOwnLike(LikeType.Essay, ARTICLE);
    const count = articleStat().like_num;
    const bodies = recordBodies("/api/sns/user/like");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const bar = actions(await articlePanel());
    const button = likeButton(bar);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAccessibleName(`Like ${count}`);

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveAccessibleName(`Like ${count + 1}`);
    await waitFor(() => expect(liked(CREATOR.user_id, LikeType.Essay, ARTICLE)).toBe(true));
    expect(articleStat().like_num).toBe(count + 1);

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAccessibleName(`Like ${count}`);
    await waitFor(() => expect(liked(CREATOR.user_id, LikeType.Essay, ARTICLE)).toBe(false));
    expect(bodies).toEqual([
      { like_type: LikeType.Essay, gid: ARTICLE, is_like: 1 },
      { like_type: LikeType.Essay, gid: ARTICLE, is_like: 0 },
    ]);
    // The host's refetch (onChanged) keeps the server's count.
    await waitFor(() => expect(button).toHaveAccessibleName(`Like ${articleStat().like_num}`));
  });

  it("rolls back with an error toast when the like fails", async () => {
    clearOwnLike(LikeType.Essay, ARTICLE);
    const count = articleStat().like_num;
    const { user } = await renderSocialPage("creator", { only: "article" });
    const button = likeButton(actions(await articlePanel()));
    arm("like", "http500");
    await user.click(button);
    expect(
      await findToast("The server is having a problem. Please try again in a moment."),
    ).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAccessibleName(`Like ${count}`);
    expect(liked(CREATOR.user_id, LikeType.Essay, ARTICLE)).toBe(false);
    // The toast's Retry asks again, and this time it goes through.
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(liked(CREATOR.user_id, LikeType.Essay, ARTICLE)).toBe(true));
    expect(button).toHaveAttribute("aria-pressed", "true");
  });

  it("says why in Chinese, and rolls back a failed unlike too", async () => {
    if (!liked(CREATOR.user_id, LikeType.Work, WORK)) {
      await db().likes.create({
        user_id: CREATOR.user_id,
        like_type: LikeType.Work,
        gid: WORK,
        created_at: state().now(),
      });
    }
    const { user } = await renderSocialPage("creator", { language: "zh-cn", only: "work" });
    const button = within(actions(await workPanel())).getByRole("button", { name: /^点赞/ });
    expect(button).toHaveAttribute("aria-pressed", "true");
    const name = button.textContent;
    arm("like", "offline");
    await user.click(button);
    expect(await findToast("网络连接错误，请检查网络后重试。")).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button.textContent).toBe(name);
  });

  it("never shows a count below 0", async () => {
    clearOwnLike(LikeType.Essay, ARTICLE);
    await db().likes.create({
      user_id: CREATOR.user_id,
      like_type: LikeType.Essay,
      gid: ARTICLE,
      created_at: state().now(),
    });
    ownArticleStat().like_num = 0;
    const { user } = await renderSocialPage("creator", { only: "article" });
    const button = likeButton(actions(await articlePanel()));
    expect(button).toHaveAccessibleName("Like 0");
    await user.click(button);
    expect(button).toHaveAccessibleName("Like 0");
    expect(button).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(liked(CREATOR.user_id, LikeType.Essay, ARTICLE)).toBe(false));
    expect(articleStat().like_num).toBe(0);
  });

  it("a double click sends like then unlike, one after the other, and ends unliked", async () => {
    clearOwnLike(LikeType.Essay, ARTICLE);
    const count = articleStat().like_num;
    const bodies = recordBodies("/api/sns/user/like");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const button = likeButton(actions(await articlePanel()));
    // The first answer is slow: the second click happens while it is under way.
    arm("like", "delay300");
    await user.dblClick(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(bodies).toHaveLength(1);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((body) => (body as { is_like: number }).is_like)).toEqual([1, 0]);
    await waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
    expect(liked(CREATOR.user_id, LikeType.Essay, ARTICLE)).toBe(false);
    expect(articleStat().like_num).toBe(count);
    expect(button).toHaveAccessibleName(`Like ${count}`);
  });

  it("likes a comment, and rolls a failed comment like back", async () => {
    const { user } = await renderSocialPage("creator", { only: "article" });
    const section = await commentSection(await articlePanel());
    const first = within(section).getAllByRole("article")[0]!;
    const commentId = first.dataset.testid!.replace("comment-", "");
    const record = () => db().comments.findFirst((q) => q.where({ comment_id: commentId }))!;
    db().likes.deleteMany((q) =>
      q.where({ user_id: CREATOR.user_id, like_type: LikeType.EssayComment, gid: commentId }),
    );
    const count = record().like_num;
    const button = likeButton(first);
    expect(button).toHaveAttribute("aria-pressed", "false");
    // Each comment's like names its author, so that the buttons are told apart (a screen reader's
    // list of buttons shows no surrounding text).
    const author = record().user_id;
    const name = db().users.findFirst((q) => q.where({ user_id: author }))!.user_name;
    expect(button).toHaveAccessibleName(new RegExp(`^Like ${name}'s comment`));

    arm("like", "http503");
    await user.click(button);
    expect(
      await findToast("The server is having a problem. Please try again in a moment."),
    ).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-pressed", "false");

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    await waitFor(() =>
      expect(liked(CREATOR.user_id, LikeType.EssayComment, commentId)).toBe(true),
    );
    expect(record().like_num).toBe(count + 1);
  });

  it("sends a visitor to sign-in, remembering the page", async () => {
    const { router, user, path } = await renderSocialPage("visitor", { only: "article" });
    await user.click(likeButton(actions(await articlePanel())));
    await expectPath(router, "/account/login");
    expect(session.getReturnPath()).toBe(path);
  });
});

describe("favourite", () => {
  it("collects (+1) and removes (-1) the article; the server follows", async () => {
    clearOwnCollect(CollectType.Essay, ARTICLE);
    const count = articleStat().collect_num;
    const adds = recordBodies("/api/sns/user/replacecollect");
    const removes = recordBodies("/api/sns/user/delcollect");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const button = collectButton(actions(await articlePanel()));
    expect(button).toHaveAccessibleName(`Favourite ${count}`);

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveAccessibleName(`Favourite ${count + 1}`);
    await waitFor(() => expect(collected(CREATOR.user_id, CollectType.Essay, ARTICLE)).toBe(true));

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(collected(CREATOR.user_id, CollectType.Essay, ARTICLE)).toBe(false));
    expect(articleStat().collect_num).toBe(count);
    expect(adds).toEqual([{ collect_type: CollectType.Essay, gid: ARTICLE }]);
    expect(removes).toEqual([{ collect_type: CollectType.Essay, gid: ARTICLE }]);
  });

  it("rolls back with an error toast when adding fails", async () => {
    clearOwnCollect(CollectType.Work, WORK);
    const count = worksStat().collect_num;
    const { user } = await renderSocialPage("creator", { only: "work" });
    const button = collectButton(actions(await workPanel()));
    arm("replaceCollect", "http500");
    await user.click(button);
    expect(
      await findToast("The server is having a problem. Please try again in a moment."),
    ).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAccessibleName(`Favourite ${count}`);
    expect(collected(CREATOR.user_id, CollectType.Work, WORK)).toBe(false);
  });

  it("rolls back with an error toast when removing fails", async () => {
    clearOwnCollect(CollectType.Essay, ARTICLE);
    await db().collects.create({
      user_id: CREATOR.user_id,
      collect_type: CollectType.Essay,
      gid: ARTICLE,
      up_time: state().now(),
    });
    ownArticleStat().collect_num += 1;
    const count = articleStat().collect_num;
    const { user } = await renderSocialPage("creator", { language: "zh-cn", only: "article" });
    const button = within(actions(await articlePanel())).getByRole("button", { name: /^收藏/ });
    expect(button).toHaveAttribute("aria-pressed", "true");
    arm("delCollect", "http502");
    await user.click(button);
    expect(await findToast("服务器出现问题，请稍后再试。")).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button.textContent).toContain(String(count));
    expect(collected(CREATOR.user_id, CollectType.Essay, ARTICLE)).toBe(true);
  });
});
