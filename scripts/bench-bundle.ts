/**
 * npm run bench:bundle — the bundle budgets of issue 4, measured on a production build:
 * - initial: what the browser loads before /gate first renders — the entry JS and CSS, its
 *   modulepreloaded static imports, the /gate route chunk and its layout (with their static
 *   imports), and the start language's catalogues (all namespaces load before the first render);
 * - each route's chunk (its own file plus the static imports it adds beyond the initial set);
 * - Blueprint's icon-path chunks (~100 KB gzip each, emitted for the string-icon loader) must never
 *   be part of the initial load or of a route's static imports.
 * Fails when initial JS > 170 KB gzip, initial CSS > 60 KB gzip, or an icon-path chunk is reachable.
 *
 *   npm run bench:bundle            (builds into dist/, prints the table)
 *   npm run bench:bundle -- --json  (also prints the figures as JSON)
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const KB = 1024;
const BUDGET = { initialJs: 170 * KB, initialCss: 60 * KB };
const OUT_DIR = "dist";
/** The modules /gate needs besides the entry: its page and its layout (src/app/routes.tsx). */
const GATE_MODULES = ["src/app/routes/landing.tsx", "src/app/layouts/product.tsx"];
const LOCALE_RE = /^src\/locales\/([^/]+)\/[^/]+\.json$/;
const ICON_PATHS_RE = /@blueprintjs\/icons\/.*\/(paths|allPaths)/;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(OUT_DIR, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically (what the browser fetches with it). */
function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  const visit = (key: string) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench-bundle: ${key} is not in the build manifest`);
    into.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return into;
}

const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function filesOf(
  manifest: Manifest,
  keys: Iterable<string>,
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith(".js")) js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    if (chunk.file.endsWith(".css")) css.add(chunk.file);
  }
  return { js, css };
}

const isIconPathChunk = (key: string, chunk: ManifestChunk) =>
  ICON_PATHS_RE.test(chunk.src ?? key) ||
  (/^(paths|allPaths)\b/.test(chunk.name ?? "") && gzipSize(chunk.file) > 50 * KB);

async function main(): Promise<void> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  await build({
    mode: "production",
    logLevel: "warn",
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: "manifest.json" },
  });
  const manifest = JSON.parse(readFileSync(join(OUT_DIR, "manifest.json"), "utf8")) as Manifest;

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error("bench-bundle: no entry chunk in the manifest");
  const entryClosure = closure(manifest, [entryKey]);
  const gateClosure = closure(manifest, GATE_MODULES, new Set(entryClosure));

  // Catalogues: every namespace of one language loads before the first render; count the larger.
  const byLanguage = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const match = LOCALE_RE.exec(key);
    if (match) byLanguage.set(match[1]!, [...(byLanguage.get(match[1]!) ?? []), key]);
  }
  const localeSizes = [...byLanguage].map(([language, keys]) => ({
    language,
    keys,
    bytes: sum(
      filesOf(
        manifest,
        [...closure(manifest, keys, new Set(entryClosure))].filter((k) => !entryClosure.has(k)),
      ).js,
    ),
  }));
  const locales = localeSizes.sort((a, b) => b.bytes - a.bytes)[0];
  const initialKeys = locales ? closure(manifest, locales.keys, new Set(gateClosure)) : gateClosure;
  const initial = filesOf(manifest, initialKeys);
  const entryFiles = filesOf(manifest, entryClosure);
  const gateFiles = filesOf(manifest, gateClosure);

  const initialJs = sum(initial.js);
  const initialCss = sum(initial.css);

  console.log("\nInitial load of /gate (gzip -9)");
  console.log("  part                                   JS          CSS");
  const row = (label: string, js: number, css: number) =>
    console.log(`  ${label.padEnd(36)} ${kb(js).padStart(10)} ${kb(css).padStart(10)}`);
  row(
    `entry + modulepreloads (${entryFiles.js.size} files)`,
    sum(entryFiles.js),
    sum(entryFiles.css),
  );
  row(
    "/gate page + product layout",
    sum([...gateFiles.js].filter((f) => !entryFiles.js.has(f))),
    sum([...gateFiles.css].filter((f) => !entryFiles.css.has(f))),
  );
  if (locales)
    row(`catalogues (${locales.language}, ${locales.keys.length} namespaces)`, locales.bytes, 0);
  row("total", initialJs, initialCss);
  console.log(
    `  budget                               ${kb(BUDGET.initialJs).padStart(10)} ${kb(BUDGET.initialCss).padStart(10)}`,
  );

  // Per route: the page module, and what it adds to the initial load.
  const routeKeys = Object.keys(manifest)
    .filter((key) => /^src\/app\/(routes|layouts)\//.test(key) && manifest[key]!.isDynamicEntry)
    .sort();
  console.log(
    "\nRoute and layout chunks (gzip -9): own file, and total added beyond the initial load",
  );
  const perRoute: { module: string; own: number; added: number }[] = [];
  for (const key of routeKeys) {
    const chunk = manifest[key]!;
    const added = filesOf(
      manifest,
      [...closure(manifest, [key])].filter((k) => !initialKeys.has(k)),
    );
    const own = gzipSize(chunk.file);
    const addedBytes = sum(added.js) + sum(added.css);
    perRoute.push({ module: key, own, added: addedBytes });
    console.log(
      `  ${key.replace(/^src\/app\//, "").padEnd(44)} ${kb(own).padStart(9)} ${kb(addedBytes).padStart(10)}`,
    );
  }

  // Blueprint icon paths: emitted for the string-icon loader; must never be loaded with a page.
  const iconKeys = Object.keys(manifest).filter((key) => isIconPathChunk(key, manifest[key]!));
  const reachable = new Set<string>();
  for (const key of [...initialKeys, ...routeKeys.flatMap((k) => [...closure(manifest, [k])])]) {
    if (iconKeys.includes(key)) reachable.add(key);
  }
  console.log("\nBlueprint icon-path chunks");
  if (iconKeys.length === 0) console.log("  none emitted");
  for (const key of iconKeys) {
    const chunk = manifest[key]!;
    console.log(
      `  ${chunk.file.padEnd(44)} ${kb(gzipSize(chunk.file)).padStart(9)}  ${
        reachable.has(key)
          ? "LOADED WITH A PAGE"
          : "emitted, only behind a string icon name (never loaded by the shell)"
      }`,
    );
  }

  const failures: string[] = [];
  if (initialJs > BUDGET.initialJs)
    failures.push(`initial JS ${kb(initialJs)} > ${kb(BUDGET.initialJs)}`);
  if (initialCss > BUDGET.initialCss)
    failures.push(`initial CSS ${kb(initialCss)} > ${kb(BUDGET.initialCss)}`);
  if (reachable.size > 0)
    failures.push(`icon-path chunk loaded with a page: ${[...reachable].join(", ")}`);

  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ initialJs, initialCss, perRoute, iconChunks: iconKeys }, null, 2));
  }
  if (failures.length > 0) {
    console.error(`\nbench:bundle FAILED\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`\nbench:bundle ok — initial JS ${kb(initialJs)}, CSS ${kb(initialCss)} (gzip)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
