/**
 * npm run bench:gallery — what the works home's art-creativity waterfall costs while 12, 120 and
 * 1,200 images load, in chromium through Playwright and the DevTools protocol: the layout shift
 * (CLS, goal 0: every card's box is reserved from its picture's size before the picture arrives),
 * the DOM nodes, and the main thread's CPU time.
 *
 * The app is the end users' build (`vite build`, no mock worker), served by vite's preview server;
 * the bench answers the page's calls itself (page.route) with spec-valid data, checked once against
 * the generated zod schemas: the works-home advertisements, the demo grid's 8 demos and the
 * waterfall's pages (12 each) of N image works with pictures of nine aspect ratios. The pictures
 * are SVG files of those sizes in the build's folder (distinct URLs, as real pictures are), so the
 * browser learns their size only when each one loads.
 *
 * For each N, in a fresh browser context at 1440×900, as a visitor reads the page: open
 * /gameworks/home, then scroll down a screen at a time, waiting at each screen until the pictures
 * in view have loaded, until all N works are on the page and every picture has been in view.
 * Figures: CLS (the sum of layout shifts not caused by input, over the whole visit, including the
 * first paint), the elements in the document at the end, and DevTools' TaskDuration over the visit
 * (main-thread time: the page's work plus the little the bench asks of it at each screen; on a
 * busy machine it also grows with the time the thread waits for a core).
 * The exit code is 1 when any CLS is above 0.
 *
 *   npm run bench:gallery                # builds dist-bench-gallery first
 *   npm run bench:gallery -- --no-build  # reuses it
 * BENCH_PORT (default 4690), BENCH_OUT (default dist-bench-gallery), BENCH_SIZES (e.g. "120,1200"),
 * CHROMIUM_PATH.
 */
import { chromium, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { build, preview } from "vite";
import type { Advertisement, GetWorksAllBody, Works } from "@/generated/model";
import { getAdvertiseResponse } from "@/generated/system/system.zod";
import { getWorksAllResponse } from "@/generated/works/works.zod";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-args";

const SIZES: readonly number[] = process.env.BENCH_SIZES
  ? process.env.BENCH_SIZES.split(",").map(Number)
  : [12, 120, 1_200];
const PORT = Number(process.env.BENCH_PORT ?? 4690);
const OUT = process.env.BENCH_OUT ?? "dist-bench-gallery";
const BASE = `http://127.0.0.1:${PORT}`;
const VIEWPORT = { width: 1440, height: 900 };
const CARD = ".works-art-card";
const DEMO_TYPE = 1;
const ART_TYPE = 3;
const NOW = 1_718_000_000;

// ── Pictures: SVG files of the seed's sizes, written into the build's folder ─────────────────
const SIZES_PX: readonly (readonly [number, number])[] = [
  [1024, 1024],
  [832, 1216],
  [1216, 832],
  [768, 1344],
  [1344, 768],
  [896, 1152],
  [1152, 896],
  [640, 1536],
  [1536, 640],
];
const pictureFile = ([w, h]: readonly [number, number]) => `bench-picture-${w}x${h}.svg`;
const BANNER_FILE = pictureFile([1600, 600]);
const COVER_FILE = pictureFile([1280, 720]);

function svg([w, h]: readonly [number, number]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2d72d2"/>` +
    `<stop offset="1" stop-color="#7961db"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 4}" fill="#fff" fill-opacity="0.3"/></svg>`
  );
}

function writePictures(): void {
  for (const size of [...SIZES_PX, [1600, 600] as const, [1280, 720] as const]) {
    writeFileSync(path.join(OUT, pictureFile(size)), svg(size));
  }
}

// ── Spec-valid answers ──────────────────────────────────────────────────────────────────────
const TITLES = ["樱花与机甲", "Neon Courtyard in the Rain", "山海经异兽图鉴", "Star Harbour"];
const TAGS = ["Stable Diffusion", "ControlNet", "LoRA", "像素画", "Prompting"];
const hex = (n: number) => (n >>> 0).toString(16).padStart(8, "0");
const file = (url: string, n: number) => ({
  url,
  sha1: hex(n).repeat(5),
  filesize: 200_000 + n,
  platform: 2,
});

function benchWork(type: number, index: number): Works {
  const id = String(9_000_000 + type * 100_000 + index);
  const size = SIZES_PX[(index * 7) % SIZES_PX.length]!;
  const picture = `/${pictureFile(size)}?work=${id}`;
  const art = type === ART_TYPE;
  return {
    works_id: id,
    works_type: type as Works["works_type"],
    works_title: `${TITLES[index % TITLES.length]} ${index + 1}`,
    profiles: "A bench work.",
    works_version: "0.0.1",
    editor_type: 0,
    status: 3,
    release_time: NOW - index * 3_600,
    up_time: NOW - index * 3_600,
    user_id: String(2_000 + (index % 50)),
    user_data: { user_name: `Creator ${index % 50}`, user_url: "" },
    photo_data: art
      ? [{ photo: picture, width: size[0], height: size[1], prompt: "", seed: "" }]
      : [],
    base_data: { label: TAGS.slice(index % 3, (index % 3) + 3), platform: art ? [] : [0, 2] },
    other_data: {
      tools_id: [],
      lore_essay_id: [],
      medias: {
        cover: file(art ? picture : `/${COVER_FILE}?work=${id}`, index),
        movie: [],
        pictures: [],
      },
      download: art ? 0 : 1,
      game_web_url: "",
      game_demo: "",
    },
    stat_data: {
      browse_num: (index * 7919) % 120_000,
      like_num: (index * 131) % 9_000,
      comment_num: index % 97,
      collect_num: index % 389,
      share_num: index % 41,
      download_num: 0,
    },
    is_like: 0,
    is_collect: 0,
    is_del_status: 0,
  };
}

function worksAnswer(size: number, body: GetWorksAllBody) {
  const type = body.works_type ?? 0;
  const total = type === ART_TYPE ? size : 8;
  const start = body.works_offset * body.works_limit;
  const end = Math.min(total, start + body.works_limit);
  const base_data: Works[] = [];
  for (let i = start; i < end; i += 1) base_data.push(benchWork(type, i));
  return { code: 0, message: "", data: { base_data, works_total: total } };
}

function advertisementsAnswer() {
  const advertise_info: Advertisement[] = [1, 2, 3, 4].map((n) => ({
    g_id: String(9_100_000 + n),
    advertise_name: `Featured ${n}`,
    images: `/${BANNER_FILE}?ad=${n}`,
    description: "A bench advertisement.",
    web_url: `/gameworks/detail?id=${9_100_000 + n}`,
    up_time: NOW,
    start_time: NOW - 86_400,
    end_time: NOW + 86_400,
  }));
  return { code: 0, message: "", data: { advertise_info } };
}

/** The answers follow the contract: checked once per shape, with the generated schemas. */
function checkAnswers(): void {
  const success = (union: { options: readonly { parse(value: unknown): unknown }[] }) =>
    union.options[0]!;
  success(getWorksAllResponse).parse(
    worksAnswer(120, { works_type: ART_TYPE, works_limit: 12, works_offset: 1 }),
  );
  success(getWorksAllResponse).parse(
    worksAnswer(120, { works_type: DEMO_TYPE, works_limit: 8, works_offset: 0 }),
  );
  success(getAdvertiseResponse).parse(advertisementsAnswer());
}

async function answerCalls(context: BrowserContext, size: number, unexpected: Set<string>) {
  await context.route("**/api/**", async (route) => {
    const where = new URL(route.request().url()).pathname;
    if (where === "/api/works/getworksall") {
      const body = route.request().postDataJSON() as GetWorksAllBody;
      await route.fulfill({ json: worksAnswer(size, body) });
    } else if (where === "/api/basesys/getadvertise") {
      await route.fulfill({ json: advertisementsAnswer() });
    } else if (where === "/api/basesys/commreportevent") {
      await route.fulfill({ json: { code: 0, message: "", data: {} } });
    } else {
      unexpected.add(where);
      await route.fulfill({ status: 500, body: "not answered by the bench" });
    }
  });
}

// ── Measuring ───────────────────────────────────────────────────────────────────────────────
interface Figures {
  size: number;
  cls: number;
  shifts: string[];
  domNodes: number;
  cpuMs: number;
  seconds: number;
}

/** Collects layout shifts from the first paint on (the sources of each, to say what moved). */
function watchLayoutShifts() {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          return node?.className
            ? `${node.tagName}.${String(node.className)}`
            : String(node?.nodeName);
        }),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

async function metric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return metrics.find((m) => m.name === name)?.value ?? 0;
}

/**
 * Tracks the pictures in view (an IntersectionObserver on every img the page adds), so that each
 * step of the visit asks the page a cheap question instead of measuring every picture.
 */
function trackPicturesInView() {
  const inView = new Set<HTMLImageElement>();
  (window as unknown as { __inView: Set<HTMLImageElement> }).__inView = inView;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const image = entry.target as HTMLImageElement;
      if (entry.isIntersecting) inView.add(image);
      else inView.delete(image);
    }
  });
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node instanceof HTMLImageElement) observer.observe(node);
        node.querySelectorAll("img").forEach((image) => observer.observe(image));
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

const VISIT_LIMIT_MS = 30 * 60_000;

/**
 * As a reader does: a screen further down each time the pictures in view have loaded (or 10 s
 * passed), until `wanted` cards are on the page and the bottom is reached.
 */
async function readDown(page: Page, wanted: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    await page
      .waitForFunction(
        () =>
          [...(window as unknown as { __inView: Set<HTMLImageElement> }).__inView].every(
            (image) => image.complete,
          ),
        undefined,
        { polling: 100, timeout: 10_000 },
      )
      .catch(() => undefined);
    const { cards, atBottom } = await page.evaluate((selector) => {
      const bottom = scrollY + innerHeight >= document.documentElement.scrollHeight - 2;
      return { cards: document.querySelectorAll(selector).length, atBottom: bottom };
    }, CARD);
    if (cards >= wanted && atBottom) return;
    if (Date.now() - started > VISIT_LIMIT_MS) {
      throw new Error(`${wanted} works: ${cards} loaded after ${VISIT_LIMIT_MS / 60_000} min`);
    }
    await page.evaluate(() => scrollBy(0, innerHeight));
  }
}

async function measure(context: BrowserContext, size: number): Promise<Figures> {
  const page: Page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("gc.language", JSON.stringify("en")));
  await page.addInitScript(watchLayoutShifts);
  await page.addInitScript(trackPicturesInView);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");

  const cpuBefore = await metric(cdp, "TaskDuration");
  const started = Date.now();
  await page.goto(`${BASE}/gameworks/home`);
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length > 0, CARD, {
    timeout: 30_000,
  });
  await readDown(page, size);
  // Let the last pictures and any late layout settle.
  await page.waitForTimeout(1000);
  const seconds = (Date.now() - started) / 1000;
  const cpuMs = ((await metric(cdp, "TaskDuration")) - cpuBefore) * 1000;
  const cards = await page.evaluate((selector) => document.querySelectorAll(selector).length, CARD);
  if (cards !== size) throw new Error(`${size} works: ${cards} cards on the page`);
  const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);
  const recorded = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
  await page.close();
  return {
    size,
    cls: recorded.reduce((sum, shift) => sum + shift.value, 0),
    shifts: recorded.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(", ")}`),
    domNodes,
    cpuMs,
    seconds,
  };
}

async function main(): Promise<void> {
  checkAnswers();
  if (!process.argv.includes("--no-build")) {
    console.log(`building the production app into ${OUT}/ …`);
    await build({
      mode: "production",
      logLevel: "warn",
      build: { outDir: OUT, emptyOutDir: true },
    });
  }
  writePictures();
  const server = await preview({
    mode: "production",
    logLevel: "warn",
    build: { outDir: OUT },
    preview: { port: PORT, strictPort: true, host: "127.0.0.1", open: false },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const results: Figures[] = [];
  const unexpected = new Set<string>();
  try {
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: "block" });
      await answerCalls(context, size, unexpected);
      const figures = await measure(context, size);
      results.push(figures);
      console.log(
        `  ${size} images: CLS ${figures.cls.toFixed(4)}, ${figures.seconds.toFixed(1)} s`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }

  console.log(
    `\nworks home, art waterfall read to the end, chromium ${VIEWPORT.width}×${VIEWPORT.height}\n`,
  );
  console.log(
    `${"images".padStart(7)} ${"CLS".padStart(8)} ${"DOM nodes".padStart(10)} ${"CPU ms".padStart(9)} ${"visit s".padStart(8)}`,
  );
  for (const r of results) {
    console.log(
      `${String(r.size).padStart(7)} ${r.cls.toFixed(4).padStart(8)} ${String(r.domNodes).padStart(10)} ${r.cpuMs.toFixed(0).padStart(9)} ${r.seconds.toFixed(1).padStart(8)}`,
    );
  }
  let ok = true;
  for (const r of results.filter((result) => result.cls > 0)) {
    ok = false;
    console.log(`\nlayout shifts with ${r.size} images (goal: none):\n  ${r.shifts.join("\n  ")}`);
  }
  if (unexpected.size > 0) {
    console.log(
      `\ncalls the bench does not answer (answered HTTP 500): ${[...unexpected].join(", ")}`,
    );
    ok = false;
  }
  console.log(ok ? "\nbench:gallery ok — no layout shift" : "\nbench:gallery: goal missed");
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
