/**
 * The articles of the personal pages (portal.md §2.9, §2.10, §7): the signed-in author's drafts
 * (getLoreEssayAuditAll) and posted articles with their review state (getAuditPostsAll), a user's
 * published articles (getLoreUserHome), favourited articles read by id (batchGetLoreEssay), and
 * deleting one's own article (delLoreEssayAudit). Lists are read 300 at offset 0 (portal.md §9).
 */
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  getDelLoreEssayAuditMutationOptions,
  getGetAuditPostsAllQueryOptions,
  getGetLoreEssayAuditAllQueryOptions,
  getGetLoreUserHomeQueryOptions,
} from "@/generated/knowledge/knowledge";
import type { LoreEssay } from "@/generated/model";
import {
  combineById,
  forViewer,
  inBatches,
  PERSONAL_LIST_LIMIT,
  type ById,
} from "@/lib/viewer-queries";
import { articlesByIdsQueryOptions } from "./article";
import { knowledgeKeys } from "./keys";

/** batchGetLoreEssay reads at most this many ids at once (the contract's maxItems). */
const BATCH_SIZE = 100;
// Stable, so useQueries merges the batches again only when their answers change.
const combineArticles = combineById((article: LoreEssay) => article.lore_essay_id);

/** The signed-in author's article drafts (status 0), last edited first. */
export function useOwnArticleDrafts(viewerId: string) {
  const body = { lore_essay_limit: PERSONAL_LIST_LIMIT, lore_essay_offset: 0 };
  return useQuery(
    getGetLoreEssayAuditAllQueryOptions(body, {
      query: {
        queryKey: forViewer([...knowledgeKeys.ownArticles(), body] as const, viewerId),
        select: (data) => data.audit_base_data,
      },
    }),
  );
}

/** The signed-in author's posted articles (under review, failed review, published). */
export function useOwnPostedArticles(viewerId: string) {
  const body = { lore_essay_limit: PERSONAL_LIST_LIMIT, lore_essay_offset: 0 };
  return useQuery(
    getGetAuditPostsAllQueryOptions(body, {
      query: {
        queryKey: forViewer([...knowledgeKeys.postedArticles(), body] as const, viewerId),
        select: (data) => ({ items: data.audit_base_data, total: data.lore_essay_total }),
      },
    }),
  );
}

/** A user's published articles, newest release first (the guest page). */
export function useUserArticles(userId: string, viewerId: string | null) {
  const body = { user_id: userId, comm_limit: PERSONAL_LIST_LIMIT, comm_offset: 0 };
  return useQuery(
    getGetLoreUserHomeQueryOptions(body, {
      query: {
        queryKey: forViewer([...knowledgeKeys.userArticles(), body] as const, viewerId ?? ""),
        select: (data) => ({ items: data.base_data, total: data.comm_total }),
      },
    }),
  );
}

export type ArticlesById = ById<LoreEssay>;

/** Articles read by id in batches of 100 (favourites); enabled only when there are ids. */
export function useArticlesByIds(ids: readonly string[], viewerId: string | null): ArticlesById {
  return useQueries({
    queries: inBatches(ids, BATCH_SIZE).map((batch) => articlesByIdsQueryOptions(batch, viewerId)),
    combine: combineArticles,
  });
}

/**
 * Deletes one of the author's articles, draft or posted; every list of own and published articles
 * reloads once it is accepted. A failure rejects: the caller shows it (a toast).
 */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation(
    getDelLoreEssayAuditMutationOptions({
      mutation: {
        onSuccess: () =>
          Promise.all(
            [
              knowledgeKeys.ownArticles(),
              knowledgeKeys.postedArticles(),
              knowledgeKeys.userArticles(),
              knowledgeKeys.articleLists(),
            ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          ),
      },
    }),
  );
}
