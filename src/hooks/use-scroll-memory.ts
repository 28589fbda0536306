/**
 * Where an endless list was when its page was left, so that going back to it (a history POP: the
 * browser's back or forward) shows the same place: the window's scroll offset and the measured row
 * sizes, keyed by the list's restore key. Kept in memory for the life of the page, like the query
 * cache that keeps the list's loaded pages; a fresh visit (a PUSH, a reload) starts at the top.
 */
import { useState } from "react";
import { useNavigationType } from "react-router";

export interface ScrollMemory<Measurement> {
  /** window.scrollY when the list was left. */
  offset: number;
  /** The row measurements (the virtualizer's snapshot) for the same column count. */
  measurements: Measurement[];
  columns: number;
  /** The list's top in the document (the virtualizer's scroll margin). */
  margin: number;
  /** The list's width in px (its column count follows from it). */
  width: number;
  /** How many items the list had (its host restores as many, e.g. the pages it had loaded). */
  items: number;
}

/** How many lists are remembered; the oldest is forgotten first. */
const CAPACITY = 20;
const memories = new Map<string, ScrollMemory<unknown>>();

export function rememberScroll<Measurement>(key: string, memory: ScrollMemory<Measurement>): void {
  memories.delete(key);
  memories.set(key, memory);
  while (memories.size > CAPACITY) {
    const oldest = memories.keys().next().value;
    if (oldest === undefined) break;
    memories.delete(oldest);
  }
}

/** Forgets a list's memory (once restored, the list remembers afresh when it is left again). */
export function forgetScroll(key: string): void {
  memories.delete(key);
}

/** Forgets every remembered list (tests). */
export function forgetScrollMemories(): void {
  memories.clear();
}

/**
 * The memory to restore on this mount: the one saved for `key` when the user came back through
 * history, else none. Read once per mount.
 */
export function useRestoredScroll<Measurement>(key: string): ScrollMemory<Measurement> | undefined {
  const navigationType = useNavigationType();
  const [restored] = useState(() =>
    navigationType === "POP"
      ? (memories.get(key) as ScrollMemory<Measurement> | undefined)
      : undefined,
  );
  return restored;
}
