/**
 * Per-category statistics (getGlobalStatData, API group system) for the more page's header: the
 * total browse count of a category's published articles (platform.md §3: lore_essay_data keys
 * d2_data … a11_data). The recommended category (0) covers every category: the sum.
 */
import { useQuery } from "@tanstack/react-query";
import { getGetGlobalStatDataQueryOptions } from "@/generated/system/system";
import {
  ContentCategory,
  GlobalStatType,
  type GlobalStatCategory,
  type GlobalStatLoreEssayData,
} from "@/generated/model";
import { knowledgeKeys } from "@/api/knowledge/keys";

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

export const categoryStatsQueryOptions = (type: ContentCategory) =>
  getGetGlobalStatDataQueryOptions(
    { stat_type: GlobalStatType.Global },
    {
      query: {
        queryKey: knowledgeKeys.categoryStats(),
        select: (data) => statsOfCategory(data.lore_essay_data, type),
      },
    },
  );

export const useCategoryStats = (type: ContentCategory) =>
  useQuery(categoryStatsQueryOptions(type));
