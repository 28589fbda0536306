/**
 * The favourite (collect) resource: add when not collected, remove when collected (platform.md
 * §4). The session user's favourites lists reload after a change (the personal page's tab).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CollectType } from "@/generated/model";
import {
  getDelCollectMutationOptions,
  getGetCollectQueryKey,
  getGetCollectUserQueryKey,
  getReplaceCollectMutationOptions,
} from "@/generated/social/social";

/** Sends one favourite state and resolves with it once the server accepted it. */
export function useSetCollect(collectType: CollectType, gid: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetCollectQueryKey().slice(0, 1) }),
      queryClient.invalidateQueries({ queryKey: getGetCollectUserQueryKey().slice(0, 1) }),
    ]);
  const add = useMutation(getReplaceCollectMutationOptions({ mutation: { onSuccess } }));
  const remove = useMutation(getDelCollectMutationOptions({ mutation: { onSuccess } }));
  return async (on: boolean): Promise<boolean> => {
    const data = { collect_type: collectType, gid };
    await (on ? add.mutateAsync({ data }) : remove.mutateAsync({ data }));
    return on;
  };
}
