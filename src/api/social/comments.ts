/**
 * The comment resource (API group social): public comments and replies in pages, the session
 * user's own items awaiting audit (platform.md §4, §7, §9), and the writes. Keys come from
 * keys.ts; invalidation and success messages live here. A write's failure is shown where it was
 * made: the composer keeps the text and shows the reason; a deletion toasts with a Retry.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  getSelectCommentAllInfiniteOptions,
  getSelectReplyAllInfiniteOptions,
} from "@/generated/social/social.infinite";
import type { CommentType } from "@/generated/model";
import {
  getAddCommentMutationOptions,
  getAddReplyMutationOptions,
  getCommentUserAllQueryKey,
  getCommentUserAllQueryOptions,
  getDelCommentMutationOptions,
  getDelReplyMutationOptions,
  getReplyUserAllQueryKey,
  getReplyUserAllQueryOptions,
} from "@/generated/social/social";
import { addCommentRules } from "@/generated/rules";
import { toastActionFailure, toastSuccess } from "./action-failure";
import { forViewer } from "@/lib/viewer-queries";
import { socialKeys } from "./keys";

/** What comments belong to: a work or an article. */
export interface CommentTarget {
  comment_type: CommentType;
  g_id: string;
}

/** A comment or a reply has at most 3000 characters (platform.md §5, §9), counted as graphemes. */
export const COMMENT_MAX_LENGTH = addCommentRules.content.maxLength;
/** Replies are read in pages of 10 (platform.md §9). */
export const REPLY_PAGE_SIZE = 10;
/** The own items awaiting audit are read once: up to 100 comments and 200 replies (§7, §9). */
export const AWAITING_COMMENTS_LIMIT = 100;
export const AWAITING_REPLIES_LIMIT = 200;

/**
 * The public comments of a target, newest first, pageSize at a time (is_like is the viewer's:
 * viewerId is the session user's id, null for a visitor).
 */
export function usePublicComments(
  target: CommentTarget,
  pageSize: number,
  viewerId: string | null,
) {
  const options = getSelectCommentAllInfiniteOptions({ ...target, comm_limit: pageSize });
  return useInfiniteQuery({ ...options, queryKey: forViewer(options.queryKey, viewerId) });
}

/** The public replies of a comment, oldest first, in pages of 10; read once enabled (expanded). */
export function usePublicReplies(
  target: CommentTarget,
  commentId: string,
  viewerId: string | null,
  enabled: boolean,
) {
  const options = getSelectReplyAllInfiniteOptions({
    ...target,
    comment_id: commentId,
    comm_limit: REPLY_PAGE_SIZE,
  });
  return useInfiniteQuery({
    ...options,
    queryKey: forViewer(options.queryKey, viewerId),
    enabled,
  });
}

/** The session user's comments awaiting audit on the target (signed in only). */
export function useAwaitingComments(target: CommentTarget, viewerId: string | null) {
  const body = { ...target, comm_limit: AWAITING_COMMENTS_LIMIT, comm_offset: 0 };
  return useQuery(
    getCommentUserAllQueryOptions(body, {
      query: {
        queryKey: forViewer(getCommentUserAllQueryKey(body), viewerId),
        enabled: viewerId !== null,
        select: (data) => data.info,
      },
    }),
  );
}

/** The session user's replies awaiting audit on the target, every comment's (signed in only). */
export function useAwaitingReplies(target: CommentTarget, viewerId: string | null) {
  const body = { ...target, comment_id: "", comm_limit: AWAITING_REPLIES_LIMIT, comm_offset: 0 };
  return useQuery(
    getReplyUserAllQueryOptions(body, {
      query: {
        queryKey: forViewer(getReplyUserAllQueryKey(body), viewerId),
        enabled: viewerId !== null,
        select: (data) => data.info,
      },
    }),
  );
}

/** Comment on the target; the new comment shows first, as awaiting audit. */
export function useAddComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("social");
  return useMutation(
    getAddCommentMutationOptions({
      mutation: {
        onSuccess: async () => {
          toastSuccess(t("comments.posted"));
          await queryClient.invalidateQueries({ queryKey: socialKeys.awaitingComments(target) });
        },
      },
    }),
  );
}

/** Reply to a comment or to a reply; the new reply shows under its comment, as awaiting audit. */
export function useAddReply(target: CommentTarget) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("social");
  return useMutation(
    getAddReplyMutationOptions({
      mutation: {
        onSuccess: async () => {
          toastSuccess(t("comments.replied"));
          await queryClient.invalidateQueries({ queryKey: socialKeys.awaitingReplies(target) });
        },
      },
    }),
  );
}

/** Everything a deletion can change on the target: both lists, their replies, the counts. */
function invalidateTarget(
  queryClient: ReturnType<typeof useQueryClient>,
  target: CommentTarget,
  commentId: string,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: socialKeys.publicComments(target) }),
    queryClient.invalidateQueries({ queryKey: socialKeys.awaitingComments(target) }),
    queryClient.invalidateQueries({ queryKey: socialKeys.publicReplies(target, commentId) }),
    queryClient.invalidateQueries({ queryKey: socialKeys.awaitingReplies(target) }),
  ]);
}

/**
 * Delete one of the session user's comments (with its replies) or replies. `remove` sends it;
 * `onDone` runs after the deletion succeeded (the dialog closes, the focus moves).
 */
export function useDeleteItem(target: CommentTarget) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("social");
  const onSuccess = async (_data: unknown, variables: { data: { comment_id: string } }) => {
    toastSuccess(t("comments.deleted"));
    await invalidateTarget(queryClient, target, variables.data.comment_id);
  };
  const comment = useMutation(getDelCommentMutationOptions({ mutation: { onSuccess } }));
  const reply = useMutation(getDelReplyMutationOptions({ mutation: { onSuccess } }));

  const remove = (item: { comment_id: string; reply_id?: string }, onDone?: () => void) => {
    const retry = () => remove(item, onDone);
    const callbacks = {
      onSuccess: () => onDone?.(),
      onError: (error: unknown) => toastActionFailure(error, retry),
    };
    if (item.reply_id) {
      reply.mutate(
        { data: { ...target, comment_id: item.comment_id, reply_id: item.reply_id } },
        callbacks,
      );
    } else {
      comment.mutate({ data: { ...target, comment_id: item.comment_id } }, callbacks);
    }
  };
  return { remove, isPending: comment.isPending || reply.isPending };
}
