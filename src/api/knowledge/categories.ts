/**
 * The article categories (platform.md §3: ContentCategory, 0 recommended, 1-11 article categories)
 * as the knowledge pages use them: the list in menu order, the parsing of a category in a URL, the
 * links to a category's page and to an article.
 */
import { ContentCategory } from "@/generated/model";

export const KNOWLEDGE_CATEGORIES: readonly ContentCategory[] = Object.values(ContentCategory)
  .slice()
  .sort((a, b) => a - b);

/**
 * The category of a ?id= value: absent or empty is the recommended category (every article);
 * anything but a known category number is undefined (the page shows not-found).
 */
export function parseCategory(value: string | null): ContentCategory | undefined {
  if (value === null || value.trim() === "") return ContentCategory.Recommended;
  if (!/^\d{1,2}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return KNOWLEDGE_CATEGORIES.find((category) => category === n);
}

export const categoryPath = (type: ContentCategory) => `/knowledge/more?id=${type}`;

export const articlePath = (id: string) => `/knowledge/detail?id=${encodeURIComponent(id)}`;

/**
 * The translation key of a category's name (knowledge namespace). Keys are "c" and the number: a
 * bare number is a result code's key, which only the codes catalogue may have.
 */
export const categoryNameKey = (type: ContentCategory) => `home.categories.c${type}` as const;

/** The translation key of a category's description (knowledge namespace). */
export const categoryDescriptionKey = (type: ContentCategory) =>
  `more.descriptions.c${type}` as const;
