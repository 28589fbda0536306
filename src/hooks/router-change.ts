/**
 * After each navigation the app dispatches a DOM CustomEvent "router-change" on window
 * (platform.md §2) carrying the path and the mode: "h5" below the mobile breakpoint, else "pc".
 */
import { useEffect } from "react";

export const ROUTER_CHANGE_EVENT = "router-change";
/** Viewport widths below this are the mobile (h5) mode. */
export const MOBILE_BREAKPOINT_PX = 768;

export type ViewMode = "h5" | "pc";

export interface RouterChangeDetail {
  path: string;
  /** The query string, with its "?" (empty when none). */
  search: string;
  mode: ViewMode;
}

export const viewMode = (
  width: number = globalThis.innerWidth ?? MOBILE_BREAKPOINT_PX,
): ViewMode => (width < MOBILE_BREAKPOINT_PX ? "h5" : "pc");

export function dispatchRouterChange(path: string, search = ""): void {
  globalThis.dispatchEvent?.(
    new CustomEvent<RouterChangeDetail>(ROUTER_CHANGE_EVENT, {
      detail: { path, search, mode: viewMode() },
    }),
  );
}

/** Calls the listener after every navigation. */
export function useRouterChange(listener: (detail: RouterChangeDetail) => void): void {
  useEffect(() => {
    const handle = (event: Event) => listener((event as CustomEvent<RouterChangeDetail>).detail);
    window.addEventListener(ROUTER_CHANGE_EVENT, handle);
    return () => window.removeEventListener(ROUTER_CHANGE_EVENT, handle);
  }, [listener]);
}
