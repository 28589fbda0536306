import { useCallback, useEffect, useRef, useState } from "react";

/** How long a chosen section stays marked while the window scrolls to it (smooth scrolling). */
export const JUMP_LOCK_MS = 800;

/**
 * Which of the page's sections the reader is in: the last one whose top has passed `offsetPx`
 * below the viewport's top (the sticky navigation's height and a margin); the first while none
 * has. Followed on scroll and resize, one reading per frame. `choose` marks a section the reader
 * jumped to at once, and keeps it marked while the window scrolls there (JUMP_LOCK_MS), rather
 * than every section passed on the way.
 */
export function useActiveSection(
  ids: readonly string[],
  offsetPx: number,
): [active: string | undefined, choose: (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const lockedUntil = useRef(0);
  const key = ids.join(" ");

  const read = useCallback(() => {
    if (performance.now() < lockedUntil.current) return;
    let current = ids[0];
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && element.getBoundingClientRect().top <= offsetPx) current = id;
    }
    setActive(current);
    // ids is read through its joined key: a new array with the same ids is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, offsetPx]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        read();
      });
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [read]);

  const choose = useCallback((id: string) => {
    lockedUntil.current = performance.now() + JUMP_LOCK_MS;
    setActive(id);
  }, []);

  return [active, choose];
}
