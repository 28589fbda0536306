/**
 * Prepares the token API document's safe HTML for the page, in an inert document (nothing loads,
 * nothing runs): its h2/h3 headings get stable ids for the directory and #anchor links
 * (collectHeadings), and every code block gets a copy button, found again by its data attribute
 * (the page listens to clicks on the body); code blocks are focusable, as they may scroll. The
 * input is already sanitised; only the app's own button is added. The result is nodes, which the
 * page copies in (RichTextBody), not HTML: under Trusted Types only the sanitiser makes HTML.
 */
import { collectHeadings, type HeadingEntry } from "@/lib/rich-text/headings";
import type { SanitizedHtml } from "@/lib/rich-text/sanitize";

export const COPY_CODE_ATTRIBUTE = "data-copy-code";

export interface PreparedDocument {
  nodes: DocumentFragment;
  headings: HeadingEntry[];
  /** The document brings its own h1 (its title). */
  hasTitle: boolean;
}

export interface CopyButtonText {
  text: string;
  label: string;
}

export function prepareDocument(safeHtml: SanitizedHtml, copy: CopyButtonText): PreparedDocument {
  const inert = document.implementation.createHTMLDocument("");
  const root = inert.createElement("div");
  // A TrustedHTML from the sanitiser (the DOM's typings know strings only).
  root.innerHTML = safeHtml as string;
  inert.body.append(root);
  const headings = collectHeadings(root, "h2, h3");
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
  return { nodes, headings, hasTitle: nodes.querySelector("h1") !== null };
}

/** The code of the block whose copy button this is. */
export function codeOfButton(button: Element): string {
  return button.parentElement?.querySelector("pre")?.textContent ?? "";
}
