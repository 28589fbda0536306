/**
 * The tracker check of `npm run lint` (scripts/check-spec-citations.ts, docs/decisions/0068): a
 * comment that cites a tracker issue or item is refused with its file and line; a comment that
 * cites the spec or a decision record, an upstream project's issue, and the same words outside a
 * comment are accepted. The refused phrases are built by tracker() and item() so that this file
 * cites no tracker item itself.
 */
import { describe, expect, it } from "vitest";
import { commentLines, trackerCitations } from "../../scripts/check-spec-citations";

const tracker = (n: number | string) => ["issue", n].join(" ");
const item = (n: number | string) => ["item", n].join(" ");
const check = (path: string, text: string) =>
  trackerCitations([{ path, text }]).map(({ line, citation }) => `${line}: ${citation}`);

describe("comments that cite the tracker", () => {
  it("refuses a tracker issue or item in a line or block comment, naming the line", () => {
    expect(check("src/a.ts", `const a = 1;\n// see ${tracker(15)} ${item(5)}\n`)).toEqual([
      `2: ${tracker(15)}`,
      `2: ${item(5)}`,
    ]);
    const block = `/**\n * The fault matrix (${tracker(17)} ${item(3)}), generated\n */\nexport {};`;
    expect(check("tests/b.test.ts", block)).toEqual([`2: ${tracker(17)}`, `2: ${item(3)}`]);
    expect(check("src/c.tsx", `/* (${item(3)}) */ const c = <div />;`)).toEqual([`1: ${item(3)}`]);
  });

  it("refuses the other spellings: capitals, #, plural lists, and in CSS, HTML and YAML", () => {
    expect(check("e2e/d.spec.ts", `// ${tracker("#9")}`)).toEqual([`1: ${tracker("#9")}`]);
    expect(check("scripts/e.ts", `// Item 3 of Issue 9`)).toEqual(["1: Item 3", "1: Issue 9"]);
    expect(check("mocks/f.ts", "// as issues 10, 12 asked")).toEqual(["1: issues 10, 12"]);
    expect(check("tests/g.test.ts", "// lint, not memory (items 12-13)")).toEqual([
      "1: items 12-13",
    ]);
    expect(check("src/h.css", `.a { color: red; } /* ${tracker(4)} */`)).toEqual([
      `1: ${tracker(4)}`,
    ]);
    expect(check("index.html", `<!-- ${tracker(14)} -->`)).toEqual([`1: ${tracker(14)}`]);
    expect(check("openapi/x.yaml", `type: string # ${item(2)}`)).toEqual([`1: ${item(2)}`]);
  });

  it("accepts comments that cite the spec, a decision record or an upstream issue", () => {
    expect(check("src/a.ts", "// portal.md §4")).toEqual([]);
    expect(check("src/a.ts", "/** The budget of docs/decisions/0062 (platform.md §2). */")).toEqual(
      [],
    );
    expect(check("vite.config.ts", "// remix-run/react-router#12532, #14102")).toEqual([]);
    expect(check("src/a.ts", "// (the mock issues 6 digits; docs/decisions/0007)")).toEqual([]);
    expect(
      check("src/a.ts", "// https://github.com/stryker-mutator/stryker-js/issues/6144"),
    ).toEqual([]);
  });

  it("reads only comments: strings, templates and Markdown prose are not checked", () => {
    expect(check("src/a.ts", `const s = "// ${tracker(15)}";`)).toEqual([]);
    expect(check("src/a.ts", `const s = \`line\n${tracker(15)} // ${item(5)}\`;`)).toEqual([]);
    expect(check("src/a.ts", `const url = "https://example.com"; // ${item(1)}`)).toEqual([
      `1: ${item(1)}`,
    ]);
    expect(check("docs/decisions/0001-x.md", `${tracker(9)} asked for it`)).toEqual([]);
  });

  it("keeps line numbers across multi-line comments and strings", () => {
    const text = `/*\n first\n second ${item(7)}\n*/\nconst t = \`a\nb\`; // ${tracker(2)}`;
    expect(commentLines(text, "js").get(3)).toContain(item(7));
    expect(check("src/a.ts", text)).toEqual([`3: ${item(7)}`, `6: ${tracker(2)}`]);
  });
});
