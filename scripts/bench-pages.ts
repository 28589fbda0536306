/**
 * npm run bench:pages — the main pages' speed on a throttled phone (issue 17 item 5): the
 * production build served as production serves it (npm run serve:production: nginx with HTTPS,
 * HTTP/2, compression and caching headers, in front of the standalone mock server), each page measured by
 * bench:landing's method (Playwright + CDP, Lighthouse's mobile slow 4G and 4× CPU, a fresh context
 * per run, median of 5): LCP, CLS, TBT, bytes and requests. Prints one summary per page and a table.
 * Not part of npm test; the figures mean something on a quiet machine only.
 *
 *   npm run bench:pages                    builds dist/ when it is missing
 *   npm run bench:pages -- --runs 9 --language zh-cn --path /knowledge/home
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { get } from "node:https";
import { existsSync } from "node:fs";
import { freePort } from "./free-port";
import { buildProduction, PRODUCTION_OUT } from "./production-build";

const PAGES = ["/gate", "/knowledge/home", "/gameworks/home", "/knowledge/detail?id=100001"];

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
};
const runs = flag("--runs") ?? "5";
const pages = flag("--path") ? [flag("--path")!] : PAGES;
const language = flag("--language") ?? "en";

/** Whether the URL answers 200; serve:production's certificate is its own, self-signed one. */
const answers = (url: string) =>
  url.startsWith("https:")
    ? new Promise<boolean>((resolve) =>
        get(url, { rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        }).on("error", () => resolve(false)),
      )
    : fetch(url).then(
        (response) => response.ok,
        () => false,
      );

async function waitFor(url: string, limitMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bench:pages: ${url} did not answer within ${limitMs / 1000} s`);
}

interface PageFigures {
  path: string;
  lines: Record<string, string>;
}

let server: ChildProcess | undefined;
try {
  if (!existsSync(`${PRODUCTION_OUT}/index.html`)) await buildProduction();
  const [port, httpPort, mockPort] = [await freePort(), await freePort(), await freePort()];
  server = spawn("npm", ["run", "--silent", "serve:production"], {
    env: {
      ...process.env,
      PROD_PORT: String(port),
      PROD_HTTP_PORT: String(httpPort),
      MOCK_PORT: String(mockPort),
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const origin = `https://localhost:${port}`;
  await waitFor(`${origin}/gate`);
  await waitFor(`http://127.0.0.1:${mockPort}/__mock`);

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
    const output = run.stdout.replace(/bench:landing/g, "bench:pages");
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
  // serve:production runs nginx and the mock server as its children: stop the whole group.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
}
