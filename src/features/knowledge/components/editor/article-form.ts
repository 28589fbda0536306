/**
 * The article editor's form model (portal.md §2.4, §5): its values, the rules that refuse bad
 * input (limits from the generated rules, decisions.md §1 grapheme counting), and the mapping to
 * and from the contract's article. Pure functions: the page and the property tests share them.
 */
import { ContentCategory } from "@/generated/model/contentCategory";
import { EditorType } from "@/generated/model/editorType";
import { PublishStatus } from "@/generated/model/publishStatus";
import type { LoreEssay } from "@/generated/model/loreEssay";
import type { SetLoreEssayAuditBody } from "@/generated/model/setLoreEssayAuditBody";
import type { SubmitStatus } from "@/generated/model/submitStatus";
import { graphemeLength } from "@/lib/graphemes";
import { STORAGE_PLATFORM, type UploadedImage } from "@/lib/uploaded-image";
import type { TagLimits } from "@/lib/validation/tags";
import { ARTICLE_RULES as setLoreEssayAuditRules } from "@/api/knowledge/draft";

export const TITLE_MAX = setLoreEssayAuditRules.title.maxLength;
export const INTRODUCTION_MAX = setLoreEssayAuditRules.profiles.maxLength;
/** An article's tags: at most 5 of at most 30 characters (the operation's rules). */
export const TAG_LIMITS: TagLimits = {
  maxCount: setLoreEssayAuditRules["base_data.label"].maxItems,
  maxLength: setLoreEssayAuditRules["base_data.label[]"].maxLength,
};
export const RELATED_MAX = setLoreEssayAuditRules["other_data.lore_essay_id"].maxItems;

/** The categories an article can be filed under (0, "recommended", is a listing, not a category). */
export const ARTICLE_CATEGORIES: readonly ContentCategory[] = Object.values(ContentCategory)
  .filter((type) => type !== ContentCategory.Recommended)
  .sort((a, b) => a - b);

/** One image of the cover field (the shared upload queue's item). */
export type CoverImage = UploadedImage;

export interface ArticleFormValues {
  title: string;
  profiles: string;
  /** The body as HTML (editor_type 0). */
  content: string;
  /** 0 while none is chosen. */
  category: ContentCategory;
  tags: string[];
  cover: CoverImage[];
  /** Related article ids, in the chosen order. */
  related: string[];
}

export const emptyArticleValues = (): ArticleFormValues => ({
  title: "",
  profiles: "",
  content: "",
  category: ContentCategory.Recommended,
  tags: [],
  cover: [],
  related: [],
});

/** What the editor keeps of a loaded article beyond its values (sent back unchanged). */
export interface ArticleExtras {
  toolsIds: string[];
  coverSha1: string;
  coverPlatform: number;
}

export const noExtras = (): ArticleExtras => ({
  toolsIds: [],
  coverSha1: "",
  coverPlatform: STORAGE_PLATFORM,
});

const fileName = (url: string) => {
  const path = url.split(/[?#]/)[0] ?? "";
  return decodeURIComponent(path.slice(path.lastIndexOf("/") + 1)) || url;
};

/** The form's values and extras of a loaded article. */
export function fromArticle(article: LoreEssay): {
  values: ArticleFormValues;
  extras: ArticleExtras;
} {
  const cover = article.other_data?.medias?.cover;
  return {
    values: {
      title: article.title ?? "",
      profiles: article.profiles ?? "",
      content: article.content ?? "",
      category: ARTICLE_CATEGORIES.includes(article.lore_essay_type)
        ? article.lore_essay_type
        : ContentCategory.Recommended,
      tags: (article.base_data?.label ?? []).filter((tag) => tag.trim() !== ""),
      cover: cover?.url
        ? [
            {
              url: cover.url,
              width: 0,
              height: 0,
              bytes: cover.filesize ?? 0,
              name: fileName(cover.url),
              cover: true,
            },
          ]
        : [],
      related: (article.other_data?.lore_essay_id ?? []).filter((id) => id.trim() !== ""),
    },
    extras: {
      toolsIds: article.other_data?.tools_id ?? [],
      coverSha1: cover?.sha1 ?? "",
      coverPlatform: cover?.platform ?? STORAGE_PLATFORM,
    },
  };
}

/** The chosen cover: the image marked as cover, else the first. */
export const chosenCover = (images: readonly CoverImage[]): CoverImage | undefined =>
  images.find((image) => image.cover) ?? images[0];

/** The setLoreEssayAudit body for saving (status 0) or posting (status 1) these values. */
export function toSaveBody(
  values: ArticleFormValues,
  status: SubmitStatus,
  id: string,
  extras: ArticleExtras,
  loadedCoverUrl = "",
): SetLoreEssayAuditBody {
  const cover = chosenCover(values.cover);
  const sameCover = cover !== undefined && cover.url === loadedCoverUrl;
  return {
    ...(id ? { lore_essay_id: id } : {}),
    lore_essay_type: values.category,
    title: values.title,
    profiles: values.profiles,
    content: values.content,
    editor_type: EditorType.Tiny,
    status,
    base_data: { label: values.tags.map((tag) => tag.trim()).filter((tag) => tag !== "") },
    other_data: {
      tools_id: extras.toolsIds,
      lore_essay_id: values.related.slice(0, RELATED_MAX),
      ...(cover
        ? {
            medias: {
              cover: {
                url: cover.url,
                filesize: cover.bytes,
                sha1: sameCover ? extras.coverSha1 : "",
                platform: sameCover ? extras.coverPlatform : STORAGE_PLATFORM,
              },
            },
          }
        : {}),
    },
  };
}

/** Whether a body of HTML has nothing in it (no text and no image). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/gi, " ")
    .trim();
  return text === "";
}

export type EditorAction = "save" | "preview" | "post";

export type ArticleErrorKey =
  "titleEmpty" | "titleTooLong" | "contentEmpty" | "categoryRequired" | "introductionTooLong";

export type ArticleErrors = Partial<
  Record<"title" | "profiles" | "content" | "category", ArticleErrorKey>
>;

/**
 * The rules for an action (portal.md §5): every action keeps the limits; Post and Preview also need
 * a title, a body and a category (a draft may have none of them).
 */
export function validateArticle(values: ArticleFormValues, action: EditorAction): ArticleErrors {
  const errors: ArticleErrors = {};
  const full = action !== "save";
  if (graphemeLength(values.title) > TITLE_MAX) errors.title = "titleTooLong";
  else if (full && values.title.trim() === "") errors.title = "titleEmpty";
  if (graphemeLength(values.profiles) > INTRODUCTION_MAX) errors.profiles = "introductionTooLong";
  if (full && isBlankHtml(values.content)) errors.content = "contentEmpty";
  if (full && !ARTICLE_CATEGORIES.includes(values.category)) errors.category = "categoryRequired";
  return errors;
}

/** Whether the editor treats a loaded article as published (portal.md §4: any status but draft). */
export const isPublished = (status: PublishStatus | undefined) =>
  status !== undefined && status !== PublishStatus.Draft;

/** Two form states hold the same article (the dirty check). */
export const sameValues = (a: ArticleFormValues, b: ArticleFormValues) =>
  JSON.stringify(a) === JSON.stringify(b);
