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
