import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { ShellButton } from "@/components/shell-button";
import type { Comment, LikeType, Reply } from "@/generated/model";
import { apiErrorMessage } from "@/lib/error-message";
import { formatCount } from "@/lib/format";
import { useLanguage } from "@/hooks/use-language";
import { usePublicReplies, type CommentTarget } from "@/api/social/comments";
import { CommentItem, type CommentItemActions } from "./comment-item";

/** Whom the reply box answers: the comment, or one of its replies (platform.md §4 reply mode). */
export interface ReplyMode {
  commentId: string;
  /** The reply answered; absent for a reply to the comment itself. */
  replyId?: string;
  name: string;
}

/** The thread's actions for one item (the section decides who may do what). */
export type ActionsFor = (
  item: Comment | Reply,
  kind: "comment" | "reply",
  awaiting: boolean,
) => CommentItemActions;

interface CommentThreadProps {
  target: CommentTarget;
  /** The session user's id (null for a visitor): the replies' is_like are theirs. */
  viewerId: string | null;
  comment: Comment;
  /** The session user's own comment awaiting audit. */
  awaiting: boolean;
  /** The session user's replies awaiting audit under this comment (shown first). */
  awaitingReplies: Reply[];
  likeTypes: { comment: LikeType; reply: LikeType };
  actionsFor: ActionsFor;
  /** The reply box, when the reply mode points into this thread. */
  replyBox?: ReactNode;
}

const uniqueReplies = (replies: Reply[]) => {
  const seen = new Set<string>();
  return replies.filter((reply) => !seen.has(reply.reply_id) && seen.add(reply.reply_id));
};

/**
 * A comment with its replies: the own replies awaiting audit first, then the public ones — the
 * first few that come with the comment, and all of them in pages of 10 once expanded — and the
 * reply box when the user is answering in this thread.
 */
export function CommentThread({
  target,
  viewerId,
  comment,
  awaiting,
  awaitingReplies,
  likeTypes,
  actionsFor,
  replyBox,
}: CommentThreadProps) {
  const { t } = useTranslation("social");
  const [language] = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const replies = usePublicReplies(target, comment.comment_id, viewerId, expanded);

  const preview = comment.info ?? [];
  const loaded = replies.data ? replies.data.pages.flatMap((page) => page.info ?? []) : undefined;
  const publicReplies = uniqueReplies(expanded && loaded ? loaded : preview);
  const replyTotal = replies.data?.pages.at(-1)?.comm_total ?? comment.reply_num;
  const hiddenCount = Math.max(0, replyTotal - publicReplies.length);
  const name = comment.user_data?.user_name || t("comments.unknownUser");
  const failure = replies.isError ? apiErrorMessage(replies.error) : undefined;
  const canShowMore = expanded && replies.data ? replies.hasNextPage : hiddenCount > 0;

  return (
    <li className="app-comment-thread" data-testid={`thread-${comment.comment_id}`}>
      <CommentItem
        kind="comment"
        item={comment}
        awaiting={awaiting}
        likeType={likeTypes.comment}
        {...actionsFor(comment, "comment", awaiting)}
      />
      {awaitingReplies.length > 0 || publicReplies.length > 0 ? (
        <ul
          className="app-comment-thread__replies"
          aria-label={t("comments.repliesLabel", { name })}
        >
          {awaitingReplies.map((reply) => (
            <li key={`awaiting-${reply.reply_id}`}>
              <CommentItem
                kind="reply"
                item={reply}
                awaiting
                likeType={likeTypes.reply}
                {...actionsFor(reply, "reply", true)}
              />
            </li>
          ))}
          {publicReplies.map((reply) => (
            <li key={reply.reply_id}>
              <CommentItem
                kind="reply"
                item={reply}
                awaiting={false}
                likeType={likeTypes.reply}
                {...actionsFor(reply, "reply", false)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <p className="app-field-error app-comment-thread__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {canShowMore ? (
        <ShellButton
          variant="minimal"
          className="app-comment-thread__more"
          aria-busy={replies.isFetching || undefined}
          icon={replies.isFetching ? <Spinner /> : undefined}
          text={
            expanded && replies.data
              ? t("comments.moreReplies")
              : t("comments.viewReplies", { total: formatCount(replyTotal, language) })
          }
          onClick={() => {
            if (!expanded) setExpanded(true);
            else if (replies.isError && !replies.data) void replies.refetch();
            else void replies.fetchNextPage();
          }}
          disabled={replies.isFetching}
        />
      ) : null}
      {replyBox}
    </li>
  );
}
