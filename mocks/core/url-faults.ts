/**
 * Faults from a page URL: `?mock=<operationId>:<outcome>[*<times>],…` (see faults.ts for the
 * vocabulary). Each part is checked on its own, so one typo does not drop the others; the runtime
 * arms the valid parts and reports the invalid ones in the console. Both browser runtimes follow
 * the parameter the same way (followMockParam): the worker of `npm run dev` arms its own registry,
 * `npm run dev:shared` arms the standalone server for this browser only (mocks/shared-client.ts).
 */
import { parseFaultList, type FaultSpec } from "./faults";

export const MOCK_PARAM = "mock";

export interface UrlFaults {
  /** The raw parameter ("" when absent). */
  text: string;
  faults: FaultSpec[];
  errors: string[];
}

export function faultsFromUrl(href: string): UrlFaults {
  const text = new URL(href, "http://localhost").searchParams.get(MOCK_PARAM) ?? "";
  const faults: FaultSpec[] = [];
  const errors: string[] = [];
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    try {
      faults.push(...parseFaultList(part));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { text, faults, errors };
}

/**
 * `url` with its mock parameter set to `faults` (a `?mock=` list; "" removes it). The list keeps
 * its readable form (`accountLogin:1315*2`, no percent-encoding); other parameters and the hash stay.
 */
export function withMockParam(url: string, faults: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
  const parsed = new URL(url, "http://localhost");
  parsed.searchParams.delete(MOCK_PARAM);
  const rest = parsed.searchParams.toString();
  const query = [rest, faults ? `${MOCK_PARAM}=${faults.split(",").map(encodePart).join(",")}` : ""]
    .filter(Boolean)
    .join("&");
  const path = `${parsed.pathname}${query ? `?${query}` : ""}${parsed.hash}`;
  return absolute ? `${parsed.origin}${path}` : path;
}

/** Keeps `:` and `*` readable; encodes anything that could break the query. */
const encodePart = (part: string) =>
  encodeURIComponent(part.trim()).replace(/%3A/gi, ":").replace(/%2A/gi, "*");

export type UrlChange = "push" | "replace" | "pop";

/**
 * Calls back whenever the page URL changes: the app's own navigation (history.pushState /
 * replaceState) and back/forward (popstate, hashchange). Answers a function that stops watching.
 */
export function watchUrlChanges(onChange: (href: string, change: UrlChange) => void): () => void {
  const { history } = window;
  const originalPush = history.pushState.bind(history);
  const originalReplace = history.replaceState.bind(history);
  let last = location.href;
  const check = (change: UrlChange) => {
    if (location.href === last) return;
    last = location.href;
    onChange(last, change);
  };
  const onPop = () => check("pop");
  history.pushState = (...args: Parameters<History["pushState"]>) => {
    originalPush(...args);
    check("push");
  };
  history.replaceState = (...args: Parameters<History["replaceState"]>) => {
    originalReplace(...args);
    check("replace");
  };
  window.addEventListener("popstate", onPop);
  window.addEventListener("hashchange", onPop);
  return () => {
    history.pushState = originalPush;
    history.replaceState = originalReplace;
    window.removeEventListener("popstate", onPop);
    window.removeEventListener("hashchange", onPop);
  };
}

/**
 * Calls `arm` with the page's ?mock= faults now and after every navigation whose ?mock= differs
 * from the previous page's (redirects and links that carry the same query arm nothing again).
 * Answers a function that stops following.
 */
export function followMockParam(arm: (faults: UrlFaults) => void): () => void {
  const first = faultsFromUrl(location.href);
  if (first.text) arm(first);
  let last = first.text;
  return watchUrlChanges((href) => {
    const next = faultsFromUrl(href);
    if (next.text && next.text !== last) arm(next);
    last = next.text;
  });
}
