import { useEffect, useMemo, useState } from "react";
import { EditorType } from "@/generated/model/editorType";
import type * as Markdown from "@/lib/rich-text/markdown";
import { sanitizeHtml } from "@/lib/rich-text/sanitize";

type MarkdownModule = typeof Markdown;

// Markdown's renderer loads with the first markdown article, not with every article page.
let markdownModule: MarkdownModule | undefined;
const loadMarkdown = () =>
  import("@/lib/rich-text/markdown").then((module) => (markdownModule = module));

export interface ArticleHtml {
  /** The safe HTML of the body; undefined while the markdown renderer loads or failed to. */
  html: string | undefined;
  /** The renderer's code did not load (offline, a new deployment…). */
  error: unknown;
  retry: () => void;
}

/**
 * The body of an article as safe HTML: editor_type 0 is HTML, 1 is markdown; both pass through
 * the one sanitiser (src/lib/rich-text).
 */
export function useArticleHtml(content: string, editorType: EditorType | undefined): ArticleHtml {
  const markdown = editorType === EditorType.CherryMarkdown;
  const [renderer, setRenderer] = useState<MarkdownModule | undefined>(markdownModule);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!markdown || renderer) return;
    let current = true;
    loadMarkdown().then(
      (module) => {
        if (current) setRenderer(module);
      },
      (failure: unknown) => {
        if (current) setError(failure ?? new Error("markdown renderer"));
      },
    );
    return () => {
      current = false;
    };
  }, [markdown, renderer, attempt]);

  const html = useMemo(() => {
    if (!markdown) return sanitizeHtml(content);
    return renderer?.markdownToSafeHtml(content);
  }, [content, markdown, renderer]);

  return {
    html,
    error: markdown && !renderer ? error : null,
    retry: () => {
      setError(null);
      setAttempt((n) => n + 1);
    },
  };
}
