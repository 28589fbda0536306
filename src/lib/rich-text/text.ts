/**
 * Plain text of an HTML fragment (e.g. an article title, which the server sends as HTML): tags
 * dropped, entities decoded, white space collapsed. The fragment is parsed inert (parseInert):
 * nothing in it runs or loads, so no sanitising is needed for text that is then rendered as text.
 */
import { parseInert } from "./inert-html";

export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, " ").trim();
  const text = parseInert(html).textContent ?? "";
  return text.replace(/\s+/g, " ").trim();
}

/** What a rich-text editor writes at the top level of a document: block elements only. */
const BLOCKS = new Set([
  "P",
  "DIV",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "UL",
  "OL",
  "BLOCKQUOTE",
  "PRE",
  "FIGURE",
  "TABLE",
  "HR",
]);

/**
 * Whether a works introduction is rich text (HTML from a rich-text editor) rather than the plain
 * text the demo editor and the image-post form write (creator-programme.md §5, portal.md §2.8):
 * rich when it opens with a block element, as an editor's output does (`<p>…</p><p>…</p>`);
 * anything else, including text that merely contains a tag (`press <b> to jump`), is plain text
 * and is shown as text (docs/decisions/0071-plain-text-introductions.md).
 */
export function isRichHtml(text: string | null | undefined): boolean {
  if (!text || !text.trimStart().startsWith("<")) return false;
  for (const node of parseInert(text).childNodes) {
    if (node.nodeType === Node.COMMENT_NODE) continue;
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() === "") continue;
    return node.nodeType === Node.ELEMENT_NODE && BLOCKS.has((node as Element).tagName);
  }
  return false;
}
