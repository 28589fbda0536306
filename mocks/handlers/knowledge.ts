/**
 * The knowledge group: published articles for readers (lists, search, hot ranking, home sections,
 * per-user lists, batch and detail reads) and the author's own articles (drafts, posted list,
 * editable copy, save/post through the audit, delete). See openapi/paths/knowledge and
 * docs/decisions/0004 and 0022.
 */
import type { HttpHandler } from "msw";
import {
  ContentCategory,
  PublishStatus,
  SubmitStatus,
  type LoreEssayHomeSection,
} from "@/generated/model";
import { getLoreEssayHomeResponseDataBaseDataItemBaseDataMax as HOME_SECTION_SIZE } from "@/generated/knowledge/knowledge.zod";
import { defineOperation, fail, ok, type BodyOf } from "../core/operation";
import { page } from "../core/paging";
import type { MockState } from "../core/state";
import type { ArticleContent, ArticleRecord } from "../db/content";
import { NOT_FOUND, NOT_OWNER, duplicateIn, refuse } from "../domains/content/answers";
import { auditDueAt, freshLifecycle } from "../domains/content/audit";
import { articleCatalog, hotIds, recordsOf, searchIds } from "../domains/content/catalog";
import { isBlank, isBlankHtml } from "../domains/content/rules";
import { createArticle, nextArticleId, updateArticle } from "../domains/content/store";
import {
  authorsOf,
  ownArticleView,
  publicArticleView,
  viewerOf,
  type ViewOptions,
} from "../views/content";

const idOf = (record: ArticleRecord) => record.lore_essay_id;

function viewOptions(state: MockState, userId: string | undefined, withBody = false): ViewOptions {
  return { viewer: viewerOf(state, userId, "article"), authors: authorsOf(state), withBody };
}

/** Public ids of one category (0 or absent: every category), newest release first. */
function publicIdsOf(state: MockState, type: number | undefined): string[] {
  const catalog = articleCatalog(state);
  return !type ? catalog.publicIds : (catalog.publicByType.get(type) ?? []);
}

/** The caller's undeleted articles, last edited first, filtered by copy status and category. */
function ownArticles(
  state: MockState,
  userId: string,
  statuses: readonly number[],
  type: number | undefined,
): ArticleRecord[] {
  const catalog = articleCatalog(state);
  return recordsOf(catalog, catalog.ownByUser.get(userId) ?? []).filter(
    (record) => statuses.includes(record.status) && (!type || record.copy.lore_essay_type === type),
  );
}

const POSTED: readonly number[] = [
  PublishStatus.Releasing,
  PublishStatus.AuditFailed,
  PublishStatus.AuditOk,
];
const DRAFT: readonly number[] = [PublishStatus.Draft];

type SetBody = BodyOf<"setLoreEssayAudit">;

function copyFrom(body: SetBody): ArticleContent {
  const cover = body.other_data?.medias?.cover;
  return {
    lore_essay_type: body.lore_essay_type,
    title: body.title,
    profiles: body.profiles ?? "",
    content: body.content,
    editor_type: body.editor_type ?? 0,
    base_data: { label: [...(body.base_data?.label ?? [])] },
    other_data: {
      tools_id: [...(body.other_data?.tools_id ?? [])],
      lore_essay_id: [...(body.other_data?.lore_essay_id ?? [])],
      medias: cover ? { cover: { ...cover } } : {},
    },
  };
}

/** Why a post (status 1) cannot go to review, or undefined when it can. */
function postProblem(body: SetBody): { en: string; zh: string } | undefined {
  if (isBlank(body.title)) return { en: "A title is needed to post.", zh: "发布需要填写标题" };
  if (isBlankHtml(body.content))
    return { en: "Content is needed to post.", zh: "发布需要填写正文" };
  if (body.lore_essay_type === ContentCategory.Recommended) {
    return { en: "Choose an article category (1-11) to post.", zh: "请选择文章分类" };
  }
  return undefined;
}

function newArticle(
  state: MockState,
  userId: string,
  copy: ArticleContent,
  post: boolean,
): ArticleRecord {
  return {
    lore_essay_id: nextArticleId(state),
    copy,
    ...freshLifecycle(state, userId, post),
  };
}

export const knowledgeHandlers: HttpHandler[] = [
  defineOperation(
    "getLoreEssay",
    ({ body, state, user }) => {
      const record = articleCatalog(state).byId.get(body.lore_essay_id);
      if (!record?.published) return ok({});
      return ok({ base_data: publicArticleView(record, viewOptions(state, user?.user_id, true)) });
    },
    { readOnly: true },
  ),

  defineOperation(
    "getLoreEssayAll",
    ({ body, state, user }) => {
      const catalog = articleCatalog(state);
      let ids = publicIdsOf(state, body.lore_essay_type);
      const needle = body.search_name?.trim().toLowerCase();
      if (needle) ids = searchIds(catalog, ids, needle, (record) => record.published!.title);
      const options = viewOptions(state, user?.user_id);
      const items = recordsOf(catalog, page(ids, body.lore_essay_offset, body.lore_essay_limit));
      return ok({
        base_data: items.map((record) => publicArticleView(record, options)),
        lore_essay_total: ids.length,
      });
    },
    { readOnly: true },
  ),

  defineOperation(
    "batchGetLoreEssay",
    ({ body, state, user }) => {
      const catalog = articleCatalog(state);
      const ids = [...new Set(body.lore_essay_id)];
      const found = recordsOf(catalog, ids).filter((record) => record.published);
      const options = viewOptions(state, user?.user_id);
      return ok({ base_data: found.map((record) => publicArticleView(record, options)) });
    },
    { readOnly: true },
  ),

  defineOperation(
    "getLoreEssayHotAll",
    ({ body, state, user }) => {
      const catalog = articleCatalog(state);
      const ranked = hotIds(catalog, body.lore_essay_type ?? 0, idOf);
      const options = viewOptions(state, user?.user_id);
      const items = recordsOf(catalog, page(ranked, body.lore_essay_offset, body.lore_essay_limit));
      return ok({
        base_data: items.map((record) => publicArticleView(record, options)),
        lore_essay_total: ranked.length,
      });
    },
    { readOnly: true },
  ),

  defineOperation(
    "getLoreEssayHome",
    ({ state, user }) => {
      const catalog = articleCatalog(state);
      const options = viewOptions(state, user?.user_id);
      const section = (type: ContentCategory, ids: string[]): LoreEssayHomeSection => ({
        lore_essay_type: type,
        base_data: recordsOf(catalog, ids.slice(0, HOME_SECTION_SIZE)).map((record) =>
          publicArticleView(record, options),
        ),
        lore_essay_total: ids.length,
      });
      const sections: LoreEssayHomeSection[] = [];
      if (catalog.publicIds.length > 0)
        sections.push(section(ContentCategory.Recommended, catalog.publicIds));
      for (const type of Object.values(ContentCategory)) {
        const ids = catalog.publicByType.get(type);
        if (type !== ContentCategory.Recommended && ids?.length) sections.push(section(type, ids));
      }
      return ok({ base_data: sections });
    },
    { readOnly: true },
  ),

  defineOperation(
    "getLoreUserHome",
    ({ body, state, user }) => {
      const catalog = articleCatalog(state);
      const ids = catalog.publicByUser.get(body.user_id) ?? [];
      const options = viewOptions(state, user?.user_id);
      const items = recordsOf(catalog, page(ids, body.comm_offset, body.comm_limit));
      return ok({
        base_data: items.map((record) => publicArticleView(record, options)),
        comm_total: ids.length,
      });
    },
    { readOnly: true },
  ),

  defineOperation(
    "getLoreEssayAudit",
    ({ body, state, user, language }) => {
      if (!user) return fail(100);
      const record = articleCatalog(state).byId.get(body.lore_essay_id);
      if (!record) return ok({});
      if (record.user_id !== user.user_id) return refuse(language, NOT_OWNER.en, NOT_OWNER.zh);
      return ok({ base_data: ownArticleView(record, viewOptions(state, user.user_id, true)) });
    },
    { readOnly: true },
  ),

  defineOperation(
    "getLoreEssayAuditAll",
    ({ body, state, user }) => {
      if (!user) return fail(100);
      const drafts = ownArticles(state, user.user_id, DRAFT, body.lore_essay_type);
      const options = viewOptions(state, user.user_id);
      return ok({
        audit_base_data: page(drafts, body.lore_essay_offset, body.lore_essay_limit).map((record) =>
          ownArticleView(record, options),
        ),
      });
    },
    { readOnly: true },
  ),

  defineOperation(
    "getAuditPostsAll",
    ({ body, state, user }) => {
      if (!user) return fail(100);
      const posted = ownArticles(state, user.user_id, POSTED, body.lore_essay_type);
      const options = viewOptions(state, user.user_id);
      return ok({
        audit_base_data: page(posted, body.lore_essay_offset, body.lore_essay_limit).map((record) =>
          ownArticleView(record, options),
        ),
        lore_essay_total: posted.length,
      });
    },
    { readOnly: true },
  ),

  defineOperation("setLoreEssayAudit", async ({ body, state, user, language }) => {
    if (!user) return fail(100);
    const id = body.lore_essay_id?.trim() ?? "";
    const existing = id ? articleCatalog(state).byId.get(id) : undefined;
    if (id && !existing) return refuse(language, NOT_FOUND.en, NOT_FOUND.zh);
    if (existing && existing.user_id !== user.user_id)
      return refuse(language, NOT_OWNER.en, NOT_OWNER.zh);
    const duplicate = duplicateIn({
      "base_data.label": body.base_data?.label,
      "other_data.tools_id": body.other_data?.tools_id,
      "other_data.lore_essay_id": body.other_data?.lore_essay_id,
    });
    if (duplicate)
      return refuse(language, `${duplicate} has a repeated entry.`, `${duplicate} 含有重复项`);
    const post = body.status === SubmitStatus.Post;
    const problem = post ? postProblem(body) : undefined;
    if (problem) return refuse(language, problem.en, problem.zh);

    const copy = copyFrom(body);
    if (!existing) {
      const created = await createArticle(state, newArticle(state, user.user_id, copy, post));
      return ok({ audit_base_data: { lore_essay_id: created.lore_essay_id } });
    }
    const now = state.now();
    const due = post ? auditDueAt(state) : null;
    await updateArticle(state, existing, (draft) => {
      draft.copy = copy;
      draft.status = post ? PublishStatus.Releasing : PublishStatus.Draft;
      draft.audit_opinion = "";
      draft.audit_due_at = due;
      draft.up_time = now;
      if (post) draft.submitted_at = now;
    });
    return ok({ audit_base_data: { lore_essay_id: existing.lore_essay_id } });
  }),

  defineOperation("delLoreEssayAudit", async ({ body, state, user, language }) => {
    if (!user) return fail(100);
    const record = articleCatalog(state).byId.get(body.lore_essay_id);
    if (!record) return ok({});
    if (record.user_id !== user.user_id) return refuse(language, NOT_OWNER.en, NOT_OWNER.zh);
    await updateArticle(state, record, (draft) => {
      draft.deleted = true;
      draft.audit_due_at = null;
    });
    return ok({});
  }),
];
