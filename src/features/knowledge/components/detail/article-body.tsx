import { lazy, memo, Suspense, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { RichTextBody } from "@/components/rich-text/rich-text-body";
import { collectHeadings, type HeadingEntry } from "@/lib/rich-text/headings";
import type { SanitizedHtml } from "@/lib/rich-text/sanitize";
import type { ViewedImage } from "./image-viewer";

const loadViewer = () => import("./image-viewer");
const ImageViewer = lazy(loadViewer);

/** The article directory is built from these headings (portal.md §2.3). */
export const DIRECTORY_HEADINGS = "h1, h2";

interface ArticleBodyProps {
  /** Safe HTML (useSafeHtml). */
  html: SanitizedHtml;
  /** The body's headings, each time the body is rendered (a stable function). */
  onHeadings: (headings: HeadingEntry[]) => void;
}

/**
 * The article's body: its headings get ids (for the directory) and one outline level below the
 * title; its images open the zoom viewer on click, Enter or Space (they are buttons to assistive
 * technology and the keyboard).
 */
export const ArticleBody = memo(function ArticleBody({ html, onHeadings }: ArticleBodyProps) {
  const { t } = useTranslation("knowledgeDetail");
  const body = useRef<HTMLDivElement>(null);
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  const [viewerLoaded, setViewerLoaded] = useState(false);

  useLayoutEffect(() => {
    const root = body.current;
    if (!root) return;
    onHeadings(collectHeadings(root, DIRECTORY_HEADINGS));
    // The body's headings sit under the article's title (the page's h1) in the outline.
    for (const heading of root.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
      heading.setAttribute("aria-level", String(Math.min(6, Number(heading.tagName[1]) + 1)));
    }
    // The body's first picture is the page's largest paint on a phone: asked for now, first, not
    // when a lazy image's layout comes round (the others stay lazy; decision 0098).
    const lead = root.querySelector("img[src]");
    lead?.setAttribute("loading", "eager");
    lead?.setAttribute("fetchpriority", "high");
    for (const image of root.querySelectorAll("img")) {
      if (!image.getAttribute("src")) continue;
      const alt = image.getAttribute("alt")?.trim();
      image.tabIndex = 0;
      image.setAttribute("role", "button");
      image.setAttribute("aria-haspopup", "dialog");
      image.setAttribute(
        "aria-label",
        alt ? t("detail.images.open", { alt }) : t("detail.images.openUntitled"),
      );
    }
  }, [html, onHeadings, t]);

  const open = (image: HTMLImageElement) => {
    if (!image.getAttribute("src")) return;
    setViewerLoaded(true);
    setViewed({ src: image.currentSrc || image.src, alt: image.getAttribute("alt") ?? "" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLImageElement)) return;
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    open(event.target);
  };

  // The viewer's code starts loading when the reader points at or focuses an image.
  const preload = (event: { target: EventTarget }) => {
    if (event.target instanceof HTMLImageElement) void loadViewer();
  };

  return (
    <div
      className="app-article__body"
      onKeyDown={onKeyDown}
      onPointerOver={preload}
      onFocus={preload}
    >
      <RichTextBody
        ref={body}
        html={html}
        className="app-rich-text--zoomable"
        onImageClick={(image) => open(image)}
      />
      {viewerLoaded ? (
        <Suspense fallback={null}>
          <ImageViewer image={viewed} onClose={() => setViewed(null)} />
        </Suspense>
      ) : null}
    </div>
  );
});
