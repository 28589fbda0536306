/**
 * The landing page's static copy (docs/decisions/0040-landing-page.md): the banner, drawn from
 * index.html as soon as the stylesheet has arrived, before the app's code has loaded, so that the
 * largest paint of /gate does not wait for the scripts (the goal: at most 1.5 s on a slow phone).
 *
 * index.html carries, per language, a <template> with the banner's markup (the same elements and
 * classes as components/hero.tsx, its texts from the landing catalogue), the banner's stylesheet
 * inline, and a small script that, on /, /gate and /guide only, puts the template of the stored
 * language (else the browser's, as src/lib/language.ts decides) over the empty page: inert, hidden
 * from assistive technology, absolutely positioned (nothing moves when it goes). It goes when the
 * app first renders a page (#main appears): in the same frame the app's own banner is in its place.
 *
 * Pure functions of their inputs: the vite plugin (landing-shell-plugin.ts) feeds them the files,
 * the tests compare their markup with the app's banner.
 */

/** The banner's texts (the landing catalogue's hero part) in one language. */
export interface ShellTexts {
  eyebrow: string;
  title: string;
  slogans: readonly string[];
}

/** Where the static copy is shown: the landing page's paths (and /, which redirects there). */
export const SHELL_PATHS = ["/", "/gate", "/guide"] as const;

export const SHELL_CLASS = "landing-shell";
export const templateId = (language: string) => `landing-shell-${language}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The slogan toggle's two glyphs (components/slogan-toggle-icons.tsx); CSS shows the right one. */
const PAUSE_GLYPH =
  '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor"/><rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor"/></svg>';
const PLAY_GLYPH =
  '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M4 2.5v11a.75.75 0 0 0 1.13.65l9-5.5a.75.75 0 0 0 0-1.3l-9-5.5A.75.75 0 0 0 4 2.5" fill="currentColor"/></svg>';

/**
 * The banner as components/hero.tsx draws it (same elements, classes and texts), before the
 * subscription form has loaded (its reserved room, empty) and with a toggle that does nothing.
 */
export function shellBannerMarkup({ eyebrow, title, slogans }: ShellTexts): string {
  const sizers = slogans
    .map(
      (slogan) =>
        `<span class="landing-hero__slogan landing-hero__sizer">${escapeHtml(slogan)}</span>`,
    )
    .join("");
  return (
    `<div class="${SHELL_CLASS}__nav"></div>` +
    `<section class="landing-hero"><div class="landing-hero__inner">` +
    `<p class="landing-hero__eyebrow">${escapeHtml(eyebrow)}</p>` +
    `<h1 class="landing-hero__title">${escapeHtml(title)}</h1>` +
    `<div class="landing-hero__slogans">` +
    `<p class="landing-hero__slogan">${escapeHtml(slogans[0] ?? "")}</p>${sizers}` +
    `<span class="landing-hero__toggle"><span class="${SHELL_CLASS}__pause">${PAUSE_GLYPH}</span>` +
    `<span class="${SHELL_CLASS}__play">${PLAY_GLYPH}</span></span>` +
    `</div><div class="landing-hero__subscribe"></div>` +
    `</div></section>`
  );
}

/** The copy's own rules: over the empty page, the navigation's room above, the right glyph. */
export const SHELL_CSS = [
  `.${SHELL_CLASS}{position:absolute;top:0;left:0;right:0;z-index:1;pointer-events:none;min-height:calc(100vh + 1px)}`,
  `.${SHELL_CLASS}__nav{height:var(--landing-nav-height)}`,
  `.${SHELL_CLASS}__play{display:none}`,
  `@media (prefers-reduced-motion:reduce){.${SHELL_CLASS}__pause{display:none}.${SHELL_CLASS}__play{display:inline-flex}}`,
].join("");

/**
 * The script that shows the copy (ES5, inline, run while the page is parsed). It reads the
 * language as src/lib/language.ts does: the stored choice (JSON under gc.language), else zh-cn for
 * a "zh…" browser, else en.
 */
export function shellScript(languageKey: string, languages: readonly string[]): string {
  return `(function(){try{
var p=location.pathname.replace(/\\/+$/,"")||"/";
if(${JSON.stringify(SHELL_PATHS)}.indexOf(p)<0)return;
var l;try{l=JSON.parse(localStorage.getItem(${JSON.stringify(languageKey)})||"null")}catch(e){}
if(${JSON.stringify(languages)}.indexOf(l)<0)l=/^zh/i.test(navigator.language||"")?"zh-cn":"en";
var t=document.getElementById("landing-shell-"+l),r=document.getElementById("root");
if(!t||!r||!t.content)return;
var s=document.createElement("div");s.className=${JSON.stringify(SHELL_CLASS)};
s.setAttribute("aria-hidden","true");s.setAttribute("inert","");
s.appendChild(t.content.cloneNode(true));document.body.appendChild(s);
var o=new MutationObserver(function(){if(document.getElementById("main")){o.disconnect();s.remove()}});
o.observe(r,{childList:true,subtree:true});
}catch(e){}})();`.replace(/\n/g, "");
}

/** A CSS file made compact for inlining: comments and spare whitespace out. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{}:;,>])\s*/g, "$1")
    .replace(/;}/g, "}")
    .trim();
}
