/**
 * docs/api-layer.md's worked example quotes the real modules (docs/decisions/0063): each code block
 * of the example and of the endless-list section must still be in the file it names, so the example
 * type-checks because the code it quotes does.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const doc = readFileSync("docs/api-layer.md", "utf8");
const quoted = doc.slice(doc.indexOf("## A worked example"), doc.indexOf("## Result codes"));

/** Each fenced block with the last source path named before it (in its text or its first line). */
function quotes(text: string): { path: string; code: string }[] {
  const found: { path: string; code: string }[] = [];
  const fence = /```tsx?\n([\s\S]*?)```/g;
  let from = 0;
  for (let match = fence.exec(text); match; match = fence.exec(text)) {
    let code = match[1]!;
    const named = /^\/\/ (src\/[\w/.-]+\.tsx?) \(the real one\)\n/.exec(code);
    const before = text.slice(from, match.index).match(/src\/[\w/.-]+\.tsx?/g) ?? [];
    if (named) code = code.slice(named[0].length);
    const path = named?.[1] ?? before.at(-1);
    if (path) found.push({ path, code });
    from = match.index + match[0].length;
  }
  return found;
}

describe("docs/api-layer.md's worked example", () => {
  it("quotes every block from the module it names", () => {
    const blocks = quotes(quoted);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    for (const { path, code } of blocks)
      expect(readFileSync(path, "utf8").includes(code.trimEnd()), path).toBe(true);
  });
});
