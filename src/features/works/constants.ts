/**
 * The game works pages' numbers (portal.md §9, platform.md §9). Page sizes and delays are the
 * product's; the generated rules (src/generated/rules.ts) hold the API's own limits.
 */

/** Game demos on the works home (the page size of src/api/works), and how many make the More link appear. */
export { DEMO_PAGE_SIZE } from "@/api/works/limits";
export const DEMO_MORE_LINK_MIN = 6;

/** Art-creativity works per page of the waterfall. */
export const ART_PAGE_SIZE = 12;

/** Demo cards per page of /gameworks/more. */
export const MORE_PAGE_SIZE = 50;

/** The next page loads when the end of the list is within this many pixels of the viewport's bottom. */
export const ENDLESS_THRESHOLD_PX = 20;

/** The waterfall: at most 4 columns of 300 px, 16 px apart. */
export const WATERFALL_MAX_COLUMNS = 4;
export const WATERFALL_COLUMN_WIDTH = 300;
export const WATERFALL_GUTTER = 16;

/** The advertisement banner: one slide every 3 s, 16 px between slides. */
export const BANNER_INTERVAL_MS = 3000;
export const BANNER_GAP = 16;

/** Comments per page in the works popup (10 elsewhere, the comment section's default). */
export const POPUP_COMMENT_PAGE_SIZE = 5;

/** /gameworks/detail?actionType=comment scrolls to the comments after this delay. */
export const COMMENT_SCROLL_DELAY_MS = 1000;

/** Tags shown on a card. */
export const CARD_TAGS_MAX = 3;

/** The query parameter that opens an image work's popup (also its share link). */
export const POPUP_PARAM = "pictDetailsId";

/** DOM ids the pages jump to. */
export const DETAIL_COMMENTS_ID = "comments";
export const POPUP_COMMENTS_ID = "works-popup-comments";
