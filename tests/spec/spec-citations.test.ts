/**
 * The citation check of `npm run lint` (scripts/check-spec-citations.ts): a cited specification
 * document must be in docs/spec/; paths into other folders, the project's own documents and the
 * design notes are not spec citations. The last test checks the copies themselves. Made-up names
 * are built with md() so that this file cites nothing missing itself.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { missingCitations, SPEC_DIR } from "../../scripts/check-spec-citations";

const md = (name: string) => `${name}.md`;
const specDocuments = new Set(["platform.md", "decisions.md"]);
const projectDocuments = new Set(["README.md", md("0020-runtimes")]);
const check = (path: string, text: string) =>
  missingCitations([{ path, text }], specDocuments, projectDocuments);

describe("spec citations", () => {
  it("accepts citations of documents in docs/spec/, bare or by their upstream path", () => {
    expect(check("src/a.ts", "// platform.md §2 and decisions.md §3")).toEqual([]);
    expect(check("tests/b.ts", " * as shared/spec/decisions.md §2 says")).toEqual([]);
    expect(check("docs/c.md", "see ../shared/spec/platform.md")).toEqual([]);
  });

  it("names a cited spec document that docs/spec/ does not hold, with its line", () => {
    expect(check("src/a.ts", "// fine: platform.md §1\n// portal.md §4 says so")).toEqual([
      { file: "src/a.ts", line: 2, document: "portal.md" },
    ]);
    expect(check("docs/x.md", `../shared/spec/${md("billing")}`)).toEqual([
      { file: "docs/x.md", line: 1, document: md("billing") },
    ]);
  });

  it("ignores paths into other folders, the project's own documents and design notes", () => {
    expect(check("mocks/h.ts", "// docs/decisions/0023-mock-social.md")).toEqual([]);
    expect(check("mocks/s.ts", "// the accounts of README.md")).toEqual([]);
    expect(check("docs/decisions/0021-x.md", `after ${md("0020-runtimes")}`)).toEqual([]);
    expect(check("eslint.config.js", '"Import rule of architecture.md."')).toEqual([]);
    expect(check("README.md", "https://example.com/docs/portal.md")).toEqual([]);
  });

  it("finds every document the project cites in docs/spec/", () => {
    const held = readdirSync(SPEC_DIR);
    for (const name of [
      "platform.md",
      "portal.md",
      "creator-programme.md",
      "inspect-console.md",
      "decisions.md",
      "README.md",
    ]) {
      expect(held).toContain(name);
    }
    expect(readFileSync(`${SPEC_DIR}/README.md`, "utf8")).toMatch(/copies/);
    if (existsSync("../shared/spec/platform.md")) {
      expect(readFileSync(`${SPEC_DIR}/platform.md`)).toEqual(
        readFileSync("../shared/spec/platform.md"),
      );
    }
  });
});
