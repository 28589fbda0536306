/**
 * Favourites: collecting is idempotent (again → one favourite, moved to the top), removing too;
 * collect_num changes only on a real change (never below 0). Lists leave out items no longer public.
 */
import type { CollectItem, CollectType } from "@/generated/model";
import type { MockState } from "../../core/state";
import { seconds } from "../../core/paging";
import { refused, type Refusal } from "./refusal";
import { adjustContent, findPublicContent } from "./targets";

export async function collect(
  state: MockState,
  userId: string,
  input: { collect_type: CollectType; gid: string },
): Promise<"ok" | Refusal> {
  if (!findPublicContent(state, input.collect_type, input.gid)) {
    return refused("The work or article does not exist or is not published.");
  }
  // Re-collecting writes the favourite again, so it is the newest even within one millisecond.
  const previous = state.db.collects.deleteMany((q) =>
    q.where({ user_id: userId, collect_type: input.collect_type, gid: input.gid }),
  );
  await state.db.collects.create({
    user_id: userId,
    collect_type: input.collect_type,
    gid: input.gid,
    up_time: state.now(),
  });
  if (previous.length === 0)
    await adjustContent(state, input.collect_type, input.gid, "collect_num", 1);
  return "ok";
}

export async function uncollect(
  state: MockState,
  userId: string,
  input: { collect_type: CollectType; gid: string },
): Promise<void> {
  const removed = state.db.collects.deleteMany((q) =>
    q.where({ user_id: userId, collect_type: input.collect_type, gid: input.gid }),
  );
  if (removed.length > 0)
    await adjustContent(state, input.collect_type, input.gid, "collect_num", -1);
}

/** userId's favourites of a type whose item is still public, newest collect first. */
export function favourites(state: MockState, userId: string, type: CollectType): CollectItem[] {
  return state.db.collects
    .all()
    .filter(
      (c) =>
        c.user_id === userId && c.collect_type === type && findPublicContent(state, type, c.gid),
    )
    .sort((a, b) => a.up_time - b.up_time)
    .reverse()
    .map((c) => ({ gid: c.gid, collect_type: c.collect_type, up_time: seconds(c.up_time) }));
}
