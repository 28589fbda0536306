/**
 * The social group of the mock backend, through the generated client: comments and replies (with
 * their audit), likes, favourites and follows, each behaviour and each answer (code 0, code 100,
 * HTTP 400) the spec gives them.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  addComment,
  addReply,
  commentUserAll,
  delCollect,
  delComment,
  delReply,
  followOp,
  getCollect,
  getCollectUser,
  getFollowee,
  getFolloweeUser,
  getFollower,
  getFollowerUser,
  like,
  replaceCollect,
  replyUserAll,
  selectCommentAll,
  selectReplyAll,
} from "@/generated/social/social";
import { CollectType, CommentType, FollowOperate, LikeType } from "@/generated/model";
import { onSessionExpired, session } from "@/lib/session";
import { createTestBackend, resolveAudits, state } from "@mocks/testing";
import { CREATOR, READER, OTHER_USER_IDS, OTHER_USER_PASSWORD } from "@mocks/seed/users";
import {
  findArticle,
  findWorks,
  publicArticles,
  publicArticlesOf,
  publicWorksOf,
} from "@mocks/domains/content/queries";
import { updateArticle } from "@mocks/domains/content/store";
import type { ArticleRecord } from "@mocks/db/content";
import { followFlags, isCollected, isLiked } from "@mocks/domains/social/queries";
import { rejection, signIn as signInAs } from "../api-helpers";

type Account = { email: string; password: string };

const signIn = async (account: Account) => (await signInAs(account)).user_id;

const signOut = () => session.clear();

const expectBadRequest = async (promise: Promise<unknown>) =>
  expect(await rejection(promise)).toMatchObject({ kind: "http", status: 400 });

/** A seeded user other than the creator and the reader, signed in by e-mail. */
function otherAccount(index = 0): Account & { user_id: string } {
  const user_id = OTHER_USER_IDS[index]!;
  const record = state().db.users.findFirst((q) => q.where({ user_id }))!;
  return { user_id, email: record.email, password: OTHER_USER_PASSWORD };
}

/** The creator's newest published article: the seed gives it many comments and a long thread. */
const featuredArticle = (): ArticleRecord => publicArticlesOf(state(), CREATOR.user_id)[0]!;
const featuredWork = () => publicWorksOf(state(), CREATOR.user_id)[0]!;
const articleStat = (id: string) => findArticle(state(), id)!.stat;

const essayComments = (g_id: string, comm_offset = 0, comm_limit = 10) =>
  selectCommentAll({ comment_type: CommentType.Essay, g_id, comm_limit, comm_offset });

const essayReplies = (g_id: string, comment_id: string, comm_offset = 0, comm_limit = 10) =>
  selectReplyAll({ comment_type: CommentType.Essay, g_id, comment_id, comm_limit, comm_offset });

const myComments = (g_id: string) =>
  commentUserAll({ comment_type: CommentType.Essay, g_id, comm_limit: 100, comm_offset: 0 });

const myReplies = (g_id: string, comment_id = "") =>
  replyUserAll({
    comment_type: CommentType.Essay,
    g_id,
    comment_id,
    comm_limit: 200,
    comm_offset: 0,
  });

/** The first 100 public comments of an article (all of them for the seeded articles). */
const allEssayComments = (g_id: string) => essayComments(g_id, 0, 100);

beforeEach(() => {
  session.reload();
  signOut();
  return onSessionExpired(() => undefined);
});

describe("seed", () => {
  it("has bilingual public comments with replies to comments and to replies", () => {
    const comments = state().db.comments.all();
    const replies = state().db.replies.all();
    expect(comments.length).toBeGreaterThan(100);
    expect(comments.some((c) => /[\u4e00-\u9fff]/.test(c.content))).toBe(true);
    expect(comments.some((c) => /^[\x20-\x7e’👍]+$/u.test(c.content))).toBe(true);
    expect(replies.some((r) => r.other_reply_id === "0")).toBe(true);
    expect(replies.some((r) => r.other_reply_id !== "0" && r.other_user_id !== "")).toBe(true);
  });

  it("says something different in each comment on an item, and speaks of playing only on demos", () => {
    const byItem = new Map<string, string[]>();
    for (const comment of state().db.comments.all()) {
      const key = `${comment.comment_type}:${comment.gid}`;
      byItem.set(key, [...(byItem.get(key) ?? []), comment.content]);
      if (comment.comment_type === CommentType.Essay)
        expect(comment.content).not.toMatch(/Played for|玩了十分钟|通关|Finished it/);
    }
    // Up to eight comments (the shortest list of remarks), no item repeats one.
    for (const contents of byItem.values())
      if (contents.length <= 8) expect(new Set(contents).size).toBe(contents.length);
    expect(byItem.size).toBeGreaterThan(10);
  });

  it("keeps some of the creator's and the reader's own comments and replies awaiting audit", () => {
    for (const userId of [CREATOR.user_id, READER.user_id]) {
      const awaiting = (item: { user_id: string; audit: string }) =>
        item.user_id === userId && item.audit === "awaiting";
      expect(state().db.comments.all().some(awaiting)).toBe(true);
      expect(state().db.replies.all().some(awaiting)).toBe(true);
    }
  });

  it("has the reader following the creator and mutual pairs involving the creator", () => {
    expect(followFlags(state(), READER.user_id, CREATOR.user_id).is_followee).toBe(1);
    const creatorFollows = state()
      .db.follows.all()
      .filter((f) => f.follower_id === CREATOR.user_id);
    const mutual = creatorFollows.filter(
      (f) => followFlags(state(), CREATOR.user_id, f.followee_id).is_follower === 1,
    );
    expect(mutual.length).toBeGreaterThanOrEqual(1);
  });

  it("spreads likes and favourites over the users, and counts public comments exactly", () => {
    const likers = new Set(
      state()
        .db.likes.all()
        .map((l) => l.user_id),
    );
    const collectors = new Set(
      state()
        .db.collects.all()
        .map((c) => c.user_id),
    );
    expect(likers.size).toBeGreaterThan(10);
    expect(collectors.size).toBeGreaterThan(5);
    const article = featuredArticle();
    const publicCount = state()
      .db.comments.all()
      .filter(
        (c) =>
          c.gid === article.lore_essay_id &&
          c.comment_type === CommentType.Essay &&
          c.audit === "public",
      ).length;
    expect(article.stat.comment_num).toBe(publicCount);
  });

  it("is deterministic: the same seed and reference time give the same social data", async () => {
    const snapshot = () => ({
      comments: state()
        .db.comments.all()
        .map((c) => [c.comment_id, c.gid, c.user_id, c.content, c.created_at, c.audit]),
      follows: state()
        .db.follows.all()
        .map((f) => [f.follower_id, f.followee_id, f.created_at]),
      likes: state().db.likes.all().length,
    });
    const seededAt = Date.UTC(2024, 7, 1);
    await createTestBackend({ seed: 7, seededAt });
    const first = snapshot();
    await createTestBackend({ seed: 7, seededAt });
    expect(snapshot()).toEqual(first);
  });
});

describe("selectCommentAll and selectReplyAll", () => {
  it("pages the public comments newest first, with comm_total and at most 3 first replies oldest first", async () => {
    const g_id = featuredArticle().lore_essay_id;
    const first = await essayComments(g_id, 0, 10);
    const second = await essayComments(g_id, 10, 10);
    expect(first.comm_total).toBe(articleStat(g_id).comment_num);
    expect(first.comm_total).toBeGreaterThan(20);
    expect(first.info).toHaveLength(10);
    expect(second.info).toHaveLength(10);
    const times = [...first.info, ...second.info].map((c) => c.create_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ids = new Set([...first.info, ...second.info].map((c) => c.comment_id));
    expect(ids.size).toBe(20);
    for (const comment of first.info) {
      expect(comment.info!.length).toBeLessThanOrEqual(3);
      expect(comment.info!.length).toBe(Math.min(3, comment.reply_num));
      const replyTimes = comment.info!.map((r) => r.create_time);
      expect(replyTimes).toEqual([...replyTimes].sort((a, b) => a - b));
      expect(comment.user_data.user_name).not.toBe("");
    }
  });

  it("never lists comments awaiting audit", async () => {
    const g_id = featuredArticle().lore_essay_id;
    const awaiting = state()
      .db.comments.all()
      .filter((c) => c.gid === g_id && c.audit === "awaiting")
      .map((c) => c.comment_id);
    expect(awaiting.length).toBeGreaterThan(0);
    const all = await allEssayComments(g_id);
    expect(all.info.map((c) => c.comment_id)).not.toEqual(expect.arrayContaining([awaiting[0]]));
  });

  it("lists nothing for an item its author deleted", async () => {
    const article = featuredArticle();
    const thread = (await essayComments(article.lore_essay_id)).info[0]!;
    await updateArticle(state(), article, (draft) => {
      draft.deleted = true;
    });
    expect(await essayComments(article.lore_essay_id)).toEqual({ info: [], comm_total: 0 });
    expect(await essayReplies(article.lore_essay_id, thread.comment_id)).toEqual({
      info: [],
      comm_total: 0,
    });
  });

  it("answers an unknown g_id with an empty page", async () => {
    expect(await essayComments("no-such-article")).toEqual({ info: [], comm_total: 0 });
    expect(await essayReplies("no-such-article", "no-such-comment")).toEqual({
      info: [],
      comm_total: 0,
    });
  });

  it("pages every public reply of a comment oldest first, with other_user_data on replies to replies", async () => {
    const g_id = featuredArticle().lore_essay_id;
    const all = await allEssayComments(g_id);
    const thread = all.info.reduce((a, b) => (b.reply_num > a.reply_num ? b : a));
    expect(thread.reply_num).toBeGreaterThan(10);
    const first = await essayReplies(g_id, thread.comment_id, 0, 10);
    const rest = await essayReplies(g_id, thread.comment_id, 10, 10);
    expect(first.comm_total).toBe(thread.reply_num);
    const replies = [...first.info, ...rest.info];
    expect(replies).toHaveLength(thread.reply_num);
    expect(replies.slice(0, 3).map((r) => r.reply_id)).toEqual(thread.info!.map((r) => r.reply_id));
    const times = replies.map((r) => r.create_time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const reply of replies) {
      if (reply.other_reply_id === "0") expect(reply.other_user_data).toBeUndefined();
      else expect(reply.other_user_data?.user_name).toBeTruthy();
    }
  });

  it("personalises is_like for a live session and treats an invalid session as signed out", async () => {
    const g_id = featuredArticle().lore_essay_id;
    const readerId = await signIn(READER);
    const top = (await essayComments(g_id)).info[0]!;
    await like({ like_type: LikeType.EssayComment, gid: top.comment_id, is_like: 1 });
    expect((await essayComments(g_id)).info[0]).toMatchObject({
      comment_id: top.comment_id,
      is_like: 1,
    });

    session.setUser({ ...session.getUser()!, verify_session: "sess-ended" });
    const anonymous = await essayComments(g_id);
    expect(anonymous.info[0]).toMatchObject({ comment_id: top.comment_id, is_like: 0 });
    expect(session.getUser()?.user_id).toBe(readerId);
    signOut();
    expect((await essayComments(g_id)).info[0]!.is_like).toBe(0);
  });
});

describe("addComment, commentUserAll and the comment audit", () => {
  it("keeps a new comment to its author until the audit approves it, then counts it", async () => {
    const g_id = featuredArticle().lore_essay_id;
    const before = articleStat(g_id).comment_num;
    await signIn(READER);
    const { comment_id } = await addComment({
      comment_type: CommentType.Essay,
      g_id,
      content: "New thoughts 新的想法",
    });

    const own = await myComments(g_id);
    expect(own.info[0]).toMatchObject({
      comment_id,
      like_num: 0,
      is_like: 0,
      reply_num: 0,
      info: [],
    });
    expect(own.comm_total).toBe(own.info.length);
    expect((await essayComments(g_id)).info.map((c) => c.comment_id)).not.toContain(comment_id);
    expect(articleStat(g_id).comment_num).toBe(before);
    await expectBadRequest(like({ like_type: LikeType.EssayComment, gid: comment_id, is_like: 1 }));

    expect(resolveAudits({ kind: "comment", id: comment_id })).toBe(1);
    expect((await essayComments(g_id)).info[0]).toMatchObject({
      comment_id,
      content: "New thoughts 新的想法",
    });
    expect(articleStat(g_id).comment_num).toBe(before + 1);
    expect((await myComments(g_id)).info.map((c) => c.comment_id)).not.toContain(comment_id);
  });

  it("drops a rejected comment from every list", async () => {
    const g_id = featuredArticle().lore_essay_id;
    const before = articleStat(g_id).comment_num;
    await signIn(READER);
    const { comment_id } = await addComment({
      comment_type: CommentType.Essay,
      g_id,
      content: "please reject this",
    });
    resolveAudits({ kind: "comment", id: comment_id });
    expect((await myComments(g_id)).info.map((c) => c.comment_id)).not.toContain(comment_id);
    expect((await essayComments(g_id, 0, 100)).info.map((c) => c.comment_id)).not.toContain(
      comment_id,
    );
    expect(articleStat(g_id).comment_num).toBe(before);
  });

  it("resolves on its own after the configured audit delay", async () => {
    state().config.auditDelayMs = 5_000;
    const g_id = featuredWork().works_id;
    await signIn(READER);
    const { comment_id } = await addComment({
      comment_type: CommentType.Work,
      g_id,
      content: "Lovely demo",
    });
    const page = () =>
      selectCommentAll({ comment_type: CommentType.Work, g_id, comm_limit: 5, comm_offset: 0 });
    expect((await page()).info.map((c) => c.comment_id)).not.toContain(comment_id);
    state().advanceClock(5_001);
    expect((await page()).info[0]!.comment_id).toBe(comment_id);
  });

  it("refuses an unknown or unpublished target and blank or too long text with HTTP 400", async () => {
    await signIn(READER);
    const g_id = featuredArticle().lore_essay_id;
    const draft = state()
      .db.articles.all()
      .find((a) => !a.published && !a.deleted)!;
    await expectBadRequest(
      addComment({ comment_type: CommentType.Essay, g_id: "no-such-article", content: "Hi" }),
    );
    await expectBadRequest(
      addComment({ comment_type: CommentType.Work, g_id, content: "wrong type" }),
    );
    await expectBadRequest(
      addComment({ comment_type: CommentType.Essay, g_id: draft.lore_essay_id, content: "Hi" }),
    );
    await expectBadRequest(addComment({ comment_type: CommentType.Essay, g_id, content: "   " }));
    await expectBadRequest(
      addComment({ comment_type: CommentType.Essay, g_id, content: "x".repeat(3001) }),
    );
  });

  it("answers code 100 without a live session", async () => {
    const g_id = featuredArticle().lore_essay_id;
    expect(
      await rejection(addComment({ comment_type: CommentType.Essay, g_id, content: "Hi" })),
    ).toMatchObject({
      kind: "session",
      code: 100,
    });
    expect((await rejection(myComments(g_id))).code).toBe(100);
  });
});

describe("addReply, replyUserAll and the reply audit", () => {
  it("replies to a comment and to a reply; approval makes them public and counts them", async () => {
    const g_id = featuredArticle().lore_essay_id;
    const comment = (await essayComments(g_id)).info.find((c) => c.info!.length > 0)!;
    const answered = comment.info![0]!;
    await signIn(READER);
    const direct = await addReply({
      comment_type: CommentType.Essay,
      g_id,
      comment_id: comment.comment_id,
      content: "Agreed!",
    });
    const nested = await addReply({
      comment_type: CommentType.Essay,
      g_id,
      comment_id: comment.comment_id,
      other_reply_id: answered.reply_id,
      content: "同意楼上",
    });

    const own = await myReplies(g_id, comment.comment_id);
    const ownIds = own.info.map((r) => r.reply_id);
    expect(ownIds).toEqual(expect.arrayContaining([direct.reply_id, nested.reply_id]));
    expect(ownIds.indexOf(direct.reply_id)).toBeLessThan(ownIds.indexOf(nested.reply_id));
    const ownNested = own.info.find((r) => r.reply_id === nested.reply_id)!;
    expect(ownNested).toMatchObject({
      other_reply_id: answered.reply_id,
      other_user_data: answered.user_data,
      like_num: 0,
    });
    expect(own.info.find((r) => r.reply_id === direct.reply_id)).toMatchObject({
      other_reply_id: "0",
    });
    const allMine = await myReplies(g_id);
    expect(allMine.comm_total).toBeGreaterThanOrEqual(own.comm_total);

    const before = await essayReplies(g_id, comment.comment_id, 0, 100);
    expect(before.info.map((r) => r.reply_id)).not.toContain(direct.reply_id);
    resolveAudits({ kind: "reply" });
    const after = await essayReplies(g_id, comment.comment_id, 0, 100);
    expect(after.comm_total).toBe(before.comm_total + 2);
    expect(after.info.slice(-2).map((r) => r.reply_id)).toEqual([direct.reply_id, nested.reply_id]);
    const updated = (await essayComments(g_id)).info.find(
      (c) => c.comment_id === comment.comment_id,
    )!;
    expect(updated.reply_num).toBe(comment.reply_num + 2);
    expect((await myReplies(g_id, comment.comment_id)).info).toEqual([]);
  });

  it("lets the author reply under their own comment awaiting audit, but not under another user's", async () => {
    const g_id = featuredArticle().lore_essay_id;
    await signIn(READER);
    const { comment_id } = await addComment({
      comment_type: CommentType.Essay,
      g_id,
      content: "Mine, awaiting",
    });
    const reply = await addReply({
      comment_type: CommentType.Essay,
      g_id,
      comment_id,
      content: "Adding a note",
    });
    expect((await myReplies(g_id, comment_id)).info.map((r) => r.reply_id)).toEqual([
      reply.reply_id,
    ]);
    await signIn(CREATOR);
    await expectBadRequest(
      addReply({ comment_type: CommentType.Essay, g_id, comment_id, content: "Hi" }),
    );
  });

  it("refuses an unknown comment, a comment on another g_id and a reply of another comment with HTTP 400", async () => {
    const g_id = featuredArticle().lore_essay_id;
    const [first, second] = (await essayComments(g_id)).info.filter((c) => c.info!.length > 0);
    const other = publicArticles(state()).find((a) => a.lore_essay_id !== g_id)!.lore_essay_id;
    await signIn(READER);
    const base = { comment_type: CommentType.Essay, content: "Hi" };
    await expectBadRequest(addReply({ ...base, g_id, comment_id: "no-such-comment" }));
    await expectBadRequest(addReply({ ...base, g_id: other, comment_id: first!.comment_id }));
    await expectBadRequest(
      addReply({
        ...base,
        g_id,
        comment_id: first!.comment_id,
        other_reply_id: second!.info![0]!.reply_id,
      }),
    );
    await expectBadRequest(
      addReply({ ...base, g_id, comment_id: first!.comment_id, other_reply_id: "no-such-reply" }),
    );
    await expectBadRequest(
      addReply({ ...base, g_id, comment_id: first!.comment_id, content: " \n " }),
    );
  });

  it("answers code 100 without a live session", async () => {
    const g_id = featuredArticle().lore_essay_id;
    expect(
      (await rejection(addReply({ comment_type: 2, g_id, comment_id: "x", content: "Hi" }))).code,
    ).toBe(100);
    expect((await rejection(myReplies(g_id))).code).toBe(100);
  });
});

describe("delComment and delReply", () => {
  it("deletes the user's own public comment with its replies and likes, and lowers comment_num", async () => {
    const g_id = featuredArticle().lore_essay_id;
    const readerId = await signIn(READER);
    const { comment_id } = await addComment({
      comment_type: CommentType.Essay,
      g_id,
      content: "To be deleted",
    });
    resolveAudits({ kind: "comment", id: comment_id });
    await signIn(CREATOR);
    const reply = await addReply({
      comment_type: CommentType.Essay,
      g_id,
      comment_id,
      content: "Thanks",
    });
    resolveAudits({ kind: "reply", id: reply.reply_id });
    await like({ like_type: LikeType.EssayComment, gid: comment_id, is_like: 1 });
    await like({ like_type: LikeType.EssayReply, gid: reply.reply_id, is_like: 1 });
    const count = articleStat(g_id).comment_num;

    await signIn(READER);
    await delComment({ comment_type: CommentType.Essay, g_id, comment_id });
    expect(articleStat(g_id).comment_num).toBe(count - 1);
    expect((await essayComments(g_id, 0, 100)).info.map((c) => c.comment_id)).not.toContain(
      comment_id,
    );
    expect(
      state()
        .db.replies.all()
        .some((r) => r.comment_id === comment_id),
    ).toBe(false);
    expect(isLiked(state(), CREATOR.user_id, LikeType.EssayComment, comment_id)).toBe(false);
    expect(isLiked(state(), CREATOR.user_id, LikeType.EssayReply, reply.reply_id)).toBe(false);
    expect(readerId).toBe(READER.user_id);

    // Already deleted: code 0, nothing changes.
    await expect(
      delComment({ comment_type: CommentType.Essay, g_id, comment_id }),
    ).resolves.toBeDefined();
    expect(articleStat(g_id).comment_num).toBe(count - 1);
  });

  it("deletes an own comment awaiting audit without changing comment_num", async () => {
    const g_id = featuredArticle().lore_essay_id;
    await signIn(READER);
    const own = (await myComments(g_id)).info[0]!;
    const count = articleStat(g_id).comment_num;
    await delComment({ comment_type: CommentType.Essay, g_id, comment_id: own.comment_id });
    expect((await myComments(g_id)).info.map((c) => c.comment_id)).not.toContain(own.comment_id);
    expect(articleStat(g_id).comment_num).toBe(count);
  });

  it("refuses to delete another user's comment or reply with HTTP 400 and changes nothing", async () => {
    const g_id = featuredArticle().lore_essay_id;
    const page = await essayComments(g_id);
    const comment = page.info.find((c) => c.user_id !== READER.user_id)!;
    const reply = page.info.flatMap((c) => c.info!).find((r) => r.user_id !== READER.user_id)!;
    await signIn(READER);
    await expectBadRequest(
      delComment({ comment_type: CommentType.Essay, g_id, comment_id: comment.comment_id }),
    );
    await expectBadRequest(
      delReply({
        comment_type: CommentType.Essay,
        g_id,
        comment_id: reply.comment_id,
        reply_id: reply.reply_id,
      }),
    );
    const after = await essayComments(g_id);
    expect(after.comm_total).toBe(page.comm_total);
    expect(after.info.flatMap((c) => c.info!).map((r) => r.reply_id)).toContain(reply.reply_id);
  });

  it("deletes an own public reply, lowers reply_num, and keeps the replies that answered it", async () => {
    const g_id = featuredArticle().lore_essay_id;
    const comment = (await essayComments(g_id)).info[0]!;
    const other = otherAccount(5);
    await signIn(READER);
    const mine = await addReply({
      comment_type: CommentType.Essay,
      g_id,
      comment_id: comment.comment_id,
      content: "First",
    });
    resolveAudits({ kind: "reply", id: mine.reply_id });
    await signIn(other);
    const answer = await addReply({
      comment_type: CommentType.Essay,
      g_id,
      comment_id: comment.comment_id,
      other_reply_id: mine.reply_id,
      content: "Answering you",
    });
    resolveAudits({ kind: "reply", id: answer.reply_id });
    const before = await essayReplies(g_id, comment.comment_id, 0, 100);

    await signIn(READER);
    await delReply({
      comment_type: CommentType.Essay,
      g_id,
      comment_id: comment.comment_id,
      reply_id: mine.reply_id,
    });
    const after = await essayReplies(g_id, comment.comment_id, 0, 100);
    expect(after.comm_total).toBe(before.comm_total - 1);
    const kept = after.info.find((r) => r.reply_id === answer.reply_id)!;
    expect(kept).toMatchObject({
      other_reply_id: mine.reply_id,
      other_user_data: { user_name: READER.user_name },
    });
    // Already deleted: code 0.
    await delReply({
      comment_type: CommentType.Essay,
      g_id,
      comment_id: comment.comment_id,
      reply_id: mine.reply_id,
    });
    expect((await essayReplies(g_id, comment.comment_id, 0, 100)).comm_total).toBe(
      after.comm_total,
    );
  });

  it("answers code 100 without a live session", async () => {
    const body = { comment_type: CommentType.Essay, g_id: "1", comment_id: "1" };
    expect((await rejection(delComment(body))).code).toBe(100);
    expect((await rejection(delReply({ ...body, reply_id: "1" }))).code).toBe(100);
  });
});

describe("like", () => {
  it("toggles a like on an article idempotently; like_num never goes below 0", async () => {
    const article = publicArticles(state()).find(
      (a) => !isLiked(state(), READER.user_id, LikeType.Essay, a.lore_essay_id),
    )!;
    const gid = article.lore_essay_id;
    const before = articleStat(gid).like_num;
    await signIn(READER);
    expect(await like({ like_type: LikeType.Essay, gid, is_like: 1 })).toEqual({ is_like: 1 });
    expect(articleStat(gid).like_num).toBe(before + 1);
    expect(await like({ like_type: LikeType.Essay, gid, is_like: 1 })).toEqual({ is_like: 1 });
    expect(articleStat(gid).like_num).toBe(before + 1);
    expect(
      await like({ like_type: LikeType.Essay, gid, is_like: 0, key_values: { from: "detail" } }),
    ).toEqual({ is_like: 0 });
    expect(articleStat(gid).like_num).toBe(before);
    expect(await like({ like_type: LikeType.Essay, gid, is_like: 0 })).toEqual({ is_like: 0 });
    expect(articleStat(gid).like_num).toBe(before);

    await like({ like_type: LikeType.Essay, gid, is_like: 1 });
    findArticle(state(), gid)!.stat.like_num = 0;
    await like({ like_type: LikeType.Essay, gid, is_like: 0 });
    expect(articleStat(gid).like_num).toBe(0);
  });

  it("likes a work, a comment and a reply, and lets users like their own items", async () => {
    const work = featuredWork();
    const before = findWorks(state(), work.works_id)!.stat.like_num;
    const already = isLiked(state(), CREATOR.user_id, LikeType.Work, work.works_id);
    await signIn(CREATOR);
    expect(await like({ like_type: LikeType.Work, gid: work.works_id, is_like: 1 })).toEqual({
      is_like: 1,
    });
    expect(isLiked(state(), CREATOR.user_id, LikeType.Work, work.works_id)).toBe(true);
    expect(findWorks(state(), work.works_id)!.stat.like_num).toBe(before + (already ? 0 : 1));

    const page = await selectCommentAll({
      comment_type: CommentType.Work,
      g_id: work.works_id,
      comm_limit: 10,
      comm_offset: 0,
    });
    const comment = page.info.find((c) => c.is_like === 0 && c.info!.some((r) => r.is_like === 0))!;
    const reply = comment.info!.find((r) => r.is_like === 0)!;
    await like({ like_type: LikeType.WorkComment, gid: comment.comment_id, is_like: 1 });
    await like({ like_type: LikeType.WorkReply, gid: reply.reply_id, is_like: 1 });
    const after = await selectCommentAll({
      comment_type: CommentType.Work,
      g_id: work.works_id,
      comm_limit: 10,
      comm_offset: 0,
    });
    const updated = after.info.find((c) => c.comment_id === comment.comment_id)!;
    expect(updated).toMatchObject({ is_like: 1, like_num: comment.like_num + 1 });
    expect(updated.info!.find((r) => r.reply_id === reply.reply_id)).toMatchObject({
      is_like: 1,
      like_num: reply.like_num + 1,
    });
  });

  it("refuses an unknown, unpublished or mistyped item with HTTP 400", async () => {
    const draft = state()
      .db.articles.all()
      .find((a) => !a.published && !a.deleted)!;
    const article = featuredArticle().lore_essay_id;
    const comment = (await essayComments(article)).info.find((c) => c.info!.length > 0)!;
    await signIn(READER);
    await expectBadRequest(like({ like_type: LikeType.Essay, gid: "no-such-article", is_like: 1 }));
    await expectBadRequest(
      like({ like_type: LikeType.Essay, gid: draft.lore_essay_id, is_like: 1 }),
    );
    await expectBadRequest(like({ like_type: LikeType.Work, gid: article, is_like: 1 }));
    await expectBadRequest(
      like({ like_type: LikeType.WorkComment, gid: comment.comment_id, is_like: 1 }),
    );
    await expectBadRequest(
      like({ like_type: LikeType.EssayComment, gid: comment.info![0]!.reply_id, is_like: 1 }),
    );
  });

  it("answers code 100 without a live session", async () => {
    expect((await rejection(like({ like_type: LikeType.Essay, gid: "1", is_like: 1 }))).code).toBe(
      100,
    );
  });
});

describe("favourites", () => {
  it("collects idempotently (moving the item to the top), removes idempotently, and counts", async () => {
    const [a, b] = publicArticles(state()).filter(
      (x) => !isCollected(state(), READER.user_id, CollectType.Essay, x.lore_essay_id),
    );
    const [idA, idB] = [a!.lore_essay_id, b!.lore_essay_id];
    const before = articleStat(idA).collect_num;
    await signIn(READER);
    await replaceCollect({ collect_type: CollectType.Essay, gid: idA });
    expect(articleStat(idA).collect_num).toBe(before + 1);
    await replaceCollect({ collect_type: CollectType.Essay, gid: idB });
    expect((await getCollect({ collect_type: CollectType.Essay })).get_data[0]!.gid).toBe(idB);

    state().advanceClock(2_000);
    await replaceCollect({ collect_type: CollectType.Essay, gid: idA });
    const list = (await getCollect({ collect_type: CollectType.Essay })).get_data;
    expect(list[0]!.gid).toBe(idA);
    expect(list.filter((f) => f.gid === idA)).toHaveLength(1);
    expect(articleStat(idA).collect_num).toBe(before + 1);
    const times = list.map((f) => f.up_time);
    expect(times).toEqual([...times].sort((x, y) => y - x));

    await delCollect({ collect_type: CollectType.Essay, gid: idA });
    expect(articleStat(idA).collect_num).toBe(before);
    expect(
      (await getCollect({ collect_type: CollectType.Essay })).get_data.map((f) => f.gid),
    ).not.toContain(idA);
    await delCollect({ collect_type: CollectType.Essay, gid: idA });
    await delCollect({ collect_type: CollectType.Essay, gid: "no-such-article" });
    expect(articleStat(idA).collect_num).toBe(before);
  });

  it("reads another user's favourites without a session, and ignores user_id on the own list", async () => {
    const readers = await getCollectUser({
      collect_type: CollectType.Essay,
      user_id: READER.user_id,
    });
    expect(readers.get_data.length).toBeGreaterThan(0);
    expect(
      await getCollectUser({ collect_type: CollectType.Work, user_id: "no-such-user" }),
    ).toEqual({ get_data: [] });
    await signIn(CREATOR);
    const own = await getCollect({ collect_type: CollectType.Essay, user_id: READER.user_id });
    const creators = await getCollectUser({
      collect_type: CollectType.Essay,
      user_id: CREATOR.user_id,
    });
    expect(own).toEqual(creators);
  });

  it("leaves out favourites whose item was deleted", async () => {
    const favourite = (
      await getCollectUser({ collect_type: CollectType.Essay, user_id: READER.user_id })
    ).get_data[0]!;
    await updateArticle(state(), findArticle(state(), favourite.gid)!, (draft) => {
      draft.deleted = true;
    });
    const after = await getCollectUser({
      collect_type: CollectType.Essay,
      user_id: READER.user_id,
    });
    expect(after.get_data.map((f) => f.gid)).not.toContain(favourite.gid);
  });

  it("refuses an unknown or unpublished item with HTTP 400", async () => {
    const draft = state()
      .db.works.all()
      .find((w) => !w.published && !w.deleted)!;
    await signIn(READER);
    await expectBadRequest(replaceCollect({ collect_type: CollectType.Work, gid: "no-such-work" }));
    await expectBadRequest(replaceCollect({ collect_type: CollectType.Work, gid: draft.works_id }));
  });

  it("answers code 100 without a live session", async () => {
    expect((await rejection(getCollect({ collect_type: CollectType.Essay }))).code).toBe(100);
    expect(
      (await rejection(replaceCollect({ collect_type: CollectType.Essay, gid: "1" }))).code,
    ).toBe(100);
    expect((await rejection(delCollect({ collect_type: CollectType.Essay, gid: "1" }))).code).toBe(
      100,
    );
  });
});

describe("follows", () => {
  it("lists the reader's followees (the creator) and the creator's followers, without e-mails", async () => {
    await signIn(READER);
    const followees = await getFollowee({ comm_limit: 300, comm_offset: 0 });
    const creator = followees.info.find((f) => f.data.user_id === CREATOR.user_id)!;
    expect(creator).toMatchObject({
      mutuals: 0,
      data: { is_followee: 1, is_follower: 0, user_name: CREATOR.user_name },
    });
    expect(creator.data.email).toBeUndefined();
    expect(followees.comm_total).toBe(followees.info.length);

    await signIn(CREATOR);
    const followers = await getFollower({ comm_limit: 300, comm_offset: 0 });
    expect(followers.info.find((f) => f.data.user_id === READER.user_id)).toMatchObject({
      mutuals: 0,
      data: { is_followee: 0, is_follower: 1 },
    });
    expect(followers.info.some((f) => f.mutuals === 1)).toBe(true);
  });

  it("follows back, making a mutual pair, and unfollows; both are idempotent", async () => {
    await signIn(CREATOR);
    await followOp({ user_id: READER.user_id, operate: FollowOperate.Follow });
    await followOp({ user_id: READER.user_id, operate: FollowOperate.Follow });
    const followees = await getFollowee({ comm_limit: 300, comm_offset: 0 });
    expect(followees.info[0]).toMatchObject({
      mutuals: 1,
      data: { user_id: READER.user_id, is_followee: 1, is_follower: 1 },
    });
    expect(followees.info.filter((f) => f.data.user_id === READER.user_id)).toHaveLength(1);

    await signIn(READER);
    const readerFollowers = await getFollower({ comm_limit: 300, comm_offset: 0 });
    expect(readerFollowers.info[0]).toMatchObject({
      mutuals: 1,
      data: { user_id: CREATOR.user_id },
    });

    await signIn(CREATOR);
    await followOp({ user_id: READER.user_id, operate: FollowOperate.Unfollow });
    await followOp({ user_id: READER.user_id, operate: FollowOperate.Unfollow });
    const after = await getFollowee({ comm_limit: 300, comm_offset: 0 });
    expect(after.info.map((f) => f.data.user_id)).not.toContain(READER.user_id);
    expect(after.comm_total).toBe(followees.comm_total - 1);
  });

  it("reads anyone's lists without a session, paged, with flags relating to the viewer", async () => {
    const all = await getFollowerUser({
      user_id: CREATOR.user_id,
      comm_limit: 300,
      comm_offset: 0,
    });
    expect(all.comm_total).toBeGreaterThan(5);
    expect(all.info.every((f) => f.data.is_followee === 0 && f.data.is_follower === 0)).toBe(true);
    const second = await getFollowerUser({
      user_id: CREATOR.user_id,
      comm_limit: 2,
      comm_offset: 2,
    });
    expect(second.info.map((f) => f.data.user_id)).toEqual(
      all.info.slice(2, 4).map((f) => f.data.user_id),
    );
    expect(second.comm_total).toBe(all.comm_total);

    await signIn(READER);
    const seen = await getFolloweeUser({
      user_id: CREATOR.user_id,
      comm_limit: 300,
      comm_offset: 0,
    });
    for (const item of seen.info) {
      expect(item.data).toMatchObject(followFlags(state(), READER.user_id, item.data.user_id));
      expect(item.data.email).toBeUndefined();
    }
    expect(seen.info.some((f) => f.mutuals === 1)).toBe(true);
    expect(
      await getFolloweeUser({ user_id: "no-such-user", comm_limit: 10, comm_offset: 0 }),
    ).toEqual({ info: [], comm_total: 0 });
  });

  it("refuses following yourself or an unknown user with HTTP 400", async () => {
    await signIn(READER);
    await expectBadRequest(followOp({ user_id: READER.user_id, operate: FollowOperate.Follow }));
    await expectBadRequest(followOp({ user_id: READER.user_id, operate: FollowOperate.Unfollow }));
    await expectBadRequest(followOp({ user_id: "no-such-user", operate: FollowOperate.Follow }));
  });

  it("answers code 100 without a live session", async () => {
    expect((await rejection(followOp({ user_id: CREATOR.user_id, operate: 1 }))).code).toBe(100);
    expect((await rejection(getFollowee({ comm_limit: 10, comm_offset: 0 }))).code).toBe(100);
    expect((await rejection(getFollower({ comm_limit: 10, comm_offset: 0 }))).code).toBe(100);
  });
});
