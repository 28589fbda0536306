/** The app's addresses the creator pages lead to (creator-programme.md §2). */

/** Where a successful join leads: the application area. */
export const APPLICATION_MAIN_PATH = "/application/main";
/** The application area's incentive account tab (tab 2). */
export const INCENTIVE_ACCOUNT_PATH = "/application/main?tab=2";
/** Where a creator makes a new demo. */
export const CREATE_DEMO_PATH = "/application/editworks";
/** The token API document (no sign-in needed). */
export const API_DOCUMENT_PATH = "/document/token";
