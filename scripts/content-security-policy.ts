import { createHash } from "node:crypto";
import { MOCK_TRUSTED_TYPES_POLICIES, TRUSTED_TYPES_POLICIES } from "../src/lib/trusted-types.ts";

/**
 * The Content-Security-Policy and the other security headers (docs/decisions/0049, 0057), one place for
 * every server that sends them: nginx (serve:production) and vite's dev and preview servers
 * (scripts/security-headers-plugin.ts).
 *
 * Scripts only from the app's own files and the inline scripts of the page's HTML, named by their
 * hashes (the landing page's first paint; in development also vite's React preamble; never
 * 'unsafe-inline', no eval), no plugins, no <base>, calls and sockets to the app's own origin (the
 * API and the console's sockets are served, or proxied, there), images and media from there and
 * from data:/blob: (upload previews, generated images). Styles allow inline: index.html's first
 * paint and style attributes carry no script.
 *
 * Trusted Types are required for script sinks, and only the app's named policies may be made
 * (src/lib/trusted-types.ts); the mock runtimes add their "default" policy, which passes only the
 * mock backend's worker script.
 */
export function contentSecurityPolicy({
  frameAncestors,
  indexHtml,
  mock = false,
  devServer = false,
  reportUri,
}: {
  frameAncestors: string;
  /** The page's HTML: its inline scripts are allowed by hash, and only they. */
  indexHtml: string;
  /** A mock runtime (development, dev:shared, the mock build): the worker's "default" policy. */
  mock?: boolean;
  /** Vite's dev server: its client's shared worker is a blob (mocks/trusted-types-default.ts). */
  devServer?: boolean;
  /** Where the browser reports violations (the dev and preview servers collect them). */
  reportUri?: string;
}): string {
  const hashes = inlineScripts(indexHtml).map(
    (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
  );
  const policies = [...TRUSTED_TYPES_POLICIES, ...(mock ? MOCK_TRUSTED_TYPES_POLICIES : [])];
  return [
    "default-src 'self'",
    // 'report-sample': a report quotes the start of what was refused (where reports are sent).
    ["script-src 'self'", ...hashes, ...(reportUri ? ["'report-sample'"] : [])].join(" "),
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
    "frame-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    devServer ? "worker-src 'self' blob:" : "worker-src 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${policies.join(" ")}`,
    ...(reportUri ? [`report-uri ${reportUri}`] : []),
  ].join("; ");
}

/** The one page the app lets itself frame (/gatepet frames it, decision 0045). */
export const FRAMED_PATH = "/gatepet/frame";

/** frame-ancestors for a path: the framed page by this origin only, every other by none. */
export const frameAncestorsOf = (path: string) => (path === FRAMED_PATH ? "'self'" : "'none'");

/** The headers every response carries besides the CSP. */
export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
} as const;

/** The text of every inline <script> (one without src) of an HTML document. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
}
