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
    if (typeof IntersectionObserver === "undefined") return;
    const inView = new IntersectionObserver(([entry]) =>
      setSectionInView(entry?.isIntersecting ?? false),
    );
    const section = document.getElementById(sectionId);
    if (section) {
      inView.observe(section);
      return () => inView.disconnect();
    }
    // The section comes a moment after the box (its code loads beside the comments): watch for it.
    const arrival = new MutationObserver(() => {
      const arrived = document.getElementById(sectionId);
      if (!arrived) return;
      arrival.disconnect();
      inView.observe(arrived);
    });
    arrival.observe(document.body, { childList: true, subtree: true });
    return () => {
      arrival.disconnect();
      inView.disconnect();
    };
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
