import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { RichTextBody } from "@/components/rich-text/rich-text-body";
import { useSafeHtml } from "@/hooks/use-safe-html";
import { withNamespaces } from "@/lib/i18n";
import "./internal-pages.css";

// CodeMirror is the heaviest part of the page: it loads after the page's first render, with its
// texts (CodeMirror's own words).
const MarkdownEditor = lazy(() =>
  withNamespaces(import("@/components/markdown-editor/markdown-editor"), ["authoring"]).then(
    (module) => ({ default: module.MarkdownEditor }),
  ),
);

/**
 * /cherrymarkdown (portal.md §2.13): only a markdown editor, with the preview beside it. The preview
 * goes through the same renderer and sanitiser as an editor_type 1 article on /knowledge/detail
 * (useSafeHtml "markdown"), so what is written here reads exactly as it will there. Internal: reached
 * by URL only.
 */
export function Component() {
  const { t } = useTranslation("console");
  const id = useId();
  const [text, setText] = useState("");
  const preview = useSafeHtml(text, "markdown");

  return (
    <div className="internal-page">
      <header className="internal-page__header">
        <h1>{t("internal.markdown.title")}</h1>
        <p id={`${id}-hint`}>{t("internal.markdown.hint")}</p>
      </header>
      <div className="internal-page__split">
        <section aria-labelledby={`${id}-editor`}>
          <h2 id={`${id}-editor`}>{t("internal.markdown.source")}</h2>
          <Suspense fallback={<Spinner size={32} />}>
            <MarkdownEditor
              value={text}
              onChange={setText}
              label={t("internal.markdown.editorLabel")}
              describedBy={`${id}-hint`}
            />
          </Suspense>
        </section>
        <section aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`}>{t("internal.markdown.preview")}</h2>
          <div className="internal-page__preview" data-testid="markdown-preview">
            {text.trim() === "" ? (
              <p className="internal-page__empty">{t("internal.markdown.empty")}</p>
            ) : preview.html === undefined ? (
              <Spinner size={24} />
            ) : (
              <RichTextBody html={preview.html} />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
