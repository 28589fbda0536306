/**
 * The system group's query keys: the generated ones, named once (docs/api-layer.md). One key per
 * record: every page and part that reads a user's record or the global statistics shares its cache.
 */
import { GlobalStatType } from "@/generated/model";
import { getGetGlobalStatDataQueryKey, getGetLitUserDataQueryKey } from "@/generated/system/system";
import { forViewer } from "@/lib/viewer-queries";

export const systemKeys = {
  /**
   * A user's record (getLitUserData) as one viewer sees it: is_followee and is_follower depend on
   * who asks (viewerId, null for a visitor).
   */
  user: (userId: string, viewerId: string | null) =>
    forViewer(getGetLitUserDataQueryKey({ user_id: userId }), viewerId),
  /** Every viewer's read of one user's record (the head of `user`): what a change refreshes. */
  userEveryViewer: (userId: string) => getGetLitUserDataQueryKey({ user_id: userId }),
  /** The global statistics (getGlobalStatData, global): categories, community, game demos. */
  globalStats: () => getGetGlobalStatDataQueryKey({ stat_type: GlobalStatType.Global }),
};
