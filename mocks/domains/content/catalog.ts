/**
 * Pre-sorted indexes over the articles and works collections, so a paged list over 10,000
 * articles answers in a few milliseconds instead of scanning and sorting per request.
 *
 * A catalog answers from cache while nothing was written: the collection's own create/update/
 * delete hooks and the content store mark it dirty. A dirty catalog compares a shallow snapshot of
 * collection.all() by reference (@msw/data replaces a record object on every update and appends
 * on create; microseconds for 10,000 records): a changed record whose list-relevant fields (its
 * signature) are unchanged only refreshes the record and the hot ranking; anything else rebuilds.
 * Writers that mutate a record in place call touchCatalog() (a structural change: the audit
 * resolution, which must be synchronous) or nothing (counters, which order no list but the hot
 * ranking, which adjustArticleStat/adjustWorksStat drop).
 */
import type { ArticleRecord, WorksRecord } from "../../db/content";
import type { MockState } from "../../core/state";
import { collectionIdentity } from "../../db/copy-on-write";

type ContentRecord = ArticleRecord | WorksRecord;

interface CatalogSpec<R extends ContentRecord> {
  id(record: R): string;
  /** Category (articles) or works_type (works) of the public version. */
  publicType(record: R): number;
  /** Everything a list's membership or order depends on. */
  signature(record: R): string;
}

export interface Catalog<R extends ContentRecord> {
  byId: Map<string, R>;
  /** Public (published, undeleted) ids, newest release first. */
  publicIds: string[];
  publicByType: Map<number, string[]>;
  publicByUser: Map<string, string[]>;
  /** Undeleted ids of each owner, last edited first (up_time desc, then id desc). */
  ownByUser: Map<string, string[]>;
  /** Ids whose copy waits for its audit (status 1), undeleted. */
  pendingIds: string[];
  /** Lazily built: hot rankings per type (0 = all); dropped when a counter changes. */
  hot: Map<number, string[]>;
  /** Lazily built: lower-cased public titles for search. */
  lowerTitles: Map<string, string> | null;
  /** Lazily built by the auditors: the pending audits (asked for on every request). */
  pendingAudits: unknown[] | null;
}

interface Cached<R extends ContentRecord> {
  catalog: Catalog<R>;
  snapshot: R[];
  signatures: string[];
  version: number;
}

/** Compares numeric-looking ids numerically (shorter first), others lexically. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

const versions = new WeakMap<object, number>();

/** Marks a collection as changed (for writers that mutate records in place). */
export function touchCatalog(written: object): void {
  const collection = collectionIdentity(written);
  versions.set(collection, (versions.get(collection) ?? 0) + 1);
  markChanged(collection);
}

interface Watch {
  /** Something may have changed since the last check. */
  dirty: boolean;
  /** The collection has no hooks to listen to: check on every read. */
  always: boolean;
}

interface Hooks {
  on(type: "create" | "update" | "delete", listener: () => void): unknown;
}

const watches = new WeakMap<object, Watch>();

/**
 * Listens to the collection's own create/update/delete hooks, so reads skip the comparison while
 * nothing was written. The hooks fire before the collection stores the change, so the mark is
 * repeated after the write settles (next macrotask).
 */
function watchOf(collection: object): Watch {
  let watch = watches.get(collection);
  if (watch) return watch;
  const hooks = (collection as { hooks?: Hooks }).hooks;
  const created: Watch = { dirty: true, always: !hooks };
  const mark = () => {
    created.dirty = true;
    setTimeout(() => {
      created.dirty = true;
    }, 0);
  };
  hooks?.on("create", mark);
  hooks?.on("update", mark);
  hooks?.on("delete", mark);
  watches.set(collection, created);
  watch = created;
  return watch;
}

/** Tells the catalog a write went through (the content store calls it after each write). */
export function markChanged(written: object): void {
  const watch = watches.get(collectionIdentity(written));
  if (watch) watch.dirty = true;
}

function push<K>(map: Map<K, string[]>, key: K, id: string): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}

function build<R extends ContentRecord>(records: readonly R[], spec: CatalogSpec<R>): Catalog<R> {
  const byId = new Map<string, R>();
  const publicRecords: R[] = [];
  const ownByUser = new Map<string, R[]>();
  const pendingIds: string[] = [];
  for (const record of records) {
    if (record.deleted) continue;
    const id = spec.id(record);
    byId.set(id, record);
    if (record.published) publicRecords.push(record);
    if (record.status === 1) pendingIds.push(id);
    const own = ownByUser.get(record.user_id);
    if (own) own.push(record);
    else ownByUser.set(record.user_id, [record]);
  }
  publicRecords.sort((a, b) => b.sort_key - a.sort_key || compareIds(spec.id(b), spec.id(a)));
  const publicIds: string[] = [];
  const publicByType = new Map<number, string[]>();
  const publicByUser = new Map<string, string[]>();
  for (const record of publicRecords) {
    const id = spec.id(record);
    publicIds.push(id);
    push(publicByType, spec.publicType(record), id);
    push(publicByUser, record.user_id, id);
  }
  const ownIds = new Map<string, string[]>();
  for (const [userId, own] of ownByUser) {
    own.sort((a, b) => b.up_time - a.up_time || compareIds(spec.id(b), spec.id(a)));
    ownIds.set(userId, own.map(spec.id));
  }
  return {
    byId,
    publicIds,
    publicByType,
    publicByUser,
    ownByUser: ownIds,
    pendingIds,
    hot: new Map(),
    lowerTitles: null,
    pendingAudits: null,
  };
}

function counters(record: ContentRecord): string {
  return `${record.stat.browse_num}|${record.stat.like_num}`;
}

function createCatalogReader<R extends ContentRecord>(
  collectionOf: (state: MockState) => { all(): R[] },
  spec: CatalogSpec<R>,
) {
  const cache = new WeakMap<object, Cached<R>>();

  const read = (state: MockState): Catalog<R> => {
    // A collection sandboxes share (docs/decisions/0083) has one catalog for all of them.
    const collection = collectionIdentity(collectionOf(state));
    const watch = watchOf(collection);
    const version = versions.get(collection) ?? 0;
    const cached = cache.get(collection);
    if (cached && cached.version === version && !watch.dirty && !watch.always)
      return cached.catalog;
    watch.dirty = false;
    const records = collection.all();
    if (cached && cached.version === version && cached.snapshot.length === records.length) {
      let structural = false;
      let countersChanged = false;
      const changed: number[] = [];
      for (let i = 0; i < records.length; i += 1) {
        if (records[i] !== cached.snapshot[i]) changed.push(i);
      }
      for (const i of changed) {
        const next = records[i]!;
        if (spec.signature(next) !== cached.signatures[i]) {
          structural = true;
          break;
        }
        if (counters(next) !== counters(cached.snapshot[i]!)) countersChanged = true;
      }
      if (!structural) {
        for (const i of changed) {
          const next = records[i]!;
          cached.snapshot[i] = next;
          if (!next.deleted) cached.catalog.byId.set(spec.id(next), next);
        }
        if (countersChanged) cached.catalog.hot.clear();
        return cached.catalog;
      }
    }
    const catalog = build(records, spec);
    cache.set(collection, {
      catalog,
      snapshot: records.slice(),
      signatures: records.map(spec.signature),
      version,
    });
    return catalog;
  };

  /**
   * The catalog as last built, without checking for changes: for a batch of in-place writes
   * (resolving many audits) that would otherwise rebuild it once per write. Record objects in it
   * are live unless the collection replaced them since the last read.
   */
  const peek = (state: MockState): Catalog<R> =>
    cache.get(collectionIdentity(collectionOf(state)))?.catalog ?? read(state);

  return Object.assign(read, { peek });
}

export const articleCatalog = createCatalogReader<ArticleRecord>((state) => state.db.articles, {
  id: (r) => r.lore_essay_id,
  publicType: (r) => r.published?.lore_essay_type ?? 0,
  signature: (r) =>
    [
      r.user_id,
      r.deleted ? 1 : 0,
      r.status,
      r.up_time,
      r.audit_due_at,
      r.sort_key,
      r.copy.lore_essay_type,
      r.published ? `${r.published.lore_essay_type}:${r.published.title}` : "-",
    ].join("\u0001"),
});

export const worksCatalog = createCatalogReader<WorksRecord>((state) => state.db.works, {
  id: (r) => r.works_id,
  publicType: (r) => r.works_type,
  signature: (r) =>
    [
      r.user_id,
      r.deleted ? 1 : 0,
      r.status,
      r.up_time,
      r.audit_due_at,
      r.sort_key,
      r.works_type,
      r.published ? r.published.works_title : "-",
    ].join("\u0001"),
});

/** Resolves ids to records of a catalog (ids always resolve: the catalog holds only undeleted ones). */
export function recordsOf<R extends ContentRecord>(
  catalog: Catalog<R>,
  ids: readonly string[],
): R[] {
  const out: R[] = [];
  for (const id of ids) {
    const record = catalog.byId.get(id);
    if (record) out.push(record);
  }
  return out;
}

/** The hot ranking of public items (browse_num desc, like_num desc, newest release, id), cached. */
export function hotIds<R extends ContentRecord>(
  catalog: Catalog<R>,
  type: number,
  idOf: (r: R) => string,
): string[] {
  const cached = catalog.hot.get(type);
  if (cached) return cached;
  const ids = type === 0 ? catalog.publicIds : (catalog.publicByType.get(type) ?? []);
  const ranked = recordsOf(catalog, ids)
    .sort(
      (a, b) =>
        b.stat.browse_num - a.stat.browse_num ||
        b.stat.like_num - a.stat.like_num ||
        b.sort_key - a.sort_key ||
        compareIds(idOf(b), idOf(a)),
    )
    .map(idOf);
  catalog.hot.set(type, ranked);
  return ranked;
}

/** Public ids whose title contains the (already trimmed, lower-cased) needle, in list order. */
export function searchIds<R extends ContentRecord>(
  catalog: Catalog<R>,
  ids: readonly string[],
  needle: string,
  titleOf: (r: R) => string,
): string[] {
  if (!catalog.lowerTitles) {
    const titles = new Map<string, string>();
    for (const id of catalog.publicIds)
      titles.set(id, titleOf(catalog.byId.get(id)!).toLowerCase());
    catalog.lowerTitles = titles;
  }
  const titles = catalog.lowerTitles;
  return ids.filter((id) => titles.get(id)?.includes(needle));
}
