import { useEffect, type RefObject } from "react";

/** §2, §9: the chat view scrolls to the bottom 200 ms after its content changes. */
export const SCROLL_DELAY_MS = 200;

/** Scrolls the element to its end SCROLL_DELAY_MS after `change` changes. */
export function useScrollToEnd(ref: RefObject<HTMLElement | null>, change: unknown): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = ref.current;
      if (element) element.scrollTop = element.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ref, change]);
}
