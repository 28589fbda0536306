/**
 * /knowledge/detail?id=&type= (portal.md §2.3): the knowledge feature's article detail, with the
 * social feature's widgets in its slots (like, favourite, share, report, follow, comments).
 * type=preview shows the author's draft.
 */
import { useSearchParams } from "react-router";
import {
  ArticleDetail,
  type ArticleCommentsProps,
} from "@/features/knowledge/components/detail/article-detail";
import { reportArticleShare } from "@/api/system/events";
import { CollectButton } from "@/features/social/components/collect-button";
import { LazyCommentSection } from "@/features/social/components/lazy-comment-section";
import { FollowButton } from "@/features/social/components/follow-button";
import { LikeButton } from "@/features/social/components/like-button";
import { ReportButton } from "@/features/social/components/report-button";
import { ShareButton } from "@/features/social/components/share-button";
import { articleShareUrl } from "@/features/social/components/share-links";
import { CollectType } from "@/generated/model/collectType";
import { CommentType } from "@/generated/model/commentType";
import { ComplaintTarget } from "@/generated/model/complaintTarget";
import { LikeType } from "@/generated/model/likeType";

/** The value of `type` that opens the author's draft. */
export const PREVIEW_TYPE = "preview";

function ArticleComments({
  articleId,
  sectionId,
  composerRef,
  onCountChange,
}: ArticleCommentsProps) {
  return (
    <LazyCommentSection
      commentType={CommentType.Essay}
      targetId={articleId}
      sectionId={sectionId}
      composerRef={composerRef}
      onCountChange={onCountChange}
    />
  );
}

export function Component() {
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() ?? "";
  const preview = params.get("type") === PREVIEW_TYPE;
  return (
    <ArticleDetail
      id={id}
      preview={preview}
      slots={{
        like: (article, onChanged) => (
          <LikeButton
            likeType={LikeType.Essay}
            targetId={article.id}
            liked={article.liked}
            count={article.likes}
            onChanged={onChanged}
          />
        ),
        collect: (article, onChanged) => (
          <CollectButton
            collectType={CollectType.Essay}
            targetId={article.id}
            collected={article.collected}
            count={article.collects}
            onChanged={onChanged}
          />
        ),
        share: (article) => (
          <ShareButton
            url={articleShareUrl(article.id)}
            count={article.shares}
            onShared={() => reportArticleShare(article.id)}
          />
        ),
        report: (article) => (
          <ReportButton target={{ c_type: ComplaintTarget.Essay, g_id: article.id }} />
        ),
        follow: (authorId, onChanged) => <FollowButton userId={authorId} onChanged={onChanged} />,
        comments: ArticleComments,
      }}
    />
  );
}
