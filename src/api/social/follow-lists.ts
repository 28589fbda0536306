/**
 * The following and followers lists of the personal pages (portal.md §2.9, §2.10, §7): the
 * session user's own (getFollowee, getFollower) or any user's (getFolloweeUser, getFollowerUser),
 * 300 at offset 0. Each item is a user with mutuals (1 when that user and the list's owner follow
 * each other). followOp (follows.ts) reloads these lists.
 */
import { useQuery } from "@tanstack/react-query";
import { FollowListKind, type FollowItem } from "@/generated/model";
import {
  getGetFolloweeQueryOptions,
  getGetFolloweeUserQueryOptions,
  getGetFollowerQueryOptions,
  getGetFollowerUserQueryOptions,
} from "@/generated/social/social";
import { forViewer, PERSONAL_LIST_LIMIT } from "@/lib/viewer-queries";
import { socialKeys } from "./keys";

const select = (data: { info: FollowItem[]; comm_total: number }) => ({
  items: data.info,
  total: data.comm_total,
});

/**
 * One follow list: `kind` following or followers; `own` reads the session user's list, else the
 * public list of userId. The two kinds are separate queries: only the shown one is read.
 */
export function useFollowList(
  kind: FollowListKind,
  userId: string,
  own: boolean,
  viewerId: string | null,
) {
  const page = { comm_limit: PERSONAL_LIST_LIMIT, comm_offset: 0 };
  const body = { ...page, user_id: userId };
  const following = kind === FollowListKind.Following;
  const options = own
    ? following
      ? getGetFolloweeQueryOptions(page, {
          query: {
            queryKey: forViewer([...socialKeys.ownFollowing(), page] as const, viewerId),
            select,
          },
        })
      : getGetFollowerQueryOptions(page, {
          query: {
            queryKey: forViewer([...socialKeys.ownFollowers(), page] as const, viewerId),
            select,
          },
        })
    : following
      ? getGetFolloweeUserQueryOptions(body, {
          query: {
            queryKey: forViewer([...socialKeys.userFollowing(), body] as const, viewerId),
            select,
          },
        })
      : getGetFollowerUserQueryOptions(body, {
          query: {
            queryKey: forViewer([...socialKeys.userFollowers(), body] as const, viewerId),
            select,
          },
        });
  // The four options share one answer shape; the union only differs in the request's type.
  return useQuery(
    options as ReturnType<typeof getGetFolloweeQueryOptions<ReturnType<typeof select>>>,
  );
}
