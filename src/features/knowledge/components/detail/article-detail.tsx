/**
 * /knowledge/detail (portal.md §2.3, platform.md §2): the article — title, date, views and likes,
 * the lead paragraph, the body (HTML or markdown, sanitised) with a side directory of its h1/h2
 * headings, click-to-zoom images, tags — the action bar, the author card, related articles and
 * the comments. The social parts (like, favourite, share, report, follow, comments) belong to the
 * social feature: the route module passes them in as slots. Preview mode (type=preview) reads the
 * author's draft and switches like, favourite and share off; comments and report are for
 * published articles only. A missing or deleted article, or a draft that cannot be read, shows
 * the not-found view. Each open of a published article reports one browse event.
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { NotFoundView } from "@/components/states/not-found-view";
import { QueryErrorView } from "@/components/states/query-error-view";
import { EditorType } from "@/generated/model/editorType";
import type { LoreEssay } from "@/generated/model/loreEssay";
import { PublishStatus } from "@/generated/model/publishStatus";
import { ARTICLE_HEADING_OFFSET_PX } from "@/hooks/use-heading-tracker";
import { preloadSanitizer, useSafeHtml } from "@/hooks/use-safe-html";
import { isRefusal } from "@/lib/api-error";
import { relatedIdsOf, useArticleDetail, useRefreshArticle } from "@/api/knowledge/article";
import { reportArticleBrowse } from "@/api/system/events";
import { ArticleActions, PREVIEW_NOTICE_ID } from "./article-actions";
import { ArticleBody } from "./article-body";
import { ArticleDirectory, createHeadingsStore } from "./article-directory";
import { ARTICLE_TITLE_ID, ArticleHeader } from "./article-header";
import { ArticleTags } from "./article-tags";
import { AuthorCard } from "./author-card";
import { FloatingCommentBox } from "./floating-comment-box";
import { RelatedArticles } from "./related-articles";
import { scrollToElement, scrollToTop } from "./scroll-to";
import "./detail.css";

/** The DOM id of the comment section ("jump to comments" and the floating box go there). */
export const COMMENTS_SECTION_ID = "comments";

/** What the social widgets need of the article (the values the slots pass on). */
export interface ArticleSocialState {
  id: string;
  authorId: string;
  liked: boolean;
  collected: boolean;
  likes: number;
  collects: number;
  shares: number;
}

/** What the host's comment slot receives (CommentSection's props of the same names). */
export interface ArticleCommentsProps {
  articleId: string;
  sectionId: string;
  composerRef: RefObject<HTMLTextAreaElement | null>;
  onCountChange: (total: number) => void;
}

/**
 * The social feature's parts, rendered by the host for a published article. They are rendered
 * again only when the values they are given change (not when, say, the body does).
 */
export interface ArticleSlots {
  like?: (article: ArticleSocialState, onChanged: () => void) => ReactNode;
  collect?: (article: ArticleSocialState, onChanged: () => void) => ReactNode;
  share?: (article: ArticleSocialState) => ReactNode;
  report?: (article: ArticleSocialState) => ReactNode;
  follow?: (authorId: string, onChanged: () => void) => ReactNode;
  /** A component (not a render function): it receives the composer's ref as a prop. */
  comments?: ComponentType<ArticleCommentsProps>;
}

interface ArticleDetailProps {
  /** lore_essay_id from the query; "" shows not-found. */
  id: string;
  /** type=preview: the author's draft. */
  preview: boolean;
  slots?: ArticleSlots;
}

export function ArticleDetail({ id, preview, slots = {} }: ArticleDetailProps) {
  const article = useArticleDetail(id, preview);
  // The sanitiser loads while the article is on its way.
  useEffect(preloadSanitizer, []);
  if (id === "") return <NotFoundView />;
  if (article.isError) {
    if (preview && isRefusal(article.error)) return <NotFoundView />;
    return (
      <div className="app-article-state">
        <QueryErrorView
          error={article.error}
          onRetry={() => void article.refetch()}
          retrying={article.isFetching}
          headingLevel={1}
        />
      </div>
    );
  }
  if (article.isPending) return <ArticleLoading />;
  if (article.data === null) return <NotFoundView />;
  return (
    <ArticleView
      key={`${article.data.lore_essay_id}-${preview ? "preview" : "published"}`}
      article={article.data}
      preview={preview}
      slots={slots}
    />
  );
}

function ArticleLoading() {
  const { t } = useTranslation("knowledgeDetail");
  return (
    // data-page-loading: the footer waits for the article (docs/decisions/0046).
    <div className="app-article-state" role="status" aria-live="polite" data-page-loading>
      <Spinner size={32} />
      <span>{t("detail.loading")}</span>
    </div>
  );
}

/** Reports one browse event per open of a published article (not in preview). */
function useBrowseOnce(articleId: string, enabled: boolean) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || reported.current === articleId) return;
    reported.current = articleId;
    reportArticleBrowse(articleId);
  }, [articleId, enabled]);
}

interface ArticleViewProps {
  article: LoreEssay;
  preview: boolean;
  slots: ArticleSlots;
}

function ArticleView({ article, preview, slots }: ArticleViewProps) {
  const { t } = useTranslation("knowledgeDetail");
  const id = article.lore_essay_id;
  const published = !preview && article.status === PublishStatus.AuditOk;
  const refresh = useRefreshArticle(id);
  useBrowseOnce(id, published);

  // editor_type 0 is HTML, 1 is markdown; both pass through the one sanitiser.
  const body = useSafeHtml(
    article.content ?? "",
    article.editor_type === EditorType.CherryMarkdown ? "markdown" : "html",
  );
  const [headings] = useState(createHeadingsStore);
  const [commentTotal, setCommentTotal] = useState(article.stat_data?.comment_num ?? 0);
  const composerRef = useRef<HTMLTextAreaElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const commentsHolder = useRef<HTMLDivElement>(null);

  const { user_id: authorId, is_like, is_collect, stat_data: stat } = article;
  const social = useMemo<ArticleSocialState>(
    () => ({
      id,
      authorId,
      liked: is_like === 1,
      collected: is_collect === 1,
      likes: stat?.like_num ?? 0,
      collects: stat?.collect_num ?? 0,
      shares: stat?.share_num ?? 0,
    }),
    [id, authorId, is_like, is_collect, stat?.like_num, stat?.collect_num, stat?.share_num],
  );
  const widgets = useMemo(
    () =>
      published
        ? {
            like: slots.like?.(social, refresh),
            collect: slots.collect?.(social, refresh),
            share: slots.share?.(social),
            report: slots.report?.(social),
          }
        : {},
    [published, slots, social, refresh],
  );
  const follow = useMemo(() => slots.follow?.(authorId, refresh), [slots, authorId, refresh]);
  const Comments = published ? slots.comments : undefined;
  const comments = useMemo(
    () =>
      Comments ? (
        <Comments
          articleId={id}
          sectionId={COMMENTS_SECTION_ID}
          composerRef={composerRef}
          onCountChange={setCommentTotal}
        />
      ) : null,
    [Comments, id],
  );
  const relatedIds = useMemo(() => relatedIdsOf(article.other_data, id), [article.other_data, id]);

  const goToComments = useCallback((focusComposer: boolean) => {
    const section = document.getElementById(COMMENTS_SECTION_ID);
    if (section) scrollToElement(section, ARTICLE_HEADING_OFFSET_PX);
    if (focusComposer) composerRef.current?.focus({ preventScroll: true });
  }, []);
  const jumpToComments = useCallback(() => goToComments(false), [goToComments]);
  const openComposer = useCallback(() => goToComments(true), [goToComments]);
  const backToTop = useCallback(() => {
    scrollToTop();
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  // The article shows once its body is ready: a body arriving after the rest (its sanitiser's
  // code came later than the data) pushed the tags, comments and aside down (CLS 0.21 on a phone).
  if (body.pending) return <ArticleLoading />;

  const lead = article.profiles?.trim();
  return (
    <article
      className={`app-article${preview ? " app-article--preview" : ""}`}
      aria-labelledby={ARTICLE_TITLE_ID}
      data-testid="article-detail"
    >
      {preview ? (
        <div className="app-article__preview" role="note" id={PREVIEW_NOTICE_ID}>
          <strong>{t("detail.preview.title")}</strong>
          <span>{t("detail.preview.description")}</span>
        </div>
      ) : null}
      <div className="app-article__main">
        <ArticleHeader article={article} titleRef={titleRef} />
        {lead ? (
          <p className="app-article__lead" aria-label={t("detail.lead")}>
            {lead}
          </p>
        ) : null}
        {body.html !== undefined ? (
          <ArticleBody html={body.html} onHeadings={headings.set} />
        ) : (
          <QueryErrorView error={body.error} onRetry={body.retry} />
        )}
        <ArticleTags tags={article.base_data?.label} />
      </div>
      <ArticleActions
        preview={preview}
        like={widgets.like}
        collect={widgets.collect}
        share={widgets.share}
        report={widgets.report}
        commentCount={comments ? commentTotal : undefined}
        onJumpToComments={comments ? jumpToComments : undefined}
        onBackToTop={backToTop}
      />
      {/* After the article's own actions in keyboard order; placed under the article by the grid. */}
      {comments ? (
        <div ref={commentsHolder} className="app-article__comments">
          {comments}
        </div>
      ) : null}
      <div className="app-article__aside">
        <AuthorCard
          authorId={authorId}
          name={article.user_data?.user_name ?? ""}
          avatarUrl={article.user_data?.user_url ?? ""}
          profile={article.user_data?.user_profiles ?? ""}
          follow={follow}
        />
        <RelatedArticles ids={relatedIds} />
        <ArticleDirectory store={headings} />
      </div>
      {comments ? <FloatingCommentBox comments={commentsHolder} onOpen={openComposer} /> : null}
    </article>
  );
}
