/**
 * Writes to the content collections: new ids, creation and updates through @msw/data (each
 * tells the catalogs), and the counters. Stable API for the other domains: adjustArticleStat,
 * adjustWorksStat, setWorksTokenApply.
 */
import type { MockState } from "../../core/state";
import type { ArticleRecord, ItemCounters, WorksRecord } from "../../db/content";
import { ownCollection } from "../../db/copy-on-write";
import { articleCatalog, markChanged, worksCatalog } from "./catalog";

/** Seeded and created articles count up from here ("100001", …); works from "500001". */
export const ARTICLE_ID_BASE = 100_000;
export const WORKS_ID_BASE = 500_000;

const lastIds = new WeakMap<object, number>();

/** The next numeric id after the largest one in the collection (remembered per collection). */
function nextId(collection: object, ids: () => Iterable<string>, base: number): string {
  let last = lastIds.get(collection);
  if (last === undefined) {
    last = base;
    for (const id of ids()) {
      const n = Number(id);
      if (Number.isSafeInteger(n) && n > last) last = n;
    }
  }
  last += 1;
  lastIds.set(collection, last);
  return String(last);
}

export function nextArticleId(state: MockState): string {
  const collection = state.db.articles;
  return nextId(collection, () => collection.all().map((r) => r.lore_essay_id), ARTICLE_ID_BASE);
}

export function nextWorksId(state: MockState): string {
  const collection = state.db.works;
  return nextId(collection, () => collection.all().map((r) => r.works_id), WORKS_ID_BASE);
}

export async function createArticle(
  state: MockState,
  record: ArticleRecord,
): Promise<ArticleRecord> {
  const created = await state.db.articles.create(record);
  markChanged(state.db.articles);
  return created;
}

export async function createWorks(state: MockState, record: WorksRecord): Promise<WorksRecord> {
  const created = await state.db.works.create(record);
  markChanged(state.db.works);
  return created;
}

export async function updateArticle(
  state: MockState,
  record: ArticleRecord,
  change: (draft: ArticleRecord) => void,
): Promise<ArticleRecord> {
  // Records read from the collection carry its internal keys; the catalog types them plainly.
  const stored = record as Parameters<typeof state.db.articles.update>[0];
  const next = await state.db.articles.update(stored, { data: change });
  markChanged(state.db.articles);
  return next ?? record;
}

export async function updateWorks(
  state: MockState,
  record: WorksRecord,
  change: (draft: WorksRecord) => void,
): Promise<WorksRecord> {
  const stored = record as Parameters<typeof state.db.works.update>[0];
  const next = await state.db.works.update(stored, { data: change });
  markChanged(state.db.works);
  return next ?? record;
}

export type StatField = keyof ItemCounters;

/** The ranking-relevant counters: changing them drops the cached hot rankings. */
const RANKED: readonly StatField[] = ["browse_num", "like_num"];

/**
 * Adds delta to one counter of an undeleted article (never below 0) and answers the new value, or
 * null when there is no such article. For likes, collects, comments and the browse/share events.
 * Counters change the live record in place (O(1), synchronous under the hood): no list's
 * membership depends on them, and the hot ranking is recomputed on its next read.
 */
export async function adjustArticleStat(
  state: MockState,
  id: string,
  field: StatField,
  delta: number,
): Promise<number | null> {
  // In place: a collection shared with a sandbox is copied first (decision 0083).
  ownCollection(state.db, "articles");
  const catalog = articleCatalog(state);
  const record = catalog.byId.get(id);
  if (!record) return null;
  record.stat[field] = Math.max(0, record.stat[field] + delta);
  if (RANKED.includes(field)) catalog.hot.clear();
  return record.stat[field];
}

/** Adds delta to one counter of an undeleted work (never below 0); null when there is none. */
export async function adjustWorksStat(
  state: MockState,
  id: string,
  field: StatField,
  delta: number,
): Promise<number | null> {
  ownCollection(state.db, "works");
  const catalog = worksCatalog(state);
  const record = catalog.byId.get(id);
  if (!record) return null;
  record.stat[field] = Math.max(0, record.stat[field] + delta);
  if (RANKED.includes(field)) catalog.hot.clear();
  return record.stat[field];
}

/** Creator programme: marks a demo as used for an application and carries its audit status. */
export async function setWorksTokenApply(
  state: MockState,
  id: string,
  patch: Partial<Pick<WorksRecord, "is_token_apply" | "token_audit_status">>,
): Promise<WorksRecord | null> {
  const record = worksCatalog(state).byId.get(id);
  if (!record) return null;
  return updateWorks(state, record, (draft) => {
    if (patch.is_token_apply !== undefined) draft.is_token_apply = patch.is_token_apply;
    if (patch.token_audit_status !== undefined) draft.token_audit_status = patch.token_audit_status;
  });
}
