/**
 * Follow relations: following and unfollowing are idempotent; yourself or an unknown user is
 * refused. Lists are most recent first, paged by the caller.
 */
import { FollowOperate, type FollowItem } from "@/generated/model";
import type { MockState } from "../core/state";
import { followeeIds, followerIds, isFollowing } from "./queries";
import { refused, type Refusal } from "./refusal";
import { findUser, followItem } from "./views";

export async function setFollow(
  state: MockState,
  userId: string,
  input: { user_id: string; operate: FollowOperate },
): Promise<"ok" | Refusal> {
  if (input.user_id === userId) return refused("You cannot follow or unfollow yourself.");
  if (!findUser(state, input.user_id)) return refused("The user does not exist.");
  const following = isFollowing(state, userId, input.user_id);
  if (input.operate === FollowOperate.Follow && !following) {
    await state.db.follows.create({
      follower_id: userId,
      followee_id: input.user_id,
      created_at: state.now(),
    });
  } else if (input.operate === FollowOperate.Unfollow && following) {
    state.db.follows.deleteMany((q) =>
      q.where({ follower_id: userId, followee_id: input.user_id }),
    );
  }
  return "ok";
}

/** One page of a follow list of ownerId, related to the viewer, with the list's total. */
export function followPage(
  state: MockState,
  list: "followees" | "followers",
  ownerId: string,
  viewerId: string | null,
  offset: number,
  limit: number,
): { info: FollowItem[]; comm_total: number } {
  const ids = (list === "followees" ? followeeIds : followerIds)(state, ownerId);
  const users = ids.flatMap((id) => findUser(state, id) ?? []);
  return {
    info: users
      .slice(offset, offset + limit)
      .map((user) => followItem(state, user, ownerId, viewerId)),
    comm_total: users.length,
  };
}
