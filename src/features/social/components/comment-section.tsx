import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type Ref,
} from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import { Spinner } from "@/components/form/spinner";
import { ShellButton } from "@/components/shell-button";
import { useLanguage } from "@/hooks/use-language";
import type { Comment, Reply } from "@/generated/model";
import { CommentType } from "@/generated/model/commentType";
import { ComplaintTarget } from "@/generated/model/complaintTarget";
import { LikeType } from "@/generated/model/likeType";
import { apiErrorMessage } from "@/lib/error-message";
import { formatCount } from "@/lib/format";
import { openReport } from "@/lib/report-bus";
import {
  useAddComment,
  useAddReply,
  useAwaitingComments,
  useAwaitingReplies,
  useDeleteItem,
  usePublicComments,
} from "@/api/social/comments";
import { useCopyText } from "../hooks/use-copy-text";
import { useSignedInAction } from "../hooks/use-signed-in-action";
import { CommentComposer } from "./comment-composer";
import { CommentThread, type ActionsFor, type ReplyMode } from "./comment-thread";
import "./social.css";

const DeleteDialog = lazy(() => import("./delete-dialog"));

export interface CommentSectionProps {
  commentType: CommentType;
  /** The works_id or lore_essay_id. */
  targetId: string;
  /** Comments per page: 10, 5 in the works popup (platform.md §9). */
  pageSize?: number;
  /** The section's DOM id, for "jump to comments" (default "comments"). */
  sectionId?: string;
  /** The comment box's textarea, so a host's floating comment box can focus it. */
  composerRef?: Ref<HTMLTextAreaElement>;
  /** The number of public comments, whenever it is (re)read. */
  onCountChange?: (total: number) => void;
}

interface Deleting {
  kind: "comment" | "reply";
  comment_id: string;
  reply_id?: string;
}

const KINDS = {
  [CommentType.Work]: {
    like: { comment: LikeType.WorkComment, reply: LikeType.WorkReply },
    report: { comment: ComplaintTarget.WorkComment, reply: ComplaintTarget.WorkReply },
  },
  [CommentType.Essay]: {
    like: { comment: LikeType.EssayComment, reply: LikeType.EssayReply },
    report: { comment: ComplaintTarget.EssayComment, reply: ComplaintTarget.EssayReply },
  },
} as const;

const isReply = (item: Comment | Reply): item is Reply => "reply_id" in item;
/** The lists' first value, before their deferred render (one array, so the hook sees no change). */
const NO_COMMENTS: never[] = [];

function uniqueComments(comments: Comment[]): Comment[] {
  // Offset pages can overlap when comments are added or removed between two pages.
  const seen = new Set<string>();
  return comments.filter((c) => !seen.has(c.comment_id) && seen.add(c.comment_id));
}

function groupByComment(replies: Reply[]): Map<string, Reply[]> {
  const groups = new Map<string, Reply[]>();
  for (const reply of replies) {
    const group = groups.get(reply.comment_id);
    if (group) group.push(reply);
    else groups.set(reply.comment_id, [reply]);
  }
  return groups;
}

/**
 * The comments of a work or an article (platform.md §2, §4, §5, §7, §9): the comment box (a
 * sign-in prompt for visitors), the session user's own comments and replies awaiting audit first
 * with their status, then the public comments newest first in pages, each with its replies (pages
 * of 10). Replies answer a comment or a reply; the reply mode resets after a reply is sent. Own
 * items can be deleted (after a confirmation), others' reported, every item's text copied.
 */
export function CommentSection({
  commentType,
  targetId,
  pageSize = 10,
  sectionId = "comments",
  composerRef,
  onCountChange,
}: CommentSectionProps) {
  const { t } = useTranslation("social");
  const [language] = useLanguage();
  const { user, goToLogin } = useSignedInAction();
  const signedIn = user !== null;
  const viewerId = user?.user_id ?? null;
  const target = useMemo(
    () => ({ comment_type: commentType, g_id: targetId }),
    [commentType, targetId],
  );
  const kinds = KINDS[commentType];

  const comments = usePublicComments(target, pageSize, viewerId);
  const awaitingComments = useAwaitingComments(target, viewerId);
  const awaitingReplies = useAwaitingReplies(target, viewerId);
  const addComment = useAddComment(target);
  const addReply = useAddReply(target);
  const deletion = useDeleteItem(target);
  const copy = useCopyText({ copied: t("comments.copied"), failed: t("comments.copyFailed") });

  const [replying, setReplying] = useState<ReplyMode | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
  const replyOrigin = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The deleted item held the focus: once the dialog has closed, it goes to the heading.
  const focusHeadingOnClose = useRef(false);
  const headingId = useId();

  const total = comments.data?.pages.at(-1)?.comm_total;
  const countListener = useRef(onCountChange);
  useEffect(() => {
    countListener.current = onCountChange;
  }, [onCountChange]);
  useEffect(() => {
    if (total !== undefined) countListener.current?.(total);
  }, [total]);

  const awaitingList = useMemo(() => awaitingComments.data ?? [], [awaitingComments.data]);
  const publicList = useMemo(() => {
    const awaitingIds = new Set(awaitingList.map((c) => c.comment_id));
    const loaded = comments.data?.pages.flatMap((page) => page.info ?? []) ?? [];
    return uniqueComments(loaded).filter((c) => !awaitingIds.has(c.comment_id));
  }, [comments.data, awaitingList]);
  // The list renders in a transition of its own, which React splits into short tasks, not in one
  // long task with the page: a page of comments with their buttons was the detail pages' longest
  // task on a phone's CPU (docs/decisions/0100). Until it is in, the section says it is loading.
  const shownAwaiting = useDeferredValue(awaitingList, NO_COMMENTS);
  const shownPublic = useDeferredValue(publicList, NO_COMMENTS);
  const listComing =
    shownAwaiting.length + shownPublic.length === 0 && awaitingList.length + publicList.length > 0;
  const repliesByComment = useMemo(
    () => groupByComment(awaitingReplies.data ?? []),
    [awaitingReplies.data],
  );

  const closeReply = () => {
    setReplying(null);
    const origin = replyOrigin.current;
    if (origin?.isConnected) origin.focus();
  };

  const actionsFor: ActionsFor = (item, kind, awaiting) => {
    const own = user?.user_id === item.user_id;
    const name = item.user_data?.user_name || t("comments.unknownUser");
    const reply = isReply(item) ? item : undefined;
    return {
      onCopy: () => void copy(item.content),
      onReport: own
        ? undefined
        : () =>
            openReport({
              c_type: kinds.report[kind],
              g_id: reply ? reply.reply_id : item.comment_id,
              options: {
                comment_type: String(commentType),
                target_id: targetId,
                comment_id: item.comment_id,
              },
            }),
      onDelete: own
        ? () => {
            setDialogUsed(true);
            setDeleting({ kind, comment_id: item.comment_id, reply_id: reply?.reply_id });
          }
        : undefined,
      onReply: awaiting
        ? undefined
        : () => {
            replyOrigin.current = document.activeElement as HTMLElement | null;
            setReplying({ commentId: item.comment_id, replyId: reply?.reply_id, name });
          },
    };
  };

  const signInPrompt = (
    <div className="app-comments__sign-in">
      <p>{t("comments.signIn.prompt")}</p>
      <ShellButton intent="primary" text={t("comments.signIn.action")} onClick={goToLogin} />
    </div>
  );

  const replyBoxFor = (comment: Comment) => {
    if (replying?.commentId !== comment.comment_id) return undefined;
    if (!signedIn) return signInPrompt;
    const mode = replying;
    return (
      <CommentComposer
        key={mode.replyId ?? mode.commentId}
        className="app-comment-composer--reply"
        label={t("comments.composer.replyLabel", { name: mode.name })}
        placeholder={t("comments.composer.replyPlaceholder", { name: mode.name })}
        autoFocus
        onCancel={closeReply}
        onSend={async (content) => {
          await addReply.mutateAsync({
            data: {
              ...target,
              comment_id: mode.commentId,
              content,
              ...(mode.replyId ? { other_reply_id: mode.replyId } : {}),
            },
          });
          closeReply();
        }}
      />
    );
  };

  const thread = (comment: Comment, awaiting: boolean) => (
    <CommentThread
      key={`${awaiting ? "awaiting" : "public"}-${comment.comment_id}`}
      target={target}
      viewerId={viewerId}
      comment={comment}
      awaiting={awaiting}
      awaitingReplies={repliesByComment.get(comment.comment_id) ?? []}
      likeTypes={kinds.like}
      actionsFor={actionsFor}
      replyBox={replyBoxFor(comment)}
    />
  );

  const ownFailed = awaitingComments.isError || awaitingReplies.isError;
  const empty =
    comments.isSuccess &&
    publicList.length === 0 &&
    awaitingList.length === 0 &&
    !awaitingComments.isLoading;

  return (
    <section id={sectionId} className="app-comments" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="app-comments__heading">
        {total === undefined
          ? t("comments.heading")
          : t("comments.headingWithCount", { total: formatCount(total, language) })}
      </h2>
      {signedIn ? (
        <CommentComposer
          label={t("comments.composer.label")}
          placeholder={t("comments.composer.placeholder")}
          textareaRef={composerRef}
          onSend={(content) => addComment.mutateAsync({ data: { ...target, content } })}
        />
      ) : (
        signInPrompt
      )}
      {ownFailed ? (
        <QueryErrorView
          error={awaitingComments.error ?? awaitingReplies.error}
          onRetry={() => {
            if (awaitingComments.isError) void awaitingComments.refetch();
            if (awaitingReplies.isError) void awaitingReplies.refetch();
          }}
          retrying={awaitingComments.isFetching || awaitingReplies.isFetching}
        />
      ) : null}
      {comments.isPending || listComing ? (
        <p className="app-comments__loading" role="status">
          <Spinner /> {t("comments.loading")}
        </p>
      ) : null}
      {comments.isError && !comments.data ? (
        <QueryErrorView
          error={comments.error}
          onRetry={() => void comments.refetch()}
          retrying={comments.isFetching}
        />
      ) : null}
      {shownAwaiting.length > 0 || shownPublic.length > 0 ? (
        <ol className="app-comments__list">
          {shownAwaiting.map((comment) => thread(comment, true))}
          {shownPublic.map((comment) => thread(comment, false))}
        </ol>
      ) : null}
      {empty ? (
        <EmptyState
          hideAction
          title={t("comments.empty.title")}
          description={t("comments.empty.description")}
        />
      ) : null}
      {comments.isFetchNextPageError ? (
        <p className="app-field-error" role="alert">
          {apiErrorMessage(comments.error)}
        </p>
      ) : null}
      {comments.hasNextPage ? (
        <ShellButton
          className="app-comments__more"
          text={t("comments.more")}
          icon={comments.isFetchingNextPage ? <Spinner /> : undefined}
          aria-busy={comments.isFetchingNextPage || undefined}
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        />
      ) : null}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <DeleteDialog
            kind={deleting?.kind ?? null}
            pending={deletion.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              deletion.remove(deleting, () => {
                focusHeadingOnClose.current = true;
                setDeleting(null);
                if (replying?.commentId === deleting.comment_id) setReplying(null);
              });
            }}
            onClosed={() => {
              if (!focusHeadingOnClose.current) return;
              focusHeadingOnClose.current = false;
              headingRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
