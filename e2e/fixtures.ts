/**
 * Shared helpers for the shell's browser journeys: the language of a test, signing in through the
 * mock backend's accountLogin (the stored user record, as the sign-in page stores it), a browser of
 * its own on the dev:shared server, the accessibility check (axe-core injected into the page), and
 * the page's catalogues.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type Browser, type Page } from "@playwright/test";
import type commonEn from "../src/locales/en/common.json";
import type navEn from "../src/locales/en/nav.json";
import type reportEn from "../src/locales/en/report.json";
import { mockBackend } from "./mock-backend";
import { SECURITY_HEADERS } from "../scripts/content-security-policy";

export const LANGUAGES = ["en", "zh-cn"] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Account {
  email: string;
  password: string;
}
export const CREATOR = { email: "creator@example.com", password: "Quota2024", name: "" };
export const READER = { email: "reader@example.com", password: "Library88" };

/** The dev:shared server playwright.config.ts starts (E2E_PORT + 100). */
export const SHARED_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 100}`;

const SESSION_KEY = "gc.session.user";
const RETURN_KEY = "gc.session.return";
const LANGUAGE_KEY = "gc.language";
const QA_PANEL = "#gc-mock-qa-panel";
const AXE_PATH = fileURLToPath(new URL("../node_modules/axe-core/axe.min.js", import.meta.url));
let axeSource: string | undefined;

type Json = { [key: string]: string | Json };

/** A catalogue of the app (src/locales/<language>/<namespace>.json). */
export function catalogue<T = Json>(language: Language, namespace: string): T {
  return JSON.parse(
    readFileSync(new URL(`../src/locales/${language}/${namespace}.json`, import.meta.url), "utf8"),
  ) as T;
}

/** The texts the shell journeys read, per language. */
export function texts(language: Language) {
  const common = catalogue<typeof commonEn>(language, "common");
  const nav = catalogue<typeof navEn>(language, "nav");
  const report = catalogue<typeof reportEn>(language, "report");
  return { common, nav, report };
}

/** Starts every page of the test in this language (unless the test changes it). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript(
    ([key, lng]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(lng));
    },
    [LANGUAGE_KEY, language] as const,
  );
}

/** How long a full page load may take to show the app's main landmark. */
const BOOT_TIMEOUT_MS = 20_000;

/** Waits until the page has rendered (a main landmark, no loading bar). */
export async function settled(page: Page): Promise<void> {
  // A full page load boots the app and the mock backend in its service worker first: about 5 s on
  // an idle machine of this kind, more beside a second browser and the dev server.
  await expect(page.locator("main#main")).toBeVisible({ timeout: BOOT_TIMEOUT_MS });
  await expect(page.getByTestId("route-progress")).toHaveCount(0);
  // The app shows while its mock backend starts (decision 0096): a journey that calls the backend
  // itself waits for it too (production has no mock backend, and no mark).
  await expect(page.locator('html[data-mock-backend="starting"]')).toHaveCount(0, {
    timeout: BOOT_TIMEOUT_MS,
  });
}

/**
 * Opens `path` in the app already loaded, as its own links do: react-router follows the history
 * entry pushed here, and the app dispatches its router-change event once the navigation completed
 * (platform.md §2). No second boot of the app and its mock backend (a full load takes seconds).
 * A page that reloads meanwhile (vite's dev server after optimising a dependency) reloads at the
 * new address, which settled() then waits for.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page
    .evaluate(
      (to) =>
        new Promise<void>((resolve) => {
          window.addEventListener("router-change", () => resolve(), { once: true });
          // react-router's own entry shape: a new key makes it a new location (key "default" is
          // the first page's, and a location with the same key is not reported again).
          const previous = (window.history.state ?? {}) as { idx?: number };
          const idx = (previous.idx ?? 0) + 1;
          // The index makes the key unique in this page's history (a clock could repeat).
          const state = {
            usr: null,
            key: `e2e-${idx}-${Math.random().toString(36).slice(2)}`,
            idx,
          };
          window.history.pushState(state, "", to);
          window.dispatchEvent(new PopStateEvent("popstate", { state }));
        }),
      path,
    )
    .catch((error: unknown) => {
      if (!/Execution context was destroyed/.test(String(error))) throw error;
    });
  await settled(page);
}

/** What accountLogin answers: the user record the app stores (src/lib/session.ts). */
export interface SessionUser {
  user_id: string;
  user_name: string;
  verify_session: string;
}

/** The mock backend's saved data (mocks/browser.ts) and the app's stored user, after a sign-in. */
interface SignedInStorage {
  user: SessionUser;
  storage: Record<string, string>;
}

const MOCK_SNAPSHOT_KEY = "gc.mock.snapshot";
/** Set in the tab once its signed-in storage is in place: a reload keeps what the journey did. */
const SIGNED_IN_MARK = "gc.e2e.signed-in";

/** Per worker, per server and account: one sign-in through the API, then its saved storage. */
const signedInStorage = new Map<string, Promise<SignedInStorage>>();

/** Signs in through the mock backend of the loaded `page` and stores the answer as the sign-in page does. */
async function signInHere(page: Page, account: Account): Promise<SessionUser> {
  await mockBackend(page).ready();
  return page.evaluate(
    async ([email, password, key]) => {
      const response = await fetch("/api/auth/accountlogin", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, user_password: password }),
      });
      const body = (await response.json()) as { code: number; data: SessionUser };
      if (body.code !== 0) throw new Error(`accountLogin answered ${body.code}`);
      localStorage.setItem(key, JSON.stringify(body.data));
      return body.data;
    },
    [account.email, account.password, SESSION_KEY] as const,
  );
}

/**
 * Signs `account` in on the sign-in page of a browser context of its own, waits until the mock
 * backend has saved its data with the new session, and answers what that tab then stores. A fresh
 * seed plus one session: what a journey's own sign-in page used to leave behind.
 */
async function signInOnce(
  browser: Browser,
  baseURL: string,
  account: Account,
): Promise<SignedInStorage> {
  const context = await browser.newContext({ baseURL, serviceWorkers: "allow" });
  try {
    const page = await context.newPage();
    await page.goto("/account/login");
    const user = await signInHere(page, account);
    // The backend saves its data 300 ms after a change (debounced, mocks/browser.ts).
    await page.waitForFunction(
      ([key, token]) => localStorage.getItem(key)?.includes(token) ?? false,
      [MOCK_SNAPSHOT_KEY, user.verify_session] as const,
      { timeout: 30_000 },
    );
    const storage = await page.evaluate(
      (keys) =>
        Object.fromEntries(
          keys.flatMap((key) => {
            const value = localStorage.getItem(key);
            return value === null ? [] : [[key, value]];
          }),
        ) as Record<string, string>,
      // Not the backend's settings (gc.mock.config): the journey's context has its own.
      [MOCK_SNAPSHOT_KEY, SESSION_KEY],
    );
    return { user, storage };
  } finally {
    await context.close();
  }
}

/**
 * Signs in through the mock backend's accountLogin and stores the answer as the sign-in page does.
 *
 * - A page not loaded yet (the usual start of a journey) loads nothing here: its first load starts
 *   signed in, with the backend data a sign-in leaves (saved once per worker and account by
 *   signInOnce, put in this tab's storage before the app's scripts run). A journey not about
 *   signing in thus skips a page load of its own (decision 0067).
 * - A page already loaded signs in through its own mock backend, as before.
 */
export async function signIn(page: Page, account: Account = CREATOR): Promise<SessionUser> {
  if (page.url().startsWith("http")) return signInHere(page, account);
  const browser = page.context().browser();
  const baseURL = test.info().project.use.baseURL;
  if (!browser || !baseURL) throw new Error("signIn needs a browser and the project's baseURL");
  const key = `${baseURL} ${account.email}`;
  let stored = signedInStorage.get(key);
  if (!stored) {
    stored = signInOnce(browser, baseURL, account);
    signedInStorage.set(key, stored);
    // A failed attempt is not kept: the next journey tries again.
    stored.catch(() => signedInStorage.delete(key));
  }
  const { user, storage } = await stored;
  await page.addInitScript(
    ([mark, entries]) => {
      if (window !== window.top || sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, "1");
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    [SIGNED_IN_MARK, storage] as const,
  );
  return user;
}

/**
 * A browser of its own (a new context) on a server with one backend for every browser (dev:shared),
 * its pages starting in `language`. With an account it starts signed in: the sign-in goes through
 * the context's request API, whose cookies the pages share, so no page loads only to sign in.
 */
export async function sharedBrowser(
  browser: Browser,
  baseURL: string,
  language: Language,
  account?: Account,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  let user: string | null = null;
  if (account) {
    const answer = await context.request.post("/api/auth/accountlogin", {
      data: { email: account.email, user_password: account.password },
    });
    const body = (await answer.json()) as { code: number; data: unknown };
    if (body.code !== 0) throw new Error(`accountLogin answered ${body.code}`);
    user = JSON.stringify(body.data);
  }
  await context.addInitScript(
    ([languageKey, lng, sessionKey, stored]) => {
      if (!localStorage.getItem(languageKey))
        localStorage.setItem(languageKey, JSON.stringify(lng));
      if (stored !== null && !localStorage.getItem(sessionKey))
        localStorage.setItem(sessionKey, stored);
    },
    [LANGUAGE_KEY, language, SESSION_KEY, user] as const,
  );
  return context.newPage();
}

export const storedUser = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "null") as { user_id: string } | null,
    SESSION_KEY,
  );

export const storedReturnPath = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "null") as string | null,
    RETURN_KEY,
  );

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The headers every server sends (scripts/content-security-policy.ts), named as Playwright reads them. */
export const SERVED_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
);

/** A toast that began to leave after the animation wait below (its time ran out): fading, not shown. */
const LEAVING_TOAST = ".bp6-toast-exit";

/** 0 serious or critical axe-core violations (the mock build's QA panel is not the app's). */
export async function expectAccessible(page: Page, context = ""): Promise<void> {
  // A toast or dialog fading in has the contrast of its half-way opacity: let it finish entering
  // first. An overlay is entering from its first render (react-transition-group's "-enter" class)
  // until "-enter-done", including the frame before its transition starts; and finite animations
  // and transitions must end (a spinner's endless one never does).
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll("[class*='-enter'], [class*='-appear']")].some((element) =>
        [...element.classList].some((name) => /-(enter|appear)(-active)?$/.test(name)),
      ) &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
  );
  const injected = await page.evaluate(() => "axe" in window);
  // Evaluated by the test, not added as a <script>: the page's CSP and Trusted Types refuse a
  // script element the app did not make (e2e/security.spec.ts).
  if (!injected) await page.evaluate((axeSource ??= readFileSync(AXE_PATH, "utf8")));
  const violations = await page.evaluate(
    async (exclude) => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(
        { exclude: exclude.map((selector) => [selector]) },
        { resultTypes: ["violations"] },
      );
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.slice(0, 5).map((node) => ({ target: node.target })),
      }));
    },
    [QA_PANEL, LEAVING_TOAST],
  );
  const serious = violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious,
    `axe violations ${context} ${page.url()}:\n${JSON.stringify(serious, null, 2)}`,
  ).toEqual([]);
}

/**
 * Blueprint's icon-path chunks (~100 KB each) must never be fetched. Matched by chunk name: no
 * module of ours may be called paths.ts (src/features/creator's route paths are route-paths.ts).
 */
export function watchIconPathChunks(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (
      /\/assets\/(paths|allPaths|allPathsLoader|splitPathsBySizeLoader)-[\w-]+\.js/.test(
        request.url(),
      )
    ) {
      fetched.push(request.url());
    }
  });
  return fetched;
}
