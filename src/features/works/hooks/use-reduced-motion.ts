import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

const mediaQuery = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(QUERY)
    : undefined;

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

const snapshot = () => mediaQuery()?.matches ?? false;

/** Whether the user asked for reduced motion (no autoplay, no sliding). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
