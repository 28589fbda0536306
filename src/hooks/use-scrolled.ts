import { useEffect, useState } from "react";

/** Nav shadow threshold (platform.md §9): the page has scrolled more than 3 px. */
export const NAV_SHADOW_SCROLL_PX = 3;

/** True while the window is scrolled more than `threshold` pixels. */
export function useScrolled(threshold: number = NAV_SHADOW_SCROLL_PX): boolean {
  const [scrolled, setScrolled] = useState(
    () => typeof window !== "undefined" && window.scrollY > threshold,
  );
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
