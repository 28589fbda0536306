/**
 * The top navigation's model (platform.md §2): four visible tabs; "AI toolkit" and "questions"
 * exist as labels but are hidden.
 */
export interface NavTab {
  id: "home" | "knowledge" | "gameProduct" | "creator" | "aiToolkit" | "questions";
  to: string;
  /** Path prefixes that make the tab active. */
  match: readonly string[];
  hidden?: boolean;
}

export const NAV_TABS: readonly NavTab[] = [
  { id: "home", to: "/gate", match: ["/gate", "/guide"] },
  { id: "knowledge", to: "/knowledge/home", match: ["/knowledge"] },
  { id: "gameProduct", to: "/gameworks/home", match: ["/gameworks"] },
  { id: "creator", to: "/activity/token", match: ["/activity"] },
  { id: "aiToolkit", to: "/gate", match: [], hidden: true },
  { id: "questions", to: "/gate", match: [], hidden: true },
];

const matches = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The tab marked active for a path, if any. */
export function activeTabOf(pathname: string): NavTab["id"] | undefined {
  const lower = pathname.toLowerCase();
  return NAV_TABS.find((tab) => !tab.hidden && tab.match.some((prefix) => matches(lower, prefix)))
    ?.id;
}

export interface PublishEntry {
  id: "article" | "images" | "gameDemo" | "gameResources" | "artCreativity";
  /** Undefined: no page publishes this kind yet (shown disabled). */
  to?: string;
  group: "content" | "works";
}

/** The publish menu (platform.md §2); each target needs login, which its route guard asks for. */
export const PUBLISH_ENTRIES: readonly PublishEntry[] = [
  { id: "article", to: "/editor/article", group: "content" },
  { id: "images", to: "/postproduct/image", group: "content" },
  { id: "gameDemo", to: "/application/editworks", group: "works" },
  { id: "gameResources", group: "works" },
  { id: "artCreativity", to: "/postproduct/image", group: "works" },
];

export const API_DOCUMENT_PATH = "/document/token";
export const PERSONAL_HOME_PATH = "/personal/home";

/**
 * The creator centre's places (creator-programme.md §2: /application/main?tab=0-3), listed in the
 * account menu so that a creator finds their demos, keys, balance and billing from every page.
 */
export const CREATOR_CENTRE_ENTRIES = [
  { id: "demos", to: "/application/main?tab=0" },
  { id: "keys", to: "/application/main?tab=1" },
  { id: "accounts", to: "/application/main?tab=2" },
  { id: "billing", to: "/application/main?tab=3" },
] as const;
