/**
 * The knowledge index's lists (API group knowledge): the sections and the hot ranking, wrapped
 * once; both hand the page ArticleCard items (article-card.ts). The more page's endless list is
 * category-list.ts.
 * Failures are the queries' errors: the pages show them with QueryErrorView and its Retry.
 */
import { useQuery } from "@tanstack/react-query";
import {
  getGetLoreEssayHomeQueryOptions,
  getGetLoreEssayHotAllQueryOptions,
} from "@/generated/knowledge/knowledge";
import type { ContentCategory, LoreEssayHomeSection } from "@/generated/model";
import { toArticleCard, type ArticleCard } from "./article-card";
import { knowledgeKeys } from "./keys";
import { HOT_RANKING_SIZE } from "./limits";
import { startedByRoute } from "@/api/route-started";

export interface HomeSection {
  type: ContentCategory;
  /** The category's published articles (every category for the recommended section). */
  total: number;
  articles: ArticleCard[];
}

const toHomeSection = (section: LoreEssayHomeSection): HomeSection => ({
  type: section.lore_essay_type,
  total: section.lore_essay_total,
  articles: section.base_data.map(toArticleCard),
});

/** The index sections: recommended first, then each category that has articles. */
export const homeSectionsQueryOptions = () =>
  getGetLoreEssayHomeQueryOptions(
    {},
    {
      query: {
        queryKey: knowledgeKeys.home(),
        select: (data) => data.base_data.map(toHomeSection),
      },
    },
  );

export const useHomeSections = () => useQuery(startedByRoute(homeSectionsQueryOptions()));

/** The first HOT_RANKING_SIZE of the hot ranking, every category. */
export const hotRankingQueryOptions = () =>
  getGetLoreEssayHotAllQueryOptions(
    { lore_essay_limit: HOT_RANKING_SIZE, lore_essay_offset: 0 },
    {
      query: {
        queryKey: knowledgeKeys.hotRanking(),
        select: (data) => data.base_data.map(toArticleCard),
      },
    },
  );

export const useHotRanking = () => useQuery(startedByRoute(hotRankingQueryOptions()));

export type HotRankingQuery = ReturnType<typeof useHotRanking>;
