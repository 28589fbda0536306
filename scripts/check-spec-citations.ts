/**
 * Part of `npm run lint`: every specification document the code cites (`platform.md §2`,
 * `decisions.md §3`, `../shared/spec/portal.md`) must be in docs/spec/, so the citation resolves
 * for anyone who clones the project. When the upstream specification (../shared/spec/) is present
 * beside the project, the copies must also be byte-identical to it (see docs/spec/README.md).
 *
 * A citation is a bare Markdown file name (`portal.md`), or one whose path ends in `spec/`; a path into another folder
 * (`docs/decisions/0023-mock-social.md`) is not one. A bare name of a Markdown file the project
 * holds outside docs/spec/ (README.md, a decision record) and the design notes named in NOT_SPEC
 * are not spec documents.
 *
 * It also fails on a comment that cites a tracker item (the word issue or item and its number,
 * alone or in a list): a reader of the repository cannot open the tracker, so a comment cites
 * the spec section (`portal.md §4`) or a decision record (`docs/decisions/0062`) instead
 * (docs/decisions/0068). Comments are read from code (ts, tsx, js, mjs, cjs, css, html, yaml);
 * Markdown is prose and is not checked for this. An upstream project's issue
 * (`remix-run/react-router#12532`) is fine.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Design notes that sit beside the specification upstream; they are not part of it. */
export const NOT_SPEC = new Set(["architecture.md", "stack.md"]);
export const SPEC_DIR = "docs/spec";
const UPSTREAM_DIR = "../shared/spec";
const SCANNED = /\.(ts|tsx|js|mjs|cjs|json|ya?ml|md|html|css)$/;
const SKIPPED = [/^docs\/spec\//, /^package-lock\.json$/, /^contracts\/pacts\//];
// A Markdown file name, optionally behind a path ending in spec/; not preceded by another path or word.
const CITATION = /(?<![\w./-])((?:[\w.-]+\/)*?)([a-z0-9][a-z0-9-]*\.md)\b/gi;

export interface SourceFile {
  path: string;
  text: string;
}

export interface MissingCitation {
  file: string;
  line: number;
  document: string;
}

export interface TrackerCitation {
  file: string;
  line: number;
  citation: string;
}

/**
 * A tracker issue or item: the word issue (or item) and its number, "#" allowed, or the plural and
 * a list of numbers (tests/scripts/check-spec-citations.test.ts shows each). A verb followed by a
 * count ("the mock issues 6 digits") and an upstream reference ("pact-js#1835") are not.
 */
const TRACKER_CITATION = new RegExp(
  [
    String.raw`\bissue\s+#?\d+`,
    String.raw`\bissues\s+#?\d+(?:\s*(?:,|and|&)\s*#?\d+)+`,
    String.raw`\bitem\s+\d+`,
    String.raw`\bitems\s+\d+(?:\s*(?:,|-|–|and|&)\s*\d+)+`,
  ].join("|"),
  "gi",
);

type CommentSyntax = "js" | "css" | "html" | "yaml";

const syntaxOf = (file: string): CommentSyntax | undefined => {
  if (/\.(ts|tsx|js|mjs|cjs)$/.test(file)) return "js";
  if (file.endsWith(".css")) return "css";
  if (file.endsWith(".html")) return "html";
  if (/\.ya?ml$/.test(file)) return "yaml";
  return undefined;
};

/**
 * The comment text of each line (1-based line → text). JS-family files: `//` and `/* … *\/`
 * comments, outside string and template literals; CSS: block comments; HTML: `<!-- … -->`;
 * YAML: `#` at the start of a line or after a space. A regular expression literal is read as
 * code: a quote inside one may hide the rest of its line (never a comment on another line).
 */
export function commentLines(text: string, syntax: CommentSyntax): Map<number, string> {
  const comments = new Map<number, string>();
  let line = 1;
  const add = (part: string) => comments.set(line, (comments.get(line) ?? "") + part);
  if (syntax === "yaml") {
    text.split("\n").forEach((row, index) => {
      const hash = /(^|\s)#(.*)$/.exec(row);
      if (hash) comments.set(index + 1, hash[2]!);
    });
    return comments;
  }
  const [open, close] = syntax === "html" ? ["<!--", "-->"] : ["/*", "*/"];
  const quotes = syntax === "js" ? ["'", '"', "`"] : syntax === "css" ? ["'", '"'] : [];
  let state: "code" | "block" | "line" | "'" | '"' | "`" = "code";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\n") {
      line++;
      // A line comment ends here; an unclosed quote on this line was in a regex, not a string.
      if (state === "line" || state === "'" || state === '"') state = "code";
      continue;
    }
    if (state === "code") {
      if (text.startsWith(open, i)) {
        state = "block";
        i += open.length - 1;
      } else if (syntax === "js" && text.startsWith("//", i)) {
        state = "line";
        i++;
      } else if (quotes.includes(c)) {
        state = c as "'" | '"' | "`";
      }
    } else if (state === "block") {
      if (text.startsWith(close, i)) {
        state = "code";
        i += close.length - 1;
      } else add(c);
    } else if (state === "line") {
      add(c);
    } else if (c === "\\") {
      if (text[i + 1] === "\n") line++;
      i++;
    } else if (c === state) {
      state = "code";
    }
  }
  return comments;
}

/** The comments that cite a tracker issue or item instead of the spec or a decision record. */
export function trackerCitations(files: readonly SourceFile[]): TrackerCitation[] {
  const found: TrackerCitation[] = [];
  for (const file of files) {
    const syntax = syntaxOf(file.path);
    if (!syntax) continue;
    for (const [line, comment] of commentLines(file.text, syntax)) {
      for (const match of comment.matchAll(TRACKER_CITATION)) {
        found.push({ file: file.path, line, citation: match[0] });
      }
    }
  }
  return found;
}

/** The citations of spec documents that docs/spec/ does not hold. */
export function missingCitations(
  files: readonly SourceFile[],
  specDocuments: ReadonlySet<string>,
  /** File names of the project's own Markdown documents (outside docs/spec/). */
  projectDocuments: ReadonlySet<string>,
): MissingCitation[] {
  const missing: MissingCitation[] = [];
  for (const file of files) {
    file.text.split("\n").forEach((text, index) => {
      for (const match of text.matchAll(CITATION)) {
        const folder = match[1] ?? "";
        const document = match[2]!;
        const intoSpec = folder === "" || /(^|\/)spec\/$/.test(folder);
        if (!intoSpec) continue;
        if (folder === "" && (NOT_SPEC.has(document) || projectDocuments.has(document))) continue;
        if (!specDocuments.has(document))
          missing.push({ file: file.path, line: index + 1, document });
      }
    });
  }
  return missing;
}

function projectFiles(root: string): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split("\n")
    .filter((file) => SCANNED.test(file) && !SKIPPED.some((skip) => skip.test(file)))
    .filter((file) => existsSync(path.join(root, file)));
}

/** The copies that differ from, or are missing against, the upstream spec folder. */
function staleCopies(root: string): string[] {
  const upstream = path.resolve(root, UPSTREAM_DIR);
  if (!existsSync(upstream)) return [];
  return readdirSync(upstream)
    .filter((name) => name.endsWith(".md") && name !== "README.md")
    .filter((name) => {
      const copy = path.join(root, SPEC_DIR, name);
      return (
        !existsSync(copy) || !readFileSync(copy).equals(readFileSync(path.join(upstream, name)))
      );
    });
}

function main(): number {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const specDocuments = new Set(
    readdirSync(path.join(root, SPEC_DIR)).filter((n) => n.endsWith(".md")),
  );
  const files = projectFiles(root).map((file) => ({
    path: file,
    text: readFileSync(path.join(root, file), "utf8"),
  }));
  const projectDocuments = new Set(
    files.filter((file) => file.path.endsWith(".md")).map((file) => path.posix.basename(file.path)),
  );
  const missing = missingCitations(files, specDocuments, projectDocuments);
  const stale = staleCopies(root);
  const tracker = trackerCitations(files);
  for (const { file, line, document } of missing) {
    console.error(`${file}:${line}: cites ${document}, which is not in ${SPEC_DIR}/`);
  }
  for (const { file, line, citation } of tracker) {
    console.error(
      `${file}:${line}: a comment cites the tracker ("${citation}"): cite the spec section (portal.md §4) or a decision record (docs/decisions/00NN) instead.`,
    );
  }
  for (const name of stale) {
    console.error(
      `${SPEC_DIR}/${name} differs from ${UPSTREAM_DIR}/${name}: refresh the copy (cp ${UPSTREAM_DIR}/${name} ${SPEC_DIR}/).`,
    );
  }
  if (missing.length > 0 || stale.length > 0 || tracker.length > 0) return 1;
  console.log(
    `spec citations: ${files.length} files cite only documents in ${SPEC_DIR}/, and no comment cites the tracker.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(main());
}
