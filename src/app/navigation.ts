/**
 * What the app follows about navigation: the page the user is on (account pages opened while signed
 * in send the user back to it), the router-change event after each navigation (platform.md §2), the
 * page-view event (platform.md §7) and whether a route guard is verifying the session right now.
 */
import type { createBrowserRouter } from "react-router";
import { dispatchRouterChange } from "@/hooks/router-change";
import { resetPageLogs, startPageLogs } from "@/lib/client-errors";

type AppRouter = ReturnType<typeof createBrowserRouter>;

let committedPath: string | undefined;
let verifying = 0;
// Kept for the router's life, not per subscription: React's StrictMode subscribes twice.
let lastKey: string | undefined;
let lastPageView: string | undefined;

/** The page (path and query) the user is on, before the navigation in progress; none at start. */
export const currentPagePath = (): string | undefined => committedPath;

/** Runs a session check; while it runs, an ended session is the guard's to handle. */
export async function whileVerifying<T>(check: () => Promise<T>): Promise<T> {
  verifying += 1;
  try {
    return await check();
  } finally {
    verifying -= 1;
  }
}

export const isVerifying = (): boolean => verifying > 0;

/**
 * A new router starts with no page behind it, no page viewed and no error logged (call before
 * creating it: it loads at once).
 */
export function resetNavigation(): void {
  committedPath = undefined;
  lastKey = undefined;
  lastPageView = undefined;
  resetPageLogs();
}

/**
 * A page view (platform.md §7: event type 1 with the time and the href): a completed navigation to
 * another path or query. A re-render, a refetch, a language switch, a revalidation or a second
 * subscription reports nothing; a failure is ignored and never resent
 * (docs/decisions/0084-page-views-and-client-logs.md). The event's code loads on the first view,
 * outside every page's first load.
 */
function pageViewed({ pathname, search, hash }: AppRouter["state"]["location"]): void {
  const page = `${pathname}${search}`;
  if (page === lastPageView) return;
  // The first page's logs started with the router: an error its first render logged stays sent.
  startPageLogs(page, { keepSent: lastPageView === undefined });
  lastPageView = page;
  const href = `${window.location.origin}${page}${hash}`;
  import("@/api/system/events")
    .then(({ reportPageView }) => reportPageView(href))
    .catch(() => undefined);
}

/**
 * Follows the router: the committed page, and one router-change event and at most one page view
 * per completed navigation.
 */
export function trackNavigation(router: AppRouter): () => void {
  const onState = (state: AppRouter["state"]) => {
    if (!state.initialized || state.navigation.state !== "idle") return;
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    committedPath = `${state.location.pathname}${state.location.search}`;
    dispatchRouterChange(state.location.pathname, state.location.search);
    pageViewed(state.location);
  };
  onState(router.state);
  return router.subscribe(onState);
}
