/**
 * npm run bench:pages — the reference measure of the main pages on a phone: Lighthouse 12.2.3 with
 * its mobile preset (simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU slowdown; a 412 × 823 screen),
 * against the production build served as production serves it (serve:production: nginx with HTTPS
 * and HTTP/2, in front of the standalone mock server). Each run is a fresh Chromium with an empty
 * profile (a first visit). Prints, per page, the median of the runs: LCP, FCP, TBT, CLS, the
 * performance score, the requests (and those started before the observed LCP) and the JS bytes
 * transferred. Not part of npm test; the figures mean something on a quiet machine only. Our own
 * trace-based figures: npm run bench:pages:trace.
 *
 *   npm run bench:pages                                  six pages, 3 runs each, English
 *   npm run bench:pages -- --runs 5 --language zh-cn --path /knowledge/home
 *   npm run bench:pages -- --json figures.json           also writes every run's figures
 */
import { writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer, type ProductionServer } from "./production-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-args";

const PAGES = [
  "/gate",
  "/knowledge/home",
  "/gameworks/home",
  "/knowledge/detail?id=100001",
  "/gameworks/detail?id=500001",
  "/account/login",
];

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
};
const runs = Number(flag("--runs") ?? 3);
const pages = flag("--path") ? [flag("--path")!] : PAGES;
const language = flag("--language") === "zh-cn" ? "zh-cn" : "en";
const jsonOut = flag("--json");

/** One Lighthouse run's figures (times in ms, bytes in KB). */
interface RunFigures {
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  score: number;
  requests: number;
  requestsBeforeLcp: number;
  jsKb: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

async function measure(url: string): Promise<RunFigures> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      "--headless=new",
      ...CHROMIUM_ARGS,
      // serve:production's own self-signed certificate.
      "--ignore-certificate-errors",
      `--lang=${language === "zh-cn" ? "zh-CN" : "en-US"}`,
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`bench:pages: Lighthouse returned nothing for ${url}`);
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`bench:pages: ${url}: ${runtimeError.message}`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const items = ((audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const observed = (
      audits["metrics"]?.details as { items?: { observedLargestContentfulPaint?: number }[] }
    )?.items?.[0]?.observedLargestContentfulPaint;
    return {
      lcp: value("largest-contentful-paint"),
      fcp: value("first-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      score: Math.round((categories["performance"]?.score ?? 0) * 100),
      requests: items.length,
      requestsBeforeLcp:
        observed === undefined
          ? Number.NaN
          : items.filter((item) => (item.networkRequestTime ?? Infinity) <= observed).length,
      jsKb:
        items
          .filter((item) => item.resourceType === "Script")
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

let server: ProductionServer | undefined;
const all: Record<string, RunFigures[]> = {};
try {
  server = await startProductionServer();
  // One unmeasured load warms nginx, the mock server and the disk cache.
  await measure(`${server.origin}/gate`);
  for (const path of pages) {
    all[path] = [];
    for (let run = 1; run <= runs; run += 1) {
      const figures = await measure(`${server.origin}${path}`);
      all[path].push(figures);
      console.log(
        `bench:pages ${path} run ${run}/${runs}: LCP ${figures.lcp.toFixed(0)} ms, score ${figures.score}`,
      );
    }
  }
} finally {
  server?.stop();
}

console.log(
  `\nbench:pages — Lighthouse 12.2.3 mobile (slow 4G, 150 ms RTT, CPU ×4), median of ${runs}, ${language}, nginx over HTTPS/HTTP2`,
);
console.log("| page | LCP | FCP | TBT | CLS | score | requests (before LCP) | JS transferred |");
console.log("|---|---|---|---|---|---|---|---|");
for (const [path, list] of Object.entries(all)) {
  const m = (key: keyof RunFigures) => median(list.map((figures) => figures[key]));
  console.log(
    `| ${path} | ${(m("lcp") / 1000).toFixed(2)} s | ${(m("fcp") / 1000).toFixed(2)} s | ${m("tbt").toFixed(0)} ms | ${m("cls").toFixed(3)} | ${m("score")} | ${m("requests")} (${m("requestsBeforeLcp")}) | ${m("jsKb").toFixed(0)} KB |`,
  );
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(all, null, 2)}\n`);
