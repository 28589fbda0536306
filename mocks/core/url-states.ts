/**
 * Data states from a page URL: `?state=<sentence>` (repeatable, URL-encoded; applied in order
 * before the page's first call), next to `?mock=` faults (url-faults.ts). The sentences are the
 * provider states of mocks/provider-states/ (docs/decisions/0079-state-links.md).
 */
export const STATE_PARAM = "state";

/** The page's state sentences, in order (blank ones dropped). */
export function statesFromUrl(href: string): string[] {
  return new URL(href, "http://localhost").searchParams
    .getAll(STATE_PARAM)
    .map((sentence) => sentence.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/**
 * `url` with its state parameters replaced by `sentences`. The other parameters stay exactly as
 * written (a `?mock=` list keeps its readable `:` and `*`), and so does the hash.
 */
export function withStateParams(url: string, sentences: readonly string[]): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
  const parsed = new URL(url, "http://localhost");
  const kept = parsed.search
    .slice(1)
    .split("&")
    .filter((part) => part !== "" && decodeURIComponent(part.split("=")[0]!) !== STATE_PARAM);
  const states = sentences.map((sentence) => `${STATE_PARAM}=${encodeURIComponent(sentence)}`);
  const query = [...kept, ...states].join("&");
  const path = `${parsed.pathname}${query ? `?${query}` : ""}${parsed.hash}`;
  return absolute ? `${parsed.origin}${path}` : path;
}
