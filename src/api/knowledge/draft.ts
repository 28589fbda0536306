/**
 * The author's own article as the editor reads and writes it (API group knowledge, portal.md §2.4,
 * §4, §7), wrapped once:
 * - the editable copy (getLoreEssayAudit; the detail's preview reads the same query);
 * - save or post (setLoreEssayAudit): status 0 saves a draft, 1 posts it for review; the answer's
 *   audit_base_data.lore_essay_id is the article's id from then on;
 * - the related-articles search (getLoreEssayAll with search_name, decisions.md §2, read through
 *   published-articles.ts, the list pages' wrapper too) and the chosen
 *   related articles' cards (batchGetLoreEssay, via useRelatedArticles of article.ts).
 * Failures: the editor's messages (saveError / postError / autosaveError, with apiErrorMessage's
 * reason) are shown by the page, which knows which button was used; the search shows its own error.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSetLoreEssayAuditMutationOptions } from "@/generated/knowledge/knowledge";
import type { SetLoreEssayAuditBody } from "@/generated/model/setLoreEssayAuditBody";
import { setLoreEssayAuditRules } from "@/generated/rules";
import type { ArticleCard } from "./article-card";
import { draftQueryOptions } from "./article";
import { knowledgeKeys } from "./keys";
import { readPublishedArticles } from "./published-articles";

/** The contract's limits of a saved article (setLoreEssayAudit's body rules). */
export const ARTICLE_RULES = setLoreEssayAuditRules;

/** How many search results the related-articles picker lists. */
export const RELATED_SEARCH_LIMIT = 20;

/** The author's editable copy of an article; null when it is missing or deleted. */
export const useEditableArticle = (id: string) =>
  useQuery({ ...draftQueryOptions(id), enabled: id !== "", refetchOnWindowFocus: false });

/** Saves (status 0) or posts (status 1) an article; answers the article's id. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation(
    getSetLoreEssayAuditMutationOptions({
      mutation: {
        onSuccess: async (data, { data: body }) => {
          const id = data.audit_base_data.lore_essay_id;
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: knowledgeKeys.draft(id) }),
            queryClient.invalidateQueries({ queryKey: knowledgeKeys.ownArticles() }),
            queryClient.invalidateQueries({ queryKey: knowledgeKeys.postedArticles() }),
            body.lore_essay_id
              ? queryClient.invalidateQueries({ queryKey: knowledgeKeys.article(id) })
              : undefined,
          ]);
        },
      },
    }),
  );
}

export type SaveArticleBody = SetLoreEssayAuditBody;

/** Published articles whose title contains the text (blank: no call); deleted ones left out. */
export function useArticleSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: knowledgeKeys.articleSearch(search, RELATED_SEARCH_LIMIT),
    queryFn: ({ signal }) =>
      readPublishedArticles(
        { lore_essay_limit: RELATED_SEARCH_LIMIT, lore_essay_offset: 0, search_name: search },
        { signal, withoutDeleted: true },
      ),
    enabled: search !== "",
    placeholderData: keepPreviousData,
    select: (page): ArticleCard[] => page.items,
  });
}
