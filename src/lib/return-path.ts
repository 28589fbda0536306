/**
 * The saved return path after sign-in (platform.md §2, decisions.md §3): only a same-origin path
 * is accepted — it starts with exactly one "/" (a backslash is not one), has no scheme and no "//"
 * or "/\" once normalised; anything else, and any path containing /inspect in any letter case
 * (the router matches paths case-insensitively), goes to /gate.
 *
 * "Normalised" means what a browser or the router could make of the path before following it:
 * percent-encoding decoded (repeatedly, so %252e is judged as "."), backslashes read as "/", and
 * dot segments removed (RFC 3986 §5.2.4): `/.//evil.com`, `/%2e//evil.com` and `/..//evil.com` all
 * become `//evil.com`, a protocol-relative address. The browser's own reading is judged too: it
 * resolves dot segments before it decodes anything, so `/.//..%2F` becomes `//..%2F`, which the
 * router reads as `//../`.
 */
export const HOME_PATH = "/gate";

/** An origin to resolve a path against, as the browser resolves it against the app's. */
const PROBE_ORIGIN = "https://app.invalid";

/** Enough for double and triple encoding; each round must change the text to count. */
const DECODE_ROUNDS = 4;

const hasControlCharacter = (text: string) =>
  [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** Decodes until nothing changes; a malformed escape in a later round stops there (as the router would). */
function decodeRepeatedly(text: string): string {
  let current = text;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    // Stryker disable next-line ConditionalExpression: decoding an unchanged text again gives it back; stopping early saves rounds only.
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** RFC 3986 §5.2.4 on an absolute path: "." and ".." segments resolved, never above the root. */
function removeDotSegments(path: string): string {
  const segments = path.split("/").slice(1);
  const output: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === "." || segment === "..") {
      if (segment === "..") output.pop();
      // Stryker disable next-line StringLiteral: only the trailing slash matters; no check reads the text after it.
      if (last) output.push("");
      return;
    }
    output.push(segment);
  });
  return `/${output.join("/")}`;
}

export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate) return HOME_PATH;
  const stored = candidate.trim();
  if (!stored.startsWith("/")) return HOME_PATH;
  let decodedOnce: string;
  try {
    decodedOnce = decodeURIComponent(stored);
  } catch {
    return HOME_PATH;
  }
  // Only the path decides where the browser goes; a query or hash never changes the origin.
  const rawPath = stored.split(/[?#]/, 1)[0]!;
  const decodedPath = decodeRepeatedly(rawPath);
  if (hasControlCharacter(decodedOnce) || hasControlCharacter(decodedPath)) return HOME_PATH;
  const slashed = decodedPath.replace(/\\/g, "/");
  // "//" is an authority before any dot segment is looked at ("//.." is the host ".."), and after.
  const path = removeDotSegments(slashed);
  if (slashed.startsWith("//") || path.startsWith("//")) return HOME_PATH;
  // The path starts with one "/" here, so the origin stays; only the path can still become "//"
  // (or "/\", a backslash decoded from %5C after the browser's dot segments: "/../%5C%252e%2e").
  const browserPath = decodeRepeatedly(new URL(stored, PROBE_ORIGIN).pathname);
  if (browserPath.replace(/\\/g, "/").startsWith("//")) return HOME_PATH;
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(path)) return HOME_PATH;
  const inspect = (text: string) => text.replace(/\\/g, "/").toLowerCase().includes("/inspect");
  if (inspect(path) || inspect(decodedOnce)) return HOME_PATH;
  return stored;
}
