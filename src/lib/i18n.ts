/**
 * Internationalisation (i18next): en and zh-cn catalogues in src/locales/<language>/<namespace>.json,
 * one namespace per feature. Every namespace file is found by import.meta.glob, so a feature only
 * adds its two JSON files. Only the current language is fetched, and only what is shown
 * (docs/decisions/0043): the shell's namespaces (SHELL_NAMESPACES) before the first render, a
 * page's own with its route's code (the route table's `namespaces`, loadNamespaces). A language
 * switch reloads every namespace loaded so far before it takes effect, so nothing suspends.
 *
 * The language follows decisions.md §1 (src/lib/language.ts): the stored choice, else zh-cn for a
 * "zh…" browser, else en. setAppLanguage stores the choice (sent as the language header), switches
 * i18next and <html lang>, then tells listeners (the profile-language feature saves it for a
 * signed-in user).
 */
import i18next, { type BackendModule, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { SHELL_NAMESPACES, type Namespace } from "./i18n-namespaces";
import { getLanguage, isLanguage, LANGUAGES, storeLanguage, type Language } from "./language";

type Catalogue = Record<string, unknown>;

const loaders = import.meta.glob<Catalogue>("../locales/*/*.json", { import: "default" });

const fileOf = (language: string, namespace: string) => `../locales/${language}/${namespace}.json`;

/** Every namespace that has a catalogue file (in en, the reference language). */
export const NAMESPACES: readonly string[] = Object.keys(loaders)
  .map((path) => /^\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path))
  .filter((match): match is RegExpExecArray => match !== null && match[1] === "en")
  .map((match) => match[2] as string)
  .sort();

const backend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = loaders[fileOf(language, namespace)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();
i18n.use(backend).use(initReactI18next);

export { SHELL_NAMESPACES, type Namespace };

let initialising: Promise<I18n> | undefined;

const htmlLang = (language: Language) => (language === "zh-cn" ? "zh-CN" : "en");

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(language);
}

/** Loads the catalogues of the language (default: getLanguage()) and makes it current. */
export async function initI18n(language: Language = getLanguage()): Promise<I18n> {
  if (!initialising) {
    initialising = i18n
      .init({
        lng: language,
        supportedLngs: [...LANGUAGES],
        lowerCaseLng: true,
        load: "currentOnly",
        fallbackLng: false,
        ns: [...SHELL_NAMESPACES],
        defaultNS: "common",
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: false },
      })
      .then(() => i18n);
  }
  await initialising;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  return i18n;
}

/**
 * Loads namespaces of the current language (a route's, a lazily shown dialog's) and resolves when
 * they are there. Before initI18n has started (the route table evaluated by a build script) it
 * does nothing.
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  if (!initialising || namespaces.length === 0) return;
  await initialising;
  await i18n.loadNamespaces([...namespaces]);
}

/** A lazily loaded module, resolved once its namespaces are loaded too (both fetched at once). */
export async function withNamespaces<T>(
  module: Promise<T>,
  namespaces: readonly Namespace[],
): Promise<T> {
  const [loaded] = await Promise.all([module, loadNamespaces(namespaces)]);
  return loaded;
}

/** The current interface language. */
export const currentLanguage = (): Language => {
  const language = i18n.language;
  return isLanguage(language) ? language : getLanguage();
};

type LanguageListener = (language: Language) => void;
const listeners = new Set<LanguageListener>();

/**
 * The user picked a language: store it (it becomes the language header), switch the interface,
 * and tell the listeners (which save it to a signed-in user's profile).
 */
export async function setAppLanguage(language: Language): Promise<void> {
  const changed = currentLanguage() !== language;
  storeLanguage(language);
  await initI18n(language);
  if (changed) listeners.forEach((listener) => listener(language));
}

/** Called after the user changed the language (not at start-up). */
export function onLanguageChosen(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Translates a key built at run time (result codes and the like); undefined when it is missing. */
export function translateDynamic(
  key: string,
  options?: Record<string, unknown>,
): string | undefined {
  const [namespace, path] = key.includes(":")
    ? (key.split(/:(.*)/s, 2) as [string, string])
    : ["common", key];
  const exists = i18n.exists as unknown as (key: string, options: { ns: string }) => boolean;
  if (!exists.call(i18n, path, { ns: namespace })) return undefined;
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return t.call(i18n, path, { ...options, ns: namespace });
}
