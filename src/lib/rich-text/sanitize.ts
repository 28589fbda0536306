/**
 * The one HTML sanitiser (decisions.md §3): every server-provided or user-written body — article
 * HTML (editor_type 0), rendered markdown (editor_type 1), works introductions — passes through
 * sanitizeHtml before it reaches the DOM. It is DOMPurify with an allowlist, plus three rules of
 * this app on top of DOMPurify's own URL and mutation-XSS handling:
 * - nothing is fetched from a host the app does not trust: images, video and audio load only from
 *   the app's own origin or a configured media origin (VITE_MEDIA_ORIGINS, comma-separated, e.g.
 *   the object storage that uploads land on), or inline data:image; anything else loses its src.
 *   CSS is kept only as an allowlist of declarations without url(), image-set(), var() or
 *   expression(); style elements, srcset, background and ping attributes never pass;
 * - links may use http(s), mailto, tel or a relative URL; a link to another origin opens in a new
 *   tab without the opener or the referrer;
 * - author ids and names are prefixed (DOMPurify's SANITIZE_NAMED_PROPS: "user-content-"), so a
 *   body cannot clobber the page's globals or ids; in-body "#anchor" links follow the prefix.
 * Classes pass only as code-language markers (language-…), so a body cannot borrow the app's or
 * Blueprint's classes (e.g. a fixed overlay) to dress up as the interface.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from "dompurify";
import type { TrustedHTML } from "trusted-types/lib";

/**
 * The sanitiser's output: under Trusted Types (src/lib/trusted-types.ts) a TrustedHTML made by
 * DOMPurify's own policy, which an HTML sink accepts; a string where the browser has no Trusted
 * Types (and in tests). Its text is String(html).
 */
export type SanitizedHtml = string | TrustedHTML;

const NAMED_PROPS_PREFIX = "user-content-";

const ALLOWED_TAGS = [
  "a",
  "abbr",
  "audio",
  "b",
  "bdi",
  "bdo",
  "blockquote",
  "br",
  "caption",
  "cite",
  "code",
  "col",
  "colgroup",
  "dd",
  "del",
  "details",
  "dfn",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "font",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  // GFM task lists only: every input becomes a disabled checkbox (afterSanitizeAttributes).
  "input",
  "ins",
  "kbd",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "q",
  "rp",
  "rt",
  "ruby",
  "s",
  "samp",
  "small",
  "source",
  "span",
  "strike",
  "strong",
  "sub",
  "summary",
  "sup",
  "table",
  // Stryker disable next-line StringLiteral: the HTML parser puts a table's rows back in a tbody and tr
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "time",
  // Stryker disable next-line StringLiteral: the HTML parser puts a table's rows back in a tbody and tr
  "tr",
  "u",
  "ul",
  "var",
  "video",
  "wbr",
];

const ALLOWED_ATTR = [
  "align",
  "alt",
  "bgcolor",
  "border",
  "cellpadding",
  "cellspacing",
  "checked",
  "class",
  "color",
  "colspan",
  // Stryker disable next-line StringLiteral: the media hook below gives every video and audio controls
  "controls",
  "datetime",
  "dir",
  // Stryker disable next-line StringLiteral: the task-list hook below disables every checkbox
  "disabled",
  "face",
  "headers",
  "height",
  "href",
  "id",
  "lang",
  "loop",
  "muted",
  "name",
  "open",
  "playsinline",
  "poster",
  "reversed",
  "rowspan",
  "scope",
  "size",
  "span",
  "src",
  "start",
  "style",
  "title",
  "type",
  "valign",
  "width",
];

/** Schemes a link may use; anything else (javascript:, data:, vbscript:, blob:…) is dropped. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_NAMESPACES: ["http://www.w3.org/1999/xhtml"],
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  // Stryker disable next-line BooleanLiteral: SANITIZE_NAMED_PROPS prefixes every id and name already
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  WHOLE_DOCUMENT: false,
  // A TrustedHTML from DOMPurify's policy ("dompurify") where the browser has Trusted Types.
  RETURN_TRUSTED_TYPE: true,
} satisfies Config & { RETURN_TRUSTED_TYPE: true };

/** Attributes that make the browser fetch something, by element. */
const RESOURCE_ATTRIBUTES = new Set(["src", "poster"]);

/** Inline images (pasted screenshots); never SVG, which may carry its own references. */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

/** Origins besides the app's own that bodies may load media from (a deployment setting). */
function configuredMediaOrigins(): Set<string> {
  const raw = (import.meta.env.VITE_MEDIA_ORIGINS as string | undefined) ?? "";
  const origins = new Set<string>();
  for (const entry of raw.split(",")) {
    // Stryker disable next-line MethodExpression: URL() trims the spaces around an address
    const text = entry.trim();
    // Stryker disable next-line ConditionalExpression: URL() refuses "", which allows nothing
    if (!text) continue;
    try {
      const url = new URL(text);
      if (url.protocol === "https:" || url.protocol === "http:") origins.add(url.origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return origins;
}

const mediaOrigins = configuredMediaOrigins();

/** Whether the browser may fetch this URL for a body's image, video, audio or poster. */
export function isAllowedResourceUrl(value: string, tagName: string): boolean {
  const text = value.trim();
  if (text === "") return false;
  if (/^data:/i.test(text)) return tagName === "img" && DATA_IMAGE.test(text);
  let url: URL;
  try {
    url = new URL(text, window.location.href);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  return url.origin === window.location.origin || mediaOrigins.has(url.origin);
}

/** Declarations a body may style itself with: text, colour, spacing, borders, sizes. */
const ALLOWED_STYLE =
  /^(?:color|background-color|text-align|text-indent|text-decoration(?:-line|-color|-style)?|font-weight|font-style|font-size|font-family|line-height|letter-spacing|vertical-align|white-space|list-style-type|width|height|max-width|min-width|float|clear|border-collapse|border-spacing|(?:padding|margin)(?:-(?:top|right|bottom|left))?|border(?:-(?:top|right|bottom|left))?(?:-(?:width|style|color))?|border-radius)$/;

/** Values that fetch, compute or escape: never kept, whatever the property. */
const UNSAFE_STYLE_VALUE =
  // Stryker disable next-line Regex: "image (" and the like, spaced, are not CSS functions
  /url\s*\(|image-set|image\s*\(|expression|javascript:|var\s*\(|env\s*\(|attr\s*\(|@import|\\|[<>]/i;

/** A margin that pulls content over the page outside the body. */
// Stryker disable next-line Regex: the browser lists margins as longhands, one value each
const NEGATIVE_LENGTH = /(?:^|\s)-\s*\d/;

let probe: HTMLElement | undefined;

/** The allowed declarations of a style attribute, as parsed by the browser ("" when none). */
export function cleanStyle(style: string): string {
  if (UNSAFE_STYLE_VALUE.test(style)) return "";
  probe ??= document.createElement("span");
  probe.style.cssText = style;
  const kept: string[] = [];
  // Stryker disable next-line EqualityOperator: item(length) is "", which no property matches
  for (let i = 0; i < probe.style.length; i += 1) {
    const property = probe.style.item(i);
    if (!ALLOWED_STYLE.test(property)) continue;
    // Stryker disable next-line MethodExpression: the browser answers values trimmed
    const value = probe.style.getPropertyValue(property).trim();
    // Stryker disable next-line ConditionalExpression,LogicalOperator: defence in depth (the whole attribute passed this test above)
    if (!value || UNSAFE_STYLE_VALUE.test(value)) continue;
    if (property.startsWith("margin") && NEGATIVE_LENGTH.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  // Stryker disable next-line StringLiteral: any text that is not CSS empties the probe too
  probe.style.cssText = "";
  return kept.join("; ");
}

const CODE_LANGUAGE_CLASS = /^language-[\w+#.-]{1,40}$/;

function isExternalLink(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return false;
  }
  return (
    (url.protocol === "http:" || url.protocol === "https:") && url.origin !== window.location.origin
  );
}

let purifier: Purifier | undefined;

/** One DOMPurify instance of its own, so the hooks below apply to nothing else. */
function getPurifier(): Purifier {
  // Stryker disable next-line ConditionalExpression: a new instance each time sanitises the same
  if (purifier) return purifier;
  const instance = DOMPurify(window);

  instance.addHook("uponSanitizeAttribute", (node, data) => {
    const name = data.attrName;
    if (name === "style") {
      data.attrValue = cleanStyle(data.attrValue);
      if (!data.attrValue) data.keepAttr = false;
    } else if (name === "class") {
      // Stryker disable next-line Regex: the empty tokens of single-space splitting are no class
      const tokens = data.attrValue.split(/\s+/);
      data.attrValue = tokens.filter((token) => CODE_LANGUAGE_CLASS.test(token)).join(" ");
      if (!data.attrValue) data.keepAttr = false;
    } else if (RESOURCE_ATTRIBUTES.has(name)) {
      if (!isAllowedResourceUrl(data.attrValue, node.nodeName.toLowerCase())) data.keepAttr = false;
    }
  });

  instance.addHook("afterSanitizeAttributes", (node) => {
    // Stryker disable next-line ConditionalExpression: DOMPurify calls this hook with elements only
    if (!(node instanceof Element)) return;
    const tag = node.nodeName.toLowerCase();
    if (tag === "a") {
      const href = node.getAttribute("href");
      if (href?.startsWith("#") && href.length > 1 && !href.startsWith(`#${NAMED_PROPS_PREFIX}`)) {
        node.setAttribute("href", `#${NAMED_PROPS_PREFIX}${href.slice(1)}`);
      } else if (href && isExternalLink(href)) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer nofollow ugc");
      }
    } else if (tag === "img") {
      // An image its author gave no text for is decorative to assistive technology, not its URL.
      if (!node.hasAttribute("alt")) node.setAttribute("alt", "");
      node.setAttribute("loading", "lazy");
      node.setAttribute("decoding", "async");
      node.setAttribute("referrerpolicy", "no-referrer");
    } else if (tag === "video" || tag === "audio") {
      node.setAttribute("controls", "");
      node.setAttribute("preload", "metadata");
    } else if (tag === "input") {
      node.setAttribute("type", "checkbox");
      node.setAttribute("disabled", "");
      // A task-list box is named by its item's text (as text: attribute values are escaped).
      // Stryker disable next-line OptionalChaining: a parsed input always has an element around it
      const label = node.parentElement?.textContent?.replace(/\s+/g, " ").trim().slice(0, 200);
      if (label) node.setAttribute("aria-label", label);
      else node.setAttribute("aria-hidden", "true");
    }
  });

  purifier = instance;
  return instance;
}

/** Safe HTML for display: the one DOMPurify configuration of the app. */
export function sanitizeHtml(html: string): SanitizedHtml {
  // Stryker disable next-line ConditionalExpression: DOMPurify answers "" for "" as well
  if (!html) return "";
  return getPurifier().sanitize(html, CONFIG);
}
