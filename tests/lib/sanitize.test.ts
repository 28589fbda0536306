/**
 * The HTML sanitiser's own rules (src/lib/rich-text/sanitize.ts, decisions.md §3) beyond the
 * examples of rich-text.test.ts: the whole allowlist an author's body may use, the link, media and
 * style rules at their edges, the task-list checkbox, and the deployment's media origins.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cleanStyle,
  isAllowedResourceUrl,
  sanitizeHtml,
  type SanitizedHtml,
} from "@/lib/rich-text/sanitize";

const fragment = (html: SanitizedHtml) => {
  const root = document.createElement("div");
  root.innerHTML = String(html);
  return root;
};
const clean = (html: string) => fragment(sanitizeHtml(html));

/** Every element an article body may hold, each in a context where HTML allows it. */
const EVERY_ELEMENT =
  '<p><a href="/x">a</a><abbr>ab</abbr><b>b</b><bdi>bdi</bdi><bdo dir="rtl">bdo</bdo><br>' +
  "<cite>c</cite><code>c</code><del>d</del><dfn>d</dfn><em>e</em><font>f</font><i>i</i>" +
  "<ins>i</ins><kbd>k</kbd><mark>m</mark><q>q</q><ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>" +
  "<s>s</s><samp>s</samp><small>s</small><span>s</span><strike>s</strike><strong>s</strong>" +
  '<sub>s</sub><sup>s</sup><time>t</time><u>u</u><var>v</var><wbr><img src="/a.png" alt="a"></p>' +
  "<blockquote>q</blockquote><details><summary>s</summary>d</details><div>d</div>" +
  '<dl><dt>t</dt><dd>d</dd></dl><figure><img src="/f.png" alt=""><figcaption>c</figcaption></figure>' +
  "<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6><hr>" +
  '<ol><li>o</li></ol><ul><li><input type="checkbox"> task</li></ul><pre>p</pre>' +
  '<table><caption>c</caption><colgroup><col span="2"></colgroup>' +
  "<thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody>" +
  "<tfoot><tr><td>f</td></tr></tfoot></table>" +
  '<video src="/v.mp4"><source src="/v.webm" type="video/webm"></video><audio src="/a.mp3"></audio>';

const ELEMENTS = [
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
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "time",
  "tr",
  "u",
  "ul",
  "var",
  "video",
  "wbr",
];

/** Every attribute an author may set: [markup, the element carrying it, the attribute, its value]. */
const ATTRIBUTES: [html: string, selector: string, name: string, value: string][] = [
  ['<p align="center">x</p>', "p", "align", "center"],
  ['<img src="/a.png" alt="A cat">', "img", "alt", "A cat"],
  ['<table><tr><td bgcolor="#eee">x</td></tr></table>', "td", "bgcolor", "#eee"],
  ['<table border="1"><tr><td>x</td></tr></table>', "table", "border", "1"],
  ['<table cellpadding="2"><tr><td>x</td></tr></table>', "table", "cellpadding", "2"],
  ['<table cellspacing="0"><tr><td>x</td></tr></table>', "table", "cellspacing", "0"],
  ['<ul><li><input type="checkbox" checked> done</li></ul>', "input", "checked", ""],
  ['<code class="language-ts">x</code>', "code", "class", "language-ts"],
  ['<font color="red">x</font>', "font", "color", "red"],
  ['<table><tr><td colspan="2">x</td></tr></table>', "td", "colspan", "2"],
  ['<time datetime="2024-07-01">July</time>', "time", "datetime", "2024-07-01"],
  ['<bdo dir="rtl">x</bdo>', "bdo", "dir", "rtl"],
  ['<font face="serif">x</font>', "font", "face", "serif"],
  ['<table><tr><th id="h">h</th><td headers="h">x</td></tr></table>', "td", "headers", "h"],
  ['<img src="/a.png" height="540">', "img", "height", "540"],
  ['<a href="/knowledge/home">x</a>', "a", "href", "/knowledge/home"],
  ['<h2 id="intro">x</h2>', "h2", "id", "user-content-intro"],
  ['<p lang="fr">x</p>', "p", "lang", "fr"],
  ['<video src="/v.mp4" loop></video>', "video", "loop", ""],
  ['<video src="/v.mp4" muted></video>', "video", "muted", ""],
  ['<a name="part">x</a>', "a", "name", "user-content-part"],
  ["<details open><summary>s</summary>d</details>", "details", "open", ""],
  ['<video src="/v.mp4" playsinline></video>', "video", "playsinline", ""],
  ['<video src="/v.mp4" poster="/p.jpg"></video>', "video", "poster", "/p.jpg"],
  ["<ol reversed><li>x</li></ol>", "ol", "reversed", ""],
  ['<table><tr><td rowspan="2">x</td></tr></table>', "td", "rowspan", "2"],
  ['<table><tr><th scope="col">x</th></tr></table>', "th", "scope", "col"],
  ['<font size="3">x</font>', "font", "size", "3"],
  ['<table><colgroup><col span="2"></colgroup><tr><td>x</td></tr></table>', "col", "span", "2"],
  ['<img src="/a.png">', "img", "src", "/a.png"],
  ['<ol start="3"><li>x</li></ol>', "ol", "start", "3"],
  ['<p style="color: red">x</p>', "p", "style", "color: red"],
  ['<abbr title="HyperText">HTML</abbr>', "abbr", "title", "HyperText"],
  ['<ol type="i"><li>x</li></ol>', "ol", "type", "i"],
  ['<video><source src="/v.webm" type="video/webm"></video>', "source", "type", "video/webm"],
  ['<table><tr><td valign="top">x</td></tr></table>', "td", "valign", "top"],
  ['<img src="/a.png" width="960">', "img", "width", "960"],
];

describe("the allowlist", () => {
  it("keeps every element an author may use, and its text", () => {
    const root = clean(EVERY_ELEMENT);
    const missing = ELEMENTS.filter((tag) => root.querySelector(tag) === null);
    expect(missing).toEqual([]);
    expect(root.querySelector("ruby rt")?.textContent).toBe("kan");
  });

  it.each(ATTRIBUTES)("keeps %s's attribute", (html, selector, name, value) => {
    expect(clean(html).querySelector(selector)?.getAttribute(name)).toBe(value);
  });

  it("answers the body itself, not a whole document", () => {
    expect(sanitizeHtml("<p>One <b>two</b></p>")).toBe("<p>One <b>two</b></p>");
  });

  it("drops data- attributes and attributes that close a tag inside their value", () => {
    const root = clean('<p data-user="1" title="a/>b" lang="en">x</p>');
    const paragraph = root.querySelector("p")!;
    expect(paragraph.hasAttribute("data-user")).toBe(false);
    expect(paragraph.hasAttribute("title")).toBe(false);
    expect(paragraph.getAttribute("lang")).toBe("en");
  });
});

describe("links", () => {
  it("keeps mail, phone and relative links in the same tab", () => {
    const root = clean(
      '<a href="mailto:a@example.com">m</a><a href="tel:+4930123">t</a><a href="?page=2">q</a>' +
        '<a href="http://localhost:3000/knowledge/home">s</a>',
    );
    for (const link of root.querySelectorAll("a")) {
      expect(link.hasAttribute("href")).toBe(true);
      expect(link.hasAttribute("target")).toBe(false);
      expect(link.hasAttribute("rel")).toBe(false);
    }
  });

  it("leaves a link whose address cannot be parsed in the same tab", () => {
    const link = clean('<a href="http://[::1">broken</a>').querySelector("a")!;
    expect(link.hasAttribute("target")).toBe(false);
    expect(link.hasAttribute("rel")).toBe(false);
  });

  it("drops schemes other than http(s), mailto and tel", () => {
    const root = clean(
      '<a href="ftp://files.example/x">f</a><a href="blob:https://app.example/1">b</a>' +
        '<a href="vbscript:msgbox(1)">v</a><a href="file:///etc/passwd">l</a>',
    );
    for (const link of root.querySelectorAll("a")) expect(link.hasAttribute("href")).toBe(false);
  });

  it("opens http and protocol-relative links to other hosts in a new tab", () => {
    const root = clean('<a href="http://example.org/">e</a><a href="//example.org/x">p</a>');
    for (const link of root.querySelectorAll("a")) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
    }
  });

  it("leaves a bare # and an already prefixed anchor as they are", () => {
    const links = clean(
      '<a href="#">top</a><a href="#user-content-part">part</a>',
    ).querySelectorAll("a");
    expect(links[0]!.getAttribute("href")).toBe("#");
    expect(links[1]!.getAttribute("href")).toBe("#user-content-part");
  });
});

describe("media", () => {
  it("loads images lazily, asynchronously and without the referrer", () => {
    const image = clean('<img src="/a.png" alt="A">').querySelector("img")!;
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("decoding")).toBe("async");
    expect(image.getAttribute("referrerpolicy")).toBe("no-referrer");
  });

  it("gives video and audio their controls and loads only their metadata up front", () => {
    const root = clean('<video src="/v.mp4"></video><audio src="/a.mp3"></audio>');
    for (const player of root.querySelectorAll("video, audio")) {
      expect(player.getAttribute("controls")).toBe("");
      expect(player.getAttribute("preload")).toBe("metadata");
    }
  });

  it.each(["png", "jpeg", "jpg", "gif", "webp", "avif", "PNG"])(
    "accepts an inline %s image",
    (format) => {
      expect(isAllowedResourceUrl(`data:image/${format};base64,iVBORw0KGgo=`, "img")).toBe(true);
    },
  );

  it("keeps an inline image in a body, and no inline video", () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    const root = clean(`<img src="${png}" alt="shot"><video src="${png}"></video>`);
    expect(root.querySelector("img")!.getAttribute("src")).toBe(png);
    expect(root.querySelector("video")!.hasAttribute("src")).toBe(false);
  });

  it("reads data: only as a scheme, at the start of the address", () => {
    expect(isAllowedResourceUrl("/files/data:shot.png", "img")).toBe(true);
    expect(isAllowedResourceUrl("/files/data:clip.mp4", "video")).toBe(true);
    expect(isAllowedResourceUrl("data:text/plain,data:image/png;base64,iVBORw0KGgo=", "img")).toBe(
      false,
    );
  });

  it("accepts inline base64 broken over lines and surrounded by spaces", () => {
    expect(isAllowedResourceUrl(" data:image/png;base64,iVBO\nRw0K Ggo= ", "img")).toBe(true);
  });

  it.each([
    "data:image/svg+xml;base64,PHN2Zz4=",
    "data:image/png,raw-bytes",
    "data:image/png;base64,iVBOR)w0",
    "data:image/png;base64,iVBOR<script>",
    "data:text/html;base64,PHA+",
    "xdata:image/png;base64,iVBORw0KGgo=",
    "DATA:image/bmp;base64,Qk0=",
  ])("refuses the inline resource %s", (url) => {
    expect(isAllowedResourceUrl(url, "img")).toBe(false);
  });

  it("refuses empty, unparsable and non-http sources", () => {
    expect(isAllowedResourceUrl("", "img")).toBe(false);
    expect(isAllowedResourceUrl("   ", "img")).toBe(false);
    expect(isAllowedResourceUrl("http://[::1", "img")).toBe(false);
    expect(isAllowedResourceUrl("ftp://localhost:3000/a.png", "img")).toBe(false);
    expect(isAllowedResourceUrl("blob:http://localhost:3000/1", "video")).toBe(false);
  });

  it("accepts same-origin sources, also written out in full", () => {
    expect(isAllowedResourceUrl("  /a.png  ", "img")).toBe(true);
    expect(isAllowedResourceUrl("http://localhost:3000/v.mp4", "video")).toBe(true);
  });
});

describe("styles", () => {
  it.each([
    "color: red",
    "background-color: blue",
    "text-align: center",
    "text-indent: 2em",
    "text-decoration: underline",
    "text-decoration-line: underline",
    "text-decoration-color: red",
    "text-decoration-style: dotted",
    "font-weight: bold",
    "font-style: italic",
    "font-size: 12px",
    "font-family: serif",
    "line-height: 1.5",
    "letter-spacing: 1px",
    "vertical-align: top",
    "white-space: nowrap",
    "list-style-type: square",
    "width: 10px",
    "height: 10px",
    "max-width: 10px",
    "min-width: 10px",
    "float: left",
    "clear: both",
    "border-collapse: collapse",
    "border-spacing: 2px",
    "padding-top: 1px",
    "padding-right: 1px",
    "padding-bottom: 1px",
    "padding-left: 1px",
    "margin-top: 1px",
    "margin-right: 1px",
    "margin-bottom: 1px",
    "margin-left: 1px",
    "border-top-width: 1px",
    "border-left-style: solid",
    "border-bottom-color: red",
    "border-radius: 4px",
  ])("keeps %s", (declaration) => {
    expect(cleanStyle(declaration)).toBe(declaration);
  });

  it("keeps shorthands with the declarations the browser reads from them", () => {
    expect(cleanStyle("padding: 1px").split("; ")).toContain("padding: 1px");
    expect(cleanStyle("margin: 1px").split("; ")).toContain("margin: 1px");
    expect(cleanStyle("border: 1px solid red").split("; ")).toContain("border: 1px solid red");
    expect(cleanStyle("border-top: 1px solid red").split("; ")).toContain(
      "border-top: 1px solid red",
    );
    expect(cleanStyle("border-width: 2px").split("; ")).toContain("border-width: 2px");
  });

  it.each([
    "position: fixed",
    "z-index: 3",
    "display: none",
    "max-height: 10px",
    "min-height: 10px",
    "text-decoration-thickness: 2px",
    "list-style: square",
    "opacity: 0",
  ])("drops %s", (declaration) => {
    expect(cleanStyle(declaration)).toBe("");
  });

  it("joins the kept declarations in their order", () => {
    expect(cleanStyle("color: red; z-index: 9; text-align: center")).toBe(
      "color: red; text-align: center",
    );
  });

  it.each([
    "color: red; background-image: image-set('a.png' 1x)",
    "color: red; background-image: image('a.png')",
    "color: red; background-image: url ( 'a.png' )",
    "color: red; width: expression(alert(1))",
    "color: red; background: javascript:alert(1)",
    "color: var(--accent)",
    "color: red; padding-left: env(safe-area-inset-left)",
    "color: red; width: attr(data-width)",
    "@import 'x.css'; color: red",
    "color: r\\65 d",
    "color: red; font-family: </style><script>",
    "color: red; font-family: a>b",
  ])("drops a whole style that fetches, computes or escapes: %s", (style) => {
    expect(cleanStyle(style)).toBe("");
  });

  it("drops negative margins (content pulled over the page), keeping positive ones", () => {
    expect(cleanStyle("margin-left: -1px")).toBe("");
    expect(cleanStyle("margin-top: -0.5em; margin-bottom: 2px")).toBe("margin-bottom: 2px");
    expect(cleanStyle("margin: 0 -4px").split("; ")).not.toContain("margin-right: -4px");
    expect(cleanStyle("margin-left: 4px")).toBe("margin-left: 4px");
    expect(cleanStyle("text-indent: -2em")).toBe("text-indent: -2em");
  });

  it("removes a style or class attribute that has nothing left", () => {
    const root = clean('<p style="position: fixed" class="bp6-overlay">x</p>');
    expect(root.querySelector("p")!.hasAttribute("style")).toBe(false);
    expect(root.querySelector("p")!.hasAttribute("class")).toBe(false);
  });

  it("keeps code-language classes of up to 40 characters, with +, # and .", () => {
    const long = `language-${"a".repeat(40)}`;
    const tooLong = `language-${"a".repeat(41)}`;
    const root = clean(
      `<code class="language-c++ language-c# language-objective.c ${long}">x</code>` +
        `<code class="language- ${tooLong} xlanguage-ts">y</code>`,
    );
    const [kept, dropped] = root.querySelectorAll("code");
    expect(kept!.className).toBe(`language-c++ language-c# language-objective.c ${long}`);
    expect(dropped!.hasAttribute("class")).toBe(false);
  });
});

describe("task lists", () => {
  it("names a checkbox by its item's text, spaces collapsed and cut at 200 characters", () => {
    const text = `${"word ".repeat(60)}end`;
    const root = clean(`<ul><li><input type="checkbox" checked>  Write\n  the   ${text}</li></ul>`);
    const box = root.querySelector("input")!;
    const label = box.getAttribute("aria-label")!;
    expect(label.startsWith("Write the word word")).toBe(true);
    expect(label).toHaveLength(200);
    expect(box.getAttribute("type")).toBe("checkbox");
    expect(box.hasAttribute("aria-hidden")).toBe(false);
  });

  it("hides a checkbox without any text from assistive technology", () => {
    const box = clean('<ul><li><input type="text">   </li></ul>').querySelector("input")!;
    expect(box.getAttribute("type")).toBe("checkbox");
    expect(box.getAttribute("disabled")).toBe("");
    expect(box.getAttribute("aria-hidden")).toBe("true");
    expect(box.hasAttribute("aria-label")).toBe(false);
  });
});

describe("configured media origins (VITE_MEDIA_ORIGINS)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const withOrigins = async (origins: string) => {
    vi.stubEnv("VITE_MEDIA_ORIGINS", origins);
    vi.resetModules();
    return import("@/lib/rich-text/sanitize");
  };

  it("loads media from each configured http(s) origin, and nothing from other hosts", async () => {
    const { isAllowedResourceUrl: allowed, sanitizeHtml: sanitize } = await withOrigins(
      " https://media.example/bucket , ,http://cdn.example:8080",
    );
    expect(allowed("https://media.example/img/a.png", "img")).toBe(true);
    expect(allowed("http://cdn.example:8080/v.mp4", "video")).toBe(true);
    expect(allowed("http://media.example/img/a.png", "img")).toBe(false);
    expect(allowed("https://other.example/a.png", "img")).toBe(false);
    const root = fragment(sanitize('<img src="https://media.example/a.png" alt="x">'));
    expect(root.querySelector("img")!.getAttribute("src")).toBe("https://media.example/a.png");
  });

  it("ignores entries that are not http(s) origins", async () => {
    const { isAllowedResourceUrl: allowed } = await withOrigins(
      "media.example,ftp://files.example,not a url",
    );
    expect(allowed("https://media.example/a.png", "img")).toBe(false);
    expect(allowed("ftp://files.example/a.png", "img")).toBe(false);
  });

  it("does not take the origin inside a blob: entry", async () => {
    const { isAllowedResourceUrl: allowed } = await withOrigins("blob:https://media.example/1");
    expect(allowed("https://media.example/a.png", "img")).toBe(false);
  });
});

describe("Trusted Types", () => {
  afterEach(() => {
    delete (window as { trustedTypes?: unknown }).trustedTypes;
    vi.resetModules();
  });

  it("answers a plain string where the browser has no Trusted Types", () => {
    expect((window as { trustedTypes?: unknown }).trustedTypes).toBeUndefined();
    expect(typeof sanitizeHtml("<p>x</p>")).toBe("string");
  });

  it("answers DOMPurify's TrustedHTML, holding the clean HTML, where it has them", async () => {
    class TrustedHTML {
      constructor(readonly html: string) {}
      toString() {
        return this.html;
      }
    }
    const policies: string[] = [];
    (window as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy: (name: string, rules: { createHTML: (html: string) => string }) => {
        policies.push(name);
        return {
          createHTML: (html: string) => new TrustedHTML(rules.createHTML(html)),
          createScriptURL: (url: string) => url,
        };
      },
    };
    vi.resetModules();
    const { sanitizeHtml: sanitize } = await import("@/lib/rich-text/sanitize");
    const html = sanitize('<p onclick="steal()">x</p><script>steal()</script>');
    // The policy name the Content-Security-Policy allows (src/lib/trusted-types.ts).
    expect(policies).toEqual(["dompurify"]);
    expect(html).toBeInstanceOf(TrustedHTML);
    expect(String(html)).toBe("<p>x</p>");
  });
});
