/**
 * The production build served as production serves it, for the page benchmarks: `npm run
 * serve:production` (nginx with HTTPS, HTTP/2, compression and caching headers) on free ports, in
 * front of the standalone mock server it starts. Builds dist/ first when it is missing.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { get } from "node:https";
import { freePort } from "./free-port";
import { buildProduction, PRODUCTION_OUT } from "./production-build";

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
  throw new Error(`${url} did not answer within ${limitMs / 1000} s`);
}

export interface ProductionServer {
  /** https://localhost:<port>, no trailing slash. */
  origin: string;
  /** The standalone mock server behind it, http://127.0.0.1:<port> (its /__mock/ controls). */
  backend: string;
  /** Stops nginx and the mock server. */
  stop: () => void;
}

export async function startProductionServer(): Promise<ProductionServer> {
  if (!existsSync(`${PRODUCTION_OUT}/index.html`)) await buildProduction();
  const [port, httpPort, mockPort] = [await freePort(), await freePort(), await freePort()];
  const server = spawn("npm", ["run", "--silent", "serve:production"], {
    env: {
      ...process.env,
      PROD_PORT: String(port),
      PROD_HTTP_PORT: String(httpPort),
      MOCK_PORT: String(mockPort),
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  // serve:production runs nginx and the mock server as its children: stop the whole group.
  const stop = () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  };
  try {
    const origin = `https://localhost:${port}`;
    await waitFor(`${origin}/gate`);
    const backend = `http://127.0.0.1:${mockPort}`;
    await waitFor(`${backend}/__mock`);
    return { origin, backend, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
