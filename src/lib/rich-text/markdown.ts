/**
 * Markdown bodies (editor_type 1, CherryMarkdown in the editor) rendered with marked (GitHub
 * flavour: tables, task lists, strikethrough, autolinks), then passed through the one sanitiser:
 * marked does not sanitise, and markdown may embed raw HTML.
 */
import { Marked } from "marked";
import { sanitizeHtml, type SanitizedHtml } from "./sanitize";

const marked = new Marked({ gfm: true, breaks: false, async: false });

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Safe HTML for a markdown text. */
export function markdownToSafeHtml(markdown: string): SanitizedHtml {
  if (!markdown) return "";
  let html: string;
  try {
    html = marked.parse(markdown, { async: false });
  } catch {
    // marked gave up on this input: show the text as it is rather than nothing.
    html = `<pre>${escapeText(markdown)}</pre>`;
  }
  return sanitizeHtml(html);
}
