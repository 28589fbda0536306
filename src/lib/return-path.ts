/**
 * The saved return path after sign-in (platform.md §2, decisions.md §3): only a same-origin path
 * is accepted — it starts with exactly one "/" (a backslash is not one), has no scheme and no "//"
 * or "/\" once normalised; anything else, and any path containing /inspect in any letter case
 * (the router matches paths case-insensitively), goes to /gate.
 */
export const HOME_PATH = "/gate";

const hasControlCharacter = (text: string) =>
  [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate) return HOME_PATH;
  const stored = candidate.trim();
  let decoded: string;
  try {
    // Decode once so that %2F%2F and %5C tricks are judged as the browser would follow them.
    decoded = decodeURIComponent(stored);
  } catch {
    return HOME_PATH;
  }
  if (!stored.startsWith("/") || !decoded.startsWith("/")) return HOME_PATH;
  if (hasControlCharacter(decoded)) return HOME_PATH;
  const normalised = decoded.replace(/\\/g, "/");
  if (normalised.startsWith("//")) return HOME_PATH;
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(normalised)) return HOME_PATH;
  if (normalised.toLowerCase().includes("/inspect")) return HOME_PATH;
  return stored;
}
