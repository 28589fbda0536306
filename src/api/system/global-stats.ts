/**
 * The global statistics (getGlobalStatData, API group system, stat_type global), wrapped once and
 * read under one key (systemKeys.globalStats) by every page that shows a part of them:
 * - the knowledge more page's header: the total browse count of a category's published articles
 *   (platform.md §3: lore_essay_data keys d2_data … a11_data; the recommended category 0 sums
 *   every category);
 * - the landing page's community in numbers: published articles, their reads and the game demos'
 *   views;
 * - the works category header: the game demos' global view count.
 */
import { useQuery } from "@tanstack/react-query";
import { getGetGlobalStatDataQueryOptions } from "@/generated/system/system";
import {
  ContentCategory,
  GlobalStatType,
  type GetGlobalStatDataData,
  type GlobalStatCategory,
  type GlobalStatLoreEssayData,
} from "@/generated/model";
import { systemKeys } from "./keys";
import { startedByRoute } from "@/api/route-started";

type ArticleCategory = Exclude<ContentCategory, typeof ContentCategory.Recommended>;

/** The lore_essay_data key of each article category. */
export const CATEGORY_STAT_KEYS: Record<ArticleCategory, keyof GlobalStatLoreEssayData> = {
  [ContentCategory.Art2D]: "d2_data",
  [ContentCategory.Modeling3D]: "d3_data",
  [ContentCategory.VideoAnimation]: "video_data",
  [ContentCategory.AudioGeneration]: "mp3_data",
  [ContentCategory.TextGeneration]: "test_data",
  [ContentCategory.CodingAssistance]: "code_data",
  [ContentCategory.AiInGameProducing]: "a7_data",
  [ContentCategory.AiEmpoweredGames]: "a8_data",
  [ContentCategory.AiTechResources]: "a9_data",
  [ContentCategory.AiAcademicTheory]: "a10_data",
  [ContentCategory.TopHitsTrends]: "a11_data",
};

/** A category's statistics; for 0, the sums over every category. */
export function statsOfCategory(
  data: GlobalStatLoreEssayData,
  type: ContentCategory,
): GlobalStatCategory {
  if (type !== ContentCategory.Recommended) {
    return data[CATEGORY_STAT_KEYS[type]] ?? { lore_essay_count: 0, browse_num: 0 };
  }
  return Object.values(CATEGORY_STAT_KEYS).reduce<GlobalStatCategory>(
    (sum, key) => ({
      lore_essay_count: sum.lore_essay_count + (data[key]?.lore_essay_count ?? 0),
      browse_num: sum.browse_num + (data[key]?.browse_num ?? 0),
    }),
    { lore_essay_count: 0, browse_num: 0 },
  );
}

/** The global statistics under their one key; each reader picks its part with `select`. */
export const globalStatsQueryOptions = <T = GetGlobalStatDataData>(
  select: (data: GetGlobalStatDataData) => T,
) =>
  getGetGlobalStatDataQueryOptions(
    { stat_type: GlobalStatType.Global },
    { query: { queryKey: systemKeys.globalStats(), select } },
  );

export const categoryStatsQueryOptions = (type: ContentCategory) =>
  globalStatsQueryOptions((data) => statsOfCategory(data.lore_essay_data, type));

export const useCategoryStats = (type: ContentCategory) =>
  useQuery(categoryStatsQueryOptions(type));

export interface CommunityStats {
  articles: number;
  reads: number;
  demoViews: number;
}

/** Totals over every knowledge category, and the game demos' views. */
export function communityStatsOf(data: GetGlobalStatDataData): CommunityStats {
  const categories = Object.values(data.lore_essay_data);
  return {
    articles: categories.reduce((sum, category) => sum + (category.lore_essay_count ?? 0), 0),
    reads: categories.reduce((sum, category) => sum + (category.browse_num ?? 0), 0),
    demoViews: data.works_data.game_dome_data.browse_num ?? 0,
  };
}

export const communityStatsQueryOptions = () => globalStatsQueryOptions(communityStatsOf);

export const useCommunityStats = () => useQuery(startedByRoute(communityStatsQueryOptions()));

/** The works category header's global view count of the game demos. */
export const useGameDemoViews = () =>
  useQuery(globalStatsQueryOptions((data) => data.works_data.game_dome_data.browse_num));
