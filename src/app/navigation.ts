/**
 * What the app follows about navigation: the page the user is on (account pages opened while signed
 * in send the user back to it), the router-change event after each navigation, and whether a
 * route guard is verifying the session right now.
 */
import type { createBrowserRouter } from "react-router";
import { dispatchRouterChange } from "@/hooks/router-change";

type AppRouter = ReturnType<typeof createBrowserRouter>;

let committedPath: string | undefined;
let verifying = 0;

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

/** A new router starts with no page behind it (call before creating it: it loads at once). */
export function resetNavigation(): void {
  committedPath = undefined;
}

/** Follows the router: the committed page and one router-change event per completed navigation. */
export function trackNavigation(router: AppRouter): () => void {
  let lastKey: string | undefined;
  const onState = (state: AppRouter["state"]) => {
    if (!state.initialized || state.navigation.state !== "idle") return;
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    committedPath = `${state.location.pathname}${state.location.search}`;
    dispatchRouterChange(state.location.pathname, state.location.search);
  };
  onState(router.state);
  return router.subscribe(onState);
}
