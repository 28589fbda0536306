/**
 * Reported events (commReportEvent): counters per event, target and user, and the counter of the
 * article or work the event names (browse, share, download), changed through the content domain.
 */
import { EventType } from "@/generated/model";
import type { MockState } from "../../core/state";
import { adjustArticleStat, adjustWorksStat, type StatField } from "../content/store";

/** The item counter each event type adds to (page views count only in eventCounters). */
const EVENT_STAT: Partial<Record<EventType, { kind: "article" | "works"; field: StatField }>> = {
  [EventType.EssayBrowse]: { kind: "article", field: "browse_num" },
  [EventType.EssayShare]: { kind: "article", field: "share_num" },
  [EventType.WorkBrowse]: { kind: "works", field: "browse_num" },
  [EventType.WorkShare]: { kind: "works", field: "share_num" },
  [EventType.WorkDownload]: { kind: "works", field: "download_num" },
};

async function countEvent(
  state: MockState,
  event_type: EventType,
  target: string,
  user_id: string,
): Promise<void> {
  const where = { event_type, target, user_id };
  const now = state.now();
  const existing = state.db.eventCounters.findFirst((q) => q.where(where));
  if (existing) {
    await state.db.eventCounters.update((q) => q.where(where), {
      data(record) {
        record.count += 1;
        record.last_at = now;
      },
    });
  } else {
    await state.db.eventCounters.create({ ...where, count: 1, last_at: now });
  }
}

/**
 * Counts one event on target (and, for a signed-in user, on their "*" counter: the user's own
 * activity), and adds to the named item's counter.
 */
export async function recordEvent(
  state: MockState,
  input: { eventType: EventType; target: string; userId: string | undefined },
): Promise<void> {
  const { eventType, target, userId } = input;
  await countEvent(state, eventType, target, "");
  if (userId) await countEvent(state, eventType, "*", userId);
  const stat = EVENT_STAT[eventType];
  if (stat && target) {
    // An id that names no item changes nothing (the helpers answer null).
    if (stat.kind === "article") await adjustArticleStat(state, target, stat.field, 1);
    else await adjustWorksStat(state, target, stat.field, 1);
  }
}
