/**
 * The follow relation (platform.md §4): read from the other user's record (getLitUserData:
 * is_followee, is_follower relative to the session user), changed with followOp. After a change
 * the user record and the follow lists reload.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FollowOperate } from "@/generated/model";
import { getFollowOpMutationOptions } from "@/generated/social/social";
import { systemKeys } from "@/api/system/keys";
import { socialKeys } from "./keys";

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
              systemKeys.userEveryViewer(userId),
              socialKeys.ownFollowing(),
              socialKeys.ownFollowers(),
              socialKeys.userFollowing(),
              socialKeys.userFollowers(),
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
