/**
 * The personal pages' tabs (portal.md §2.9, §2.10) and their ?tabIndex= numbers: draft 0 (own page
 * only), favorite 1, article 2, image 3, demo 4, following 5. A missing or unknown number opens
 * the first tab the page has.
 */
export const TAB_INDEX = {
  draft: 0,
  favorite: 1,
  article: 2,
  image: 3,
  demo: 4,
  following: 5,
} as const;

export type PersonalTab = keyof typeof TAB_INDEX;

/** The own page's tabs, in order (the Draft box comes last, after Following). */
export const HOME_TABS: readonly PersonalTab[] = [
  "favorite",
  "article",
  "image",
  "demo",
  "following",
  "draft",
];
/** A guest page's tabs: read-only, no drafts. */
export const GUEST_TABS: readonly PersonalTab[] = [
  "favorite",
  "article",
  "image",
  "demo",
  "following",
];

/** The tab a ?tabIndex= value selects among `tabs`; the first tab when it names none of them. */
export function tabOfIndex(value: string | null, tabs: readonly PersonalTab[]): PersonalTab {
  const index = value === null || value.trim() === "" ? NaN : Number(value);
  const named = tabs.find((tab) => TAB_INDEX[tab] === index);
  return named ?? tabs[0]!;
}
