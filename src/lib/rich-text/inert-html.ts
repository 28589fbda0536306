/**
 * HTML parsed into inert nodes: a <template>'s content, which belongs to a document with no
 * browsing context, so nothing in it runs or loads. For reading HTML (its text, or the nodes an
 * editor's schema keeps), never for showing it: what is shown passes through sanitizeHtml.
 *
 * Under Trusted Types (src/lib/trusted-types.ts) the parser takes only a trusted value: this
 * module's policy ("inert-html") makes one from any string, and is private to it, so its one use is
 * the inert parse below.
 */
import type { TrustedHTML, TrustedTypesWindow } from "trusted-types/lib";

type InertPolicy = { createHTML(input: string): TrustedHTML };
let policy: InertPolicy | null | undefined;

function forParser(html: string): string {
  if (policy === undefined) {
    const factory = (window as unknown as TrustedTypesWindow).trustedTypes;
    policy = factory?.createPolicy("inert-html", { createHTML: (input: string) => input }) ?? null;
  }
  // The DOM's typings know strings only; the browser takes the trusted value.
  return (policy ? policy.createHTML(html) : html) as unknown as string;
}

/** The nodes of an HTML fragment, inert (a fresh template's content). */
export function parseInert(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = forParser(html);
  return template.content;
}
