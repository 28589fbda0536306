/**
 * The article editor's starting document (editor-document.ts) reads HTML exactly as TipTap's own
 * string reading does (which Trusted Types would refuse): the same JSON for the same extensions.
 */
import { describe, expect, it } from "vitest";
import { generateJSON } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { editorDocument } from "@/features/knowledge/components/editor/editor-document";

const extensions = [
  StarterKit.configure({ heading: { levels: [1, 2, 3] } }),
  Image.configure({ allowBase64: false }),
];

const BODIES = [
  "",
  "<p>One paragraph</p>",
  "<h1>Title</h1>\n<p>Formatted\n  <strong>bold</strong> and <em>em</em></p>\n  <ul>\n  <li>one</li>\n  <li>two</li>\n</ul>",
  '<p>A <a href="https://example.com">link</a> and <code>code</code></p><pre><code class="language-ts">const a = 1;</code></pre>',
  '<blockquote><p>Quote</p></blockquote><img src="/__files/img/a.png" alt="A"><h4>Unknown level</h4>',
  '<div onclick="x()"><script>alert(1)</script><span style="color:red">kept text</span></div>',
];

describe("editorDocument", () => {
  it.each(BODIES)("reads %j as TipTap does", (html) => {
    expect(editorDocument(html, extensions)).toEqual(generateJSON(html, extensions));
  });
});
