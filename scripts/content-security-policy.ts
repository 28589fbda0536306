import { createHash } from "node:crypto";

/**
 * The production Content-Security-Policy (issue 17 item 2), one place for every server that sends
 * it. Scripts only from the app's own files and the inline scripts index.html was built with,
 * named by their hashes (the landing page's first paint; never 'unsafe-inline', no eval), no
 * plugins, no <base>,
 * calls and sockets to the app's own origin (the API and the console's sockets are served, or
 * proxied, there), images and media from there and from data:/blob: (upload previews, generated
 * images). Styles allow inline: index.html's first paint and style attributes carry no script.
 */
export function contentSecurityPolicy({
  frameAncestors,
  indexHtml,
}: {
  frameAncestors: string;
  /** The built index.html: its inline scripts are allowed by hash, and only they. */
  indexHtml: string;
}): string {
  const hashes = inlineScripts(indexHtml).map(
    (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
  );
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
    "frame-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "worker-src 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join("; ");
}

/** The text of every inline <script> (one without src) of an HTML document. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
}
