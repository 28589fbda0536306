/**
 * The article editor's starting document. TipTap reads an HTML string by handing it to the
 * browser's DOMParser, which Trusted Types refuses (src/lib/trusted-types.ts); the editor starts
 * from this instead: the same reading, through an inert template (parseInert), as TipTap's JSON.
 * As TipTap does, white space that only formats the HTML (a newline, or a newline and two spaces,
 * between tags) is dropped first.
 */
import { getSchema, type Extensions, type JSONContent } from "@tiptap/core";
import { DOMParser as SchemaParser } from "@tiptap/pm/model";
import { parseInert } from "@/lib/rich-text/inert-html";

const FORMATTING_WHITESPACE = /^(\n\s\s|\n)$/;

function dropFormattingWhitespace(node: Node): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE && FORMATTING_WHITESPACE.test(child.nodeValue ?? "")) {
      child.remove();
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      dropFormattingWhitespace(child);
    }
  }
}

export function editorDocument(html: string, extensions: Extensions): JSONContent {
  const nodes = parseInert(html);
  dropFormattingWhitespace(nodes);
  return SchemaParser.fromSchema(getSchema(extensions)).parse(nodes).toJSON() as JSONContent;
}
