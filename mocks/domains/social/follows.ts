/**
 * Follow relations: following and unfollowing are idempotent; yourself or an unknown user is
 * refused. The lists (most recent first) are answered by views/users.ts.
 */
import { FollowOperate } from "@/generated/model";
import type { MockState } from "../../core/state";
import { findUser } from "../accounts/queries";
import { isFollowing } from "./queries";
import { refused, type Refusal } from "./refusal";

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
