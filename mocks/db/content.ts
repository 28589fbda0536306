/**
 * Content collections: knowledge articles and works. Each item keeps two versions (decision 0004):
 * the author's editable `copy` (with its own publish status) and, once an audit approved it, the
 * `published` version readers see. Editing a published item changes only the copy; the published
 * version stays public until a newer one passes the audit.
 */
import { Collection } from "@msw/data";
import { z } from "zod";
import type { ItemStat, LoreEssay, PhotoData, PublishStatus, Works } from "@/generated/model";

/** The fields of an article the author edits (and the audit judges). */
export type ArticleContent = Pick<
  LoreEssay,
  "lore_essay_type" | "title" | "profiles" | "content" | "editor_type" | "base_data" | "other_data"
>;

/** The fields of a work the author edits (and the audit judges). */
export type WorksContent = Pick<
  Works,
  | "works_title"
  | "profiles"
  | "works_version"
  | "version_content"
  | "editor_type"
  | "photo_data"
  | "base_data"
  | "other_data"
> & { photo_data: PhotoData[] };

/** Every counter present (never below 0). */
export type ItemCounters = Required<ItemStat>;

/** Internal fields shared by articles and works. Times are milliseconds (the API speaks seconds). */
export interface ContentItemBase {
  user_id: string;
  /** Status of the editable copy: 0 draft, 1 releasing (audit pending), 2 audit failed, 3 audit ok. */
  status: PublishStatus;
  /** Reason the last audit failed ("" otherwise). */
  audit_opinion: string;
  /** When a pending audit (status 1) resolves on its own; null when none is pending. */
  audit_due_at: number | null;
  /** When the copy was posted for audit (0 when never). */
  submitted_at: number;
  created_at: number;
  /** Last save/post of the copy. */
  up_time: number;
  /** First publication (0 until the first approved audit); kept by later publications. */
  release_time: number;
  /** up_time of the copy that became the published version (0 while never published). */
  published_up_time: number;
  /** Deleted by its author: hidden from every read. */
  deleted: boolean;
  /**
   * Public ordering key (newest release first): release_time, 0 while never published. Ties are
   * broken by the id (larger numeric id first), so the order is total and stable.
   */
  sort_key: number;
  stat: ItemCounters;
}

export interface ArticleRecord extends ContentItemBase {
  lore_essay_id: string;
  /** The author's working copy (what getLoreEssayAudit answers). */
  copy: ArticleContent;
  /** The public version; null until an audit approved a copy. */
  published: ArticleContent | null;
}

export interface WorksRecord extends ContentItemBase {
  works_id: string;
  /** A work keeps its type for life (1 demo, 2 resource, 3 image work; 0 game is seed-only). */
  works_type: Works["works_type"];
  copy: WorksContent;
  published: WorksContent | null;
  /** Creator programme: 1 when the demo was used for an application (creator engineer sets it). */
  is_token_apply: NonNullable<Works["is_token_apply"]>;
  token_audit_status: NonNullable<Works["token_audit_status"]>;
}

export function createContentCollections() {
  return {
    articles: new Collection({ schema: z.custom<ArticleRecord>() }),
    works: new Collection({ schema: z.custom<WorksRecord>() }),
  };
}
