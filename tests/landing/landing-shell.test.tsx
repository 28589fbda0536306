/**
 * The landing page's static copy in index.html (src/features/landing/shell): its banner is the
 * app's banner (same elements, classes and texts, in both languages), its script shows the copy of
 * the right language on the landing paths only and takes it away when the app renders a page, and
 * the vite plugin writes the three parts from the project's files.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  compactCss,
  shellBannerMarkup,
  shellScript,
  SHELL_CLASS,
  templateId,
} from "@/features/landing/shell/landing-shell";
import { landingShellTags } from "@/features/landing/shell/landing-shell-plugin";
import en from "@/locales/en/landing.json";
import zh from "@/locales/zh-cn/landing.json";
import { renderApp } from "../render";

// The copy is markup of its own making, outside React: these tests look at its elements directly.
/* eslint-disable testing-library/no-node-access */

const LANGUAGES = ["en", "zh-cn"] as const;
const catalogues = { en, "zh-cn": zh };

/**
 * What the eye sees of a banner: each element of the banner's own classes, its tag and own text
 * (the toggle's and the form slot's insides aside: a button and a form in the app, drawings and an
 * empty room in the copy).
 */
function projection(root: Element): string[] {
  const seen: string[] = [];
  const walk = (element: Element) => {
    const classes = [...element.classList].filter((name) => name.startsWith("landing-hero"));
    if (classes.length > 0) {
      const opaque = classes.some((name) =>
        ["landing-hero__toggle", "landing-hero__subscribe"].includes(name),
      );
      const tag = classes.includes("landing-hero__toggle") ? "*" : element.tagName.toLowerCase();
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join("");
      seen.push(`${tag}.${classes.join(".")} ${opaque ? "" : ownText}`.trim());
      if (opaque) return;
    }
    for (const child of element.children) walk(child);
  };
  walk(root);
  return seen;
}

function shellDocument(path: string) {
  window.history.replaceState(null, "", path);
  document.body.innerHTML =
    `<div id="root"></div>` +
    LANGUAGES.map(
      (language) =>
        `<template id="${templateId(language)}">${shellBannerMarkup(catalogues[language].hero)}</template>`,
    ).join("");
  new Function(shellScript("gc.language", LANGUAGES))();
}

const shell = () => document.querySelector(`.${SHELL_CLASS}`);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("landing shell", () => {
  it.each(LANGUAGES)("(%s) the copy's banner is the app's banner", async (language) => {
    await renderApp("/gate", { language });
    const app = screen.getByTestId("landing-hero");
    const template = document.createElement("template");
    template.innerHTML = shellBannerMarkup(catalogues[language].hero);
    const copy = template.content.querySelector(".landing-hero")!;
    expect(projection(copy)).toEqual(projection(app));
    expect(projection(copy)).toContain(`h1.landing-hero__title ${catalogues[language].hero.title}`);
  });

  it("escapes the texts", () => {
    const markup = shellBannerMarkup({ eyebrow: "<b>", title: 'A & "B"', slogans: ["x<y"] });
    expect(markup).toContain("&lt;b&gt;");
    expect(markup).toContain("A &amp; &quot;B&quot;");
    expect(markup).not.toContain("<b>");
  });

  it.each(["/gate", "/guide", "/", "/gate/"])(
    "on %s shows the copy, hidden from assistive technology and inert",
    (path) => {
      shellDocument(path);
      expect(shell()).not.toBeNull();
      expect(shell()).toHaveAttribute("aria-hidden", "true");
      expect(shell()).toHaveAttribute("inert");
      expect(shell()!.querySelector("h1")).toHaveTextContent(en.hero.title);
    },
  );

  it.each(["/knowledge/home", "/gatepet", "/account/login"])("on %s shows nothing", (path) => {
    shellDocument(path);
    expect(shell()).toBeNull();
  });

  it("takes the language the app will take: the stored choice, else the browser's", () => {
    localStorage.setItem("gc.language", JSON.stringify("zh-cn"));
    shellDocument("/gate");
    expect(shell()!.querySelector("h1")).toHaveTextContent(zh.hero.title);

    localStorage.clear();
    vi.spyOn(navigator, "language", "get").mockReturnValue("zh-TW");
    shellDocument("/gate");
    expect(shell()!.querySelector("h1")).toHaveTextContent(zh.hero.title);

    localStorage.setItem("gc.language", "not json");
    vi.spyOn(navigator, "language", "get").mockReturnValue("fr-FR");
    shellDocument("/gate");
    expect(shell()!.querySelector("h1")).toHaveTextContent(en.hero.title);
  });

  it("goes when the app renders a page, not before", async () => {
    shellDocument("/gate");
    const root = document.getElementById("root")!;
    root.innerHTML = `<div data-testid="route-progress"></div>`;
    await Promise.resolve();
    expect(shell()).not.toBeNull();
    const main = document.createElement("main");
    main.id = "main";
    root.append(main);
    await waitFor(() => expect(shell()).toBeNull());
  });
});

describe("landing shell plugin", () => {
  it("writes the banner's stylesheet, a template per language and the script", () => {
    const tags = landingShellTags(process.cwd());
    const style = tags.find((tag) => tag.tag === "style");
    expect(style?.injectTo).toBe("head");
    expect(String(style?.children)).toContain(".landing-hero .landing-hero__title{");
    expect(String(style?.children)).toContain(`.${SHELL_CLASS}{position:absolute`);
    const templates = tags.filter((tag) => tag.tag === "template");
    expect(templates.map((tag) => tag.attrs?.id).sort()).toEqual(LANGUAGES.map(templateId).sort());
    expect(String(templates.find((t) => t.attrs?.id === templateId("zh-cn"))?.children)).toContain(
      zh.hero.title,
    );
    const script = tags.find((tag) => tag.tag === "script");
    expect(script?.injectTo).toBe("body");
    expect(String(script?.children)).toContain('"gc.language"');
  });

  it("compacts CSS without changing its rules", () => {
    expect(
      compactCss(
        `/* note */\n.a .b {\n  color: red;\n  margin: 0 0 4px;\n}\n@media (max-width: 767px) {\n  :root { --x: 1px; }\n}`,
      ),
    ).toBe(".a .b{color:red;margin:0 0 4px}@media (max-width:767px){:root{--x:1px}}");
  });
});
