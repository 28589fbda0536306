/**
 * Plain text of an HTML fragment (e.g. an article title, which the server sends as HTML): tags
 * dropped, entities decoded, white space collapsed. DOMParser builds an inert document — nothing
 * in it runs or loads — so no sanitising is needed for text that is then rendered as text.
 */
let parser: DOMParser | undefined;

export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, " ").trim();
  parser ??= new DOMParser();
  const text = parser.parseFromString(html, "text/html").body.textContent ?? "";
  return text.replace(/\s+/g, " ").trim();
}
