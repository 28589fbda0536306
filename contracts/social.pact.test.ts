/**
 * Contract of the social group: comments and replies, likes, collects and follows, as the shared
 * widgets use them (platform.md §4, §7; portal.md §2.9-§2.10). The app reads the lists' items and
 * totals, data.is_like of like, and only the code of the other actions.
 */
import { afterEach, describe, expect, it } from "vitest";
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
import { session } from "@/lib/session";
import {
  CREATOR,
  FIXTURES,
  READER,
  at,
  createPact,
  eachLike,
  expectCall,
  fails,
  given,
  integer,
  ok,
  rejectionOf,
  signIn,
  signOut,
  string,
} from "./helpers";

const pact = createPact("social");

afterEach(() => signOut());

const ARTICLE = FIXTURES.article;
const ON_ARTICLE = `article ${ARTICLE}`;
const articleByCreator = given.articlePublished(ARTICLE, CREATOR.user_id);
/** A public comment by the reader on the creator's article, and the creator's public reply to it. */
const COMMENT = FIXTURES.comment;
const REPLY = FIXTURES.reply;
const AWAITING_COMMENT = FIXTURES.awaitingComment;
const AWAITING_REPLY = FIXTURES.awaitingReply;
const OWN_COMMENT = FIXTURES.ownComment;

const author = { user_name: string("书页漫游者"), user_url: string("") };

/** What a comment row shows (platform.md §3 Comment). */
const commentRow = {
  comment_id: string(COMMENT),
  user_id: string(READER.user_id),
  user_data: author,
  content: string("Loved the part about prompt tuning."),
  create_time: integer(1719800000),
  like_num: integer(0),
  is_like: integer(0),
  reply_num: integer(1),
};

/** What a reply row shows (platform.md §3 Reply). */
const replyRow = {
  reply_id: string(REPLY),
  comment_id: string(COMMENT),
  other_reply_id: string("0"),
  user_id: string(CREATOR.user_id),
  user_data: { user_name: string("PixelForge"), user_url: string("") },
  content: string("Thank you!"),
  create_time: integer(1719800100),
  like_num: integer(0),
  is_like: integer(0),
};

/** A follow-list item: the user (with the relation the follow button reads) and mutuals. */
const followItem = (userId: string, name: string) => ({
  data: {
    user_id: string(userId),
    user_name: string(name),
    user_url: string(""),
    is_followee: integer(0),
  },
  mutuals: integer(0),
});

describe("social contract", () => {
  describe("comments and replies (open reads)", () => {
    it("selectCommentAll: a page of public comments and their total", async () => {
      const body = { comment_type: 2 as const, g_id: ARTICLE, comm_limit: 10, comm_offset: 0 };
      await expectCall(pact, {
        operation: "selectCommentAll",
        description: "selectCommentAll: the public comments of an article",
        states: [articleByCreator, given.comment(COMMENT, ON_ARTICLE, READER.user_id)],
        body,
        response: ok({ info: eachLike(commentRow), comm_total: integer(1) }),
      }).executeTest(async (server) => {
        const data = await selectCommentAll(body, at(server));
        expect(data.comm_total).toBe(1);
        expect(data.info[0]).toMatchObject({
          comment_id: COMMENT,
          user_id: READER.user_id,
          is_like: 0,
        });
      });
    });

    it("selectReplyAll: a page of public replies of a comment", async () => {
      const body = {
        comment_type: 2 as const,
        g_id: ARTICLE,
        comment_id: COMMENT,
        comm_limit: 10,
        comm_offset: 0,
      };
      await expectCall(pact, {
        operation: "selectReplyAll",
        description: "selectReplyAll: the public replies of a comment",
        states: [
          articleByCreator,
          given.comment(COMMENT, ON_ARTICLE, READER.user_id),
          given.reply(REPLY, COMMENT, CREATOR.user_id),
        ],
        body,
        response: ok({ info: eachLike(replyRow), comm_total: integer(1) }),
      }).executeTest(async (server) => {
        const data = await selectReplyAll(body, at(server));
        expect(data.comm_total).toBe(1);
        expect(data.info[0]).toMatchObject({
          reply_id: REPLY,
          comment_id: COMMENT,
          other_reply_id: "0",
        });
      });
    });
  });

  describe("comments and replies (signed in)", () => {
    it("addComment: a comment on a published article", async () => {
      signIn(CREATOR);
      const body = { comment_type: 2 as const, g_id: ARTICLE, content: "Great write-up!" };
      await expectCall(pact, {
        operation: "addComment",
        description: "addComment: a comment on a published article",
        states: [given.signedIn(CREATOR), articleByCreator],
        as: CREATOR,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await addComment(body, at(server)); // code 0: resolves
      });
    });

    it("addReply: a direct reply to a public comment", async () => {
      signIn(CREATOR);
      const body = {
        comment_type: 2 as const,
        g_id: ARTICLE,
        comment_id: COMMENT,
        content: "Glad it helped.",
        other_reply_id: "0",
      };
      await expectCall(pact, {
        operation: "addReply",
        description: "addReply: a direct reply to a public comment",
        states: [
          given.signedIn(CREATOR),
          articleByCreator,
          given.comment(COMMENT, ON_ARTICLE, READER.user_id),
        ],
        as: CREATOR,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await addReply(body, at(server)); // code 0: resolves
      });
    });

    it("commentUserAll: the user's own comments awaiting audit", async () => {
      signIn(CREATOR);
      const body = { comment_type: 2 as const, g_id: ARTICLE, comm_limit: 100, comm_offset: 0 };
      await expectCall(pact, {
        operation: "commentUserAll",
        description: "commentUserAll: the user's comments awaiting audit",
        states: [
          given.signedIn(CREATOR),
          articleByCreator,
          given.awaitingComment(AWAITING_COMMENT, ON_ARTICLE, CREATOR.user_id),
        ],
        as: CREATOR,
        body,
        response: ok({
          info: eachLike({
            comment_id: string(AWAITING_COMMENT),
            user_id: string(CREATOR.user_id),
            user_data: { user_name: string("PixelForge"), user_url: string("") },
            content: string("Waiting for review."),
            create_time: integer(1719800200),
          }),
        }),
      }).executeTest(async (server) => {
        const data = await commentUserAll(body, at(server));
        expect(data.info[0]).toMatchObject({
          comment_id: AWAITING_COMMENT,
          user_id: CREATOR.user_id,
        });
      });
    });

    it("replyUserAll: the user's own replies awaiting audit", async () => {
      signIn(CREATOR);
      const body = {
        comment_type: 2 as const,
        g_id: ARTICLE,
        comment_id: "",
        comm_limit: 200,
        comm_offset: 0,
      };
      await expectCall(pact, {
        operation: "replyUserAll",
        description: "replyUserAll: the user's replies awaiting audit",
        states: [
          given.signedIn(CREATOR),
          articleByCreator,
          given.comment(COMMENT, ON_ARTICLE, READER.user_id),
          given.awaitingReply(AWAITING_REPLY, COMMENT, CREATOR.user_id),
        ],
        as: CREATOR,
        body,
        response: ok({
          info: eachLike({
            reply_id: string(AWAITING_REPLY),
            comment_id: string(COMMENT),
            other_reply_id: string("0"),
            user_id: string(CREATOR.user_id),
            user_data: { user_name: string("PixelForge"), user_url: string("") },
            content: string("Waiting for review too."),
            create_time: integer(1719800300),
          }),
        }),
      }).executeTest(async (server) => {
        const data = await replyUserAll(body, at(server));
        expect(data.info[0]).toMatchObject({ reply_id: AWAITING_REPLY, comment_id: COMMENT });
      });
    });

    it("delComment: the user's own comment", async () => {
      signIn(CREATOR);
      const body = { comment_type: 2 as const, g_id: ARTICLE, comment_id: OWN_COMMENT };
      await expectCall(pact, {
        operation: "delComment",
        description: "delComment: the user's own public comment",
        states: [
          given.signedIn(CREATOR),
          articleByCreator,
          given.comment(OWN_COMMENT, ON_ARTICLE, CREATOR.user_id),
        ],
        as: CREATOR,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await delComment(body, at(server)); // code 0: resolves
      });
    });

    it("delReply: the user's own reply", async () => {
      signIn(CREATOR);
      const body = {
        comment_type: 2 as const,
        g_id: ARTICLE,
        comment_id: COMMENT,
        reply_id: REPLY,
      };
      await expectCall(pact, {
        operation: "delReply",
        description: "delReply: the user's own public reply",
        states: [
          given.signedIn(CREATOR),
          articleByCreator,
          given.comment(COMMENT, ON_ARTICLE, READER.user_id),
          given.reply(REPLY, COMMENT, CREATOR.user_id),
        ],
        as: CREATOR,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await delReply(body, at(server)); // code 0: resolves
      });
    });
  });

  describe("likes and collects", () => {
    it("like: liking a published article answers the new state", async () => {
      signIn(READER);
      const body = { like_type: 2 as const, gid: ARTICLE, is_like: 1 as const };
      await expectCall(pact, {
        operation: "like",
        description: "like: a published article",
        states: [given.signedIn(READER), articleByCreator],
        as: READER,
        body,
        response: ok({ is_like: 1 }),
      }).executeTest(async (server) => {
        const data = await like(body, at(server));
        expect(data.is_like).toBe(1);
      });
    });

    it("getCollect: the user's own favourites", async () => {
      signIn(READER);
      const body = { collect_type: 2 as const };
      await expectCall(pact, {
        operation: "getCollect",
        description: "getCollect: the user's favourite articles",
        states: [
          given.signedIn(READER),
          articleByCreator,
          given.collected(READER.user_id, ON_ARTICLE),
        ],
        as: READER,
        body,
        response: ok({ get_data: eachLike({ gid: string(ARTICLE) }) }),
      }).executeTest(async (server) => {
        const data = await getCollect(body, at(server));
        expect(data.get_data.map((item) => item.gid)).toContain(ARTICLE);
      });
    });

    it("getCollectUser: another user's favourites", async () => {
      const body = { collect_type: 2 as const, user_id: READER.user_id };
      await expectCall(pact, {
        operation: "getCollectUser",
        description: "getCollectUser: another user's favourite articles",
        states: [articleByCreator, given.collected(READER.user_id, ON_ARTICLE)],
        body,
        response: ok({ get_data: eachLike({ gid: string(ARTICLE) }) }),
      }).executeTest(async (server) => {
        const data = await getCollectUser(body, at(server));
        expect(data.get_data.map((item) => item.gid)).toContain(ARTICLE);
      });
    });

    it("replaceCollect: collecting a published article", async () => {
      signIn(READER);
      const body = { collect_type: 2 as const, gid: ARTICLE };
      await expectCall(pact, {
        operation: "replaceCollect",
        description: "replaceCollect: a published article",
        states: [given.signedIn(READER), articleByCreator],
        as: READER,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await replaceCollect(body, at(server)); // code 0: resolves
      });
    });

    it("delCollect: removing a favourite", async () => {
      signIn(READER);
      const body = { collect_type: 2 as const, gid: ARTICLE };
      await expectCall(pact, {
        operation: "delCollect",
        description: "delCollect: a collected article",
        states: [
          given.signedIn(READER),
          articleByCreator,
          given.collected(READER.user_id, ON_ARTICLE),
        ],
        as: READER,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await delCollect(body, at(server)); // code 0: resolves
      });
    });
  });

  describe("follows", () => {
    it("getFollowerUser: the followers of a user", async () => {
      const body = { user_id: CREATOR.user_id, comm_limit: 300, comm_offset: 0 };
      await expectCall(pact, {
        operation: "getFollowerUser",
        description: "getFollowerUser: the followers of a user",
        states: [given.follows(READER.user_id, CREATOR.user_id)],
        body,
        response: ok({
          info: eachLike(followItem(READER.user_id, "书页漫游者")),
          comm_total: integer(1),
        }),
      }).executeTest(async (server) => {
        const data = await getFollowerUser(body, at(server));
        expect(data.info.map((item) => item.data.user_id)).toContain(READER.user_id);
        expect(data.comm_total).toBeGreaterThan(0);
      });
    });

    it("getFolloweeUser: the users a user follows", async () => {
      const body = { user_id: READER.user_id, comm_limit: 300, comm_offset: 0 };
      await expectCall(pact, {
        operation: "getFolloweeUser",
        description: "getFolloweeUser: the users a user follows",
        states: [given.follows(READER.user_id, CREATOR.user_id)],
        body,
        response: ok({
          info: eachLike(followItem(CREATOR.user_id, "PixelForge")),
          comm_total: integer(1),
        }),
      }).executeTest(async (server) => {
        const data = await getFolloweeUser(body, at(server));
        expect(data.info.map((item) => item.data.user_id)).toContain(CREATOR.user_id);
      });
    });

    it("getFollowee: the session user's followees", async () => {
      signIn(READER);
      const body = { comm_limit: 300, comm_offset: 0 };
      await expectCall(pact, {
        operation: "getFollowee",
        description: "getFollowee: the users the session user follows",
        states: [given.signedIn(READER), given.follows(READER.user_id, CREATOR.user_id)],
        as: READER,
        body,
        response: ok({
          info: eachLike(followItem(CREATOR.user_id, "PixelForge")),
          comm_total: integer(1),
        }),
      }).executeTest(async (server) => {
        const data = await getFollowee(body, at(server));
        expect(data.info.map((item) => item.data.user_id)).toContain(CREATOR.user_id);
      });
    });

    it("getFollower: the session user's followers", async () => {
      signIn(CREATOR);
      const body = { comm_limit: 300, comm_offset: 0 };
      await expectCall(pact, {
        operation: "getFollower",
        description: "getFollower: the users who follow the session user",
        states: [given.signedIn(CREATOR), given.follows(READER.user_id, CREATOR.user_id)],
        as: CREATOR,
        body,
        response: ok({
          info: eachLike(followItem(READER.user_id, "书页漫游者")),
          comm_total: integer(1),
        }),
      }).executeTest(async (server) => {
        const data = await getFollower(body, at(server));
        expect(data.info.map((item) => item.data.user_id)).toContain(READER.user_id);
      });
    });

    it("followOp: following a user", async () => {
      signIn(READER);
      const body = { user_id: CREATOR.user_id, operate: 1 as const };
      await expectCall(pact, {
        operation: "followOp",
        description: "followOp: follow another user",
        states: [given.signedIn(READER), given.user(CREATOR.user_id)],
        as: READER,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await followOp(body, at(server)); // code 0: resolves
      });
    });

    it("followOp: a session that is no longer live answers 100 and the client signs out", async () => {
      signIn(READER);
      const body = { user_id: CREATOR.user_id, operate: 1 as const };
      await expectCall(pact, {
        operation: "followOp",
        description: "followOp: without a live session",
        states: [given.sessionEnded(READER), given.user(CREATOR.user_id)],
        as: READER,
        body,
        response: fails(100),
      }).executeTest(async (server) => {
        const error = await rejectionOf(followOp(body, at(server)));
        expect(error.kind).toBe("session");
        expect(session.isLoggedIn()).toBe(false);
      });
    });
  });
});
