import { useEffect, useState, type RefObject } from "react";

interface InViewOptions {
  /** Grows the viewport by this margin (e.g. "600px 0px": start before the element is visible). */
  rootMargin?: string;
  /** How much of the element must be visible (0 to 1). */
  threshold?: number;
  /** Stop watching once the element was seen (loading triggers). */
  once?: boolean;
  /** The answer where IntersectionObserver does not exist (default true: load everything). */
  assumeInView?: boolean;
}

/**
 * Whether the element is within the (grown) viewport. Without IntersectionObserver (old browsers,
 * the test DOM) the answer is `assumeInView`: by default in view, so nothing stays unloaded.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = "0px", threshold = 0, once = false, assumeInView = true }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(
    () => typeof IntersectionObserver === "undefined" && assumeInView,
  );
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold, once]);
  return inView;
}
