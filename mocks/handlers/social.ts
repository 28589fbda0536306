/**
 * The social group (/api/sns): comments and replies, likes, favourites, follows — decision 0003
 * and docs/decisions/0023-mock-social.md. Refused actions answer HTTP 400; open reads treat an
 * invalid session as signed out.
 */
import type { HttpHandler } from "msw";
import { badRequest, defineOperation, ok } from "../core/operation";
import { page } from "../core/paging";
import {
  awaitingComments,
  awaitingReplies,
  commentOn,
  deleteComment,
  deleteReply,
  publicComments,
  publicReplies,
  writeComment,
  writeReply,
} from "../domains/social/comments";
import { collect, favourites, uncollect } from "../domains/social/collects";
import { setFollow } from "../domains/social/follows";
import { setLike } from "../domains/social/likes";
import { isRefusal } from "../domains/social/refusal";
import { findPublicContent } from "../domains/social/targets";
import { serialized } from "../core/serial";
import {
  awaitingCommentView,
  awaitingReplyView,
  commentView,
  likedKeys,
  replyView,
} from "../views/comments";
import { followPage } from "../views/users";

const read = { readOnly: true } as const;

const commentHandlers = [
  defineOperation(
    "selectCommentAll",
    ({ body, state, user }) => {
      const comments = publicComments(state, body.comment_type, body.g_id);
      const liked = likedKeys(state, user?.user_id);
      return ok({
        info: page(comments, body.comm_offset, body.comm_limit).map((c) =>
          commentView(state, c, liked),
        ),
        comm_total: comments.length,
      });
    },
    read,
  ),
  defineOperation(
    "selectReplyAll",
    ({ body, state, user }) => {
      const comment = commentOn(state, body.comment_type, body.g_id, body.comment_id);
      const visible =
        comment?.audit === "public" && findPublicContent(state, comment.comment_type, comment.gid);
      const replies = visible ? publicReplies(state, comment.comment_id) : [];
      const liked = likedKeys(state, user?.user_id);
      return ok({
        info: page(replies, body.comm_offset, body.comm_limit).map((r) =>
          replyView(state, r, liked),
        ),
        comm_total: replies.length,
      });
    },
    read,
  ),
  defineOperation(
    "commentUserAll",
    ({ body, state, user }) => {
      const comments = awaitingComments(state, user!.user_id, body.comment_type, body.g_id);
      return ok({
        info: page(comments, body.comm_offset, body.comm_limit).map((c) =>
          awaitingCommentView(state, c),
        ),
        comm_total: comments.length,
      });
    },
    read,
  ),
  defineOperation(
    "replyUserAll",
    ({ body, state, user }) => {
      const replies = awaitingReplies(
        state,
        user!.user_id,
        body.comment_type,
        body.g_id,
        body.comment_id,
      );
      return ok({
        info: page(replies, body.comm_offset, body.comm_limit).map((r) =>
          awaitingReplyView(state, r),
        ),
        comm_total: replies.length,
      });
    },
    read,
  ),
  defineOperation("addComment", async ({ body, state, user }) => {
    const result = await serialized(state, () => writeComment(state, user!.user_id, body));
    return isRefusal(result) ? badRequest(result.refused) : ok({ comment_id: result.comment_id });
  }),
  defineOperation("addReply", async ({ body, state, user }) => {
    const result = await serialized(state, () => writeReply(state, user!.user_id, body));
    return isRefusal(result) ? badRequest(result.refused) : ok({ reply_id: result.reply_id });
  }),
  defineOperation("delComment", async ({ body, state, user }) => {
    const result = await serialized(state, () => deleteComment(state, user!.user_id, body));
    return isRefusal(result) ? badRequest(result.refused) : ok({});
  }),
  defineOperation("delReply", async ({ body, state, user }) => {
    const result = await serialized(state, () => deleteReply(state, user!.user_id, body));
    return isRefusal(result) ? badRequest(result.refused) : ok({});
  }),
];

const likeAndCollectHandlers = [
  defineOperation("like", async ({ body, state, user }) => {
    const result = await serialized(state, () => setLike(state, user!.user_id, body));
    return isRefusal(result) ? badRequest(result.refused) : ok({ is_like: result });
  }),
  defineOperation("replaceCollect", async ({ body, state, user }) => {
    const result = await serialized(state, () => collect(state, user!.user_id, body));
    return isRefusal(result) ? badRequest(result.refused) : ok({});
  }),
  defineOperation("delCollect", async ({ body, state, user }) => {
    await serialized(state, () => uncollect(state, user!.user_id, body));
    return ok({});
  }),
  defineOperation(
    "getCollect",
    ({ body, state, user }) =>
      ok({ get_data: favourites(state, user!.user_id, body.collect_type) }),
    read,
  ),
  defineOperation(
    "getCollectUser",
    ({ body, state }) => ok({ get_data: favourites(state, body.user_id, body.collect_type) }),
    read,
  ),
];

const followHandlers = [
  defineOperation("followOp", async ({ body, state, user }) => {
    const result = await serialized(state, () => setFollow(state, user!.user_id, body));
    return isRefusal(result) ? badRequest(result.refused) : ok({});
  }),
  defineOperation(
    "getFollowee",
    ({ body, state, user }) =>
      ok(
        followPage(
          state,
          "followees",
          user!.user_id,
          user!.user_id,
          body.comm_offset,
          body.comm_limit,
        ),
      ),
    read,
  ),
  defineOperation(
    "getFollower",
    ({ body, state, user }) =>
      ok(
        followPage(
          state,
          "followers",
          user!.user_id,
          user!.user_id,
          body.comm_offset,
          body.comm_limit,
        ),
      ),
    read,
  ),
  defineOperation(
    "getFolloweeUser",
    ({ body, state, user }) =>
      ok(
        followPage(
          state,
          "followees",
          body.user_id,
          user?.user_id ?? null,
          body.comm_offset,
          body.comm_limit,
        ),
      ),
    read,
  ),
  defineOperation(
    "getFollowerUser",
    ({ body, state, user }) =>
      ok(
        followPage(
          state,
          "followers",
          body.user_id,
          user?.user_id ?? null,
          body.comm_offset,
          body.comm_limit,
        ),
      ),
    read,
  ),
];

export const socialHandlers: HttpHandler[] = [
  ...commentHandlers,
  ...likeAndCollectHandlers,
  ...followHandlers,
];
