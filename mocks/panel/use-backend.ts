/** Re-reads the backend while the panel is open (the log and audits change with every request). */
import { useEffect, useState } from "react";

const POLL_MS = 1000;

export function useTick(active: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setTick((t) => t + 1), POLL_MS);
    return () => clearInterval(timer);
  }, [active]);
  return tick;
}

/** Call after an action, so the panel shows its effect before the next poll. */
export function useRefresh(): [number, () => void] {
  const [version, setVersion] = useState(0);
  return [version, () => setVersion((v) => v + 1)];
}

export const timeOf = (ms: number) => new Date(ms).toLocaleTimeString([], { hour12: false });
export const dateTimeOf = (ms: number) => new Date(ms).toLocaleString([], { hour12: false });
