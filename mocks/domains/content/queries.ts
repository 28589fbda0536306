/**
 * Read helpers over articles and works, shared with the other domains (social, system, creator).
 * Stable API: findArticle, findPublicArticle, publicArticles, publicArticlesOf, findWorks,
 * findPublicWorks, publicWorks, publicWorksOf, articleCategoryStats, userArticleStats,
 * publicWorksBrowseTotal. All of them read the pre-sorted catalogs, so they are cheap on large
 * seeds. "Public" means published (an audit approved a version) and not deleted.
 */
import { ContentCategory, WorksType } from "@/generated/model";
import type { MockState } from "../../core/state";
import type { ArticleRecord, WorksRecord } from "../../db/content";
import { articleCatalog, recordsOf, worksCatalog } from "./catalog";

/** An undeleted article in any status (the author's view), or null. */
export function findArticle(state: MockState, id: string): ArticleRecord | null {
  return articleCatalog(state).byId.get(id) ?? null;
}

/** A published, undeleted article (readers' view: use record.published), or null. */
export function findPublicArticle(state: MockState, id: string): ArticleRecord | null {
  const record = findArticle(state, id);
  return record?.published ? record : null;
}

/** Published, undeleted articles, newest release first; of one category when type is 1-11. */
export function publicArticles(state: MockState, type = 0): ArticleRecord[] {
  const catalog = articleCatalog(state);
  return recordsOf(
    catalog,
    type === 0 ? catalog.publicIds : (catalog.publicByType.get(type) ?? []),
  );
}

/** A user's published, undeleted articles, newest release first. */
export function publicArticlesOf(state: MockState, userId: string): ArticleRecord[] {
  const catalog = articleCatalog(state);
  return recordsOf(catalog, catalog.publicByUser.get(userId) ?? []);
}

/** An undeleted work in any status, or null. */
export function findWorks(state: MockState, id: string): WorksRecord | null {
  return worksCatalog(state).byId.get(id) ?? null;
}

/** A published, undeleted work, or null. */
export function findPublicWorks(state: MockState, id: string): WorksRecord | null {
  const record = findWorks(state, id);
  return record?.published ? record : null;
}

/** Published, undeleted works, newest release first; of one works_type unless type is 0. */
export function publicWorks(state: MockState, type = 0): WorksRecord[] {
  const catalog = worksCatalog(state);
  return recordsOf(
    catalog,
    type === 0 ? catalog.publicIds : (catalog.publicByType.get(type) ?? []),
  );
}

/** A user's published, undeleted works, newest release first; of one works_type unless 0. */
export function publicWorksOf(state: MockState, userId: string, type = 0): WorksRecord[] {
  const catalog = worksCatalog(state);
  const all = recordsOf(catalog, catalog.publicByUser.get(userId) ?? []);
  return type === 0 ? all : all.filter((record) => record.works_type === type);
}

export interface CategoryStat {
  /** Published, undeleted articles of the category. */
  lore_essay_count: number;
  /** Sum of their browse_num. */
  browse_num: number;
}

/** Statistics per knowledge category 1-11 (getGlobalStatData), of published articles. */
export function articleCategoryStats(state: MockState): Map<ContentCategory, CategoryStat> {
  const stats = new Map<ContentCategory, CategoryStat>();
  for (const type of Object.values(ContentCategory)) {
    if (type === ContentCategory.Recommended) continue;
    const records = publicArticles(state, type);
    stats.set(type, {
      lore_essay_count: records.length,
      browse_num: records.reduce((sum, record) => sum + record.stat.browse_num, 0),
    });
  }
  return stats;
}

/** Sum of the browse_num of published game demos (getGlobalStatData's game_dome_data). */
export function publicWorksBrowseTotal(
  state: MockState,
  type: WorksType = WorksType.GameDemo,
): number {
  return publicWorks(state, type).reduce((sum, record) => sum + record.stat.browse_num, 0);
}

export interface UserArticleStat {
  /** Published, undeleted articles of the user. */
  posts: number;
  /** Sums over those articles. */
  browse: number;
  like: number;
  collect: number;
}

/** Knowledge statistics of one author (their published articles). */
export function userArticleStats(state: MockState, userId: string): UserArticleStat {
  const stat: UserArticleStat = { posts: 0, browse: 0, like: 0, collect: 0 };
  for (const record of publicArticlesOf(state, userId)) {
    stat.posts += 1;
    stat.browse += record.stat.browse_num;
    stat.like += record.stat.like_num;
    stat.collect += record.stat.collect_num;
  }
  return stat;
}
