/**
 * The article detail (API group knowledge, portal.md §2.3), wrapped once:
 * - the published article (getLoreEssay) or, in preview mode, the author's editable copy
 *   (getLoreEssayAudit); both select the article itself, or null when it is missing or deleted
 *   (the page shows its not-found view);
 * - the related articles of an article or a work (batchGetLoreEssay): the server answers the
 *   published ones among the ids, in their order (missing or deleted ids are left out);
 * - a refresh for the page after a confirmed like, favourite or follow (social widgets).
 * Failures are the queries' errors: the page shows QueryErrorView with Retry, except that a draft
 * the reader may not read (preview: another user's article answers HTTP 400, or any result code)
 * counts as not found (portal.md §2.3).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import {
  getBatchGetLoreEssayQueryOptions,
  getGetLoreEssayAuditQueryOptions,
  getGetLoreEssayQueryOptions,
} from "@/generated/knowledge/knowledge";
import { DeleteStatus, type LoreEssay } from "@/generated/model";
import type { batchGetLoreEssayRules } from "@/generated/rules";
import { forViewer } from "@/lib/viewer-queries";
import { toArticleCard, type ArticleCard } from "./article-card";
import { knowledgeKeys } from "./keys";
import { startedByRoute } from "@/api/route-started";

/**
 * The contract's bound on batchGetLoreEssay's id list, written out so that the detail pages do not
 * load the whole rules module; typed as the generated value, so a contract change fails tsc.
 */
const MAX_RELATED: (typeof batchGetLoreEssayRules)["lore_essay_id"]["maxItems"] = 100;

/** The article, or null when the answer has none or it is marked deleted. */
const readable = (article: LoreEssay | undefined): LoreEssay | null =>
  article && article.is_del_status !== DeleteStatus.Deleted ? article : null;

/** The published article, as a reader sees it. */
export const articleQueryOptions = (id: string) =>
  getGetLoreEssayQueryOptions(
    { lore_essay_id: id },
    { query: { queryKey: knowledgeKeys.article(id), select: (data) => readable(data.base_data) } },
  );

/** The author's own copy (any status), for preview mode. */
export const draftQueryOptions = (id: string) =>
  getGetLoreEssayAuditQueryOptions(
    { lore_essay_id: id },
    { query: { queryKey: knowledgeKeys.draft(id), select: (data) => readable(data.base_data) } },
  );

/**
 * The article of the detail page: the published one, or the draft in preview mode. An empty id
 * makes no call (the page shows not-found).
 */
export function useArticleDetail(id: string, preview: boolean) {
  const published = useQuery({
    ...startedByRoute(articleQueryOptions(id)),
    enabled: id !== "" && !preview,
  });
  const draft = useQuery({ ...draftQueryOptions(id), enabled: id !== "" && preview });
  return preview ? draft : published;
}

/** The related ids to ask for: distinct, without the article itself, within the contract's bound. */
export function relatedIdsOf(other: LoreEssay["other_data"], articleId: string): string[] {
  const ids = (other?.lore_essay_id ?? []).map((id) => id.trim());
  return [...new Set(ids)].filter((id) => id !== "" && id !== articleId).slice(0, MAX_RELATED);
}

/**
 * Published articles read by id (batchGetLoreEssay), wrapped once: a reader's favourites (keyed per
 * viewer, is_like and is_collect are theirs) and the related articles of an article or a work.
 */
export const articlesByIdsQueryOptions = (ids: string[], viewerId: string | null) =>
  getBatchGetLoreEssayQueryOptions(
    { lore_essay_id: ids },
    {
      query: {
        queryKey: forViewer(knowledgeKeys.related(ids), viewerId ?? ""),
        enabled: ids.length > 0,
        select: (data) => data.base_data,
      },
    },
  );

/**
 * The related articles as cards, in the order of `ids` (blank and repeated ids are dropped, at most
 * the contract's bound are asked for); the server leaves out missing and unpublished ones.
 */
export function useRelatedArticles(ids: readonly string[]) {
  const wanted = [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ""))].slice(
    0,
    MAX_RELATED,
  );
  // The cards show nothing that depends on the viewer: read as a visitor sees them.
  return useQuery({
    ...articlesByIdsQueryOptions(wanted, null),
    select: (data): ArticleCard[] => data.base_data.map(toArticleCard),
  });
}

/** Reloads the published article (after a confirmed like, favourite or follow). */
export function useRefreshArticle(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: knowledgeKeys.article(id) }),
    [queryClient, id],
  );
}
