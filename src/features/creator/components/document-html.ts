/**
 * Prepares the token API document's safe HTML for the page, in an inert document (nothing loads,
 * nothing runs):
 * - the document holds both languages (docs/decisions/0087-bilingual-server-text.md): the blocks
 *   of the other language are left out and "English · 中文" headings and table cells keep the
 *   reader's part; a document with no block in the reader's language is shown whole;
 * - the API's paths in code ("/api/…") become full addresses on the origin the app's client calls,
 *   so a curl sample can be pasted as it is;
 * - its h2/h3 headings get stable ids for the directory and #anchor links (collectHeadings, from
 *   the heading's whole text: the same id in both languages);
 * - every code block gets a copy button, found again by its data attribute (the page listens to
 *   clicks on the body); code blocks are focusable, as they may scroll.
 * The input is already sanitised; only the app's own button is added. The result is nodes, which
 * the page copies in (RichTextBody), not HTML: under Trusted Types only the sanitiser makes HTML.
 */
import { languageOfText, pickLanguage } from "@/lib/bilingual";
import type { Language } from "@/lib/language";
import { collectHeadings, type HeadingEntry } from "@/lib/rich-text/headings";
import type { SanitizedHtml } from "@/lib/rich-text/sanitize";

export const COPY_CODE_ATTRIBUTE = "data-copy-code";

export interface PreparedDocument {
  nodes: DocumentFragment;
  headings: HeadingEntry[];
  /** The document brings its own h1 (its title). */
  hasTitle: boolean;
  /** The document holds both languages (the page offers the other one). */
  bilingual: boolean;
}

export interface CopyButtonText {
  text: string;
  label: string;
}

export interface DocumentOptions {
  copy: CopyButtonText;
  /** The language to show. */
  language: Language;
  /** Where the API answers (scheme, host and port), put before the document's "/api/…" paths. */
  apiOrigin: string;
}

/** Blocks written in one language or the other; code, tables and rules belong to both. */
const PROSE = new Set(["P", "LI", "BLOCKQUOTE", "DL", "H1", "H2", "H3", "H4", "H5", "H6"]);
/** Elements whose text may be one "English · 中文" line. */
const LINES = "h1, h2, h3, h4, h5, h6, th, td";
/** An API path at the start of code or after a space, a quote or a bracket. */
const API_PATH = /(^|[\s'"(])\/api\//g;

export function prepareDocument(
  safeHtml: SanitizedHtml,
  options: DocumentOptions,
): PreparedDocument {
  const { copy, language, apiOrigin } = options;
  const inert = document.implementation.createHTMLDocument("");
  const root = inert.createElement("div");
  // A TrustedHTML from the sanitiser (the DOM's typings know strings only).
  root.innerHTML = safeHtml as string;
  inert.body.append(root);
  const bilingual = keepLanguage(root, language);
  const headings = collectHeadings(root, "h2, h3").map((entry) => ({
    ...entry,
    text: pickLanguage(entry.text, language),
  }));
  for (const line of Array.from(root.querySelectorAll<HTMLElement>(LINES))) {
    const text = (line.textContent ?? "").replace(/\s+/g, " ").trim();
    const picked = pickLanguage(text, language);
    if (picked !== text) line.textContent = picked;
  }
  for (const code of Array.from(root.querySelectorAll("code"))) {
    const text = code.textContent ?? "";
    const full = text.replace(API_PATH, `$1${apiOrigin}/api/`);
    if (full !== text) code.textContent = full;
  }
  for (const pre of Array.from(root.querySelectorAll("pre"))) {
    const frame = inert.createElement("div");
    frame.className = "creator-code";
    const button = inert.createElement("button");
    button.type = "button";
    button.className = "bp6-button bp6-small creator-code__copy";
    button.setAttribute(COPY_CODE_ATTRIBUTE, "");
    button.setAttribute("aria-label", copy.label);
    button.textContent = copy.text;
    // A long line scrolls the block sideways: keyboard users reach it too.
    pre.tabIndex = 0;
    pre.replaceWith(frame);
    frame.append(button, pre);
  }
  const nodes = inert.createDocumentFragment();
  nodes.append(...Array.from(root.childNodes));
  return { nodes, headings, hasTitle: nodes.querySelector("h1") !== null, bilingual };
}

/**
 * Leaves out the top-level prose blocks (and list items) written in the other language, when the document has
 * blocks in both (a block's language: languageOfText; a heading that is one "English · 中文" line
 * belongs to both). Answers whether it had both.
 */
function keepLanguage(root: HTMLElement, language: Language): boolean {
  // A list's items count one by one: markdown joins two lists with only a blank line between.
  const candidates = Array.from(root.children).flatMap((element) =>
    element.tagName === "UL" || element.tagName === "OL" ? Array.from(element.children) : [element],
  );
  const blocks = candidates.flatMap((element) => {
    if (!PROSE.has(element.tagName)) return [];
    const text = element.textContent ?? "";
    if (/^H[1-6]$/.test(element.tagName) && pickLanguage(text, "en") !== text) return [];
    const written = languageOfText(text);
    return written ? [{ element, written }] : [];
  });
  const bilingual =
    blocks.some((block) => block.written === "en") &&
    blocks.some((block) => block.written === "zh-cn");
  if (bilingual) {
    for (const block of blocks) if (block.written !== language) block.element.remove();
    for (const list of Array.from(root.querySelectorAll(":scope > ul, :scope > ol")))
      if (list.children.length === 0) list.remove();
  }
  return bilingual;
}

/** The code of the block whose copy button this is. */
export function codeOfButton(button: Element): string {
  return button.parentElement?.querySelector("pre")?.textContent ?? "";
}
