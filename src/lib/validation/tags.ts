/**
 * The tag rule of every authoring form (portal.md §5: articles, image works, demos): Enter or blur
 * confirms the typed tag; a blank one is ignored; one longer than the limit (in graphemes), a
 * duplicate (ignoring case) or one past the count is refused with its reason, the list unchanged.
 * Each form passes its own operation's limits (src/generated/rules.ts).
 */
import { graphemeLength } from "@/lib/graphemes";

export type TagRefusal = "tooLong" | "limit" | "duplicate";

export interface TagLimits {
  /** At most this many tags. */
  maxCount: number;
  /** Each of at most this many characters (graphemes). */
  maxLength: number;
}

export function addTag(
  tags: readonly string[],
  typed: string,
  limits: TagLimits,
): { tags: readonly string[]; refused?: TagRefusal } {
  const tag = typed.trim();
  if (tag === "") return { tags };
  if (graphemeLength(tag) > limits.maxLength) return { tags, refused: "tooLong" };
  const key = tag.toLocaleLowerCase();
  if (tags.some((existing) => existing.toLocaleLowerCase() === key))
    return { tags, refused: "duplicate" };
  if (tags.length >= limits.maxCount) return { tags, refused: "limit" };
  return { tags: [...tags, tag] };
}
