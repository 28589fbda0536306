import { describe, expect, it, vi } from "vitest";
import {
  cleanStyle,
  isAllowedResourceUrl,
  sanitizeHtml,
  type SanitizedHtml,
} from "@/lib/rich-text/sanitize";
import { markdownToSafeHtml } from "@/lib/rich-text/markdown";
import { collectHeadings, slugify } from "@/lib/rich-text/headings";
import { htmlToText, isRichHtml } from "@/lib/rich-text/text";

const fragment = (html: SanitizedHtml) => {
  const root = document.createElement("div");
  root.innerHTML = String(html);
  return root;
};

describe("sanitizeHtml", () => {
  it("keeps an editor's article markup", () => {
    const html =
      '<h1>Title</h1><p style="text-align: center">A <strong>bold</strong> <em>word</em></p>' +
      '<figure><img src="/__files/img/a.svg?w=1&amp;h=1" alt="A figure" width="960" height="540">' +
      "<figcaption>Caption</figcaption></figure><ul><li>one</li></ul>" +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><pre><code class="language-ts">x</code></pre>';
    const root = fragment(sanitizeHtml(html));
    expect(root.querySelector("h1")?.textContent).toBe("Title");
    expect(root.querySelector("p")?.getAttribute("style")).toBe("text-align: center");
    const image = root.querySelector("img")!;
    expect(image.getAttribute("src")).toBe("/__files/img/a.svg?w=1&h=1");
    expect(image.getAttribute("alt")).toBe("A figure");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("referrerpolicy")).toBe("no-referrer");
    expect(root.querySelector("td")?.getAttribute("colspan")).toBe("2");
    expect(root.querySelector("code")?.className).toBe("language-ts");
  });

  it("gives an image without a text an empty one (decorative), keeping an author's text", () => {
    const root = fragment(sanitizeHtml('<img src="/a.png"><img src="/b.png" alt="B">'));
    expect([...root.querySelectorAll("img")].map((image) => image.getAttribute("alt"))).toEqual([
      "",
      "B",
    ]);
  });

  it("removes scripts, handlers, frames, forms, SVG, MathML and style elements", () => {
    const html =
      '<p onclick="alert(1)">x</p><script>alert(1)</script><img src="/a.png" onerror="alert(1)">' +
      '<iframe src="/x"></iframe><form action="/y"><input name="q"><button>go</button></form>' +
      '<svg onload="alert(1)"><circle r="1"/></svg><math><mi>x</mi></math><style>p{color:red}</style>' +
      '<object data="/z"></object><embed src="/z"><base href="https://evil.example/"><meta http-equiv="refresh" content="0">';
    const root = fragment(sanitizeHtml(html));
    expect(
      root.querySelector(
        "script, iframe, form, svg, math, style, object, embed, base, meta, button",
      ),
    ).toBeNull();
    for (const element of root.querySelectorAll("*")) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/);
    }
    expect(root.querySelector("input")?.getAttribute("type")).toBe("checkbox");
    expect(root.querySelector("input")?.hasAttribute("disabled")).toBe(true);
  });

  it("drops dangerous link schemes and opens other origins in a new tab without the opener", () => {
    const root = fragment(
      sanitizeHtml(
        '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a>' +
          '<a href="https://example.org/page">c</a><a href="/knowledge/home">d</a><a href="#part">e</a>',
      ),
    );
    const links = root.querySelectorAll("a");
    expect(links[0]!.hasAttribute("href")).toBe(false);
    expect(links[1]!.hasAttribute("href")).toBe(false);
    expect(links[2]!.getAttribute("target")).toBe("_blank");
    expect(links[2]!.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
    expect(links[3]!.getAttribute("href")).toBe("/knowledge/home");
    expect(links[3]!.hasAttribute("target")).toBe(false);
    expect(links[4]!.getAttribute("href")).toBe("#user-content-part");
  });

  it("loads media only from the app's origin (or inline raster images)", () => {
    expect(isAllowedResourceUrl("/__files/img/a.svg", "img")).toBe(true);
    expect(isAllowedResourceUrl(`${window.location.origin}/a.png`, "img")).toBe(true);
    expect(isAllowedResourceUrl("https://tracker.example/pixel.gif", "img")).toBe(false);
    expect(isAllowedResourceUrl("//tracker.example/pixel.gif", "img")).toBe(false);
    expect(isAllowedResourceUrl("data:image/png;base64,iVBORw0KGgo=", "img")).toBe(true);
    expect(isAllowedResourceUrl("data:image/svg+xml;base64,PHN2Zz4=", "img")).toBe(false);
    expect(isAllowedResourceUrl("data:image/png;base64,iVBORw0KGgo=", "video")).toBe(false);
    const root = fragment(
      sanitizeHtml(
        '<img src="https://tracker.example/p.gif" alt="x"><video src="https://cdn.example/v.mp4" poster="https://cdn.example/p.jpg"></video>' +
          '<img srcset="https://tracker.example/p.gif 1x"><table background="https://tracker.example/b.gif"><tr><td>t</td></tr></table>',
      ),
    );
    expect(root.querySelector("img")!.hasAttribute("src")).toBe(false);
    expect(root.querySelector("video")!.hasAttribute("src")).toBe(false);
    expect(root.querySelector("video")!.hasAttribute("poster")).toBe(false);
    expect(root.querySelector("[srcset], [background]")).toBeNull();
  });

  it("keeps only harmless style declarations", () => {
    expect(cleanStyle("color: red; position: fixed; top: 0")).toBe("color: red");
    expect(cleanStyle("background-image: url(https://tracker.example/x.gif)")).toBe("");
    expect(cleanStyle("color: red; background: url(/x.png)")).toBe("");
    expect(cleanStyle("margin-top: -400px; padding-left: 2em")).toBe("padding-left: 2em");
    expect(cleanStyle("width: expression(alert(1))")).toBe("");
    expect(cleanStyle("color: var(--app-accent)")).toBe("");
  });

  it("prefixes author ids and names so a body cannot clobber the page", () => {
    const root = fragment(sanitizeHtml('<h2 id="main">x</h2><a name="location">y</a>'));
    expect(root.querySelector("h2")!.id).toBe("user-content-main");
    expect(root.querySelector("a")!.getAttribute("name")).toBe("user-content-location");
  });

  it("drops the app's own classes", () => {
    const root = fragment(sanitizeHtml('<div class="bp6-overlay app-nav language-js">x</div>'));
    expect(root.querySelector("div")!.className).toBe("language-js");
  });
});

describe("markdownToSafeHtml", () => {
  it("renders GitHub-flavoured markdown", () => {
    const root = fragment(
      markdownToSafeHtml(
        "# Title\n\n## Part\n\nSome **bold** text and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n```js\nlet x = 1;\n```\n\n![Fig](/__files/img/m.svg)",
      ),
    );
    expect(root.querySelector("h1")?.textContent).toBe("Title");
    expect(root.querySelector("h2")?.textContent).toBe("Part");
    expect(root.querySelector("strong")?.textContent).toBe("bold");
    expect(root.querySelector("table td")?.textContent).toBe("1");
    const task = root.querySelector('input[type="checkbox"]');
    expect(task).not.toBeNull();
    expect(task).toBeDisabled();
    expect(task).toHaveAccessibleName("done");
    expect(root.querySelector("pre code.language-js")?.textContent).toContain("let x = 1;");
    expect(root.querySelector("img")?.getAttribute("src")).toBe("/__files/img/m.svg");
  });

  it("sanitises raw HTML and links inside markdown", () => {
    const html = markdownToSafeHtml(
      '<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))\n\n<script>alert(1)</script>\n\n![x](https://tracker.example/p.gif)',
    );
    const root = fragment(html);
    expect(html).not.toMatch(/onerror|<script|javascript:|tracker\.example/i);
    expect(root.querySelector("a")?.hasAttribute("href") ?? false).toBe(false);
  });

  it("answers an empty string for an empty text", () => {
    expect(markdownToSafeHtml("")).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});

describe("collectHeadings", () => {
  it("answers the headings in order with stable, unique ids", () => {
    const root = fragment(
      "<h1>Background and goals</h1><p>x</p><h2>Settings</h2><h3>Deep</h3><h2>Settings</h2><h1>背景与目标</h1><h2>!!!</h2>",
    );
    document.body.append(root);
    const headings = collectHeadings(root, "h1, h2");
    expect(headings).toEqual([
      { id: "h-background-and-goals", text: "Background and goals", level: 1 },
      { id: "h-settings", text: "Settings", level: 2 },
      { id: "h-settings-2", text: "Settings", level: 2 },
      { id: "h-背景与目标", text: "背景与目标", level: 1 },
      { id: "h-5", text: "!!!", level: 2 },
    ]);
    // Collecting again (a re-render) keeps the same ids.
    expect(collectHeadings(root, "h1, h2")).toEqual(headings);
    expect(root.querySelector("h1")!.id).toBe("h-background-and-goals");
    expect(collectHeadings(root, "h2, h3").map((heading) => heading.level)).toEqual([2, 3, 2, 2]);
    root.remove();
  });

  it("keeps an author's id and avoids ids the page already uses", () => {
    const taken = document.createElement("div");
    taken.id = "h-comments";
    document.body.append(taken);
    const root = fragment('<h2 id="user-content-intro">Intro</h2><h2>Comments</h2>');
    document.body.append(root);
    expect(collectHeadings(root, "h2").map((heading) => heading.id)).toEqual([
      "user-content-intro",
      "h-comments-2",
    ]);
    root.remove();
    taken.remove();
  });

  it("slugs any script", () => {
    expect(slugify("  Hello,  World! ")).toBe("hello-world");
    expect(slugify("参数 设置")).toBe("参数-设置");
    expect(slugify("***")).toBe("");
  });
});

describe("htmlToText", () => {
  it("answers the text of an HTML title: tags dropped, entities decoded, spaces collapsed", () => {
    expect(htmlToText("Tips &amp; <b>tricks</b>\n  for <i>2D</i>")).toBe("Tips & tricks for 2D");
    expect(htmlToText("plain   title")).toBe("plain title");
    expect(htmlToText("")).toBe("");
    expect(htmlToText(undefined)).toBe("");
  });

  it("parses inertly: a handler in a title never runs", () => {
    const spy = vi.fn();
    (document as unknown as { __titleSpy?: () => void }).__titleSpy = spy;
    expect(htmlToText('<img src="x" onerror="__titleSpy()"><svg onload="__titleSpy()">T')).toBe(
      "T",
    );
    expect(spy).not.toHaveBeenCalled();
  });
});

describe("isRichHtml", () => {
  it("reads an editor's block-level document as rich text", () => {
    expect(isRichHtml("<p>One</p><p>Two <strong>bold</strong></p>")).toBe(true);
    expect(isRichHtml("  <h2>Title</h2>\n<ul><li>a</li></ul>\n")).toBe(true);
    // What follows the first block is the sanitiser's to judge.
    expect(isRichHtml('<p>One</p><img src="x" onerror="alert(1)">')).toBe(true);
  });

  it("reads anything else as plain text, tags and all", () => {
    expect(isRichHtml("Line one\nLine two")).toBe(false);
    expect(isRichHtml("Press <b> to jump")).toBe(false);
    expect(isRichHtml("<b>Bold</b> start")).toBe(false);
    expect(isRichHtml("<!-- a note -->\nSee <i>this</i>")).toBe(false);
    expect(isRichHtml("")).toBe(false);
    expect(isRichHtml(undefined)).toBe(false);
  });
});
