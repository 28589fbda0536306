/**
 * Property tests of the return path after sign-in (platform.md §2, decisions.md §3): only a
 * same-origin path is followed; anything else, and anything under /inspect, goes to /gate. Dot
 * segments and percent-encoding are normalised before the decision (`/.//evil.com` is `//evil.com`).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { HOME_PATH, safeReturnPath } from "@/lib/return-path";

const ORIGIN = "https://app.example";
const resolve = (path: string) => new URL(path, `${ORIGIN}/account/login`);

/** The path the router would act on once the browser has parsed the URL: decoded, "/" for "\\". */
const routedPath = (url: URL) => {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // left as the browser has it
  }
  return path.replace(/\\/g, "/");
};

const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((s) => s !== "." && s !== "..");
/** Query text as the app writes it: percent-encoded words in any script (no control characters). */
const query = fc
  .array(
    fc.tuple(
      fc.stringMatching(/^[a-z_]{1,8}$/),
      fc
        .string({ unit: "grapheme", maxLength: 12 })
        .filter((v) => ![...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&"));
/** A path of the app: "/" then segments, an optional query and hash. */
const appPath = fc
  .tuple(
    fc.array(segment, { minLength: 0, maxLength: 5 }),
    fc.option(query, { nil: undefined }),
    fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/), { nil: undefined }),
  )
  .map(
    ([parts, query, hash]) =>
      `/${parts.join("/")}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`,
  )
  .filter((p) => !p.toLowerCase().includes("/inspect"));

describe("safeReturnPath", () => {
  it("sends a refused path to the gate page itself, /gate", () => {
    expect(HOME_PATH).toBe("/gate");
    expect(safeReturnPath("//evil.com")).toBe("/gate");
  });

  it("goes to /gate when nothing is stored", () => {
    expect(safeReturnPath(undefined)).toBe(HOME_PATH);
    expect(safeReturnPath(null)).toBe(HOME_PATH);
    expect(safeReturnPath("")).toBe(HOME_PATH);
  });

  it("keeps every same-origin app path as it is", () => {
    fc.assert(
      fc.property(appPath, (path) => {
        expect(safeReturnPath(path)).toBe(path);
      }),
    );
  });

  it("never leaves the origin, whatever is stored", () => {
    const anything = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.string({ unit: "binary-ascii", maxLength: 40 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .tuple(
          fc.constantFrom(
            "/",
            "//",
            "\\\\",
            "/\\",
            "\\/",
            " //",
            "/%2F",
            "%2F%2F",
            "/%5C",
            "%5C%5C",
            "\t//",
            "/\t/",
          ),
          fc.webUrl(),
        )
        .map(([prefix, url]) => `${prefix}${url.replace(/^https?:\/\//, "")}`),
      fc
        .tuple(
          fc.constantFrom("javascript:", "JavaScript:", "data:", "http:", "https:", "/javascript:"),
          fc.string(),
        )
        .map(([scheme, rest]) => `${scheme}${rest}`),
    );
    fc.assert(
      fc.property(anything, (stored) => {
        const target = safeReturnPath(stored);
        expect(target === HOME_PATH || target === stored.trim()).toBe(true);
        expect(resolve(target).origin).toBe(ORIGIN);
      }),
    );
  });

  it("sends absolute and protocol-relative addresses to /gate", () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true }),
        fc.constantFrom("", "//", "\\\\", "/\\", "\\/", " "),
        (url, prefix) => {
          const stored =
            prefix === "" || prefix === " "
              ? `${prefix}${url}`
              : `${prefix}${url.replace(/^https?:\/\//, "")}`;
          expect(safeReturnPath(stored)).toBe(HOME_PATH);
        },
      ),
    );
  });

  it("sends encoded tricks to /gate (%2F%2F, %5C)", () => {
    fc.assert(
      fc.property(
        fc.webUrl(),
        fc.constantFrom("/%2F", "%2F%2F", "/%5C", "%5C%5C", "%2f%2f"),
        (url, prefix) => {
          expect(safeReturnPath(`${prefix}${url.replace(/^https?:\/\//, "")}`)).toBe(HOME_PATH);
        },
      ),
    );
  });

  it("sends paths with control characters to /gate", () => {
    fc.assert(
      fc.property(appPath, fc.integer({ min: 0, max: 0x1f }), fc.nat(), (path, code, at) => {
        const index = 1 + (at % path.length);
        const stored = `${path.slice(0, index)}${String.fromCharCode(code)}${path.slice(index)}x`;
        expect(safeReturnPath(stored)).toBe(HOME_PATH);
      }),
    );
  });

  it("sends any path containing /inspect to /gate", () => {
    fc.assert(
      fc.property(appPath, appPath, (before, after) => {
        const stored = `${before === "/" ? "" : before.split(/[?#]/)[0]}/inspect${after}`;
        expect(safeReturnPath(stored)).toBe(HOME_PATH);
      }),
    );
  });

  it("sends a percent-encoded /inspect to /gate", () => {
    expect(safeReturnPath("/%69nspect/console")).toBe(HOME_PATH);
    expect(safeReturnPath("/a/%2Finspect")).toBe(HOME_PATH);
  });

  it('answers a path that starts with one "/" (a leading backslash is not one)', () => {
    fc.assert(
      fc.property(appPath, (path) => {
        const target = safeReturnPath(`\\${path.slice(1)}`);
        expect(target === HOME_PATH || (target.startsWith("/") && !target.startsWith("//"))).toBe(
          true,
        );
      }),
    );
  });

  // react-router matches paths case-insensitively, so "/Inspect" opens the console too.
  it("sends /inspect spelt with other letter cases to /gate", () => {
    fc.assert(
      fc.property(fc.mixedCase(fc.constant("inspect")), appPath, (word, after) => {
        expect(safeReturnPath(`/${word}${after}`)).toBe(HOME_PATH);
      }),
    );
  });

  it("sends dot-segment, encoded and backslash tricks to /gate", () => {
    for (const stored of [
      "/.//evil.com",
      // The browser resolves its dot segments before decoding %2F: "//..%2F", read as "//../".
      "/.//..%2F",
      "/.//..%2Fevil.com",
      "/%2e//..%2f",
      "/../%5C%252e%2e",
      "/%2e//evil.com",
      "/%2E//evil.com",
      "/..//evil.com",
      "/%2e%2e//evil.com",
      "/a/..//evil.com",
      "/a/%2e%2e//evil.com",
      "/%2F%2Fevil.com",
      "/%2f%2fevil.com",
      "/%252F%252Fevil.com",
      "/.%2F/evil.com",
      "/.\\/evil.com",
      "/.\\\\evil.com",
      "/..\\\\evil.com",
      "/%5C%5Cevil.com",
      "/%2e%5C%5Cevil.com",
      "/%5C/evil.com",
      "/./%5Cevil.com",
      "/%2e%2e/inspect",
      "/a/../Inspect/console",
      "/.//javascript:alert(1)",
    ]) {
      expect(safeReturnPath(stored), stored).toBe(HOME_PATH);
    }
  });

  it("keeps same-origin paths that only look odd", () => {
    for (const stored of ["/a//b", "/./gate", "/knowledge/home/..", "/gate?next=//evil.com"]) {
      expect(safeReturnPath(stored), stored).toBe(stored);
    }
  });

  it("accepts only paths that stay on the origin after the browser's own normalisation", () => {
    // Paths built from the pieces open-redirect tricks are made of.
    const piece = fc.constantFrom(
      "/",
      "\\",
      ".",
      "..",
      "%2e",
      "%2E",
      "%2f",
      "%2F",
      "%5c",
      "%5C",
      "%252e",
      "%252F",
      "%25",
      "evil.com",
      "a",
      "gate",
      "inspect",
      "?",
      "#",
      "@",
      ":",
      "javascript:",
    );
    const tricky = fc
      .array(piece, { minLength: 1, maxLength: 8 })
      .map((pieces) => `/${pieces.join("")}`);
    fc.assert(
      fc.property(tricky, (stored) => {
        const target = safeReturnPath(stored);
        if (target === HOME_PATH) return;
        const url = resolve(target);
        expect(url.origin).toBe(ORIGIN);
        expect(routedPath(url).startsWith("//")).toBe(false);
        expect(routedPath(url).toLowerCase().includes("/inspect")).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a stored path without the spaces around it", () => {
    expect(safeReturnPath(" /knowledge/home ")).toBe("/knowledge/home");
    expect(safeReturnPath("\t/search?q=dragon%20hunt\n")).toBe("/search?q=dragon%20hunt");
  });

  it("sends a path with DEL or a malformed escape to /gate", () => {
    expect(safeReturnPath("/a\u007fb")).toBe(HOME_PATH);
    expect(safeReturnPath("/a?q=%7F")).toBe(HOME_PATH);
    expect(safeReturnPath("/a%zz")).toBe(HOME_PATH);
    expect(safeReturnPath("/a?q=%E0%A4%A")).toBe(HOME_PATH);
  });

  it("judges what the encoding hides up to the first malformed escape", () => {
    // Decoded once: "//evil.com%zz", which no further round can decode.
    expect(safeReturnPath("/%2F%2Fevil.com%25zz")).toBe(HOME_PATH);
    expect(safeReturnPath("/a/%252Finspect")).toBe(HOME_PATH);
  });

  it("sends a path that starts with a scheme to /gate, wherever it was hidden", () => {
    for (const stored of [
      "/javascript:alert(1)",
      "/JavaScript:alert(1)",
      "/data:text/html,x",
      "/a+b.c-d:x",
      "/./javascript:alert(1)",
      "/%6Aavascript:alert(1)",
    ]) {
      expect(safeReturnPath(stored), stored).toBe(HOME_PATH);
    }
  });

  it("keeps a colon that does not make a scheme", () => {
    for (const stored of ["/a/b:c", "/1a:b", "/-a:b", "/knowledge/home?t=a:b", "/gate#x:y"]) {
      expect(safeReturnPath(stored), stored).toBe(stored);
    }
  });

  it("sends /inspect in the query or behind a backslash to /gate", () => {
    expect(safeReturnPath("/gate?next=/inspect")).toBe(HOME_PATH);
    expect(safeReturnPath("/gate?next=%5CInspect")).toBe(HOME_PATH);
    expect(safeReturnPath("/gate#/INSPECT")).toBe(HOME_PATH);
  });

  it('normalises dot segments as the browser does: "/.//." is "//"', () => {
    expect(new URL("/.//.", ORIGIN).pathname).toBe("//");
    expect(safeReturnPath("/.//.")).toBe(HOME_PATH);
    expect(safeReturnPath("/a/.//b")).toBe("/a/.//b");
    expect(safeReturnPath("/a/b/../..")).toBe("/a/b/../..");
  });

  it("decodes at most four times: what is still encoded after that stays text", () => {
    let slash = "%2F";
    for (let round = 1; round < 5; round += 1) slash = encodeURIComponent(slash);
    // Five times encoded: four rounds leave "%2F%2F", a harmless path on this origin.
    const stored = `/${slash}${slash}evil.com`;
    expect(safeReturnPath(stored)).toBe(stored);
    expect(new URL(stored, ORIGIN).origin).toBe(ORIGIN);
  });
});
