/**
 * npm run bench:dev — how fast `npm run dev` shows the pages (docs/decisions/0091): starts vite's
 * dev server on a free port with a fresh dependency cache (as a first `npm run dev` after a change
 * of the lockfile or the config), opens the first page, signs in, then walks the main routes twice:
 * by the app's own navigation (react-router follows a pushed history entry, as a link does) and by
 * full page loads. Each time runs to the route's content (a selector of what the page shows once
 * its code and data are in) with no route progress bar. Prints every time and whether the goal is
 * met: after the first page, every route's content within 1.5 s (exit code 1 when not).
 *
 *   npm run bench:dev
 *   npm run bench:dev -- --keep-cache   # a second start: the dependency cache of the last run
 * BENCH_PORT (default: a free port), CHROMIUM_PATH.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-args";
import { freePort } from "./free-port";

const GOAL_MS = 1_500;
const FIRST_PAGE = "/gate";
/** The routes and what each shows once it is there: bench:pages' six, and the signed-in pages. */
const ROUTES: { path: string; content: string }[] = [
  { path: "/knowledge/home", content: 'main#main a[href*="/knowledge/detail"]' },
  { path: "/knowledge/detail?id=100001", content: '[data-testid="article-detail"] h1' },
  { path: "/gameworks/home", content: 'main#main a[href*="/gameworks/detail"]' },
  { path: "/gameworks/detail?id=500001", content: "main#main h1" },
  { path: "/gate", content: 'main#main [data-testid="landing-hero"]' },
  { path: "/application/main", content: '[data-testid="demo-management"] .creator-demo' },
  { path: "/personal/home", content: '[data-testid="profile-panel"]' },
  { path: "/editor/article", content: '.gc-rte__content[contenteditable="true"]' },
];
/** Measured before signing in (a signed-in visitor is sent on). */
const SIGN_IN = { path: "/account/login", content: 'main#main input[type="password"]' };
const CREATOR = { email: "creator@example.com", password: "Quota2024" };

const argv = process.argv.slice(2);
const keepCache = argv.includes("--keep-cache");

async function waitFor(url: string, limitMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`bench:dev: ${url} did not answer within ${limitMs / 1000} s`);
}

/** Waits for the route's content with no route progress bar; ms since `started`. */
async function contentShown(page: Page, content: string, started: number): Promise<number> {
  try {
    await page.waitForFunction(
      (selector) =>
        document.querySelector(selector) !== null &&
        document.querySelector('[data-testid="route-progress"]') === null,
      content,
      { timeout: 30_000, polling: 20 },
    );
  } catch (error) {
    console.error(`bench:dev: ${page.url()} showed no ${content}:`, String(error).split("\n")[0]);
    return Number.POSITIVE_INFINITY;
  }
  return Date.now() - started;
}

/** The app's own navigation to `path` (as openInApp in e2e/fixtures.ts), timed to its content. */
async function navigate(page: Page, path: string, content: string): Promise<number> {
  const started = Date.now();
  await page.evaluate((to) => {
    const previous = (window.history.state ?? {}) as { idx?: number };
    const idx = (previous.idx ?? 0) + 1;
    const state = { usr: null, key: `bench-${idx}-${Math.random().toString(36).slice(2)}`, idx };
    window.history.pushState(state, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state }));
  }, path);
  return contentShown(page, content, started);
}

async function fullLoad(page: Page, path: string, content: string): Promise<number> {
  const started = Date.now();
  await page.goto(path, { waitUntil: "commit" });
  return contentShown(page, content, started);
}

async function signIn(page: Page): Promise<void> {
  await page.waitForFunction(() => "__mock" in window, undefined, { timeout: 60_000 });
  await page.evaluate(async ({ email, password }) => {
    const response = await fetch("/api/auth/accountlogin", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, user_password: password }),
    });
    const body = (await response.json()) as { code: number; data: unknown };
    if (body.code !== 0) throw new Error(`accountLogin answered ${body.code}`);
    localStorage.setItem("gc.session.user", JSON.stringify(body.data));
  }, CREATOR);
  // The mock backend saves its data (the new session) 300 ms after a change (mocks/browser.ts);
  // the app reads the stored user as it starts: a reload, not timed.
  await page.waitForFunction(
    () => {
      const user = localStorage.getItem("gc.session.user");
      const token = user ? (JSON.parse(user) as { verify_session: string }).verify_session : "";
      return token !== "" && (localStorage.getItem("gc.mock.snapshot")?.includes(token) ?? false);
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.reload();
  await contentShown(page, 'main#main [data-testid="landing-hero"]', Date.now());
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const cacheDir = `node_modules/.vite-bench-dev-${port}`;
if (!keepCache) rmSync(cacheDir, { recursive: true, force: true });
const origin = `http://localhost:${port}`;
const serverStarted = Date.now();
const server = spawn("npx", ["vite", "--port", String(port), "--strictPort"], {
  env: { ...process.env, VITE_CACHE_DIR: cacheDir },
  stdio: ["ignore", "pipe", "inherit"],
  detached: true,
});
const serverLog: string[] = [];
server.stdout.on("data", (chunk: Buffer) => serverLog.push(chunk.toString()));

const rows: { path: string; how: string; ms: number }[] = [];
/** The server's start and the first page's load (outside the goal), ms. */
const start = { readyMs: Number.NaN, firstPageMs: Number.NaN };
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await waitFor(origin);
  start.readyMs = Date.now() - serverStarted;
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: "allow" });
  await context.addInitScript(() => {
    if (!localStorage.getItem("gc.language")) localStorage.setItem("gc.language", '"en"');
  });
  const page = await context.newPage();
  start.firstPageMs = await fullLoad(page, FIRST_PAGE, 'main#main [data-testid="landing-hero"]');
  console.log(`bench:dev first page ${FIRST_PAGE}: ${start.firstPageMs} ms`);
  rows.push({
    path: SIGN_IN.path,
    how: "in the app",
    ms: await navigate(page, SIGN_IN.path, SIGN_IN.content),
  });
  rows.push({
    path: SIGN_IN.path,
    how: "full load",
    ms: await fullLoad(page, SIGN_IN.path, SIGN_IN.content),
  });
  await signIn(page);
  for (const { path, content } of ROUTES) {
    rows.push({ path, how: "in the app", ms: await navigate(page, path, content) });
    console.log(`bench:dev ${path} in the app: ${rows.at(-1)!.ms} ms`);
  }
  for (const { path, content } of ROUTES) {
    rows.push({ path, how: "full load", ms: await fullLoad(page, path, content) });
    console.log(`bench:dev ${path} full load: ${rows.at(-1)!.ms} ms`);
  }
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}

const reloads = serverLog.join("").match(/optimized dependencies changed|reloading/gi)?.length ?? 0;
console.log(
  `\nbench:dev — npm run dev, ${keepCache ? "the last run's" : "a fresh"} dependency cache; server ready in ${(start.readyMs / 1000).toFixed(1)} s; first page (${FIRST_PAGE}) ${(start.firstPageMs / 1000).toFixed(2)} s; goal: every route after it within ${GOAL_MS / 1000} s`,
);
console.log("| route | how | content shown |");
console.log("|---|---|---|");
for (const row of rows) {
  const mark = row.ms <= GOAL_MS ? "" : " ✗";
  console.log(`| ${row.path} | ${row.how} | ${(row.ms / 1000).toFixed(2)} s${mark} |`);
}
if (reloads > 0) console.log(`vite reported ${reloads} reload(s) for newly optimised dependencies`);
const met = rows.every((row) => row.ms <= GOAL_MS);
console.log(met ? "bench:dev: goal met" : "bench:dev: goal missed");
process.exit(met ? 0 : 1);
