import type { CSSProperties } from "react";
import type { HeadingEntry } from "@/lib/rich-text/headings";
import "./rich-text.css";

interface HeadingDirectoryProps {
  /** From collectHeadings (document order). */
  headings: readonly HeadingEntry[];
  /** The highlighted heading (useHeadingTracker's activeId). */
  activeId: string | undefined;
  /** A directory entry was chosen (useHeadingTracker's jumpTo, plus whatever the host adds). */
  onJump: (id: string) => void;
  /**
   * The directory's visible title and its navigation landmark's name (from the host's catalogue,
   * e.g. "Contents"); without it the list stands alone in an unnamed navigation landmark.
   */
  label?: string;
  className?: string;
}

/**
 * A side directory of a body's headings: links to "#id" (so they can be copied or opened), the
 * active one marked with aria-current; choosing one calls onJump instead of the browser's jump.
 * Deeper levels are indented relative to the shallowest heading present.
 */
export function HeadingDirectory({
  headings,
  activeId,
  onJump,
  label,
  className,
}: HeadingDirectoryProps) {
  if (headings.length === 0) return null;
  const top = Math.min(...headings.map((heading) => heading.level));
  return (
    <nav
      className={className ? `app-heading-directory ${className}` : "app-heading-directory"}
      aria-label={label}
    >
      {label ? (
        <p className="app-heading-directory__title" aria-hidden="true">
          {label}
        </p>
      ) : null}
      <ol className="app-heading-directory__list">
        {headings.map((heading) => {
          const active = heading.id === activeId;
          return (
            <li key={heading.id}>
              <a
                href={`#${encodeURIComponent(heading.id)}`}
                className={
                  active
                    ? "app-heading-directory__link app-heading-directory__link--active"
                    : "app-heading-directory__link"
                }
                style={{ "--app-heading-depth": heading.level - top } as CSSProperties}
                aria-current={active ? "location" : undefined}
                onClick={(event) => {
                  // A modified click keeps the browser's own meaning (new tab, copy…).
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                    return;
                  event.preventDefault();
                  onJump(heading.id);
                }}
              >
                {heading.text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
