/**
 * npm run bench:landing — the landing page's speed on a throttled phone (docs/decisions/0040):
 * /gate of the production build (`vite build`), served by `vite preview` (which compresses, as the
 * production server will), loaded 5 times in
 * chromium (Playwright + CDP) with Lighthouse's mobile slow-4G figures: 1.6 Mbps down, 750 kbps up,
 * 150 ms round trip (Network.emulateNetworkConditions) and a 4× slower CPU
 * (Emulation.setCPUThrottlingRate), a 412×823 phone viewport, a fresh browser context each run.
 *
 * Prints, per run and as median and spread (min–max): largest contentful paint (LCP), first
 * contentful paint, the app's first render of the page (#main), cumulative layout shift (CLS), total
 * blocking time (TBT: long tasks' time over 50 ms after the first contentful paint), bytes
 * transferred, request count, the JS the browser had loaded by the app's render and all the JS it
 * fetched without user input (gzip -9). The initial JS is the route's first load as decision 0034
 * counts it (entry, catalogues, the route's and its layout's modules: the build manifest and
 * scripts/route-modules.ts, as npm run bench:bundle). Exits 1 when the median LCP is over 1500 ms,
 * CLS is over 0 in any run, or the initial JS is over 150 KB gzip. Not part of npm test. The figures
 * mean something on a quiet machine only: the machine's load is printed with them.
 *
 *   npm run bench:landing                         builds into a temporary folder, then measures
 *   npm run bench:landing -- --no-build --out DIR measures a production build already in DIR
 *   npm run bench:landing -- --runs 9 --path /guide --language zh-cn --json --verbose
 *   npm run bench:landing -- --no-build --out dist --server http://127.0.0.1:8080
 *                                                 measures a running server (npm run bench:pages:
 *                                                 nginx in front of the mock server) instead of
 *                                                 vite preview; DIR is the build it serves
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { preview } from "vite";
import { buildProduction } from "./production-build";
import { firstLoads } from "./first-load";
import { freePort } from "./free-port";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-args";

const KB = 1024;
const GOALS = { lcpMs: 1500, cls: 0, initialJs: 150 * KB };
/** Lighthouse's mobile slow 4G (throttling constants: 1.6 Mbps, 750 kbps, 150 ms) and 4× CPU. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
/** The page counts as settled after this long without a request in flight or a long task. */
const QUIET_MS = 2000;
const SETTLE_LIMIT_MS = 30_000;

interface Options {
  build: boolean;
  outDir: string | undefined;
  runs: number;
  path: string;
  language: "en" | "zh-cn";
  json: boolean;
  /** Lists the initial scripts (with their gzip size) of the first run. */
  verbose: boolean;
  /** A running server of the build in outDir, measured instead of vite preview. */
  server: string | undefined;
}

function parseOptions(argv: string[]): Options {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const language = value("--language") ?? "en";
  if (language !== "en" && language !== "zh-cn") throw new Error("--language is en or zh-cn");
  const runs = Number(value("--runs") ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs is a positive whole number");
  return {
    build: !argv.includes("--no-build"),
    outDir: value("--out"),
    runs,
    path: value("--path") ?? "/gate",
    language,
    json: argv.includes("--json"),
    verbose: argv.includes("--verbose"),
    server: value("--server"),
  };
}

// ── The server ──────────────────────────────────────────────────────────────────────────────

// ── One measured load ────────────────────────────────────────────────────────────────────────

interface RunFigures {
  lcpMs: number;
  lcpElement: string;
  fcpMs: number;
  /** When the app rendered the page (its code loaded and run). */
  renderMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  requests: number;
  /** gzip -9 bytes of the scripts the browser had loaded when the app first rendered the page. */
  renderJs: number;
  renderScripts: number;
  /** gzip -9 bytes of every script fetched without user input (lazy sections and the form too). */
  allJs: number;
  scripts: number;
  renderFiles: string[];
}

interface PageMetrics {
  lcp: number;
  lcpElement: string;
  fcp: number;
  cls: number;
  longTasks: { start: number; duration: number }[];
  /** When the app first rendered a page (#main), and the scripts it had loaded by then. */
  renderedAt: number;
  renderScripts: string[];
}

/** Collects the paint, shift and long-task entries from the start of the page. */
function observeMetrics() {
  const metrics: PageMetrics = {
    lcp: 0,
    lcpElement: "",
    fcp: 0,
    cls: 0,
    longTasks: [],
    renderedAt: 0,
    renderScripts: [],
  };
  (window as unknown as { __benchMetrics: PageMetrics }).__benchMetrics = metrics;
  const describe = (element: Element | null) => {
    if (!element) return "(removed)";
    const text = (element.textContent ?? "").trim().slice(0, 40);
    const classes = element.getAttribute("class")?.split(/\s+/).slice(0, 2).join(".");
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}${text ? ` "${text}"` : ""}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      metrics.lcp = entry.startTime;
      metrics.lcpElement = describe(entry.element);
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) metrics.cls += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") metrics.fcp = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      metrics.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "longtask", buffered: true });
  // The page's first render: the scripts loaded by then are its initial JS (the rest came later).
  const rendered = new MutationObserver(() => {
    if (!document.getElementById("main")) return;
    rendered.disconnect();
    metrics.renderedAt = performance.now();
    metrics.renderScripts = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js"));
  });
  rendered.observe(document, { childList: true, subtree: true });
}

async function measureOnce(
  browser: Browser,
  url: string,
  language: Options["language"],
  jsSize: (path: string) => number,
): Promise<RunFigures> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: language === "zh-cn" ? "zh-CN" : "en-US",
    // serve:production's own self-signed certificate (bench:pages).
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    // As source text: tsx's name helpers (__name) do not exist in the page.
    await page.addInitScript(`var __name = (f) => f; (${observeMetrics.toString()})();`);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    const inFlight = new Set<string>();
    const scripts = new Set<string>();
    let bytes = 0;
    let requests = 0;
    let lastActivity = Date.now();
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.request.url.startsWith("data:")) return;
      requests += 1;
      inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.add(new URL(event.response.url).pathname);
    });
    const done = (requestId: string) => {
      inFlight.delete(requestId);
      lastActivity = Date.now();
    };
    cdp.on("Network.loadingFinished", (event) => {
      if (inFlight.has(event.requestId)) bytes += event.encodedDataLength;
      done(event.requestId);
    });
    cdp.on("Network.loadingFailed", (event) => done(event.requestId));

    await page.goto(url, { waitUntil: "load" });
    // Settled: nothing in flight and no long task for QUIET_MS (or the limit).
    const started = Date.now();
    for (;;) {
      const lastTaskEnd = await page.evaluate(() => {
        const tasks = (window as unknown as { __benchMetrics: PageMetrics }).__benchMetrics
          .longTasks;
        const last = tasks.at(-1);
        return last ? performance.timeOrigin + last.start + last.duration : 0;
      });
      const quietSince = Math.max(lastActivity, lastTaskEnd);
      if (inFlight.size === 0 && Date.now() - quietSince >= QUIET_MS) break;
      if (Date.now() - started > SETTLE_LIMIT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const metrics = await page.evaluate(
      () => (window as unknown as { __benchMetrics: PageMetrics }).__benchMetrics,
    );
    const tbtMs = metrics.longTasks
      .filter((task) => task.start + task.duration > metrics.fcp)
      .reduce((sum, task) => {
        const start = Math.max(task.start, metrics.fcp);
        return sum + Math.max(0, task.start + task.duration - start - 50);
      }, 0);
    const scriptList = [...scripts];
    const initial = [...new Set(metrics.renderScripts)];
    return {
      lcpMs: metrics.lcp,
      lcpElement: metrics.lcpElement,
      fcpMs: metrics.fcp,
      renderMs: metrics.renderedAt,
      cls: metrics.cls,
      tbtMs,
      bytes,
      requests,
      renderJs: initial.reduce((sum, path) => sum + jsSize(path), 0),
      renderScripts: initial.length,
      allJs: scriptList.reduce((sum, path) => sum + jsSize(path), 0),
      scripts: scriptList.length,
      renderFiles: initial,
    };
  } finally {
    await context.close();
  }
}

// ── The first load's JS, as the budget counts it ────────────────────────────────────────────

/**
 * The route's first-load JS as decision 0034 counts it (scripts/first-load.ts, as bench:bundle):
 * code the page loads after its first render (the form, the sections) is not part of it.
 */
async function firstLoadFiles(outDir: string, routePath: string): Promise<string[]> {
  const pathname = new URL(routePath, "http://app").pathname;
  const route = (await firstLoads(outDir)).routes.find((r) => r.path === pathname);
  if (!route) throw new Error(`bench:landing: ${routePath} is not a route of src/app/routes.tsx`);
  return [...route.js].map((file) => `/${file}`);
}

// ── Report ───────────────────────────────────────────────────────────────────────────────────

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (value: number) => `${(value / KB).toFixed(1)} KB`;
const shift = (value: number) => value.toFixed(4);

function summary(runs: RunFigures[]) {
  const of = (pick: (run: RunFigures) => number) => {
    const values = runs.map(pick);
    return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  };
  return {
    lcpMs: of((r) => r.lcpMs),
    fcpMs: of((r) => r.fcpMs),
    renderMs: of((r) => r.renderMs),
    cls: of((r) => r.cls),
    tbtMs: of((r) => r.tbtMs),
    bytes: of((r) => r.bytes),
    requests: of((r) => r.requests),
    renderJs: of((r) => r.renderJs),
    allJs: of((r) => r.allJs),
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const temporary = options.outDir ? undefined : mkdtempSync(join(tmpdir(), "bench-landing-"));
  const outDir = normalize(options.outDir ?? temporary!);
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  let browser: Browser | undefined;
  try {
    if (options.build) {
      console.log(`bench:landing — building the production app into ${outDir}`);
      await buildProduction(outDir);
    } else if (!existsSync(join(outDir, "index.html"))) {
      throw new Error(`bench:landing: no build in ${outDir} (drop --no-build, or pass --out)`);
    }
    let origin = options.server?.replace(/\/$/, "");
    if (!origin) {
      const port = await freePort();
      server = await preview({
        mode: "production",
        logLevel: "warn",
        build: { outDir },
        preview: { port, strictPort: true, host: "127.0.0.1", open: false },
      });
      origin = `http://127.0.0.1:${port}`;
    }
    const url = `${origin}${options.path}`;
    const jsSizes = new Map<string, number>();
    const jsSize = (path: string) => {
      let size = jsSizes.get(path);
      if (size === undefined) {
        const file = join(outDir, path);
        size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
        jsSizes.set(path, size);
      }
      return size;
    };

    const initialFiles = await firstLoadFiles(outDir, options.path);
    const initialJs = initialFiles.reduce((sum, file) => sum + jsSize(file), 0);

    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    console.log(
      `bench:landing — ${options.path} (${options.language}), ${options.runs} runs, slow 4G ` +
        `(1.6 Mbps / 750 kbps / 150 ms), CPU ×${CPU_SLOWDOWN}, ${PHONE.width}×${PHONE.height}; ` +
        `machine load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
    );
    // One unmeasured load warms the server and the browser.
    await measureOnce(browser, url, options.language, jsSize);
    const runs: RunFigures[] = [];
    for (let i = 0; i < options.runs; i += 1) {
      const run = await measureOnce(browser, url, options.language, jsSize);
      runs.push(run);
      if (options.verbose && i === 0) {
        for (const file of [...run.renderFiles].sort((a, b) => jsSize(b) - jsSize(a))) {
          console.log(`    ${kb(jsSize(file)).padStart(9)}  ${file}`);
        }
      }
      console.log(
        `  run ${i + 1}: LCP ${ms(run.lcpMs)} (${run.lcpElement}), FCP ${ms(run.fcpMs)}, ` +
          `app rendered ${ms(run.renderMs)}, CLS ${shift(run.cls)}, TBT ${ms(run.tbtMs)}, ` +
          `${kb(run.bytes)} in ${run.requests} requests, JS ${kb(run.renderJs)} in ` +
          `${run.renderScripts} files by the app's render (${kb(run.allJs)} in ${run.scripts} in all)`,
      );
    }
    const figures = summary(runs);
    const line = (
      name: string,
      value: { median: number; min: number; max: number },
      unit: (v: number) => string,
    ) =>
      console.log(
        `  ${name.padEnd(12)} median ${unit(value.median).padStart(10)}   spread ${unit(value.min)} – ${unit(value.max)}`,
      );
    console.log("summary:");
    line("LCP", figures.lcpMs, ms);
    line("FCP", figures.fcpMs, ms);
    line("app render", figures.renderMs, ms);
    line("CLS", figures.cls, shift);
    line("TBT", figures.tbtMs, ms);
    line("bytes", figures.bytes, kb);
    line("requests", figures.requests, (v) => String(v));
    line("JS at render", figures.renderJs, kb);
    line("all JS", figures.allJs, kb);
    console.log(
      `  initial JS   ${kb(initialJs).padStart(17)}   the route's first load (decision 0034), ${initialFiles.length} files`,
    );
    if (options.json) {
      console.log(JSON.stringify({ options, runs, figures, initialJs, initialFiles }, null, 2));
    }

    const failures = [
      figures.lcpMs.median > GOALS.lcpMs &&
        `median LCP ${ms(figures.lcpMs.median)} > ${GOALS.lcpMs} ms`,
      figures.cls.max > GOALS.cls && `CLS ${shift(figures.cls.max)} > 0`,
      initialJs > GOALS.initialJs && `initial JS ${kb(initialJs)} > ${kb(GOALS.initialJs)} gzip`,
    ].filter(Boolean);
    if (failures.length) {
      console.error(`bench:landing: over the goal: ${failures.join("; ")}`);
      process.exitCode = 1;
    } else {
      console.log("bench:landing: within the goals (LCP ≤ 1500 ms, CLS 0, JS ≤ 150 KB gzip)");
    }
  } finally {
    await browser?.close();
    await server?.close();
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
