/** Small pieces the knowledge and works handlers share: refusals in the caller's language. */
import { badRequest } from "../../core/operation";

type Language = "en" | "zh-cn";

/** An HTTP 400 (ErrorEnvelope) with the server's message in the request's language. */
export const refuse = (language: Language, en: string, zh: string) =>
  badRequest(language === "zh-cn" ? zh : en);

/** The first value that occurs twice in a list (uniqueItems, which the zod schemas do not check). */
export function firstDuplicate<T>(items: readonly T[] | undefined): T | undefined {
  const seen = new Set<T>();
  for (const item of items ?? []) {
    if (seen.has(item)) return item;
    seen.add(item);
  }
  return undefined;
}

/** The lists of a save request that must not repeat an entry, by name. */
export function duplicateIn(
  lists: Record<string, readonly unknown[] | undefined>,
): string | undefined {
  for (const [name, list] of Object.entries(lists)) {
    if (firstDuplicate(list) !== undefined) return name;
  }
  return undefined;
}

export const NOT_OWNER = {
  en: "This item belongs to another user.",
  zh: "无权操作他人的内容",
} as const;

export const NOT_FOUND = {
  en: "The item does not exist or was deleted.",
  zh: "内容不存在或已删除",
} as const;
