import { CommentIcon, EyeOpenIcon, HeartIcon, InfoSignIcon } from "@blueprintjs/icons";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Classes } from "@/components/bp-classes";
import { Spinner } from "@/components/form/spinner";
import { RichTextBody } from "@/components/rich-text/rich-text-body";
import { NotFoundView } from "@/components/states/not-found-view";
import { QueryErrorView } from "@/components/states/query-error-view";
import type { Works } from "@/generated/model";
import { useLanguage } from "@/hooks/use-language";
import { preloadSanitizer, useSafeHtml } from "@/hooks/use-safe-html";
import { isRefusal } from "@/lib/api-error";
import { formatCount } from "@/lib/format";
import { isRichHtml } from "@/lib/rich-text/text";
import { useWorkDraft } from "@/api/works/draft";
import { reportWorksBrowse } from "@/api/system/events";
import { useReportDownload } from "@/api/works/download";
import { isShown, useRefreshWork, useWork } from "@/api/works/works";
import { COMMENT_SCROLL_DELAY_MS, DETAIL_COMMENTS_ID } from "../../constants";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import type { WorksSocialSlots } from "../shared/social-slots";
import { TagList } from "../shared/tag-list";
import { AuthorCard } from "./author-card";
import { DemoInfoCard } from "./demo-info-card";
import { MediaCarousel } from "./media-carousel";
import { RelatedArticles } from "./related-articles";
import "../works.css";

export interface WorksDetailPageProps {
  id: string;
  /** type=preview: the author's own copy, with like, collect, share and comments off. */
  preview: boolean;
  /** actionType=comment: scroll to the comments 1 s after the work is shown. */
  toComments: boolean;
  social: WorksSocialSlots;
}

/**
 * /gameworks/detail?id=&type=&actionType= (portal.md §2.7, §4): a published work, or the author's
 * draft in preview mode; a missing or deleted work (or a draft the server refuses to the reader)
 * shows the not-found page; a failed load offers Retry.
 */
export function WorksDetailPage({ id, preview, toComments, social }: WorksDetailPageProps) {
  // The sanitiser's code comes beside the work's call, not with the page's first load.
  useEffect(preloadSanitizer, []);
  const published = useWork(id, { enabled: !preview });
  const draft = useWorkDraft(id, preview);
  const query = preview ? draft : published;

  if (id === "") return <NotFoundView />;
  if (query.isPending) return <WorkLoading />;
  if (query.isError) {
    if (preview && isRefusal(query.error)) return <NotFoundView />;
    return (
      <div className="works-page works-page--state">
        <QueryErrorView
          headingLevel={1}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  if (!isShown(query.data)) return <NotFoundView />;
  return (
    <DetailContent work={query.data} preview={preview} toComments={toComments} social={social} />
  );
}

function WorkLoading() {
  return (
    // data-page-loading: the footer waits for the work (docs/decisions/0046).
    <div className="works-page works-page--state" aria-busy="true" data-page-loading>
      <Spinner size={32} />
    </div>
  );
}

interface DetailContentProps {
  work: Works;
  preview: boolean;
  toComments: boolean;
  social: WorksSocialSlots;
}

function DetailContent({ work, preview, toComments, social }: DetailContentProps) {
  const { t } = useTranslation("worksDetail");
  const [language] = useLanguage();
  const reducedMotion = useReducedMotion();
  const refresh = useRefreshWork(work.works_id);
  const download = useReportDownload(work.works_id);
  // A demo's introduction is plain text (creator-programme.md §5), shown with its line breaks;
  // rich text from an editor goes through the one sanitiser (docs/decisions/0071).
  const profiles = work.profiles ?? "";
  const rich = isRichHtml(profiles);
  const introduction = useSafeHtml(rich ? profiles : "", "html");
  const views = work.stat_data?.browse_num ?? 0;
  const likes = work.stat_data?.like_num ?? 0;
  const onChanged = () => void refresh();
  const shareUrl = `${window.location.origin}/gameworks/detail?id=${encodeURIComponent(work.works_id)}`;

  // One browse per opening of a published work (not again on reloads of the same work).
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (preview || reported.current === work.works_id) return;
    reported.current = work.works_id;
    reportWorksBrowse(work.works_id);
  }, [preview, work.works_id]);

  const scrollToComments = useCallback(
    () =>
      document
        .getElementById(DETAIL_COMMENTS_ID)
        ?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" }),
    [reducedMotion],
  );

  // The work shows once its introduction is ready: an introduction arriving after the rest (its
  // sanitiser's code came later than the data) would push the tags and comments down.
  const ready = !rich || !introduction.pending;

  // Once per opening of a work: reloads of the same work (after a like) do not scroll again.
  useEffect(() => {
    if (!toComments || preview || !ready) return;
    const timer = window.setTimeout(scrollToComments, COMMENT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [toComments, preview, ready, work.works_id, scrollToComments]);

  if (!ready) return <WorkLoading />;

  return (
    <div className="works-page works-detail">
      {preview ? (
        <div
          className={`${Classes.CALLOUT} ${Classes.INTENT_PRIMARY} works-detail__preview`}
          role="note"
        >
          <InfoSignIcon size={16} aria-hidden /> {t("detail.preview")}
        </div>
      ) : null}
      <div className="works-detail__layout">
        <article className="works-detail__main" aria-labelledby="works-detail-title">
          <header className="works-detail__header">
            <h1 id="works-detail-title" className="works-detail__title">
              {work.works_title}
            </h1>
            <p className="works-detail__stats works-muted">
              <span>
                <EyeOpenIcon size={14} aria-hidden />
                <span className="app-visually-hidden">{t("detail.views", { count: views })}</span>
                <span aria-hidden="true">{formatCount(views, language)}</span>
              </span>
              <span>
                <HeartIcon size={14} aria-hidden />
                <span className="app-visually-hidden">{t("detail.likes", { count: likes })}</span>
                <span aria-hidden="true">{formatCount(likes, language)}</span>
              </span>
            </p>
          </header>
          <MediaCarousel title={work.works_title} medias={work.other_data?.medias} />
          {preview ? null : (
            <div className="works-actions" role="group" aria-label={t("detail.actions")}>
              {social.like({ work, onChanged })}
              {social.collect({ work, onChanged })}
              {social.share({ work, url: shareUrl })}
              {social.report({ work })}
              <button type="button" className="works-count-button" onClick={scrollToComments}>
                <CommentIcon size={16} aria-hidden /> {t("detail.toComments")}
              </button>
            </div>
          )}
          <section className="works-detail__introduction" aria-labelledby="works-intro-heading">
            <h2 id="works-intro-heading" className="works-detail__heading">
              {t("detail.introduction")}
            </h2>
            {!rich ? (
              <p className="works-detail__plain-text">{profiles}</p>
            ) : introduction.html !== undefined ? (
              <RichTextBody html={introduction.html} />
            ) : (
              <QueryErrorView error={introduction.error} onRetry={introduction.retry} />
            )}
          </section>
          <TagList
            tags={work.base_data?.label}
            label={t("detail.tags")}
            className="works-detail__tags"
          />
        </article>
        <aside className="works-detail__side">
          <AuthorCard
            work={work}
            follow={preview ? null : social.follow({ userId: work.user_id })}
          />
          <DemoInfoCard work={work} preview={preview} onDownload={() => download.mutate()} />
          <RelatedArticles ids={work.other_data?.lore_essay_id ?? []} />
        </aside>
        {/* After the side cards: the comments arrive last and grow downwards, so on a phone (one
            column) they never push the cards already shown (CLS 0; the layout puts them under
            the work on a desktop). */}
        {preview ? null : (
          <div className="works-detail__comments">
            {social.comments({ workId: work.works_id, sectionId: DETAIL_COMMENTS_ID })}
          </div>
        )}
      </div>
    </div>
  );
}
