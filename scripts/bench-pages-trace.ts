/**
 * npm run bench:pages:trace — the main pages' speed on a throttled phone, by our own trace: the
 * production build served as production serves it (npm run serve:production: nginx with HTTPS,
 * HTTP/2, compression and caching headers, in front of the standalone mock server), each page measured by
 * bench:landing's method (Playwright + CDP, Lighthouse's mobile slow 4G and 4× CPU, a fresh context
 * per run, median of 5): LCP, CLS, TBT, bytes and requests. Prints one summary per page and a table.
 * Not part of npm test; the figures mean something on a quiet machine only.
 *
 *   npm run bench:pages:trace                    builds dist/ when it is missing
 *   npm run bench:pages:trace -- --runs 9 --language zh-cn --path /knowledge/home
 */
import { spawnSync } from "node:child_process";
import { PRODUCTION_OUT } from "./production-build";
import { startProductionServer, type ProductionServer } from "./production-server";

const PAGES = ["/gate", "/knowledge/home", "/gameworks/home", "/knowledge/detail?id=100001"];

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
};
const runs = flag("--runs") ?? "5";
const pages = flag("--path") ? [flag("--path")!] : PAGES;
const language = flag("--language") ?? "en";

interface PageFigures {
  path: string;
  lines: Record<string, string>;
}

let server: ProductionServer | undefined;
try {
  server = await startProductionServer();
  const { origin } = server;

  const results: PageFigures[] = [];
  for (const path of pages) {
    const run = spawnSync(
      "npx",
      [
        "tsx",
        "scripts/bench-landing.ts",
        "--no-build",
        "--out",
        PRODUCTION_OUT,
        "--server",
        origin,
        "--path",
        path,
        "--runs",
        runs,
        "--language",
        language,
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
    );
    const output = run.stdout.replace(/bench:landing/g, "bench:pages:trace");
    process.stdout.write(output);
    const lines: Record<string, string> = {};
    for (const match of output.matchAll(/^ {2}(LCP|CLS|TBT|bytes|requests|initial JS)\s+(.*)$/gm)) {
      lines[match[1]!] = match[2]!.replace(/\s+/g, " ").trim();
    }
    results.push({ path, lines });
  }
  console.log(
    `\nbench:pages — median of ${runs} (${language}), slow 4G, CPU ×4, through nginx (HTTPS, HTTP/2)`,
  );
  console.log("| page | LCP | CLS | TBT | bytes | requests | initial JS |");
  console.log("|---|---|---|---|---|---|---|");
  for (const { path, lines } of results) {
    const median = (name: string) =>
      /median\s+(\S+(?: (?:ms|KB))?)/.exec(lines[name] ?? "")?.[1] ?? "?";
    const initial = /^(\S+ \S+)/.exec(lines["initial JS"] ?? "")?.[1] ?? "?";
    console.log(
      `| ${path} | ${median("LCP")} | ${median("CLS")} | ${median("TBT")} | ${median("bytes")} | ${median("requests")} | ${initial} |`,
    );
  }
} finally {
  server?.stop();
}
