/**
 * Likes on works, articles, comments and replies: setting the state is idempotent, and the
 * item's like_num changes only on a real change (never below 0).
 */
import type { Flag, LikeType } from "@/generated/model";
import type { MockState } from "../../core/state";
import { isLiked } from "./queries";
import { bumpLikes, findLikeable } from "./targets";
import { refused, type Refusal } from "./refusal";

export async function setLike(
  state: MockState,
  userId: string,
  input: { like_type: LikeType; gid: string; is_like: Flag },
): Promise<Flag | Refusal> {
  const target = findLikeable(state, input.like_type, input.gid);
  if (!target) return refused("The item does not exist or is not public.");
  const liked = isLiked(state, userId, input.like_type, input.gid);
  if (input.is_like === 1 && !liked) {
    await state.db.likes.create({
      user_id: userId,
      like_type: input.like_type,
      gid: input.gid,
      created_at: state.now(),
    });
    await bumpLikes(state, target, 1);
  } else if (input.is_like === 0 && liked) {
    state.db.likes.deleteMany((q) =>
      q.where({ user_id: userId, like_type: input.like_type, gid: input.gid }),
    );
    await bumpLikes(state, target, -1);
  }
  return input.is_like;
}
