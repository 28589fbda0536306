/**
 * Article and work answers, a view across domains: the content record's public version (readers)
 * or editable copy (owner), with the author's user_data (accounts) and the viewer's is_like /
 * is_collect / is_comment flags (social). The social collections are read once per request, into
 * sets.
 */
import {
  CollectType,
  CommentType,
  DeleteStatus,
  LikeType,
  PublishStatus,
  type Flag,
  type LoreEssay,
  type UserBrief,
  type Works,
} from "@/generated/model";
import { seconds } from "../core/paging";
import type { MockState } from "../core/state";
import type {
  ArticleContent,
  ArticleRecord,
  ItemCounters,
  WorksContent,
  WorksRecord,
} from "../db/content";
import type { Db } from "../db";
import type { WorksMedias } from "@/generated/model";

interface Row {
  user_id?: unknown;
  gid?: unknown;
  like_type?: unknown;
  collect_type?: unknown;
  comment_type?: unknown;
  audit?: unknown;
}

function rowsOf(collection: { all(): unknown[] } | undefined): Row[] {
  try {
    return (collection?.all() ?? []) as Row[];
  } catch {
    return [];
  }
}

/**
 * Who is looking, and what they liked, collected and (publicly) commented on, for one kind of
 * item: is_like, is_collect and is_comment of every item in an answer.
 */
export interface Viewer {
  userId: string | null;
  liked: Set<string>;
  collected: Set<string>;
  commented: Set<string>;
}

export type ContentKind = "article" | "works";

export function viewerOf(
  state: MockState,
  userId: string | null | undefined,
  kind: ContentKind,
): Viewer {
  const viewer: Viewer = {
    userId: userId ?? null,
    liked: new Set(),
    collected: new Set(),
    commented: new Set(),
  };
  if (!userId) return viewer;
  const db = state.db as Partial<Db>;
  const likeType = kind === "article" ? LikeType.Essay : LikeType.Work;
  const collectType = kind === "article" ? CollectType.Essay : CollectType.Work;
  const commentType = kind === "article" ? CommentType.Essay : CommentType.Work;
  for (const row of rowsOf(db.likes)) {
    if (row.user_id === userId && row.like_type === likeType && typeof row.gid === "string")
      viewer.liked.add(row.gid);
  }
  for (const row of rowsOf(db.collects)) {
    if (row.user_id === userId && row.collect_type === collectType && typeof row.gid === "string")
      viewer.collected.add(row.gid);
  }
  for (const row of rowsOf(db.comments)) {
    if (
      row.user_id === userId &&
      row.comment_type === commentType &&
      (row.audit === undefined || row.audit === "public") &&
      typeof row.gid === "string"
    ) {
      viewer.commented.add(row.gid);
    }
  }
  return viewer;
}

/** Authors by id, read once per answer. */
export type Authors = (userId: string) => UserBrief;

export function authorsOf(state: MockState): Authors {
  let byId: Map<string, UserBrief> | undefined;
  return (userId) => {
    if (!byId) {
      byId = new Map();
      for (const user of state.db.users.all()) {
        byId.set(user.user_id, {
          user_name: user.user_name,
          user_url: user.user_url,
          user_profiles: user.user_profiles,
        });
      }
    }
    return byId.get(userId) ?? { user_name: `user${userId}`, user_url: "", user_profiles: "" };
  };
}

const flag = (value: boolean): Flag => (value ? 1 : 0);

const statOf = (stat: ItemCounters): ItemCounters => ({ ...stat });

export interface ViewOptions {
  viewer: Viewer;
  authors: Authors;
  /** Include the HTML body (detail reads); lists leave it out to stay light. */
  withBody?: boolean;
}

function articleFields(record: ArticleRecord, content: ArticleContent, options: ViewOptions) {
  const id = record.lore_essay_id;
  const essay: LoreEssay = {
    lore_essay_id: id,
    lore_essay_type: content.lore_essay_type,
    title: content.title,
    profiles: content.profiles ?? "",
    editor_type: content.editor_type ?? 0,
    status: PublishStatus.AuditOk,
    base_data: { label: [...(content.base_data?.label ?? [])] },
    other_data: {
      tools_id: [...(content.other_data?.tools_id ?? [])],
      lore_essay_id: [...(content.other_data?.lore_essay_id ?? [])],
      medias: content.other_data?.medias?.cover
        ? { cover: { ...content.other_data.medias.cover } }
        : {},
    },
    stat_data: statOf(record.stat),
    is_like: flag(options.viewer.liked.has(id)),
    is_collect: flag(options.viewer.collected.has(id)),
    is_comment: flag(options.viewer.commented.has(id)),
    is_del_status: DeleteStatus.Normal,
    user_id: record.user_id,
    user_data: options.authors(record.user_id),
  };
  if (options.withBody) essay.content = content.content ?? "";
  if (record.release_time > 0) essay.release_time = seconds(record.release_time);
  return essay;
}

/** The published version of an article, as readers see it (status 3). */
export function publicArticleView(record: ArticleRecord, options: ViewOptions): LoreEssay {
  const essay = articleFields(record, record.published!, options);
  essay.up_time = seconds(record.published_up_time);
  return essay;
}

/** The author's editable copy of an article, with its own status and audit opinion. */
export function ownArticleView(record: ArticleRecord, options: ViewOptions): LoreEssay {
  const essay = articleFields(record, record.copy, options);
  essay.status = record.status;
  essay.up_time = seconds(record.up_time);
  if (record.status === PublishStatus.AuditFailed) essay.audit_opinion = record.audit_opinion;
  return essay;
}

/** Stored links to files the mock serves are relative; the answer makes them absolute. */
export type LinkResolver = (url: string) => string;

export const linkResolverFor =
  (request: Request): LinkResolver =>
  (url) => {
    if (!url.startsWith("/")) return url;
    try {
      return new URL(url, request.url).toString();
    } catch {
      return url;
    }
  };

/** A work as answered: works_version is always present (the spec's default 0.0.1 applied). */
export type WorksView = Works & { works_version: string };

export interface WorksViewOptions extends ViewOptions {
  link: LinkResolver;
}

/** A deep copy of a work's media (cover, videos, pictures), so answers never share stored records. */
export function copyMedias(medias: WorksMedias): WorksMedias {
  return {
    ...(medias.cover ? { cover: { ...medias.cover } } : {}),
    movie: (medias.movie ?? []).map((file) => ({ ...file })),
    pictures: (medias.pictures ?? []).map((file) => ({ ...file })),
  };
}

function worksFields(
  record: WorksRecord,
  content: WorksContent,
  options: WorksViewOptions,
): WorksView {
  const id = record.works_id;
  const other = content.other_data ?? {};
  const medias = other.medias ?? {};
  const works: WorksView = {
    works_id: id,
    works_type: record.works_type,
    works_title: content.works_title,
    profiles: content.profiles ?? "",
    works_version: content.works_version ?? "0.0.1",
    version_content: content.version_content ?? "",
    editor_type: content.editor_type ?? 0,
    status: PublishStatus.AuditOk,
    user_id: record.user_id,
    user_data: options.authors(record.user_id),
    photo_data: content.photo_data.map((photo) => ({ ...photo })),
    base_data: {
      label: [...(content.base_data?.label ?? [])],
      platform: [...(content.base_data?.platform ?? [])],
    },
    other_data: {
      tools_id: [...(other.tools_id ?? [])],
      lore_essay_id: [...(other.lore_essay_id ?? [])],
      medias: copyMedias(medias),
      download: other.download ?? 0,
      game_web_url: options.link(other.game_web_url ?? ""),
      game_demo: options.link(other.game_demo ?? ""),
      demo_file_name: other.demo_file_name ?? "",
      demo_file_size: other.demo_file_size ?? 0,
    },
    stat_data: statOf(record.stat),
    is_like: flag(options.viewer.liked.has(id)),
    is_collect: flag(options.viewer.collected.has(id)),
    is_comment: flag(options.viewer.commented.has(id)),
    is_del_status: DeleteStatus.Normal,
    is_token_apply: record.is_token_apply,
    token_audit_status: record.token_audit_status,
  };
  if (record.release_time > 0) works.release_time = seconds(record.release_time);
  return works;
}

/** The published version of a work, as readers see it (status 3). */
export function publicWorksView(record: WorksRecord, options: WorksViewOptions): WorksView {
  const works = worksFields(record, record.published!, options);
  works.up_time = seconds(record.published_up_time);
  return works;
}

/** The author's editable copy of a work, with its own status and audit opinion. */
export function ownWorksView(record: WorksRecord, options: WorksViewOptions): WorksView {
  const works = worksFields(record, record.copy, options);
  works.status = record.status;
  works.up_time = seconds(record.up_time);
  if (record.status === PublishStatus.AuditFailed) works.audit_opinion = record.audit_opinion;
  return works;
}
