import { useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A description that collapses to 2 lines (platform.md §2, §9) with "View more" when it is longer,
 * and "View less" once opened. The button only appears when the text is actually cut.
 */
export function ExpandableText({ text }: { text: string }) {
  const { t } = useTranslation("worksDetail");
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  if (text.trim() === "") return null;
  return (
    <div className="works-expandable">
      <p
        id={id}
        ref={ref}
        className={`works-expandable__text${expanded ? "" : " works-expandable__text--clamped"}`}
      >
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          className="works-text-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t("popup.viewLess") : t("popup.viewMore")}
        </button>
      ) : null}
    </div>
  );
}
