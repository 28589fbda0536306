/**
 * The works group: published works for readers (paged by page index, per user, batch and detail
 * reads) and the author's own works (drafts, posted list, editable copy, save/post through the
 * audit, delete). See openapi/paths/works and docs/decisions/0004 and 0022.
 */
import type { HttpHandler } from "msw";
import { DownloadFlag, Platform, PublishStatus, SubmitStatus, WorksType } from "@/generated/model";
import { bodyRules } from "@/generated/rules";

import { defineOperation, fail, ok, type BodyOf } from "../core/operation";
import { page } from "../core/paging";
import type { MockState } from "../core/state";
import type { WorksContent, WorksRecord } from "../db/content";
import { NOT_FOUND, NOT_OWNER, duplicateIn, refuse } from "../domains/content/answers";
import { auditDueAt, freshLifecycle } from "../domains/content/audit";
import { recordsOf, worksCatalog } from "../domains/content/catalog";
import {
  IMAGE_WORK_FILE_MAX,
  IMAGE_WORK_TITLE_MAX,
  UNNAMED_WORK_TITLE,
  DEFAULT_WORKS_VERSION,
  isBlank,
  isBlankHtml,
} from "../domains/content/rules";
import { createWorks, nextWorksId, updateWorks } from "../domains/content/store";
import { graphemeLength } from "@/lib/graphemes";
import { FULL_HD, withinPixels } from "@/lib/upload-limits";
import {
  authorsOf,
  copyMedias,
  linkResolverFor,
  ownWorksView,
  publicWorksView,
  viewerOf,
  type WorksViewOptions,
} from "../views/content";

const MATERIALS_MAX = bodyRules.setWorksAudit["other_data.medias.pictures"].maxItems;

function viewOptions(
  state: MockState,
  request: Request,
  userId: string | undefined,
): WorksViewOptions {
  return {
    viewer: viewerOf(state, userId, "works"),
    authors: authorsOf(state),
    link: linkResolverFor(request),
  };
}

const POSTED: readonly number[] = [
  PublishStatus.Releasing,
  PublishStatus.AuditFailed,
  PublishStatus.AuditOk,
];
const DRAFT: readonly number[] = [PublishStatus.Draft];

/** The caller's undeleted works, last edited first, of some copy statuses and a works_type (0: all). */
function ownWorks(
  state: MockState,
  userId: string,
  statuses: readonly number[],
  type: number,
): WorksRecord[] {
  const catalog = worksCatalog(state);
  return recordsOf(catalog, catalog.ownByUser.get(userId) ?? []).filter(
    (record) => statuses.includes(record.status) && (type === 0 || record.works_type === type),
  );
}

type SetBody = BodyOf<"setWorksAudit">;
type Problem = { en: string; zh: string };

function copyFrom(body: SetBody): WorksContent {
  const other = body.other_data ?? {};
  const medias = other.medias ?? {};
  const gameDemo = other.game_demo ?? "";
  return {
    works_title: isBlank(body.works_title) ? UNNAMED_WORK_TITLE : body.works_title,
    profiles: body.profiles ?? "",
    works_version: isBlank(body.works_version) ? DEFAULT_WORKS_VERSION : body.works_version!,
    version_content: body.version_content ?? "",
    editor_type: body.editor_type ?? 0,
    photo_data: (body.photo_data ?? []).map((photo) => ({ ...photo })),
    base_data: {
      label: [...(body.base_data?.label ?? [])],
      platform: [...(body.base_data?.platform ?? [])],
    },
    other_data: {
      tools_id: [...(other.tools_id ?? [])],
      lore_essay_id: [...(other.lore_essay_id ?? [])],
      medias: copyMedias(medias),
      download:
        gameDemo.trim() !== "" && body.works_type !== WorksType.ArtCreativity
          ? DownloadFlag.Yes
          : DownloadFlag.No,
      game_web_url: other.game_web_url ?? "",
      game_demo: gameDemo,
      demo_file_name: other.demo_file_name ?? "",
      demo_file_size: other.demo_file_size ?? 0,
    },
  };
}

/** Checked on save and on post. */
function saveProblem(body: SetBody): Problem | undefined {
  const duplicate = duplicateIn({
    "base_data.label": body.base_data?.label,
    "base_data.platform": body.base_data?.platform,
    "other_data.tools_id": body.other_data?.tools_id,
    "other_data.lore_essay_id": body.other_data?.lore_essay_id,
  });
  if (duplicate) return { en: `${duplicate} has a repeated entry.`, zh: `${duplicate} 含有重复项` };
  const medias = body.other_data?.medias;
  const materials = (medias?.movie?.length ?? 0) + (medias?.pictures?.length ?? 0);
  // PromotionMaterialsLimit: movie and pictures together within the pictures' own maxItems (20).
  if (materials > MATERIALS_MAX) {
    return {
      en: `At most ${MATERIALS_MAX} videos and pictures together.`,
      zh: `视频和图片合计最多 ${MATERIALS_MAX} 个`,
    };
  }
  if (body.works_type === WorksType.ArtCreativity) {
    if (graphemeLength(body.works_title) > IMAGE_WORK_TITLE_MAX) {
      return {
        en: `An image work's title has at most ${IMAGE_WORK_TITLE_MAX} characters.`,
        zh: `图片作品标题最多 ${IMAGE_WORK_TITLE_MAX} 个字符`,
      };
    }
    const files = [...(medias?.cover ? [medias.cover] : []), ...(medias?.pictures ?? [])];
    if (files.some((file) => file.filesize > IMAGE_WORK_FILE_MAX)) {
      return {
        en: `An image work's pictures are at most ${IMAGE_WORK_FILE_MAX} bytes each.`,
        zh: "图片大小超出限制",
      };
    }
    // 1080P (platform.md §5, §9), in either orientation, for each picture whose size is given.
    const tooLarge = (body.photo_data ?? []).some(
      ({ width, height }) =>
        width !== undefined && height !== undefined && !withinPixels(FULL_HD, width, height),
    );
    if (tooLarge) {
      return {
        en: `An image work's pictures are at most ${FULL_HD.long} × ${FULL_HD.short} pixels (1080P).`,
        zh: "图片分辨率超出 1080P",
      };
    }
  }
  return undefined;
}

/** Checked on post only (status 1), per works_type. */
function postProblem(body: SetBody): Problem | undefined {
  if (isBlank(body.works_title))
    return { en: "A title is needed to post.", zh: "发布需要填写标题" };
  const other = body.other_data ?? {};
  const cover = other.medias?.cover;
  if (body.works_type === WorksType.ArtCreativity) {
    if (!body.photo_data?.length)
      return { en: "An image work needs at least one picture.", zh: "请至少上传一张图片" };
    if (!cover) return { en: "An image work needs a cover.", zh: "请选择封面" };
  }
  if (body.works_type === WorksType.GameDemo) {
    const platforms: readonly number[] = body.base_data?.platform ?? [];
    const desktop = platforms.includes(Platform.Windows) || platforms.includes(Platform.Macos);
    const web = platforms.includes(Platform.PcWeb);
    if (isBlankHtml(body.profiles))
      return { en: "A demo needs an introduction.", zh: "请填写作品介绍" };
    if (!desktop && !web)
      return {
        en: "Choose Windows, macOS or PC web.",
        zh: "请至少选择 Windows、macOS 或网页平台之一",
      };
    if (desktop && isBlank(other.game_demo))
      return { en: "Upload the game archive for Windows or macOS.", zh: "请上传游戏文件" };
    if (web && isBlank(other.game_web_url))
      return { en: "Give the online-experience URL for PC web.", zh: "请填写在线体验地址" };
    if (!cover) return { en: "A demo needs a cover.", zh: "请上传封面" };
    if ((other.medias?.movie?.length ?? 0) + (other.medias?.pictures?.length ?? 0) === 0) {
      return { en: "A demo needs at least one promotion material.", zh: "请至少上传一个宣传素材" };
    }
  }
  return undefined;
}

function newWorks(
  state: MockState,
  userId: string,
  type: WorksRecord["works_type"],
  copy: WorksContent,
  post: boolean,
): WorksRecord {
  return {
    works_id: nextWorksId(state),
    works_type: type,
    copy,
    ...freshLifecycle(state, userId, post),
    is_token_apply: 0,
    token_audit_status: -1,
  };
}

export const worksHandlers: HttpHandler[] = [
  defineOperation(
    "getWorks",
    ({ body, state, user, request }) => {
      const record = worksCatalog(state).byId.get(body.works_id);
      if (!record?.published) return ok({});
      return ok({ base_data: publicWorksView(record, viewOptions(state, request, user?.user_id)) });
    },
    { readOnly: true },
  ),

  defineOperation(
    "getWorksAll",
    ({ body, state, user, request }) => {
      const catalog = worksCatalog(state);
      const ids = !body.works_type
        ? catalog.publicIds
        : (catalog.publicByType.get(body.works_type) ?? []);
      const options = viewOptions(state, request, user?.user_id);
      const items = recordsOf(catalog, page(ids, body.works_offset, body.works_limit, "pages"));
      return ok({
        base_data: items.map((record) => publicWorksView(record, options)),
        works_total: ids.length,
      });
    },
    { readOnly: true },
  ),

  defineOperation(
    "batchGetWorks",
    ({ body, state, user, request }) => {
      const catalog = worksCatalog(state);
      const found = recordsOf(catalog, [...new Set(body.works_id)]).filter(
        (record) => record.published,
      );
      const options = viewOptions(state, request, user?.user_id);
      return ok({ base_data: found.map((record) => publicWorksView(record, options)) });
    },
    { readOnly: true },
  ),

  defineOperation(
    "getWorksUserAll",
    ({ body, state, user, request }) => {
      const catalog = worksCatalog(state);
      const all = recordsOf(catalog, catalog.publicByUser.get(body.user_id) ?? []);
      const matching =
        body.works_type === 0 ? all : all.filter((record) => record.works_type === body.works_type);
      const options = viewOptions(state, request, user?.user_id);
      return ok({
        base_data: page(matching, body.comm_offset, body.comm_limit).map((record) =>
          publicWorksView(record, options),
        ),
        comm_total: matching.length,
      });
    },
    { readOnly: true },
  ),

  defineOperation(
    "getWorksAudit",
    ({ body, state, user, request, language }) => {
      if (!user) return fail(100);
      const record = worksCatalog(state).byId.get(body.works_id);
      if (!record) return ok({});
      if (record.user_id !== user.user_id) return refuse(language, NOT_OWNER.en, NOT_OWNER.zh);
      return ok({ base_data: ownWorksView(record, viewOptions(state, request, user.user_id)) });
    },
    { readOnly: true },
  ),

  defineOperation(
    "userDraft",
    ({ body, state, user, request }) => {
      if (!user) return fail(100);
      const drafts = ownWorks(state, user.user_id, DRAFT, body.works_type);
      const options = viewOptions(state, request, user.user_id);
      return ok({
        audit_base_data: page(drafts, body.common_offset, body.common_limit).map((record) =>
          ownWorksView(record, options),
        ),
      });
    },
    { readOnly: true },
  ),

  defineOperation(
    "userFinish",
    ({ body, state, user, request }) => {
      if (!user) return fail(100);
      const posted = ownWorks(state, user.user_id, POSTED, body.works_type);
      const options = viewOptions(state, request, user.user_id);
      return ok({
        audit_base_data: page(posted, body.common_offset, body.common_limit).map((record) =>
          ownWorksView(record, options),
        ),
        common_total: posted.length,
      });
    },
    { readOnly: true },
  ),

  defineOperation("setWorksAudit", async ({ body, state, user, request, language }) => {
    if (!user) return fail(100);
    const id = body.works_id?.trim() ?? "";
    const existing = id ? worksCatalog(state).byId.get(id) : undefined;
    if (id && !existing) return refuse(language, NOT_FOUND.en, NOT_FOUND.zh);
    if (existing && existing.user_id !== user.user_id)
      return refuse(language, NOT_OWNER.en, NOT_OWNER.zh);
    if (!existing && body.works_type === WorksType.Game) {
      return refuse(language, "works_type must be 1, 2 or 3.", "作品类型只能是 1、2 或 3");
    }
    if (existing && existing.works_type !== body.works_type) {
      return refuse(language, "A work keeps its works_type.", "作品类型不可更改");
    }
    const post = body.status === SubmitStatus.Post;
    const problem = saveProblem(body) ?? (post ? postProblem(body) : undefined);
    if (problem) return refuse(language, problem.en, problem.zh);

    const copy = copyFrom(body);
    const options = viewOptions(state, request, user.user_id);
    if (!existing) {
      const created = await createWorks(
        state,
        newWorks(state, user.user_id, body.works_type, copy, post),
      );
      return ok({ audit_base_data: ownWorksView(created, options) });
    }
    const now = state.now();
    const due = post ? auditDueAt(state) : null;
    const saved = await updateWorks(state, existing, (draft) => {
      draft.copy = copy;
      draft.status = post ? PublishStatus.Releasing : PublishStatus.Draft;
      draft.audit_opinion = "";
      draft.audit_due_at = due;
      draft.up_time = now;
      if (post) draft.submitted_at = now;
    });
    return ok({ audit_base_data: ownWorksView(saved, options) });
  }),

  defineOperation("delWorksAudit", async ({ body, state, user, language }) => {
    if (!user) return fail(100);
    const record = worksCatalog(state).byId.get(body.works_id);
    if (!record) return ok({});
    if (record.user_id !== user.user_id) return refuse(language, NOT_OWNER.en, NOT_OWNER.zh);
    await updateWorks(state, record, (draft) => {
      draft.deleted = true;
      draft.audit_due_at = null;
    });
    return ok({});
  }),
];
