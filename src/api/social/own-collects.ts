/**
 * The favourites of the personal pages (portal.md §2.9, §2.10): the session user's own
 * (getCollect, needs a session) or any user's (getCollectUser), works and articles together,
 * sorted by up_time (when collected), newest first. The items' details are read by the host with
 * the knowledge and works batch reads.
 */
import { useQueries } from "@tanstack/react-query";
import { CollectType, type CollectItem } from "@/generated/model";
import {
  getGetCollectQueryOptions,
  getGetCollectUserQueryOptions,
} from "@/generated/social/social";
import { forViewer } from "@/lib/viewer-queries";
import { socialKeys } from "./keys";

const KINDS = [CollectType.Work, CollectType.Essay] as const;

export interface Favourites {
  /** Works and articles together, newest favourite first. */
  items: CollectItem[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
}

/** Newest favourite first; ties keep works before articles, then by id, so the order is stable. */
export const byNewestFavourite = (a: CollectItem, b: CollectItem) =>
  b.up_time - a.up_time || a.collect_type - b.collect_type || a.gid.localeCompare(b.gid);

/**
 * A user's favourites: `own` reads the session user's list (getCollect), else the user's public
 * one (getCollectUser).
 */
export function useFavourites(userId: string, own: boolean, viewerId: string | null): Favourites {
  return useQueries({
    queries: KINDS.map((kind) =>
      own
        ? getGetCollectQueryOptions(
            { collect_type: kind },
            {
              query: {
                queryKey: forViewer(
                  [...socialKeys.ownCollects(), { collect_type: kind }] as const,
                  viewerId,
                ),
                select: (data) => data.get_data,
              },
            },
          )
        : getGetCollectUserQueryOptions(
            { collect_type: kind, user_id: userId },
            {
              query: {
                queryKey: forViewer(
                  [...socialKeys.userCollects(), { collect_type: kind, user_id: userId }] as const,
                  viewerId,
                ),
                select: (data) => data.get_data,
              },
            },
          ),
    ),
    combine: (results) => {
      const failed = results.find((result) => result.isError);
      return {
        items: results.flatMap((result) => result.data ?? []).sort(byNewestFavourite),
        isPending: results.some((result) => result.isPending),
        isError: failed !== undefined,
        error: failed?.error,
        isFetching: results.some((result) => result.isFetching),
        refetch: () => results.forEach((result) => void result.refetch()),
      };
    },
  });
}
