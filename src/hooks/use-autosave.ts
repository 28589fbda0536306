/**
 * The editors' autosave clock (portal.md §4, creator-programme.md §4): every 30 s the editor is
 * asked whether to save; it saves a draft when 5 minutes have passed since its last save.
 */
import { useEffect, useEffectEvent } from "react";

/** How often autosave checks, and how long after the last save it saves. */
export const AUTOSAVE_CHECK_MS = 30_000;
export const AUTOSAVE_AFTER_MS = 5 * 60_000;

/** Calls `check` every AUTOSAVE_CHECK_MS with the latest props and state in scope. */
export function useAutosave(check: () => void): void {
  const tick = useEffectEvent(check);
  useEffect(() => {
    const timer = setInterval(() => tick(), AUTOSAVE_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
}

/** Whether a draft is due: dirty and AUTOSAVE_AFTER_MS since the last save. */
export const autosaveDue = (dirty: boolean, lastSaveAt: number, now = Date.now()) =>
  dirty && now - lastSaveAt >= AUTOSAVE_AFTER_MS;

/** Records now as an editor's last save time (outside render: from handlers and autosave). */
export function stampSaveTime(ref: { current: number }): number {
  ref.current = Date.now();
  return ref.current;
}
