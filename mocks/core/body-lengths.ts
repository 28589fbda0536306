/**
 * A request body parsed against its operation's zod schema with text lengths counted as the spec
 * counts them: in user-perceived characters (grapheme clusters, decisions.md §1; openapi.yaml's
 * description). Zod's string maximum counts UTF-16 code units, never fewer than graphemes, so a
 * text it finds too long may be within the limit: 500 "👍🏽" are 500 characters of a report (2,000
 * code units). Such an issue is no issue; every other issue stands.
 */
import type { z } from "zod";
import { graphemeLength } from "@/lib/graphemes";

type Path = readonly PropertyKey[];
type Issue = z.core.$ZodIssue;

const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === "object"
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    value,
  );

function setAt(value: unknown, path: Path, text: string): void {
  const parent = valueAt(value, path.slice(0, -1));
  if (parent !== null && typeof parent === "object")
    (parent as Record<PropertyKey, unknown>)[path[path.length - 1]!] = text;
}

/** The limit of a "too long" issue on a text; undefined for any other issue. */
const textLimitOf = (issue: Issue): number | undefined =>
  issue.code === "too_big" && issue.origin === "string" ? Number(issue.maximum) : undefined;

/** A text zod finds too long that is within its limit in graphemes. */
function withinInGraphemes(issue: Issue, body: unknown): string | undefined {
  const limit = textLimitOf(issue);
  const text = valueAt(body, issue.path);
  return limit !== undefined && typeof text === "string" && graphemeLength(text) <= limit
    ? text
    : undefined;
}

export type ParsedBody = { ok: true; data: unknown } | { ok: false; issues: Issue[] };

export function parseBody(schema: z.ZodType, body: unknown): ParsedBody {
  const first = schema.safeParse(body);
  if (first.success) return { ok: true, data: first.data };
  const issues = first.error.issues;
  if (issues.some((issue) => withinInGraphemes(issue, body) === undefined))
    return { ok: false, issues: issues.filter((issue) => !withinInGraphemes(issue, body)) };
  // Every issue was such a text: parse a copy with each cut to its limit in code units (for the
  // schema's output: defaults, unknown keys dropped), then put the whole texts back.
  const copy: unknown = structuredClone(body);
  const texts = issues.map((issue) => {
    const text = withinInGraphemes(issue, body)!;
    setAt(copy, issue.path, text.slice(0, textLimitOf(issue)));
    return [issue.path, text] as const;
  });
  const second = schema.safeParse(copy);
  // A cut that broke another rule of the text (a pattern) says nothing about the whole text,
  // which met every rule but the length: the body as sent is valid.
  if (!second.success) return { ok: true, data: body };
  for (const [path, text] of texts) setAt(second.data, path, text);
  return { ok: true, data: second.data };
}
