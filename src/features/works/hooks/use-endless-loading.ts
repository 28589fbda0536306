import { useCallback, useEffect, useRef, type RefObject } from "react";

interface EndlessLoadingOptions {
  /** The element right after the list: the list's end. */
  end: RefObject<HTMLElement | null>;
  /** Load when the end is within this many pixels of the viewport's bottom. */
  thresholdPx: number;
  /** More pages exist and none is loading or failed: a load may start. */
  enabled: boolean;
  loadMore: () => void;
  /** Changes when the list grew (e.g. its length): the end is checked again, in case it is still near. */
  itemsKey: unknown;
}

/**
 * Window-scrolling endless loading: loads the next page when the end of the list comes within
 * `thresholdPx` of the bottom of the viewport, on scroll and resize, and again after every page
 * (a short page may leave the end in view).
 */
export function useEndlessLoading({
  end,
  thresholdPx,
  enabled,
  loadMore,
  itemsKey,
}: EndlessLoadingOptions): void {
  const loadRef = useRef(loadMore);
  useEffect(() => {
    loadRef.current = loadMore;
  });

  const check = useCallback(() => {
    const element = end.current;
    if (!element) return;
    const { top } = element.getBoundingClientRect();
    if (top - window.innerHeight <= thresholdPx) loadRef.current();
  }, [end, thresholdPx]);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        check();
      });
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled, check, itemsKey]);
}
