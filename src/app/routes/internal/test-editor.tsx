/**
 * /testEditor (platform.md §2): the article editor's rich-text editor on its own, to try paste,
 * images, headings, lists, links and code, with the HTML it produces — sanitised by the one
 * sanitiser (sanitizeHtml, via useSafeHtml) — shown beside it as source text and rendered as an
 * article body renders it. Internal: reached by URL only. TipTap loads after the first render.
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { RichTextBody } from "@/components/rich-text/rich-text-body";
import { LazyRichTextEditor } from "@/features/knowledge/components/editor/lazy-rich-text-editor";
import { useSafeHtml } from "@/hooks/use-safe-html";
import "./internal-pages.css";

/** The HTML source pane: wrapped, and shorter than the editor so the rendered pane shows too. */
const SOURCE_STYLE = {
  minHeight: 160,
  maxHeight: 320,
  overflow: "auto",
  whiteSpace: "pre-wrap",
} as const;

const isEmpty = (html: string) => html === "" || html === "<p></p>";

export function Component() {
  const { t } = useTranslation("editor");
  const id = useId();
  const [html, setHtml] = useState("");
  const safe = useSafeHtml(html, "html");
  const empty = isEmpty(html);

  return (
    <div className="internal-page">
      <header className="internal-page__header">
        <h1>{t("test.heading")}</h1>
        <p id={`${id}-hint`}>{t("test.description")}</p>
      </header>
      <div className="internal-page__split">
        <section aria-labelledby={`${id}-editor`}>
          <h2 id={`${id}-editor`}>{t("body")}</h2>
          <LazyRichTextEditor
            initialHtml=""
            onChange={setHtml}
            onReady={setHtml}
            label={t("body")}
            describedBy={`${id}-hint`}
          />
        </section>
        <div>
          <section aria-labelledby={`${id}-html`}>
            <h2 id={`${id}-html`}>{t("test.html")}</h2>
            <pre className="internal-page__preview" style={SOURCE_STYLE} data-testid="editor-html">
              {empty ? (
                <span className="internal-page__empty">{t("test.empty")}</span>
              ) : safe.html === undefined ? (
                <Spinner size={24} />
              ) : (
                <code>{String(safe.html)}</code>
              )}
            </pre>
          </section>
          <section aria-labelledby={`${id}-rendered`}>
            <h2 id={`${id}-rendered`}>{t("test.rendered")}</h2>
            <div className="internal-page__preview" data-testid="editor-preview">
              {empty ? (
                <p className="internal-page__empty">{t("test.empty")}</p>
              ) : safe.html === undefined ? (
                <Spinner size={24} />
              ) : (
                <RichTextBody html={safe.html} />
              )}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
