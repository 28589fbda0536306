/**
 * A value that follows `value` once it has stopped changing for `delayMs`: the first value at
 * once, later ones after a pause (e.g. a chart that redraws when the filters rest, not at each
 * step of a key held down; docs/decisions/0090). `same` says when two values are alike (the
 * settled one is then kept as it is).
 */
import { useEffect, useState } from "react";

export function useSettledValue<T>(
  value: T,
  delayMs: number,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  const [settled, setSettled] = useState(value);
  const alike = same(value, settled);
  useEffect(() => {
    if (alike) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [alike, value, delayMs]);
  return settled;
}
