import { useRef } from "react";

/**
 * Runs an async action at most once at a time: a second call while the first is under way (a
 * double click, Enter pressed twice before the button re-renders disabled) does nothing.
 */
export function useSingleFlight<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const running = useRef(false);
  return async (...args: Args): Promise<void> => {
    if (running.current) return;
    running.current = true;
    try {
      await action(...args);
    } finally {
      running.current = false;
    }
  };
}
