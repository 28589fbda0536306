/**
 * The seeded demos' web builds in vite's dev server (`npm run dev`) and in the mock build's preview
 * (the browser tests): "Play online" opens the demo's page in a new tab, a top-level navigation the
 * mock's service worker does not answer, so the server answers it with the mock's own page
 * (mocks/core/play-page.ts, docs/decisions/0076-play-online-in-mock-runtimes.md). Not in shared
 * mode (vite proxies /__files to the standalone mock server, which serves the same page) and never
 * in production: the plugin only adds server middleware, nothing of it enters a build.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connect, Plugin } from "vite";
import { PLAY_PAGE_CSP, playAnswer } from "../mocks/core/play-page.ts";

function servePlayPages(req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const url = new URL(req.url ?? "/", "http://localhost");
  const answer = playAnswer(url.pathname, url.searchParams);
  if (!answer) return next();
  res.statusCode = answer.status;
  res.setHeader("Content-Type", answer.contentType);
  // As the mock server sends it (in development the security-headers plugin then puts the app's
  // policy, made from this page, in its place: script-src 'self' too).
  res.setHeader("Content-Security-Policy", PLAY_PAGE_CSP);
  res.end(req.method === "HEAD" ? undefined : answer.body);
}

export function mockPlayPages({ enabled }: { enabled: boolean }): Plugin {
  return {
    name: "gamecraft:mock-play-pages",
    apply: () => enabled,
    configureServer(server) {
      server.middlewares.use(servePlayPages);
    },
    configurePreviewServer(server) {
      server.middlewares.use(servePlayPages);
    },
  };
}
