/**
 * Pieces every feature's api/ uses for answers that depend on who asks (own lists, is_like,
 * is_followee) and for lists read by id: one place, so the knowledge, works and social features
 * key, page and merge them the same way.
 */
import type { UseQueryResult } from "@tanstack/react-query";

/** portal.md §9: the personal lists (own items, follows, a user's items) read 300 at offset 0. */
export const PERSONAL_LIST_LIMIT = 300;

/**
 * A key for an answer that depends on who asks: cached per viewer, so signing in or out never
 * shows another viewer's answer. The generated key stays its head, so prefixes still reach it.
 */
export const forViewer = <K extends readonly unknown[]>(key: K, viewerId: string | null): K =>
  [...key, { viewer: viewerId ?? "" }] as unknown as K;

/** `ids` cut into batches of at most `size` (a batch operation's maxItems). */
export function inBatches(ids: readonly string[], size: number): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += size)
    batches.push(ids.slice(start, start + size));
  return batches;
}

/** Items read by id in several queries, as one answer. */
export interface ById<T> {
  /** The items found, by id (deleted or unpublished ones are absent). */
  byId: ReadonlyMap<string, T>;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

/** useQueries' `combine` for batches read by id: one map, pending or failed if any batch is. */
export const combineById =
  <T>(idOf: (item: T) => string) =>
  (results: UseQueryResult<T[]>[]): ById<T> => {
    const byId = new Map<string, T>();
    for (const result of results) for (const item of result.data ?? []) byId.set(idOf(item), item);
    const failed = results.find((result) => result.isError);
    return {
      byId,
      isPending: results.some((result) => result.isPending),
      isError: failed !== undefined,
      error: failed?.error,
      refetch: () => results.forEach((result) => void result.refetch()),
    };
  };
