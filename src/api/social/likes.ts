/**
 * The like resource: set the session user's like on a work, an article, a comment or a reply
 * (platform.md §4: is_like 1 when not liked, 0 when liked). The optimistic count and its rollback
 * live in the toggle (hooks/use-optimistic-toggle.ts); the failure message in action-failure.ts.
 */
import { useMutation } from "@tanstack/react-query";
import { Flag, type LikeType } from "@/generated/model";
import { getLikeMutationOptions } from "@/generated/social/social";

/** Sends one like state and resolves with the state the server answers (data.is_like). */
export function useSetLike(likeType: LikeType, gid: string) {
  const { mutateAsync } = useMutation(getLikeMutationOptions());
  return async (on: boolean): Promise<boolean> => {
    const answer = await mutateAsync({
      data: { like_type: likeType, gid, is_like: on ? Flag.On : Flag.Off },
    });
    return answer.is_like === Flag.On;
  };
}
