import {
  ArrowUpIcon,
  CommentIcon,
  ShareIcon,
  StarEmptyIcon,
  ThumbsUpIcon,
} from "@blueprintjs/icons";
import { memo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Classes } from "@/components/bp-classes";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";

export const PREVIEW_NOTICE_ID = "article-preview-notice";

interface ArticleActionsProps {
  /** The social feature's like, favourite, share and report buttons (a published article). */
  like?: ReactNode;
  collect?: ReactNode;
  share?: ReactNode;
  report?: ReactNode;
  /** Preview mode: like, favourite and share are shown switched off (portal.md §2.3). */
  preview: boolean;
  /** The comments' total, for "jump to comments"; absent when the page has no comments. */
  commentCount?: number;
  onJumpToComments?: () => void;
  onBackToTop: () => void;
}

/**
 * The anchor action bar (platform.md §2): like, jump to comments, favourite, share, report and
 * back to top. It floats beside the article on wide screens and sits under it on narrow ones.
 */
export const ArticleActions = memo(function ArticleActions({
  like,
  collect,
  share,
  report,
  preview,
  commentCount,
  onJumpToComments,
  onBackToTop,
}: ArticleActionsProps) {
  const { t } = useTranslation("knowledgeDetail");
  const [language] = useLanguage();
  const switchedOff = (label: string, icon: ReactNode) => (
    <button
      type="button"
      className={`${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.DISABLED} app-article__action-off`}
      disabled
      title={t("detail.actions.offInPreview")}
      aria-describedby={PREVIEW_NOTICE_ID}
    >
      {icon}
      <span className="app-visually-hidden">{label}</span>
    </button>
  );
  return (
    <div className="app-article__actions" role="group" aria-label={t("detail.actions.label")}>
      {preview ? switchedOff(t("detail.actions.like"), <ThumbsUpIcon size={16} />) : like}
      {commentCount !== undefined && onJumpToComments ? (
        <button
          type="button"
          className={`${Classes.BUTTON} ${Classes.MINIMAL} app-article__action`}
          title={t("detail.actions.jumpToComments")}
          onClick={onJumpToComments}
        >
          <CommentIcon size={16} />
          <span className={Classes.BUTTON_TEXT}>
            <span className="app-visually-hidden">{t("detail.actions.jumpToComments")}</span>
            <span className="app-article__action-count">{formatCount(commentCount, language)}</span>
          </span>
        </button>
      ) : null}
      {preview ? switchedOff(t("detail.actions.collect"), <StarEmptyIcon size={16} />) : collect}
      {preview ? switchedOff(t("detail.actions.share"), <ShareIcon size={16} />) : share}
      {preview ? null : report}
      <button
        type="button"
        className={`${Classes.BUTTON} ${Classes.MINIMAL} app-article__action`}
        title={t("detail.actions.backToTop")}
        onClick={onBackToTop}
      >
        <ArrowUpIcon size={16} />
        <span className="app-visually-hidden">{t("detail.actions.backToTop")}</span>
      </button>
    </div>
  );
});
