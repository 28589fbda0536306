/**
 * The saved return path after sign-in (platform.md §2, decisions.md §3): only a same-origin path
 * is accepted — it starts with exactly one "/", has no scheme and no "//" or "/\" once normalised;
 * anything else, and any path containing /inspect, goes to /gate.
 */
export const HOME_PATH = "/gate";

export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate) return HOME_PATH;
  let path: string;
  try {
    // Decode once so that %2F%2F and %5C tricks are judged as the browser would follow them.
    path = decodeURIComponent(candidate).trim();
  } catch {
    return HOME_PATH;
  }
  const normalised = path.replace(/\\/g, "/");
  if (!normalised.startsWith("/") || normalised.startsWith("//")) return HOME_PATH;
  if (/[\u0000-\u001f]/.test(path)) return HOME_PATH;
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(normalised)) return HOME_PATH;
  if (normalised.includes("/inspect")) return HOME_PATH;
  return candidate.trim();
}
