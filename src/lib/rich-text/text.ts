/**
 * Plain text of an HTML fragment (e.g. an article title, which the server sends as HTML): tags
 * dropped, entities decoded, white space collapsed. The fragment is parsed into a template's
 * content, which is inert — nothing in it runs or loads — so no sanitising is needed for text
 * that is then rendered as text.
 */
let template: HTMLTemplateElement | undefined;

export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, " ").trim();
  template ??= document.createElement("template");
  template.innerHTML = html;
  const text = template.content.textContent ?? "";
  template.innerHTML = "";
  return text.replace(/\s+/g, " ").trim();
}
