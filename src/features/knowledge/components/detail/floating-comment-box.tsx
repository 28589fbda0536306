import { EditIcon } from "@blueprintjs/icons";
import { memo, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

interface FloatingCommentBoxProps {
  /** The comment section's DOM id: the box hides while that section is on screen. */
  sectionId: string;
  onOpen: () => void;
}

/**
 * The floating comment box (platform.md §2): a "Write a comment…" bar fixed at the bottom of the
 * window while the comments are out of view; it takes the reader to the comment composer.
 */
export const FloatingCommentBox = memo(function FloatingCommentBox({
  sectionId,
  onOpen,
}: FloatingCommentBoxProps) {
  const { t } = useTranslation("knowledgeDetail");
  const [sectionInView, setSectionInView] = useState(false);

  useEffect(() => {
    const section = document.getElementById(sectionId);
    if (!section || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) =>
      setSectionInView(entry?.isIntersecting ?? false),
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [sectionId]);

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
