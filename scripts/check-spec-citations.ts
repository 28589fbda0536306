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
  for (const { file, line, document } of missing) {
    console.error(`${file}:${line}: cites ${document}, which is not in ${SPEC_DIR}/`);
  }
  for (const name of stale) {
    console.error(
      `${SPEC_DIR}/${name} differs from ${UPSTREAM_DIR}/${name}: refresh the copy (cp ${UPSTREAM_DIR}/${name} ${SPEC_DIR}/).`,
    );
  }
  if (missing.length > 0 || stale.length > 0) return 1;
  console.log(`spec citations: ${files.length} files cite only documents in ${SPEC_DIR}/.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(main());
}
