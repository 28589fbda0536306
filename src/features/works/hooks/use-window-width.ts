import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

const snapshot = () => window.innerWidth;

/** The window's width, updated on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 1280);
}
