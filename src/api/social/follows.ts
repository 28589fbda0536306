/**
 * The follow relation (platform.md §4): read from the other user's record (getLitUserData:
 * is_followee, is_follower relative to the session user), changed with followOp. After a change
 * the user record and the follow lists reload.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FollowOperate } from "@/generated/model";
import {
  getFollowOpMutationOptions,
  getGetFolloweeQueryKey,
  getGetFolloweeUserQueryKey,
  getGetFollowerQueryKey,
  getGetFollowerUserQueryKey,
} from "@/generated/social/social";
import { getGetLitUserDataQueryOptions } from "@/generated/system/system";
import { forViewer } from "@/lib/viewer-queries";
import { socialKeys } from "./keys";

/**
 * A user's record (absent when there is no such user) as the viewer sees it (is_followee,
 * is_follower are relative to the session user: viewerId, null for a visitor); read when enabled.
 */
export function useUserRecord(userId: string, viewerId: string | null, enabled = true) {
  return useQuery(
    getGetLitUserDataQueryOptions(
      { user_id: userId },
      {
        query: {
          queryKey: forViewer(socialKeys.user(userId), viewerId),
          enabled,
          select: (data) => data.data,
        },
      },
    ),
  );
}

/** Sends one follow state for userId; the record and the lists reload once it is accepted. */
export function useSetFollow(userId: string) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(
    getFollowOpMutationOptions({
      mutation: {
        onSuccess: () =>
          Promise.all(
            [
              // Every viewer's copy, and the host's own read of the record (the same head).
              socialKeys.user(userId),
              getGetFolloweeQueryKey().slice(0, 1),
              getGetFollowerQueryKey().slice(0, 1),
              getGetFolloweeUserQueryKey().slice(0, 1),
              getGetFollowerUserQueryKey().slice(0, 1),
            ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          ),
      },
    }),
  );
  return async (on: boolean): Promise<boolean> => {
    await mutateAsync({
      data: { user_id: userId, operate: on ? FollowOperate.Follow : FollowOperate.Unfollow },
    });
    return on;
  };
}
