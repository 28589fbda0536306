/**
 * The knowledge group's query keys: the generated ones, named once (docs/api-layer.md). Lists,
 * pages and invalidations take their keys from here, never inline.
 */
import {
  getGetLoreEssayAllQueryKey,
  getGetLoreEssayHomeQueryKey,
  getGetLoreEssayHotAllQueryKey,
  getBatchGetLoreEssayQueryKey,
  getGetAuditPostsAllQueryKey,
  getGetLoreUserHomeQueryKey,
  getGetLoreEssayAuditAllQueryKey,
  getGetLoreEssayAuditQueryKey,
  getGetLoreEssayQueryKey,
} from "@/generated/knowledge/knowledge";
import { HOT_RANKING_SIZE } from "./limits";

export const knowledgeKeys = {
  /** The knowledge index sections (getLoreEssayHome). */
  home: () => getGetLoreEssayHomeQueryKey({}),
  /** The hot ranking of the index: its first page, every category. */
  hotRanking: () =>
    getGetLoreEssayHotAllQueryKey({ lore_essay_limit: HOT_RANKING_SIZE, lore_essay_offset: 0 }),
  /** Every list of published articles, whatever its body (the operation's path, the key's head). */
  articleLists: () => getGetLoreEssayAllQueryKey().slice(0, 1),
  /** One published article (getLoreEssay), as the detail page reads it. */
  article: (id: string) => getGetLoreEssayQueryKey({ lore_essay_id: id }),
  /** The author's editable copy of an article (getLoreEssayAudit): the detail's preview mode. */
  draft: (id: string) => getGetLoreEssayAuditQueryKey({ lore_essay_id: id }),
  /** Articles read by id (batchGetLoreEssay, in the ids' order): related articles, favourites. */
  related: (ids: readonly string[]) => getBatchGetLoreEssayQueryKey({ lore_essay_id: [...ids] }),
  /** Every list of the author's own articles (getLoreEssayAuditAll), whatever its body. */
  ownArticles: () => getGetLoreEssayAuditAllQueryKey().slice(0, 1),
  /** The editor's search for related articles (getLoreEssayAll with search_name). */
  articleSearch: (text: string, limit: number) =>
    getGetLoreEssayAllQueryKey({
      lore_essay_limit: limit,
      lore_essay_offset: 0,
      search_name: text,
    }),
  /** Every list of the author's posted articles with their review state (getAuditPostsAll). */
  postedArticles: () => getGetAuditPostsAllQueryKey().slice(0, 1),
  /** Every list of a user's published articles (getLoreUserHome), whoever the user. */
  userArticles: () => getGetLoreUserHomeQueryKey().slice(0, 1),
};
