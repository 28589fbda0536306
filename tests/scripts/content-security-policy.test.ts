/**
 * The production CSP (scripts/content-security-policy.ts): index.html's inline scripts are allowed
 * by their exact hash and nothing else inline is; a script with src is not hashed.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  frameAncestorsOf,
  inlineScripts,
} from "../../scripts/content-security-policy";

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

  it("requires Trusted Types, with the app's policies only; the mock runtimes add their worker's", () => {
    const directivesOf = (policy: string) =>
      new Map(policy.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1).join(" ")]));
    const production = directivesOf(
      contentSecurityPolicy({ frameAncestors: "'none'", indexHtml: HTML }),
    );
    expect(production.get("require-trusted-types-for")).toBe("'script'");
    expect(production.get("trusted-types")).toBe("dompurify inert-html ProseMirrorClipboard");
    expect(production.has("report-uri")).toBe(false);
    expect(production.get("script-src")).not.toContain("'report-sample'");

    const mock = directivesOf(
      contentSecurityPolicy({
        frameAncestors: "'none'",
        indexHtml: HTML,
        mock: true,
        reportUri: "/__csp-report",
      }),
    );
    expect(mock.get("trusted-types")).toBe("dompurify inert-html ProseMirrorClipboard default");
    expect(mock.get("report-uri")).toBe("/__csp-report");
    expect(mock.get("script-src")).toBe(`'self' 'sha256-${hashOf(INLINE)}' 'report-sample'`);
  });

  it("lets the app frame its pet page only", () => {
    expect(frameAncestorsOf("/gatepet/frame")).toBe("'self'");
    expect(frameAncestorsOf("/gatepet")).toBe("'none'");
    expect(frameAncestorsOf("/")).toBe("'none'");
  });
});
