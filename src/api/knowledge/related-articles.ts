/**
 * A work's related articles (other_data.lore_essay_id) through batchGetLoreEssay (knowledge group):
 * the published ones, in the work's order; missing or deleted ids are left out by the server.
 */
import { useQuery } from "@tanstack/react-query";
import { getBatchGetLoreEssayQueryOptions } from "@/generated/knowledge/knowledge";
import { batchGetLoreEssayRules } from "@/generated/rules";

const MAX_IDS = batchGetLoreEssayRules.lore_essay_id.maxItems;

export function useRelatedArticles(ids: readonly string[]) {
  const wanted = [...new Set(ids.filter((id) => id.trim() !== ""))].slice(0, MAX_IDS);
  return useQuery(
    getBatchGetLoreEssayQueryOptions(
      { lore_essay_id: wanted },
      { query: { select: (data) => data.base_data, enabled: wanted.length > 0 } },
    ),
  );
}
