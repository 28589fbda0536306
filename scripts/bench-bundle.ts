/**
 * npm run bench:bundle — the first-load budget of every route (docs/decisions/0034): for each route
 * of src/app/routes.tsx, the JS and CSS (gzip -9) a first load of that route fetches:
 * - the entry and its static imports (modulepreloads),
 * - the start language's catalogues: the shell's (SHELL_NAMESPACES) and the route's own (its
 *   handle's namespaces); the larger language counts,
 * - every module the route's `lazy` and its layout's `lazy` import (scripts/route-modules.ts), with
 *   their static imports.
 * Fails (exit 1) when a route is over 150 KB JS or 50 KB CSS (the knowledge and works pages: their
 * own ceiling, decision 0034's amendment), or when one of Blueprint's icon-path
 * chunks (~100 KB gzip each, emitted for the string-icon loader) is part of any route's first load.
 * Not counted: code a page loads later (on a click, or the session check of a login-required page).
 *
 *   npm run bench:bundle                   builds the production app into dist/, then measures it
 *   npm run bench:bundle -- --no-build     measures the build already there (npm test: the one
 *                                          check:production made); PRODUCTION_OUT names the folder
 *   npm run bench:bundle -- --json         also prints the figures as JSON
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildProduction, MANIFEST_FILE, PRODUCTION_OUT } from "./production-build";
import { routeModules } from "./route-modules";
import { SHELL_NAMESPACES } from "../src/lib/i18n-namespaces";

const KB = 1024;
const BUDGET = { js: 150 * KB, css: 50 * KB };
/**
 * The knowledge and game-works pages, until issue 17 brings them to BUDGET (decision 0034's
 * amendment): a ceiling at their size when they were built, so that they cannot grow.
 */
const CONTENT_ROUTES = /^\/(knowledge|gameworks)\//;
const CONTENT_BUDGET = { js: 175 * KB, css: 52 * KB };
const budgetOf = (route: string) => (CONTENT_ROUTES.test(route) ? CONTENT_BUDGET : BUDGET);
const LOCALE_RE = /^src\/locales\/([^/]+)\/([^/]+)\.json$/;
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

interface RouteLoad {
  route: string;
  js: number;
  css: number;
  files: number;
  over: string[];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function measurer(outDir: string) {
  const cache = new Map<string, number>();
  return (file: string): number => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
}

/** Chunks and everything they import statically (what the browser fetches with them). */
function closure(
  manifest: Manifest,
  keys: Iterable<string>,
  into = new Set<string>(),
): Set<string> {
  const visit = (key: string) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench-bundle: ${key} is not in the build manifest`);
    into.add(key);
    chunk.imports?.forEach(visit);
  };
  for (const key of keys) visit(key);
  return into;
}

function filesOf(
  manifest: Manifest,
  keys: Iterable<string>,
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith(".js")) js.add(chunk.file);
    if (chunk.file.endsWith(".css")) css.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
  }
  return { js, css };
}

async function main(): Promise<void> {
  const outDir = PRODUCTION_OUT;
  if (!process.argv.includes("--no-build")) await buildProduction(outDir);
  const manifestPath = join(outDir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    throw new Error(
      `bench-bundle: ${manifestPath} is missing: build first (npm run check:production, or run without --no-build).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const gzipSize = measurer(outDir);
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipSize(f), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error("bench-bundle: no entry chunk in the manifest");
  const entry = closure(manifest, [entryKey]);

  // Catalogues: the shell's load before the first render, a page's own with its code.
  const languages = new Set<string>();
  for (const key of Object.keys(manifest)) {
    const match = LOCALE_RE.exec(key);
    if (match) languages.add(match[1]!);
  }
  /** The catalogue chunks of the namespaces in the language that weighs more. */
  const cataloguesOf = (namespaces: readonly string[], loaded: Set<string>) =>
    [...languages]
      .map((language) =>
        closure(
          manifest,
          namespaces
            .map((namespace) => `src/locales/${language}/${namespace}.json`)
            .filter((key) => manifest[key]),
          new Set(loaded),
        ),
      )
      .sort((a, b) => sum(filesOf(manifest, b).js) - sum(filesOf(manifest, a).js))[0] ??
    new Set(loaded);
  const start = cataloguesOf(SHELL_NAMESPACES, new Set(entry));

  const iconKeys = new Set(
    Object.keys(manifest).filter((key) => {
      const chunk = manifest[key]!;
      return (
        ICON_PATHS_RE.test(chunk.src ?? key) ||
        (/^(paths|allPaths)\b/.test(chunk.name ?? "") && gzipSize(chunk.file) > 50 * KB)
      );
    }),
  );

  const routes = await routeModules(process.cwd());
  const loads: RouteLoad[] = [];
  const iconsLoaded = new Set<string>();
  for (const { path, modules, namespaces } of routes) {
    const missing = modules.filter((module) => !manifest[module]);
    if (missing.length > 0) {
      throw new Error(
        `bench-bundle: ${path} loads ${missing.join(", ")}, not in the build manifest`,
      );
    }
    const keys = closure(manifest, modules, cataloguesOf(namespaces, new Set(start)));
    keys.forEach((key) => iconKeys.has(key) && iconsLoaded.add(`${key} (${path})`));
    const files = filesOf(manifest, keys);
    const js = sum(files.js);
    const css = sum(files.css);
    const budget = budgetOf(path);
    const over = [
      ...(js > budget.js ? [`JS ${kb(js)} > ${kb(budget.js)}`] : []),
      ...(css > budget.css ? [`CSS ${kb(css)} > ${kb(budget.css)}`] : []),
    ];
    loads.push({ route: path, js, css, files: files.js.size + files.css.size, over });
  }

  const entryFiles = filesOf(manifest, entry);
  console.log(`\nFirst load per route (gzip -9; ${outDir}/)`);
  console.log(
    `  entry + modulepreloads: ${kb(sum(entryFiles.js))} JS, ${kb(sum(entryFiles.css))} CSS; ` +
      `with the shell's catalogues: ${kb(sum(filesOf(manifest, start).js))} JS`,
  );
  console.log(
    `  ${"route".padEnd(26)} ${"JS".padStart(10)} ${"CSS".padStart(10)} ${"files".padStart(6)}`,
  );
  for (const load of loads) {
    console.log(
      `  ${load.route.padEnd(26)} ${kb(load.js).padStart(10)} ${kb(load.css).padStart(10)} ${String(load.files).padStart(6)}` +
        (load.over.length > 0 ? `  OVER: ${load.over.join(", ")}` : ""),
    );
  }
  console.log(
    `  ${"budget".padEnd(26)} ${kb(BUDGET.js).padStart(10)} ${kb(BUDGET.css).padStart(10)}`,
  );
  console.log(
    `  ${"/knowledge/*, /gameworks/*".padEnd(26)} ${kb(CONTENT_BUDGET.js).padStart(10)} ${kb(CONTENT_BUDGET.css).padStart(10)}  (until issue 17)`,
  );

  const emitted = [...iconKeys].map(
    (key) => `${manifest[key]!.file} ${kb(gzipSize(manifest[key]!.file))}`,
  );
  console.log(
    `\nBlueprint icon-path chunks: ${emitted.length === 0 ? "none emitted" : `${emitted.join(", ")}; ${iconsLoaded.size === 0 ? "never part of a first load" : "LOADED WITH A PAGE"}`}`,
  );

  if (process.argv.includes("--json"))
    console.log(JSON.stringify({ budget: BUDGET, routes: loads }, null, 2));

  const failures = [
    ...loads.filter((l) => l.over.length > 0).map((l) => `${l.route}: ${l.over.join(", ")}`),
    ...[...iconsLoaded].map((key) => `icon-path chunk in a first load: ${key}`),
  ];
  if (failures.length > 0) {
    console.error(`\nbench:bundle FAILED (${failures.length})\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `\nbench:bundle ok — ${loads.length} routes within ${kb(BUDGET.js)} JS and ${kb(BUDGET.css)} CSS (gzip); ` +
      `the knowledge and works pages within ${kb(CONTENT_BUDGET.js)} JS and ${kb(CONTENT_BUDGET.css)} CSS`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
