/**
 * The knowledge lists' sizes (portal.md §2.1, §2.2 and §9). They are the client's choices: the
 * contract bounds them (limit 1-300) without naming these values.
 */

/** Articles in the recommended section, and the count from which a section shows More. */
export const HOME_SECTION_SIZE = 6;
/** Rows of the hot ranking on the index. */
export const HOT_RANKING_SIZE = 8;
/** Page size of the more page's endless list. */
export const MORE_PAGE_SIZE = 50;
/** The more page loads its next page when the list's end is this close to the viewport's bottom. */
export const MORE_THRESHOLD_PX = 10;
/** Tags shown on a card. */
export const CARD_TAG_LIMIT = 3;
/** Characters of the introduction kept for a card's two-line excerpt. */
export const CARD_INTRO_LENGTH = 140;
