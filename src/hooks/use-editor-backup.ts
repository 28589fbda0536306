/**
 * An editor's local backup of unsaved edits (decisions.md §3), shared by the article and demo
 * editors: while the form differs from the last saved copy its values are written (per user, see
 * src/lib/local-backup.ts) shortly after typing rests and when the editor unmounts; a backup newer
 * than the server copy is offered back once, until the author restores or discards it.
 *
 *   const backup = useEditorBackup({ slot: `demo:${id || "new"}`, values, dirty, ... });
 *   backup.offer     // { value: { values }, savedAt } while an older session's edits wait
 *   backup.restore() // the offered values (the caller puts them into the form)
 *   backup.discard()
 *   clearBackup(slot) after a successful save
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { localBackup, type LocalBackupEntry } from "@/lib/local-backup";
import { session } from "@/lib/session";

/** How long typing rests before the backup is written. */
export const BACKUP_DELAY_MS = 400;

interface BackupValue<V> {
  values: V;
}

export interface EditorBackupOptions<V> {
  /** The backup's slot, e.g. `article:${id || "new"}`; it changes when the first save gives an id. */
  slot: string;
  values: V;
  /** The form differs from the last saved copy. */
  dirty: boolean;
  /** Stop writing (e.g. after a post, while the page moves on). */
  suspended?: boolean;
  /** What the editor opened with, and when the server last saved it (ms; 0 for a new item). */
  initialValues: V;
  serverSavedAt: number;
  same(a: V, b: V): boolean;
}

export function useEditorBackup<V>({
  slot,
  values,
  dirty,
  suspended = false,
  initialValues,
  serverSavedAt,
  same,
}: EditorBackupOptions<V>) {
  // The author the editor opened for: their slot keeps an edit even as their session ends.
  const [ownerId] = useState(() => session.getUser()?.user_id);
  const backup = useMemo(() => localBackup(slot, ownerId), [slot, ownerId]);
  const [offer, setOffer] = useState<LocalBackupEntry<BackupValue<V>> | null>(() => {
    const entry = localBackup(slot).load<BackupValue<V>>();
    if (!entry?.value?.values) return null;
    if (entry.savedAt <= serverSavedAt || same(entry.value.values, initialValues)) return null;
    return entry;
  });

  useEffect(() => {
    if (offer || suspended) return; // keep the offered backup until the author answers
    const timer = setTimeout(() => {
      if (dirty) backup.save<BackupValue<V>>({ values });
      else backup.clear();
    }, BACKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [backup, values, dirty, offer, suspended]);

  // Leaving (e.g. to sign in again after the session ended) keeps the last keystrokes too.
  const pending = useRef<() => void>(undefined);
  useEffect(() => {
    pending.current = () => {
      if (dirty && !offer && !suspended) backup.save<BackupValue<V>>({ values });
    };
  }, [backup, values, dirty, offer, suspended]);
  useEffect(() => () => pending.current?.(), []);

  return {
    offer,
    /** The offered values; the offer is gone afterwards. */
    restore(): V | undefined {
      const restored = offer?.value.values;
      setOffer(null);
      return restored;
    },
    discard() {
      backup.clear();
      setOffer(null);
    },
  };
}

/** Forgets the signed-in user's backup in `slot` (after a successful save). */
export const clearBackup = (slot: string) => localBackup(slot).clear();
