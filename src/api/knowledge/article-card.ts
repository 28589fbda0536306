/**
 * What a list card shows of an article, and nothing more. Lists keep this slim copy instead of the
 * answer's articles (the related ids, tools, cover checksums and the full introduction stay out of
 * the cache), so that 10,000 loaded articles cost little memory on the more page.
 */
import type { ContentCategory, LoreEssay } from "@/generated/model";
import { truncateGraphemes } from "@/lib/graphemes";
import { CARD_INTRO_LENGTH, CARD_TAG_LIMIT } from "./limits";

export interface ArticleCard {
  id: string;
  type: ContentCategory;
  /** The title as the server sends it: HTML (platform lists render it, sanitised). */
  title: string;
  /** The start of the introduction, plain text. */
  intro: string;
  /** At most CARD_TAG_LIMIT tags, blanks left out. */
  tags: string[];
  coverUrl: string;
  authorId: string;
  authorName: string;
  authorAvatar: string;
  views: number;
  likes: number;
  /** Unix seconds of the release; 0 when unknown. */
  releasedAt: number;
}

/** The introduction's start: CARD_INTRO_LENGTH characters, "…" when it goes on. */
function excerpt(profiles: string | undefined): string {
  const text = profiles?.trim().replace(/\s+/g, " ") ?? "";
  if (text.length <= CARD_INTRO_LENGTH) return text;
  const cut = truncateGraphemes(text, CARD_INTRO_LENGTH);
  return cut.length < text.length ? `${cut.trimEnd()}…` : cut;
}

export function toArticleCard(article: LoreEssay): ArticleCard {
  return {
    id: article.lore_essay_id,
    type: article.lore_essay_type,
    title: article.title,
    intro: excerpt(article.profiles),
    tags: (article.base_data?.label ?? [])
      .map((tag) => tag.trim())
      .filter(Boolean)
      .slice(0, CARD_TAG_LIMIT),
    coverUrl: article.other_data?.medias?.cover?.url ?? "",
    authorId: article.user_id,
    authorName: article.user_data?.user_name ?? "",
    authorAvatar: article.user_data?.user_url ?? "",
    views: article.stat_data?.browse_num ?? 0,
    likes: article.stat_data?.like_num ?? 0,
    releasedAt: article.release_time ?? 0,
  };
}
