/**
 * The works detail popup of the gallery (platform.md §2), loaded when it first opens: the picture
 * carousel and a side panel with the author (and follow), title, a description cut to 2 lines,
 * labels, the release date, the like, comment, collect and share counts, the current picture's
 * generation parameters and the comments, 5 per page. Opening it reports a browse event; the
 * full-screen viewer loads on demand.
 */
import { Dialog } from "@blueprintjs/core";
import { CommentIcon, CrossIcon } from "@blueprintjs/icons";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { UserAvatar } from "@/components/avatar/user-avatar";
import { Spinner } from "@/components/form/spinner";
import { QueryErrorView } from "@/components/states/query-error-view";
import type { PhotoData, Works } from "@/generated/model";
import { useLanguage } from "@/hooks/use-language";
import { formatCount, formatDate } from "@/lib/format";
import { reportWorksBrowse } from "@/api/system/events";
import { isShown, useListedWork, useRefreshWork, useWork } from "@/api/works/works";
import { POPUP_COMMENT_PAGE_SIZE, POPUP_COMMENTS_ID, POPUP_PARAM } from "../../constants";
import { useLightboxLabels } from "../../hooks/use-lightbox-labels";
import type { WorksSocialSlots } from "../shared/social-slots";
import { TagList } from "../shared/tag-list";
import { ExpandableText } from "./expandable-text";
import { GenerationParameters } from "./generation-parameters";
import { PhotoCarousel } from "./photo-carousel";
import "../works.css";

const PhotoLightbox = lazy(() => import("@/components/lightbox/photo-lightbox"));

const NO_PHOTOS: PhotoData[] = [];

/** The work's pictures in the full-screen viewer, each named by the title (and its place). */
function WorkLightbox({
  title,
  photos,
  ...viewer
}: {
  title: string;
  photos: readonly PhotoData[];
  index: number;
  onView: (index: number) => void;
  onClose: () => void;
}) {
  const labels = useLightboxLabels();
  const slides = useMemo(
    () =>
      photos.map((photo, i) => ({
        src: photo.photo,
        width: photo.width,
        height: photo.height,
        alt: photos.length > 1 ? `${title} (${i + 1}/${photos.length})` : title,
      })),
    [photos, title],
  );
  return <PhotoLightbox photos={slides} labels={labels} {...viewer} />;
}

export interface WorksPopupProps {
  worksId: string;
  social: WorksSocialSlots;
  onClose: () => void;
}

/** Reports one browse per opening of a work (not again on re-renders or StrictMode's re-run). */
function useBrowseReport(worksId: string) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === worksId) return;
    reported.current = worksId;
    reportWorksBrowse(worksId);
  }, [worksId]);
}

/** The share link of an image work: this page's address with ?pictDetailsId= (platform.md §2). */
function useShareUrl(worksId: string): string {
  const { pathname } = useLocation();
  return `${window.location.origin}${pathname}?${POPUP_PARAM}=${encodeURIComponent(worksId)}`;
}

export default function WorksPopup({ worksId, social, onClose }: WorksPopupProps) {
  const { t } = useTranslation(["worksDetail", "common"]);
  const listed = useListedWork(worksId);
  const work = useWork(worksId, { initial: listed });
  const titleId = useId();
  const carouselRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState<number | null>(null);
  const [entered, setEntered] = useState(false);
  useBrowseReport(worksId);
  const hasCarousel = work.isSuccess && isShown(work.data);
  // The carousel takes the focus (and so the arrow keys) once the dialog has entered and the work
  // is there, whichever comes last: a work that arrives after the dialog's fade still gets it,
  // unless the user has moved to a control meanwhile.
  useEffect(() => {
    const carousel = carouselRef.current;
    if (!entered || !hasCarousel || !carousel) return;
    const active = document.activeElement;
    const inDialog = active !== null && carousel.closest("[role='dialog']")?.contains(active);
    if (inDialog && active.matches("button, a[href], input, textarea, select")) return;
    carousel.focus();
  }, [entered, hasCarousel]);

  let body;
  if (work.isPending) {
    body = (
      <div className="works-popup__state" aria-busy="true">
        <h2 id={titleId} className="app-visually-hidden">
          {t("common:loading")}
        </h2>
        <Spinner size={32} />
      </div>
    );
  } else if (work.isError) {
    body = (
      <div className="works-popup__state">
        <span id={titleId} className="app-visually-hidden">
          {t("common:queryError.title")}
        </span>
        <QueryErrorView
          error={work.error}
          onRetry={() => void work.refetch()}
          retrying={work.isFetching}
        />
      </div>
    );
  } else if (!isShown(work.data)) {
    body = (
      <div className="works-popup__state" data-testid="works-popup-not-found">
        <h2 id={titleId} className="works-popup__title">
          {t("popup.notFound")}
        </h2>
      </div>
    );
  } else {
    body = (
      <PopupContent
        work={work.data}
        titleId={titleId}
        social={social}
        carouselRef={carouselRef}
        index={index}
        onIndexChange={setIndex}
        onFullScreen={setFullScreen}
      />
    );
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      className="works-popup"
      aria-labelledby={titleId}
      // While the full-screen viewer is open it owns the focus and the Escape key.
      enforceFocus={fullScreen === null}
      canEscapeKeyClose={fullScreen === null}
      onOpened={() => setEntered(true)}
    >
      <button
        type="button"
        className="works-round-button works-popup__close"
        aria-label={t("popup.close")}
        onClick={onClose}
      >
        <CrossIcon size={18} />
      </button>
      {body}
      {fullScreen !== null && isShown(work.data) ? (
        <Suspense fallback={null}>
          <WorkLightbox
            title={work.data.works_title}
            photos={work.data.photo_data ?? NO_PHOTOS}
            index={fullScreen}
            onView={setIndex}
            onClose={() => {
              setFullScreen(null);
              carouselRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

interface PopupContentProps {
  work: Works;
  titleId: string;
  social: WorksSocialSlots;
  carouselRef: React.RefObject<HTMLDivElement | null>;
  /** The picture shown (the full-screen viewer moves it too, so closing it lands there). */
  index: number;
  onIndexChange: (index: number) => void;
  onFullScreen: (index: number) => void;
}

function PopupContent({
  work,
  titleId,
  social,
  carouselRef,
  index,
  onIndexChange,
  onFullScreen,
}: PopupContentProps) {
  const { t } = useTranslation("worksDetail");
  const [language] = useLanguage();
  const refresh = useRefreshWork(work.works_id);
  const shareUrl = useShareUrl(work.works_id);
  const [comments, setComments] = useState<number | undefined>(undefined);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const photos = work.photo_data ?? [];
  const author = work.user_data?.user_name ?? "";
  const onChanged = () => void refresh();

  const commentCount = comments ?? work.stat_data?.comment_num ?? 0;
  const toComments = () => {
    document.getElementById(POPUP_COMMENTS_ID)?.scrollIntoView({ block: "start" });
    composerRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="works-popup__layout">
      <div className="works-popup__media">
        <PhotoCarousel
          ref={carouselRef}
          title={work.works_title}
          photos={photos}
          index={index}
          onIndexChange={onIndexChange}
          onFullScreen={onFullScreen}
        />
      </div>
      <div className="works-popup__side">
        <div className="works-popup__author">
          <Link
            className="works-author-link"
            to={`/personal/guest?id=${encodeURIComponent(work.user_id)}`}
          >
            <UserAvatar url={work.user_data?.user_url} name={author} size={40} />
            <span className="works-ellipsis">{author}</span>
          </Link>
          {social.follow({ userId: work.user_id })}
        </div>
        <h2 id={titleId} className="works-popup__title">
          {work.works_title}
        </h2>
        <ExpandableText key={work.works_id} text={work.profiles ?? ""} />
        <TagList tags={work.base_data?.label} label={t("popup.labels")} />
        {work.release_time ? (
          <p className="works-muted">
            {t("popup.released", { date: formatDate(work.release_time, language) })}
          </p>
        ) : null}
        <div className="works-actions" role="group" aria-label={t("detail.actions")}>
          {social.like({ work, onChanged })}
          <button
            type="button"
            className="works-count-button"
            aria-label={t("popup.commentCount", { count: commentCount })}
            onClick={toComments}
          >
            <CommentIcon size={16} aria-hidden />
            <span aria-hidden="true">{formatCount(commentCount, language)}</span>
          </button>
          {social.collect({ work, onChanged })}
          {social.share({ work, url: shareUrl })}
          {social.report({ work })}
        </div>
        <GenerationParameters photo={photos[index]} />
        <div className="works-popup__comments">
          {social.comments({
            workId: work.works_id,
            pageSize: POPUP_COMMENT_PAGE_SIZE,
            sectionId: POPUP_COMMENTS_ID,
            composerRef,
            onCountChange: setComments,
          })}
        </div>
      </div>
    </div>
  );
}
