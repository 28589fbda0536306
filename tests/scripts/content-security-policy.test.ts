/**
 * The production CSP (scripts/content-security-policy.ts): index.html's inline scripts are allowed
 * by their exact hash and nothing else inline is; a script with src is not hashed.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScripts } from "../../scripts/content-security-policy";

const INLINE = "(function(){document.body.dataset.ready='1'})();";
const HTML = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"></div><script>${INLINE}</script></body></html>`;
const hashOf = (text: string) => createHash("sha256").update(text).digest("base64");

describe("content security policy", () => {
  it("finds the inline scripts of a page, not the ones with src", () => {
    expect(inlineScripts(HTML)).toEqual([INLINE]);
  });

  it("allows index.html's inline script by its hash, never 'unsafe-inline' or eval", () => {
    const policy = contentSecurityPolicy({ frameAncestors: "'none'", indexHtml: HTML });
    const directives = new Map(
      policy.split("; ").map((directive) => {
        const [name, ...values] = directive.split(" ");
        return [name!, values];
      }),
    );
    expect(directives.get("script-src")).toEqual(["'self'", `'sha256-${hashOf(INLINE)}'`]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("connect-src")).toEqual(["'self'"]);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("a page without inline scripts allows only the app's own files", () => {
    const policy = contentSecurityPolicy({ frameAncestors: "'self'", indexHtml: "<html></html>" });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'self'");
  });
});
