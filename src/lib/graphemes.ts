/**
 * Lengths as every limit counts them (decisions.md §1): user-perceived characters (grapheme
 * clusters), 1 each, whatever the script. Apart from format.ts so that a form's rules load without
 * the display formatters.
 */
let segmenter: Intl.Segmenter | null | undefined;
const graphemeSegmenter = (): Intl.Segmenter | null => {
  // Stryker disable next-line ConditionalExpression: a cache; a new segmenter per call counts the same.
  if (segmenter === undefined) {
    segmenter =
      typeof Intl.Segmenter === "function"
        ? // Stryker disable next-line ObjectLiteral: "grapheme" is Intl.Segmenter's default granularity; said for the reader.
          new Intl.Segmenter(undefined, { granularity: "grapheme" })
        : null;
  }
  return segmenter;
};

/** The user-perceived characters of a text (grapheme clusters). */
export function graphemes(text: string): string[] {
  const seg = graphemeSegmenter();
  if (!seg) return Array.from(text);
  return Array.from(seg.segment(text), (s) => s.segment);
}

/** Length as every limit counts it (decisions.md §1): one per grapheme cluster. */
export function graphemeLength(text: string | null | undefined): number {
  if (!text) return 0;
  const seg = graphemeSegmenter();
  if (!seg) return Array.from(text).length;
  let count = 0;
  for (const _ of seg.segment(text)) count += 1;
  return count;
}

/** The text cut to at most max grapheme clusters (for inputs that stop at a limit). */
export function truncateGraphemes(text: string, max: number): string {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut; cutting a text at or under max gives it back whole.
  if (graphemeLength(text) <= max) return text;
  return graphemes(text).slice(0, Math.max(0, max)).join("");
}
