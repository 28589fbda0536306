import { useCallback, useEffect, useRef } from "react";

/** §4, §9: the waiting bubble appears 500 ms after a user message (if the reply has not come). */
export const WAITING_DELAY_MS = 500;

/**
 * setTimeout for a component: every timer still pending is cleared when it unmounts, so a late
 * waiting bubble never lands on a page that is gone.
 */
export function useTimers() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);
  const schedule = useCallback((run: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.add(timer);
    return () => {
      clearTimeout(timer);
      timers.current.delete(timer);
    };
  }, []);
  return schedule;
}
