import { CommentIcon, MoreIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "@/components/avatar/user-avatar";
import { DropdownMenu, type DropdownItem } from "@/components/dropdown-menu";
import type { Comment, LikeType, Reply } from "@/generated/model";
import { useLanguage } from "@/hooks/use-language";
import { formatDate } from "@/lib/format";
import { LikeButton } from "./like-button";

/** What one item of the thread can do; an action left out is not offered. */
export interface CommentItemActions {
  /** Opens the reply box under the thread (public items only). */
  onReply?: () => void;
  /** Own items only: asks to confirm, then deletes. */
  onDelete?: () => void;
  /** Others' items only: opens the report dialog. */
  onReport?: () => void;
  /** Always: copies the text. */
  onCopy: () => void;
}

interface CommentItemProps extends CommentItemActions {
  kind: "comment" | "reply";
  item: Comment | Reply;
  /** The session user's own item, not yet approved: shown with its status, not likeable. */
  awaiting: boolean;
  likeType: LikeType;
}

const isReply = (item: Comment | Reply): item is Reply => "reply_id" in item;

/** unix seconds → an ISO date for <time dateTime>. */
const isoOf = (seconds: number) =>
  Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : undefined;

/**
 * One comment or reply: the author, the date (YYYY/MM/DD), the text as plain text, and its
 * actions: like (public items), reply, and a menu with copy (always), report (others' items) and
 * delete (own items) (platform.md §5).
 */
export function CommentItem({
  kind,
  item,
  awaiting,
  likeType,
  onReply,
  onDelete,
  onReport,
  onCopy,
}: CommentItemProps) {
  const { t } = useTranslation("social");
  const [language] = useLanguage();
  const name = item.user_data?.user_name || t("comments.unknownUser");
  const answered =
    isReply(item) && item.other_reply_id !== "0" && item.other_user_data
      ? item.other_user_data.user_name || t("comments.unknownUser")
      : undefined;
  const id = isReply(item) ? item.reply_id : item.comment_id;

  const menu: DropdownItem[] = [
    { key: "copy", text: t("comments.actions.copy"), icon: "duplicate", onSelect: onCopy },
  ];
  if (onReport)
    menu.push({
      key: "report",
      text: t("comments.actions.report"),
      icon: "flag",
      onSelect: onReport,
    });
  if (onDelete)
    menu.push({
      key: "delete",
      text: t("comments.actions.delete"),
      icon: "trash",
      onSelect: onDelete,
    });

  return (
    <article
      className={`app-comment-item app-comment-item--${kind}${awaiting ? " app-comment-item--awaiting" : ""}`}
      data-testid={`${kind}-${id}`}
    >
      <UserAvatar
        url={item.user_data?.user_url}
        name={name}
        size={kind === "comment" ? 36 : 28}
        className="app-comment-item__avatar"
      />
      <div className="app-comment-item__main">
        <header className="app-comment-item__header">
          <span className="app-comment-item__author">{name}</span>
          <time
            className="app-comment-item__date bp6-text-muted"
            dateTime={isoOf(item.create_time)}
          >
            {formatDate(item.create_time, language)}
          </time>
          {awaiting ? (
            <span
              className="bp6-tag bp6-minimal bp6-intent-warning app-comment-item__status"
              title={t("comments.awaitingHint")}
            >
              {t("comments.awaiting")}
            </span>
          ) : null}
        </header>
        <p className="app-comment-item__text">
          {answered ? (
            <span className="app-comment-item__answering">
              {t("comments.answering", { name: answered })}{" "}
            </span>
          ) : null}
          {item.content}
        </p>
        <div className="app-comment-item__actions">
          {awaiting ? null : (
            <LikeButton
              likeType={likeType}
              targetId={id}
              liked={item.is_like === 1}
              count={item.like_num}
              label={t("like.comment", { name })}
            />
          )}
          {onReply ? (
            <button
              type="button"
              className="bp6-button bp6-minimal app-social-toggle"
              onClick={onReply}
              aria-label={t("comments.replyTo", { name })}
            >
              <CommentIcon size={16} />
              <span className="bp6-button-text">{t("comments.reply")}</span>
            </button>
          ) : null}
          <DropdownMenu
            label={t("comments.actions.menu")}
            button={<MoreIcon size={16} />}
            buttonClassName="bp6-button bp6-minimal app-social-toggle"
            buttonLabel={t(
              kind === "comment" ? "comments.actions.more" : "comments.actions.moreReply",
              {
                name,
              },
            )}
            items={menu}
            align="start"
          />
        </div>
      </div>
    </article>
  );
}
