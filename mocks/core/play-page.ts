/**
 * The seeded demos' web builds (docs/decisions/0076-play-online-in-mock-runtimes.md): "Play online"
 * opens `game_web_url` in a new tab (portal.md §4), so the mock serves a small playable page per
 * demo — one HTML page, a canvas and one script, a catch game in the demo's title and colours.
 * No external resources, no inline script or style (the app's CSP: script-src 'self').
 *
 *   /__files/play/<key>.html?title=<text>  the page (its colours from the key)
 *   /__files/play/game.js                  the game, the same for every demo
 *
 * Served by the mock's file handlers (standalone server, dev:shared, production behind nginx) and,
 * since a service worker does not answer a new tab's navigation, by vite's dev and mock-preview
 * servers (scripts/mock-play-pages-plugin.ts). Pure functions: the same in node and the browser.
 */
import { paletteOf } from "./files";

export const PLAY_PREFIX = "/__files/play/";
export const PLAY_SCRIPT_PATH = `${PLAY_PREFIX}game.js`;
const MAX_TITLE = 80;

/** The address of a demo's web build: `/__files/play/<key>.html?title=<title>`. */
export function playUrl(key: string, title: string): string {
  return `${PLAY_PREFIX}${encodeURIComponent(key)}.html?${new URLSearchParams({ title }).toString()}`;
}

/** The play page's own policy: its script and nothing else (nginx and vite send the app's too). */
export const PLAY_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types 'none'";

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** A demo's page: the canvas, the title and colours as data for the script. */
export function playPageHtml(key: string, title: string): string {
  const name = escapeHtml(title.slice(0, MAX_TITLE) || key);
  const { hue, hue2 } = paletteOf(`${key}-cover`);
  return (
    `<!doctype html><html lang="und"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    // No icon to fetch: a favicon.ico request would miss.
    `<link rel="icon" href="data:,">` +
    `<title>${name}</title></head>` +
    `<body data-title="${name}" data-hue="${hue}" data-hue2="${hue2}">` +
    `<canvas id="game" width="640" height="400" tabindex="0" aria-label="${name}" data-testid="play-canvas"></canvas>` +
    `<script src="${PLAY_SCRIPT_PATH}"></script></body></html>`
  );
}

/**
 * The game: catch the falling stars with the paddle (arrow keys, A/D, or the pointer); three
 * misses end a round, Space or a click starts the next. The score is on the canvas and in
 * `data-score` of the canvas (for the browser test). Plain ES2017, no DOM sinks (Trusted Types).
 */
export const PLAY_SCRIPT = `"use strict";
(function () {
  var body = document.body;
  var canvas = document.getElementById("game");
  var ctx = canvas.getContext("2d");
  var title = body.getAttribute("data-title") || "";
  var hue = Number(body.getAttribute("data-hue")) || 200;
  var hue2 = Number(body.getAttribute("data-hue2")) || 260;
  body.style.margin = "0";
  body.style.background = "hsl(" + hue2 + " 40% 8%)";
  body.style.display = "flex";
  body.style.alignItems = "center";
  body.style.justifyContent = "center";
  body.style.minHeight = "100vh";
  canvas.style.maxWidth = "100vw";
  canvas.style.maxHeight = "100vh";
  canvas.style.outline = "none";
  canvas.style.touchAction = "none";
  var W = canvas.width, H = canvas.height;
  var paddle = { x: W / 2, w: 96, speed: 7 };
  var keys = {};
  var stars = [];
  var score = 0, misses = 0, running = true, tick = 0, seed = 7;
  function random() { seed = (seed * 16807) % 2147483647; return seed / 2147483647; }
  function drop() { stars.push({ x: 20 + random() * (W - 40), y: -10, v: 2 + random() * 2 + score / 15 }); }
  function restart() { stars = []; score = 0; misses = 0; running = true; canvas.setAttribute("data-score", "0"); }
  document.addEventListener("keydown", function (e) {
    keys[e.key] = true;
    if (e.key === " " && !running) restart();
    if (e.key === "ArrowLeft" || e.key === "ArrowRight" || e.key === " ") e.preventDefault();
  });
  document.addEventListener("keyup", function (e) { keys[e.key] = false; });
  canvas.addEventListener("pointermove", function (e) {
    var box = canvas.getBoundingClientRect();
    paddle.x = ((e.clientX - box.left) / box.width) * W;
  });
  canvas.addEventListener("click", function () { if (!running) restart(); });
  function step() {
    tick += 1;
    if (running) {
      if (keys.ArrowLeft || keys.a) paddle.x -= paddle.speed;
      if (keys.ArrowRight || keys.d) paddle.x += paddle.speed;
      paddle.x = Math.max(paddle.w / 2, Math.min(W - paddle.w / 2, paddle.x));
      if (tick % 45 === 0) drop();
      for (var i = stars.length - 1; i >= 0; i -= 1) {
        var s = stars[i];
        s.y += s.v;
        if (s.y >= H - 30 && s.y <= H - 14 && Math.abs(s.x - paddle.x) <= paddle.w / 2 + 8) {
          stars.splice(i, 1); score += 1; canvas.setAttribute("data-score", String(score));
        } else if (s.y > H + 10) {
          stars.splice(i, 1); misses += 1; if (misses >= 3) running = false;
        }
      }
    }
    var g = ctx.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, "hsl(" + hue + " 65% 30%)");
    g.addColorStop(1, "hsl(" + hue2 + " 70% 18%)");
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = "hsl(" + hue + " 80% 75%)";
    for (var j = 0; j < stars.length; j += 1) {
      ctx.beginPath(); ctx.arc(stars[j].x, stars[j].y, 8, 0, Math.PI * 2); ctx.fill();
    }
    ctx.fillStyle = "#fff";
    ctx.fillRect(paddle.x - paddle.w / 2, H - 22, paddle.w, 10);
    ctx.font = "600 20px system-ui, sans-serif";
    ctx.textAlign = "left";
    ctx.fillText(title, 16, 32, W - 140);
    ctx.textAlign = "right";
    ctx.fillText("\\u2605 " + score + "   " + "\\u2716".repeat(misses), W - 16, 32);
    if (!running) {
      ctx.textAlign = "center";
      ctx.font = "600 28px system-ui, sans-serif";
      ctx.fillText("\\u2605 " + score, W / 2, H / 2 - 10);
      ctx.font = "16px system-ui, sans-serif";
      ctx.fillText("\\u21bb Space", W / 2, H / 2 + 24);
    }
    requestAnimationFrame(step);
  }
  canvas.setAttribute("data-score", "0");
  canvas.focus();
  requestAnimationFrame(step);
})();
`;

export interface PlayAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** The answer to a GET under PLAY_PREFIX (pathname and query of the request), or undefined. */
export function playAnswer(pathname: string, search: URLSearchParams): PlayAnswer | undefined {
  if (!pathname.startsWith(PLAY_PREFIX)) return undefined;
  if (pathname === PLAY_SCRIPT_PATH)
    return { status: 200, contentType: "text/javascript; charset=utf-8", body: PLAY_SCRIPT };
  const file = decodeURIComponent(pathname.slice(PLAY_PREFIX.length));
  if (!file.endsWith(".html") || file.includes("/"))
    return { status: 404, contentType: "text/plain", body: "demo build not found" };
  return {
    status: 200,
    contentType: "text/html; charset=utf-8",
    body: playPageHtml(file.slice(0, -".html".length), search.get("title") ?? ""),
  };
}
