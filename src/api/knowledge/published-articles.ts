/**
 * Published articles (getLoreEssayAll, portal.md §2.2; with search_name, decisions.md §2), wrapped
 * once: a category's list pages (category-list.ts) and the editor's related-articles search
 * (draft.ts) both read them here, as slim cards (article-card.ts) with the answer's total.
 */
import { getLoreEssayAll } from "@/generated/knowledge/knowledge";
import type { GetLoreEssayAllBody } from "@/generated/model";
import { DeleteStatus } from "@/generated/model/deleteStatus";
import { toArticleCard, type ArticleCard } from "./article-card";

export interface ArticlePage {
  items: ArticleCard[];
  /** lore_essay_total of the answer: the published articles the body matches. */
  total: number;
}

export interface ReadOptions {
  signal?: AbortSignal;
  /**
   * Leave out articles marked deleted (a picker never offers them). A list addressed by offset
   * keeps every place, so its pages keep their positions.
   */
  withoutDeleted?: boolean;
}

export async function readPublishedArticles(
  body: GetLoreEssayAllBody,
  { signal, withoutDeleted = false }: ReadOptions = {},
): Promise<ArticlePage> {
  const data = await getLoreEssayAll(body, undefined, signal);
  const articles = withoutDeleted
    ? data.base_data.filter((article) => article.is_del_status !== DeleteStatus.Deleted)
    : data.base_data;
  return { items: articles.map(toArticleCard), total: data.lore_essay_total };
}
