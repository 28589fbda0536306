/**
 * The headings of a rendered body, for a side directory: collectHeadings finds them (in document
 * order), gives each a stable id and answers { id, text, level }.
 *
 * Ids are derived from the heading's text ("h-" + a slug; "-2", "-3"… for repeats), so the same
 * body always gets the same ids and a "#anchor" link survives a reload. A heading that already has
 * an id from its author (sanitised: "user-content-…") keeps it. The "h-" prefix (with its dash)
 * means a heading can never take the name of a global (window.foo) or of one of the page's ids.
 */
export interface HeadingEntry {
  id: string;
  text: string;
  /** 1 for h1 … 6 for h6. */
  level: number;
}

const HEADING_PREFIX = "h-";
const MAX_SLUG = 64;

/** Letters and digits of any script, lower-cased, joined by single dashes. */
export function slugify(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG)
    .replace(/-+$/, "");
}

/** The headings under `root` matching `selectors` (e.g. "h1, h2" or "h2, h3"), with their ids set. */
export function collectHeadings(root: HTMLElement, selectors: string): HeadingEntry[] {
  const used = new Set<string>();
  const entries: HeadingEntry[] = [];
  const elements = Array.from(root.querySelectorAll<HTMLElement>(selectors)).filter((element) =>
    /^H[1-6]$/.test(element.tagName),
  );
  elements.forEach((element, index) => {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    let id = element.id;
    if (!id || used.has(id)) {
      const base = `${HEADING_PREFIX}${slugify(text) || String(index + 1)}`;
      id = base;
      for (let n = 2; used.has(id) || isTakenOutside(root, id, element); n += 1)
        id = `${base}-${n}`;
      element.id = id;
    }
    used.add(id);
    entries.push({ id, text, level: Number(element.tagName.slice(1)) });
  });
  return entries;
}

/** Whether another element of the document (outside this body's headings) has the id. */
function isTakenOutside(root: HTMLElement, id: string, heading: HTMLElement): boolean {
  const other = root.ownerDocument.getElementById(id);
  return other !== null && other !== heading && !root.contains(other);
}
