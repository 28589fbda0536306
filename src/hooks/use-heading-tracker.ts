import { useCallback, useEffect, useRef, useState } from "react";

/** Directory scroll offset on the article page (platform.md §9): the sticky nav plus a margin. */
export const ARTICLE_HEADING_OFFSET_PX = 118;
/** While a directory jump scrolls smoothly, scrolling does not move the highlight (platform.md §9). */
export const SMOOTH_SCROLL_LOCK_MS = 800;

export interface HeadingTrackerOptions {
  /** Pixels between the viewport's top and a heading that counts as reached (default 118). */
  offset?: number;
  /** How long a jump holds its heading as the active one (default 800 ms). */
  lockMs?: number;
}

export interface HeadingTracker {
  /** The heading the reader is in: the last one scrolled to the offset line (else the first). */
  activeId: string | undefined;
  /** Scrolls smoothly to a heading (offset applied), marks it active and moves focus to it. */
  jumpTo: (id: string) => void;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Tracks the active heading of a body while the window scrolls, for a side directory. A jump
 * (jumpTo) highlights its heading at once and ignores scroll positions for lockMs, so the smooth
 * scroll does not walk the highlight through the headings it passes; afterwards the next scroll
 * by the reader takes over again.
 */
export function useHeadingTracker(
  headings: readonly { id: string }[],
  {
    offset = ARTICLE_HEADING_OFFSET_PX,
    lockMs = SMOOTH_SCROLL_LOCK_MS,
  }: HeadingTrackerOptions = {},
): HeadingTracker {
  const [activeId, setActiveId] = useState<string | undefined>(headings[0]?.id);
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The ids as one string: a new array with the same headings does not restart the tracking.
  const ids = headings.map((heading) => heading.id).join("\n");

  useEffect(() => {
    const list = ids ? ids.split("\n") : [];
    const measure = () => {
      if (locked.current) return;
      let current = list[0];
      for (const id of list) {
        const element = document.getElementById(id);
        if (!element) continue;
        // One pixel of slack: a jump lands on fractional positions.
        if (element.getBoundingClientRect().top - offset <= 1) current = id;
        else break;
      }
      setActiveId(current);
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids, offset]);

  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const jumpTo = useCallback(
    (id: string) => {
      const element = document.getElementById(id);
      if (!element) return;
      setActiveId(id);
      locked.current = true;
      clearTimeout(unlockTimer.current);
      unlockTimer.current = setTimeout(() => {
        locked.current = false;
      }, lockMs);
      const top = element.getBoundingClientRect().top + window.scrollY - offset;
      window.scrollTo({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      // Keyboard and screen-reader users continue reading from the heading.
      if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
      element.focus({ preventScroll: true });
    },
    [lockMs, offset],
  );

  return { activeId, jumpTo };
}
