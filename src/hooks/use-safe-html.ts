/**
 * Rich text (an article's body, a work's introduction) as safe HTML, through the one sanitiser of
 * src/lib/rich-text. The sanitiser (and, for markdown, the renderer) load beside the page's data
 * call, not with the page's first load; once loaded they stay.
 */
import { useEffect, useMemo, useState } from "react";
import type * as Markdown from "@/lib/rich-text/markdown";
import type * as Sanitize from "@/lib/rich-text/sanitize";
import type { SanitizedHtml } from "@/lib/rich-text/sanitize";

type Renderer = { html: (content: string) => SanitizedHtml };

const renderers: Partial<Record<"html" | "markdown", Renderer>> = {};
const loaders = {
  html: () =>
    import("@/lib/rich-text/sanitize").then(
      (module: typeof Sanitize) => (renderers.html = { html: module.sanitizeHtml }),
    ),
  markdown: () =>
    import("@/lib/rich-text/markdown").then(
      (module: typeof Markdown) => (renderers.markdown = { html: module.markdownToSafeHtml }),
    ),
};

/** Starts loading the HTML sanitiser (e.g. while the article is still on its way). */
export function preloadSanitizer(): void {
  if (!renderers.html) void loaders.html().catch(() => undefined);
}

export type RichTextKind = "html" | "markdown";

export interface SafeHtml {
  /** The safe HTML; undefined while its renderer loads or when it failed to. */
  html: SanitizedHtml | undefined;
  /** The renderer's code did not load (offline, a new deployment…). */
  error: unknown;
  /**
   * Neither the HTML nor an error yet: the renderer's code is loading. A page that shows rich text
   * above other content waits on this, so the text does not push that content down.
   */
  pending: boolean;
  retry: () => void;
}

/** `content` (HTML, or markdown rendered to HTML) as safe HTML; undefined while the code loads. */
export function useSafeHtml(content: string, kind: RichTextKind): SafeHtml {
  const [renderer, setRenderer] = useState<Renderer | undefined>(renderers[kind]);
  const [loaded, setLoaded] = useState(kind);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // The kind changed (another article): take its renderer if it is already there.
  if (loaded !== kind) {
    setLoaded(kind);
    setRenderer(renderers[kind]);
  }

  useEffect(() => {
    if (renderer) return;
    let current = true;
    loaders[kind]().then(
      (loadedRenderer) => {
        if (current) setRenderer(loadedRenderer);
      },
      (failure: unknown) => {
        if (current) setError(failure ?? new Error(`${kind} renderer`));
      },
    );
    return () => {
      current = false;
    };
  }, [kind, renderer, attempt]);

  const html = useMemo(() => renderer?.html(content), [content, renderer]);

  const failure = renderer ? null : error;

  return {
    html,
    error: failure,
    pending: html === undefined && !failure,
    retry: () => {
      setError(null);
      setAttempt((n) => n + 1);
    },
  };
}
