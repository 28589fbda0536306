/**
 * Addresses from the server (advertisement links, download and online-experience URLs) become
 * links only when they are a same-origin path or an http(s) URL: never javascript:, data: or a
 * protocol-relative "//host" form.
 */
export function safeHref(url: string | undefined | null): string | undefined {
  const text = url?.trim();
  if (!text) return undefined;
  if (text.startsWith("/")) return /^\/[/\\]/.test(text) ? undefined : text;
  try {
    const parsed = new URL(text);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Whether an address (already safe) stays in this app, so the router can open it. */
export const isAppPath = (href: string) => href.startsWith("/");
