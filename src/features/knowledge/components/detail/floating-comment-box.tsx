import { EditIcon } from "@blueprintjs/icons";
import { memo, useEffect, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";

interface FloatingCommentBoxProps {
  /**
   * The element that holds the comment section, rendered with the box: the box hides while it is
   * on screen. (The section itself comes a moment later, with its code and the comments.)
   */
  comments: RefObject<HTMLElement | null>;
  onOpen: () => void;
}

/**
 * The floating comment box (platform.md §2): a "Write a comment…" bar fixed at the bottom of the
 * window while the comments are out of view; it takes the reader to the comment composer.
 */
export const FloatingCommentBox = memo(function FloatingCommentBox({
  comments,
  onOpen,
}: FloatingCommentBoxProps) {
  const { t } = useTranslation("knowledgeDetail");
  const [sectionInView, setSectionInView] = useState(false);

  useEffect(() => {
    const holder = comments.current;
    if (!holder || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) =>
      setSectionInView(entry?.isIntersecting ?? false),
    );
    observer.observe(holder);
    return () => observer.disconnect();
  }, [comments]);

  if (sectionInView) return null;
  return (
    <div className="app-floating-comment">
      <button type="button" className="app-floating-comment__box" onClick={onOpen}>
        <EditIcon size={14} aria-hidden />
        <span>{t("detail.commentBox.open")}</span>
      </button>
    </div>
  );
});
