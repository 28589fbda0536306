import { useImperativeHandle, useLayoutEffect, useRef, type MouseEvent, type Ref } from "react";
import type { SanitizedHtml } from "@/lib/rich-text/sanitize";
import "./rich-text.css";

interface RichTextBodyProps {
  /**
   * Already safe content: the output of sanitizeHtml or markdownToSafeHtml (a TrustedHTML under
   * Trusted Types), never raw input; or nodes built from such output (e.g. the token document's,
   * with its copy buttons), which are copied in.
   */
  html: SanitizedHtml | DocumentFragment;
  className?: string;
  /** The body's element (e.g. for collectHeadings once it is rendered). */
  ref?: Ref<HTMLDivElement>;
  /** A click on one of the body's images (e.g. to open a zoom viewer). */
  onImageClick?: (image: HTMLImageElement, event: MouseEvent<HTMLDivElement>) => void;
}

/**
 * A sanitised body (article, works introduction, document) with the app's reading typography.
 * React sets the HTML once per distinct value, so ids that collectHeadings gives the headings
 * stay until the body changes.
 */
export function RichTextBody({ html, className, ref, onImageClick }: RichTextBodyProps) {
  const own = useRef<HTMLDivElement>(null);
  // The element is there when React hands the parent its ref (after mounting).
  useImperativeHandle(ref, () => own.current!, []);
  const nodes = html instanceof DocumentFragment ? html : null;
  useLayoutEffect(() => {
    if (nodes) own.current?.replaceChildren(nodes.cloneNode(true));
  }, [nodes]);
  return (
    <div
      ref={own}
      className={className ? `app-rich-text ${className}` : "app-rich-text"}
      // The HTML comes from the one sanitiser (src/lib/rich-text); see the props. React hands a
      // TrustedHTML to innerHTML as it is (the DOM's typings know strings only).
      dangerouslySetInnerHTML={nodes ? undefined : { __html: html as string }}
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
