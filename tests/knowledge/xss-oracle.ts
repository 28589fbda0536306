/**
 * The XSS oracle: what a rendered page would run and fetch in a browser, observed in jsdom.
 *
 * Execution is observed, not guessed: jsdom runs inline event handlers and javascript: URLs (the
 * test environment runs scripts), so every vector calls the spy `__xss` in jsdom's own global. The
 * oracle fires, on each element where outside content lands, the event of each of its on*
 * attributes (markup has no other way to attach a handler), and it runs, in jsdom's global, every
 * javascript: URL where a browser would run it (links, areas, form actions, frame and embed
 * sources, SVG and MathML links, SMIL animations that set an href or a handler). A script error
 * reported by jsdom also counts.
 *
 * Handler attributes jsdom does not know (onbegin, onanimationstart…) are findings by their
 * presence, and so is an id or name that shadows a property of the window or the document.
 *
 * Requests are read from the rendered DOM: every URL a browser would fetch without a click (src,
 * srcset, poster, data, background, ping, SVG hrefs, link and base, meta refresh, and url(),
 * image-set() and @import in CSS, after undoing CSS escapes), resolved against the document's base
 * URL. Any of them on another origin is a remote request. Elements that fetch or run by
 * themselves (script, frames, object, embed, portal, base, meta, link, style) are findings too, as
 * are data: documents in navigations and frames, and a body clobbering the page's ids or globals.
 */

export type FindingKind =
  | "executed"
  | "handler-attribute"
  | "script-error"
  | "remote-request"
  | "active-element"
  | "document-url"
  | "clobbered";

export interface Finding {
  kind: FindingKind;
  detail: string;
}

type InnerGlobal = Window & Record<string, unknown> & { eval: (code: string) => unknown };

/** jsdom's own global object (inline handlers and javascript: URLs run in it). */
function jsdomGlobal(): InnerGlobal {
  const probe = document.createElement("div");
  probe.setAttribute("onclick", "this.__global = globalThis");
  probe.dispatchEvent(new Event("click"));
  const inner = (probe as unknown as { __global?: InnerGlobal }).__global;
  if (!inner) throw new Error("inline handlers do not run: the oracle cannot observe execution");
  return inner;
}

const ACTIVE_ELEMENTS = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "portal",
  "applet",
  "base",
  "meta",
  "link",
  "style",
]);

/** Attributes fetched without any click, whatever the element. */
const FETCHED_ATTRIBUTES = new Set(["src", "srcset", "poster", "data", "background", "ping"]);
/** href is fetched on these elements (SVG names lower-cased). */
const FETCHED_HREF_ELEMENTS = new Set(["link", "image", "use", "feimage", "script", "base"]);

/** Ids of the page's own elements (the shell's and the article page's). */
const APP_IDS = ["main", "comments", "article-title", "article-preview-notice"]
  .map((id) => `[id="${id}"]`)
  .join(", ");

/** Where a javascript: URL runs when the element is used or loaded. */
const NAVIGATING_ATTRIBUTES = new Set([
  "href",
  "xlink:href",
  "action",
  "formaction",
  "src",
  "data",
]);

function urlsOf(attribute: string, value: string, element: Element): string[] {
  if (attribute === "srcset") {
    return value
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter(Boolean);
  }
  if (attribute === "content") {
    const match = /url\s*=\s*['"]?([^'";]+)/i.exec(value);
    return match?.[1] && element.tagName.toLowerCase() === "meta" ? [match[1]] : [];
  }
  return [value];
}

/** The URLs CSS would fetch: url(), image-set() strings and @import, after undoing escapes. */
export function cssUrls(css: string): string[] {
  const text = css
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\(.)/g, "$1");
  const urls: string[] = [];
  for (const match of text.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) urls.push(match[2]!);
  for (const match of text.matchAll(/@import\s+(['"])(.*?)\1/gi)) urls.push(match[2]!);
  for (const match of text.matchAll(/image-set\(\s*(['"])(.*?)\1/gi)) urls.push(match[2]!);
  return urls;
}

function resolve(url: string): URL | null {
  try {
    return new URL(url.trim(), document.baseURI);
  } catch {
    return null;
  }
}

const isRemote = (url: URL) =>
  (url.protocol === "http:" || url.protocol === "https:") && url.origin !== window.location.origin;

/** The code of a javascript: URL, as a browser would run it (or null). */
function javascriptCode(value: string): string | null {
  const url = resolve(value);
  if (!url || url.protocol !== "javascript:") return null;
  try {
    return decodeURIComponent(url.href.slice("javascript:".length));
  } catch {
    return url.href.slice("javascript:".length);
  }
}

export interface XssOracle {
  /**
   * What the places where outside content lands (the body, the title, the directory) and
   * everything in them would fetch, and what would run when they are used.
   */
  inspect(places: readonly Element[]): Finding[];
  dispose(): void;
}

export function createXssOracle(): XssOracle {
  const inner = jsdomGlobal();
  const calls: string[] = [];
  const spy = (...args: unknown[]) => {
    calls.push(args.map(String).join(","));
  };
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.message);
    event.preventDefault();
  };
  const holders: Record<string, unknown>[] = [
    inner,
    window as unknown as Record<string, unknown>,
    document as unknown as Record<string, unknown>,
  ];
  for (const holder of holders) holder.__xss = spy;
  inner.addEventListener("error", onError);
  window.addEventListener("error", onError);

  const run = (code: string) => {
    try {
      inner.eval(code);
    } catch (error) {
      errors.push(String(error));
    }
  };

  function inspect(places: readonly Element[]): Finding[] {
    calls.length = 0;
    errors.length = 0;
    const findings: Finding[] = [];
    const elements = places.flatMap((place) => [place, ...Array.from(place.querySelectorAll("*"))]);

    for (const element of elements) {
      const tag = element.tagName.toLowerCase();
      if (ACTIVE_ELEMENTS.has(tag)) findings.push({ kind: "active-element", detail: `<${tag}>` });
      for (const { name, value } of Array.from(element.attributes)) {
        const attribute = name.toLowerCase();
        // A handler the browser would run on some event (jsdom knows only some of them).
        if (attribute.startsWith("on"))
          findings.push({ kind: "handler-attribute", detail: `<${tag} ${attribute}>` });
        // An id or name that shadows a property of the window or the document.
        if ((attribute === "id" || attribute === "name") && (value in window || value in document))
          findings.push({ kind: "clobbered", detail: `<${tag} ${attribute}="${value}">` });
        const fetched =
          FETCHED_ATTRIBUTES.has(attribute) ||
          (attribute === "content" && tag === "meta") ||
          ((attribute === "href" || attribute === "xlink:href") && FETCHED_HREF_ELEMENTS.has(tag));
        if (fetched) {
          for (const url of urlsOf(attribute, value, element)) {
            const resolved = resolve(url);
            if (resolved && isRemote(resolved))
              findings.push({
                kind: "remote-request",
                detail: `<${tag} ${attribute}> ${resolved}`,
              });
          }
        }
        if (attribute === "style") {
          for (const url of cssUrls(value)) {
            const resolved = resolve(url);
            if (resolved && isRemote(resolved))
              findings.push({ kind: "remote-request", detail: `<${tag} style> ${resolved}` });
          }
        }
        if (NAVIGATING_ATTRIBUTES.has(attribute) && /^\s*data:/i.test(value)) {
          const image = tag === "img" || tag === "source" || tag === "video" || tag === "audio";
          if (!image) findings.push({ kind: "document-url", detail: `<${tag} ${attribute}>` });
        }
      }
      if (tag === "style") {
        for (const url of cssUrls(element.textContent ?? "")) {
          const resolved = resolve(url);
          if (resolved && isRemote(resolved))
            findings.push({ kind: "remote-request", detail: `<style> ${resolved}` });
        }
      }
    }

    // Run what a browser would run.
    for (const element of elements) {
      const tag = element.tagName.toLowerCase();
      // Markup attaches handlers only through on* attributes: fire each one's event.
      for (const { name } of Array.from(element.attributes)) {
        const attribute = name.toLowerCase();
        if (!attribute.startsWith("on")) continue;
        const type = attribute.slice(2);
        element.dispatchEvent(new Event(type, { bubbles: false, cancelable: true }));
      }
      // Every javascript: URL runs as a browser would run it when the element is used (jsdom
      // itself would only for a clicked link, after reporting each ordinary link it cannot follow).
      for (const { name, value } of Array.from(element.attributes)) {
        if (!NAVIGATING_ATTRIBUTES.has(name.toLowerCase())) continue;
        const code = javascriptCode(value);
        if (code !== null) run(code);
      }
      if (tag === "animate" || tag === "set") {
        // SMIL sets the target's attribute: an href of javascript:, or a handler.
        const target = (element.getAttribute("attributeName") ?? "").toLowerCase();
        const values = `${element.getAttribute("to") ?? ""};${element.getAttribute("values") ?? ""}`;
        for (const value of values.split(";").filter(Boolean)) {
          if (target.startsWith("on")) run(value);
          const code = target.endsWith("href") ? javascriptCode(value) : null;
          if (code !== null) run(code);
        }
      }
    }

    for (const call of calls) findings.push({ kind: "executed", detail: `__xss(${call})` });
    for (const error of errors) findings.push({ kind: "script-error", detail: error });

    // The page's own elements and globals stay its own: no outside element takes one of the
    // page's ids, and the document's properties are still the document's.
    for (const place of places) {
      for (const taken of Array.from(place.querySelectorAll(APP_IDS))) {
        if (taken.closest(".app-rich-text"))
          findings.push({ kind: "clobbered", detail: `#${taken.id}` });
      }
    }
    if (typeof document.getElementById !== "function")
      findings.push({ kind: "clobbered", detail: "document.getElementById" });
    if (!(document.body instanceof HTMLBodyElement))
      findings.push({ kind: "clobbered", detail: "document.body" });
    if (typeof document.cookie !== "string")
      findings.push({ kind: "clobbered", detail: "document.cookie" });
    if (typeof inner.__xss !== "function") findings.push({ kind: "clobbered", detail: "__xss" });
    return findings;
  }

  return {
    inspect,
    dispose() {
      for (const holder of holders) delete holder.__xss;
      inner.removeEventListener("error", onError);
      window.removeEventListener("error", onError);
    },
  };
}
