/**
 * npm run bench:bundle — a report of the first load of every route (docs/decisions/0034; npm test's
 * budget is check:first-paint's, decision 0089): for each route
 * of src/app/routes.tsx, the JS and CSS (gzip -9) a first load of that route fetches:
 * (scripts/first-load.ts computes it:)
 * - the entry and its static imports (modulepreloads),
 * - the start language's catalogues: the shell's (SHELL_NAMESPACES) and the route's own (its
 *   handle's namespaces); the larger language counts,
 * - every module the route's `lazy` and its layout's `lazy` import (scripts/route-modules.ts), with
 *   their static imports.
 * A report: the budget npm test holds the pages to is check:first-paint's (what a page needs before
 * its largest paint, decision 0089), so no per-route figure here fails. It exits 1 only when one of
 * Blueprint's icon-path chunks (~100 KB gzip each, emitted for the string-icon loader) is part of
 * any route's first load.
 * Not counted: code a page loads later (on a click, the session check of a login-required page, a
 * part of a page that loads its code beside its data after the first render: lazyPart, 0062).
 *
 *   npm run bench:bundle                   builds the production app into dist/, then measures it
 *   npm run bench:bundle -- --no-build     measures the build already there (npm test: the one
 *                                          check:production made); PRODUCTION_OUT names the folder
 *   npm run bench:bundle -- --json         also prints the figures as JSON
 */
import { buildProduction, PRODUCTION_OUT } from "./production-build";
import { filesOf, firstLoads } from "./first-load";

const KB = 1024;
const ICON_PATHS_RE = /@blueprintjs\/icons\/.*\/(paths|allPaths)/;

interface RouteLoad {
  route: string;
  js: number;
  css: number;
  files: number;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function main(): Promise<void> {
  const outDir = PRODUCTION_OUT;
  if (!process.argv.includes("--no-build")) await buildProduction(outDir);
  const { manifest, gzipSize, sum, entry, start, routes } = await firstLoads(outDir);

  const iconKeys = new Set(
    Object.keys(manifest).filter((key) => {
      const chunk = manifest[key]!;
      return (
        ICON_PATHS_RE.test(chunk.src ?? key) ||
        (/^(paths|allPaths)\b/.test(chunk.name ?? "") && gzipSize(chunk.file) > 50 * KB)
      );
    }),
  );

  const loads: RouteLoad[] = [];
  const iconsLoaded = new Set<string>();
  for (const { path, keys, js: jsFiles, css: cssFiles } of routes) {
    keys.forEach((key) => iconKeys.has(key) && iconsLoaded.add(`${key} (${path})`));
    loads.push({
      route: path,
      js: sum(jsFiles),
      css: sum(cssFiles),
      files: jsFiles.size + cssFiles.size,
    });
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
      `  ${load.route.padEnd(26)} ${kb(load.js).padStart(10)} ${kb(load.css).padStart(10)} ${String(load.files).padStart(6)}`,
    );
  }

  const emitted = [...iconKeys].map(
    (key) => `${manifest[key]!.file} ${kb(gzipSize(manifest[key]!.file))}`,
  );
  console.log(
    `\nBlueprint icon-path chunks: ${emitted.length === 0 ? "none emitted" : `${emitted.join(", ")}; ${iconsLoaded.size === 0 ? "never part of a first load" : "LOADED WITH A PAGE"}`}`,
  );

  if (process.argv.includes("--json")) console.log(JSON.stringify({ routes: loads }, null, 2));

  const failures = [...iconsLoaded].map((key) => `icon-path chunk in a first load: ${key}`);
  if (failures.length > 0) {
    console.error(`\nbench:bundle FAILED (${failures.length})\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `\nbench:bundle: ${loads.length} routes measured; no icon-path chunk in a first load (npm test's budget: check:first-paint)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
