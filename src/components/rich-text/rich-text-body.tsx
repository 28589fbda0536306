import type { MouseEvent, Ref } from "react";
import "./rich-text.css";

interface RichTextBodyProps {
  /** Already safe HTML: the output of sanitizeHtml or markdownToSafeHtml, never raw input. */
  html: string;
  className?: string;
  /** The body's element (e.g. for collectHeadings once it is rendered). */
  ref?: Ref<HTMLDivElement>;
  /** A click on one of the body's images (e.g. to open a zoom viewer). */
  onImageClick?: (image: HTMLImageElement, event: MouseEvent<HTMLDivElement>) => void;
}

/**
 * A sanitised body (article, works introduction, document) with the app's reading typography.
 * React sets the HTML once per distinct string, so ids that collectHeadings gives the headings
 * stay until the body changes.
 */
export function RichTextBody({ html, className, ref, onImageClick }: RichTextBodyProps) {
  return (
    <div
      ref={ref}
      className={className ? `app-rich-text ${className}` : "app-rich-text"}
      // The HTML comes from the one sanitiser (src/lib/rich-text); see the props.
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={
        onImageClick
          ? (event) => {
              const target = event.target;
              if (target instanceof HTMLImageElement) onImageClick(target, event);
            }
          : undefined
      }
    />
  );
}
