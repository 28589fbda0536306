/**
 * npm run check:first-paint — the budget npm test holds every page to (docs/decisions/0088): what a
 * phone fetches before the page's largest paint (LCP), counted from the production build without a
 * browser, in well under a second:
 * - the JS (gzip -9) its first paint needs: the entry and its modulepreloads, the catalogues, the
 *   layout's and the page's code, the modules its loader's first queries load (first-load.ts), and
 *   the parts the largest paint waits for (LCP_PARTS); at most 170 KB;
 * - the requests before the LCP: the document, every JS and CSS file above, the page's first data
 *   calls (src/app/route-data.ts, at an address with an id) and its LCP picture (LCP_IMAGE); at
 *   most 20.
 * Pictures that paint besides the largest one (the other cards' covers, avatars) are not counted:
 * they are the page's content, not what its first paint needs. `npm run bench:pages` measures the
 * same on Lighthouse's phone (requests started before the observed LCP); bench:bundle reports the
 * first load's kilobytes per route.
 *
 *   npm run check:first-paint                 measures the build in dist/ (PRODUCTION_OUT), which
 *                                             npm test's check:production made
 *   npm run check:first-paint -- --build      builds it first
 *   npm run check:first-paint -- --files /knowledge/detail
 *                                             also lists that route's files, largest first
 */
import { filesOf, firstLoads, type Manifest } from "./first-load";
import { buildProduction, PRODUCTION_OUT } from "./production-build";

const KB = 1024;
export const FIRST_PAINT_BUDGET = { js: 170 * KB, requests: 20 };
/**
 * The one page over the budget today (docs/decisions/0089, 0093): a ceiling at its figure, so that
 * it cannot grow. Every other route keeps FIRST_PAINT_BUDGET. /knowledge/detail's body shows once
 * sanitised, so its sanitiser (DOMPurify, 12.5 KB) loads before the body's pictures: with the entry,
 * the query client's and the API client's chunks, 155 KB before any code of the page. Its requests
 * are within the budget (19). Measured: the social widgets as parts loaded after the first paint
 * would take 3.9 KB off, the side column and the floating comment box 0.1 KB. Its loader starting
 * the sanitiser beside the article (decision 0098) added 0.1 KB to the entry.
 */
const CEILINGS: Record<string, { js: number; requests: number }> = {
  "/knowledge/detail": { js: 178.1 * KB, requests: FIRST_PAINT_BUDGET.requests },
};
const budgetOf = (route: string) => CEILINGS[route] ?? FIRST_PAINT_BUDGET;

/**
 * The parts (lazyPart, decision 0062) a page's largest paint is in: their code loads at the first
 * render, beside the data, before that paint. What bench:pages sees as each page's LCP element.
 */
const LCP_PARTS: Record<string, string[]> = {
  // The first section's first card's cover.
  "/knowledge/home": ["src/features/knowledge/components/home-parts.tsx"],
  // The demo grid's first cover.
  "/gameworks/home": ["src/features/works/components/home/home-parts.ts"],
  // A picture of the article's body, which shows once sanitised.
  "/knowledge/detail": ["src/lib/rich-text/sanitize.ts"],
};
/**
 * Pages whose largest paint is the document's own copy of the landing banner (decision 0040): it
 * paints with the document and its stylesheet, before any script runs; the requests before it are
 * the document and the files the document names (the entry, its modulepreloads, its stylesheet).
 */
const LCP_IN_DOCUMENT = new Set(["/gate", "/guide"]);
/** Pages whose largest paint is a picture of their data (the rest paint text). */
const LCP_IMAGE = new Set([
  "/knowledge/home",
  "/gameworks/home",
  "/knowledge/detail",
  "/gameworks/detail",
]);

/** The manifest key of a lazily loaded part's chunk. */
function partKey(keyOf: (module: string) => string | undefined, module: string): string {
  const key = keyOf(module);
  if (!key) throw new Error(`check:first-paint: ${module} (LCP_PARTS) is in no chunk of the build`);
  return key;
}

function closureOf(manifest: Manifest, keys: string[], into: Set<string>) {
  const visit = (key: string) => {
    if (into.has(key)) return;
    into.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return into;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (process.argv.includes("--build")) await buildProduction(PRODUCTION_OUT);
  const { manifest, sum, routes, keyOf, entry, gzipSize } = await firstLoads(PRODUCTION_OUT);
  const listed = process.argv[process.argv.indexOf("--files") + 1];

  const rows = routes.map(({ path, keys, firstQueries }) => {
    const document = LCP_IN_DOCUMENT.has(path);
    const parts = (LCP_PARTS[path] ?? []).map((module) => partKey(keyOf, module));
    const files = filesOf(manifest, document ? entry : closureOf(manifest, parts, new Set(keys)));
    const js = sum(files.js);
    const requests =
      1 +
      files.js.size +
      files.css.size +
      (document ? 0 : firstQueries) +
      (LCP_IMAGE.has(path) ? 1 : 0);
    const budget = budgetOf(path);
    const over = [
      ...(js > budget.js ? [`JS ${kb(js)} > ${kb(budget.js)}`] : []),
      ...(requests > budget.requests ? [`${requests} requests > ${budget.requests}`] : []),
    ];
    if (process.argv.includes("--files") && path === listed) {
      console.log(`\n${path}: the files before its largest paint (gzip -9)`);
      for (const file of [...files.js, ...files.css].sort((a, b) => gzipSize(b) - gzipSize(a))) {
        console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
      }
    }
    return { path, js, requests, firstQueries, over };
  });

  console.log(`\nBefore the largest paint, per route (gzip -9; ${PRODUCTION_OUT}/)`);
  console.log(
    `  ${"route".padEnd(26)} ${"JS".padStart(10)} ${"requests".padStart(9)} ${"data".padStart(5)}`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.path.padEnd(26)} ${kb(row.js).padStart(10)} ${String(row.requests).padStart(9)} ${String(row.firstQueries).padStart(5)}` +
        (CEILINGS[row.path]
          ? `  (ceiling ${kb(CEILINGS[row.path]!.js)}, ${CEILINGS[row.path]!.requests} requests)`
          : "") +
        (row.over.length > 0 ? `  OVER: ${row.over.join(", ")}` : ""),
    );
  }
  console.log(
    `  ${"budget".padEnd(26)} ${kb(FIRST_PAINT_BUDGET.js).padStart(10)} ${String(FIRST_PAINT_BUDGET.requests).padStart(9)}`,
  );

  const failures = rows.filter((row) => row.over.length > 0);
  if (failures.length > 0) {
    console.error(
      `\ncheck:first-paint FAILED (${failures.length})\n  ${failures.map((row) => `${row.path}: ${row.over.join(", ")}`).join("\n  ")}`,
    );
    process.exit(1);
  }
  console.log(
    `\ncheck:first-paint ok — ${rows.length - Object.keys(CEILINGS).length} routes within ${kb(FIRST_PAINT_BUDGET.js)} JS and ${FIRST_PAINT_BUDGET.requests} requests before their largest paint; ` +
      `${Object.keys(CEILINGS).join(", ")} within its ceiling (CEILINGS)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
