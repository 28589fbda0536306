/**
 * What an editor layers on top of the form kit's ActionForm (docs/decisions/0065-one-write-path.md,
 * decisions.md §3): the saved copy and when it was saved, the page leaving after a post, the local
 * backup of unsaved edits with its offer, and the leave guard.
 *
 *   const draft = useSavedCopy(initialValues, serverSavedAt);   // above the form: onSubmit uses it
 *   draft.markSaved(sent); draft.leave();                        // after a save / a post
 *   const layer = useDraftLayer({ draft, slot, values, ... });   // inside the form
 *   layer.dirty, layer.backup.offer, layer.restore(), layer.leaveGuard.dialog
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { stampSaveTime } from "./use-autosave";
import { useEditorBackup } from "./use-editor-backup";
import { useLeaveGuard } from "./use-leave-guard";

export interface SavedCopy<V> {
  /** The values last saved (the dirty check compares with them). */
  saved: V;
  /** When the last save happened (ms), null before the first. */
  lastSavedAt: number | null;
  /** The time autosave counts from (the last save, or the editor's opening). */
  lastSaveTime: RefObject<number>;
  /** After a post: no backup, no leave warning while the page moves on. */
  leaving: boolean;
  /** A save succeeded with these values. */
  markSaved(values: V): void;
  /** The saved copy changed without a save (e.g. the body editor normalised the loaded HTML). */
  setSaved(update: (current: V) => V): void;
  /** The page moves on after a post: the next navigation goes through. */
  leave(): void;
  /** Lets the next navigation through without leaving (e.g. Preview). */
  allowNextNavigation(): void;
  /** The leave guard's, set by useDraftLayer. */
  allowLeave: RefObject<() => void>;
}

export function useSavedCopy<V>(initialValues: V, serverSavedAt: number): SavedCopy<V> {
  const [saved, setSaved] = useState(initialValues);
  const [lastSavedAt, setLastSavedAt] = useState<number | null>(serverSavedAt || null);
  const [leaving, setLeaving] = useState(false);
  const lastSaveTime = useRef(0);
  useEffect(() => {
    lastSaveTime.current = Date.now();
  }, []);
  const allowLeave = useRef<() => void>(() => undefined);
  return {
    saved,
    lastSavedAt,
    lastSaveTime,
    leaving,
    allowLeave,
    markSaved(values) {
      setLastSavedAt(stampSaveTime(lastSaveTime));
      setSaved(values);
    },
    setSaved,
    leave() {
      setLeaving(true);
      allowLeave.current();
    },
    allowNextNavigation: () => allowLeave.current(),
  };
}

interface DraftLayerOptions<V> {
  draft: SavedCopy<V>;
  /** The backup's slot, e.g. `image:${id || "new"}`. */
  slot: string;
  values: V;
  /** A file is still uploading: leaving asks first too. */
  busy?: boolean;
  initialValues: V;
  serverSavedAt: number;
  same(a: V, b: V): boolean;
  /** Puts restored values into the form. */
  setValues(values: V): void;
}

export function useDraftLayer<V>({
  draft,
  slot,
  values,
  busy = false,
  initialValues,
  serverSavedAt,
  same,
  setValues,
}: DraftLayerOptions<V>) {
  const dirty = !same(values, draft.saved);
  const leaveGuard = useLeaveGuard((dirty || busy) && !draft.leaving);
  const { allowNextNavigation } = leaveGuard;
  const { allowLeave } = draft;
  useEffect(() => {
    const ref = allowLeave;
    ref.current = allowNextNavigation;
  }, [allowLeave, allowNextNavigation]);
  const backup = useEditorBackup({
    slot,
    values,
    dirty,
    suspended: draft.leaving,
    initialValues,
    serverSavedAt,
    same,
  });
  return {
    dirty,
    backup,
    leaveGuard,
    /** Puts the offered backup into the form; true when there was one. */
    restore(): boolean {
      const restored = backup.restore();
      if (restored === undefined) return false;
      setValues(restored);
      return true;
    },
  };
}
