/**
 * Helpers of the article-detail tests: seeded ids, rewriting an article in the mock's store, and
 * the page's texts in the current language.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { i18n } from "@/lib/i18n";
import { articleCatalog } from "@mocks/domains/content/catalog";
import { updateArticle } from "@mocks/domains/content/store";
import type { ArticleContent } from "@mocks/db/content";
import { CREATOR_ARTICLE_IDS } from "@mocks/seed/content";
import { state } from "@mocks/testing";

/** The creator's newest published article (HTML, h1/h2 headings, figures, related articles). */
export const ARTICLE = CREATOR_ARTICLE_IDS.published[0]!;
/** The creator's draft (never published). */
export const DRAFT = CREATOR_ARTICLE_IDS.draft;

/** A seeded article its author deleted (the seed gives one such article for every seed). */
export function deletedArticleId(): string {
  const record = state()
    .db.articles.all()
    .find((item) => item.deleted);
  if (!record) throw new Error("the seed has no deleted article");
  return record.lore_essay_id;
}

/** An article of another user (not the creator) that is published. */
export function othersArticleId(): string {
  const catalog = articleCatalog(state());
  const id = catalog.publicIds.find((item) => catalog.byId.get(item)?.user_id !== "1001");
  if (!id) throw new Error("no published article of another user");
  return id;
}

/** Rewrites the published version of an article (what getLoreEssay answers). */
export async function publishContent(id: string, change: Partial<ArticleContent>): Promise<void> {
  const record = articleCatalog(state()).byId.get(id);
  if (!record?.published) throw new Error(`article ${id} is not published`);
  await updateArticle(state(), record, (draft) => {
    draft.published = { ...draft.published!, ...change };
  });
}

/** The published version of a seeded article, as stored. */
export function storedArticle(id: string): ArticleContent {
  const record = articleCatalog(state()).byId.get(id);
  if (!record?.published) throw new Error(`article ${id} is not published`);
  return record.published;
}

/** Browse events the mock counted for an article. */
export function browseCount(id: string): number {
  return state()
    .db.eventCounters.all()
    .filter(
      (counter) => counter.event_type === 100 && counter.target === id && counter.user_id === "",
    )
    .reduce((sum, counter) => sum + counter.count, 0);
}

/** A text of the article page's namespaces (its own, then the knowledge pages') in the current language. */
const translate = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;

export const kx = (key: string, options?: Record<string, unknown>) =>
  translate(key, { ns: ["knowledgeDetail", "knowledge"], ...options });

/** The article, once it has loaded with its body (the sanitiser loads beside the article). */
export async function findArticle() {
  const article = await screen.findByTestId("article-detail", {}, { timeout: 8000 });
  await within(article).findByRole("heading", { level: 1 });
  await waitFor(() => expect(article.querySelector(".app-rich-text")).not.toBeNull(), {
    timeout: 8000,
  });
  return article;
}
