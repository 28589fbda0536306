import { useEffect, useState } from "react";

/** How long each slogan stays, and its fade out and in (the fade is CSS; none under reduced motion). */
export const SLOGAN_INTERVAL_MS = 4000;
export const SLOGAN_FADE_MS = 300;

/**
 * The index of the item shown (0 … count - 1) while `running`: every interval the item fades out
 * (`fading` true for the fade's duration), then the next one (wrapping) fades in.
 */
export function useRotation(count: number, running: boolean) {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  useEffect(() => {
    if (!running || count < 2) return;
    let swap: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setFading(true);
      swap = setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setFading(false);
      }, SLOGAN_FADE_MS);
    }, SLOGAN_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(swap);
      setFading(false);
    };
  }, [count, running]);
  return { index: index % Math.max(1, count), fading };
}
