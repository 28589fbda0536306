/** Reads over the system collections: global config, advertisements and promoted items. */
import { AdvertisePosition } from "@/generated/model";
import type { MockState } from "../../core/state";
import type { AdvertisementRecord, GlobalConfigRecord } from "../../db/system";
import { findPublicArticle, findPublicWorks } from "../content/queries";

/** Global config entries of one type (every type when typeId is undefined), by type. */
export function globalConfigEntries(
  state: MockState,
  typeId: number | undefined,
): GlobalConfigRecord[] {
  return state.db.globalConfig
    .all()
    .filter((entry) => typeId === undefined || entry.type_id === typeId)
    .sort((a, b) => a.type_id - b.type_id);
}

/** The advertisements of a position shown at `now` (start_time <= now < end_time), newest first. */
export function shownAdvertisements(
  state: MockState,
  position: AdvertisePosition,
  now: number,
): AdvertisementRecord[] {
  return state.db.advertisements
    .findMany((q) => q.where({ position }))
    .filter((ad) => ad.start_time <= now && now < ad.end_time)
    .sort((a, b) => b.up_time - a.up_time || (a.advertise_id < b.advertise_id ? 1 : -1));
}

/** The promoted items of a position that are public (works home: works; else articles), in order. */
export function promotedIds(state: MockState, position: AdvertisePosition): string[] {
  const isPublic = (id: string) =>
    position === AdvertisePosition.WorksHome
      ? findPublicWorks(state, id) !== null
      : findPublicArticle(state, id) !== null;
  return state.db.promotedItems
    .findMany((q) => q.where({ position }))
    .sort((a, b) => a.order - b.order)
    .filter((item) => isPublic(item.g_id))
    .map((item) => item.g_id);
}
