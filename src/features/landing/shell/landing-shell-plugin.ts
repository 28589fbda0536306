/**
 * The vite plugin that writes the landing page's static copy into index.html (landing-shell.ts
 * explains it): a <template> per language from src/locales/<language>/landing.json, the banner's
 * stylesheet (components/hero.css) inline after the app's stylesheet, and the script that shows the
 * copy. Build-time code (node): registered in vite.config.ts, never imported by the app.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { HtmlTagDescriptor, Plugin } from "vite";
import {
  compactCss,
  shellBannerMarkup,
  shellScript,
  SHELL_CSS,
  templateId,
  type ShellTexts,
} from "./landing-shell.ts";

/** Where src/lib/language.ts stores the user's choice. */
const LANGUAGE_KEY = "gc.language";

interface LandingCatalogue {
  hero: ShellTexts;
}

/** The tags the copy adds to index.html, read from the project at `root`. */
export function landingShellTags(root: string): HtmlTagDescriptor[] {
  const locales = join(root, "src/locales");
  const languages = readdirSync(locales).filter((language) => {
    try {
      readFileSync(join(locales, language, "landing.json"));
      return true;
    } catch {
      return false;
    }
  });
  const css = readFileSync(join(root, "src/features/landing/components/hero.css"), "utf8");
  const templates = languages.map((language): HtmlTagDescriptor => {
    const catalogue = JSON.parse(
      readFileSync(join(locales, language, "landing.json"), "utf8"),
    ) as LandingCatalogue;
    return {
      tag: "template",
      attrs: { id: templateId(language) },
      children: shellBannerMarkup(catalogue.hero),
      injectTo: "body",
    };
  });
  return [
    {
      tag: "style",
      attrs: { "data-landing-shell": "" },
      children: compactCss(css) + SHELL_CSS,
      injectTo: "head",
    },
    ...templates,
    { tag: "script", children: shellScript(LANGUAGE_KEY, languages), injectTo: "body" },
  ];
}

/** Adds the landing page's static copy to index.html (development and builds alike). */
export function landingShell(): Plugin {
  let root = process.cwd();
  return {
    name: "landing-shell",
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      // After vite has added the app's stylesheet: the banner's rules come after it, as in the app.
      order: "post",
      handler: () => landingShellTags(root),
    },
  };
}
