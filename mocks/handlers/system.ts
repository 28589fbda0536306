/**
 * The system group: events, global config, advertisements, user records, global statistics,
 * subscriptions, complaints, profile updates, upload reservations and client logs, as the path
 * descriptions and decision 0002 say.
 */
import type { HttpHandler } from "msw";
import { z } from "zod";
import {
  emailCollectBody,
  initUploadLsCosResponseDataResultPlatformDefault,
  setLitUserDataBody,
} from "@/generated/system/system.zod";
import {
  AdvertisePosition,
  ContentCategory,
  EventType,
  type Advertisement,
  type GlobalStatCategory,
  type GlobalStatLoreEssayData,
  ResultCode,
} from "@/generated/model";
import { badRequest, defineOperation, fail, ok, okWith } from "../core/operation";
import { fileUrlFor, uploadUrlFor } from "../core/files";
import { seconds } from "../core/paging";
import type { MockState } from "../core/state";
import { CLIENT_LOG_LIMIT } from "../db/system";
import { findUser, normalizeEmail, userView } from "../accounts/queries";
import { isValidEmail, userNameCode } from "../accounts/rules";
import { sendMail } from "../accounts/mailbox";
import { randomHex } from "../accounts/secrets";
import {
  articleCategoryStats,
  findPublicArticle,
  findPublicWorks,
  publicWorksBrowseTotal,
} from "../content/queries";
import { adjustArticleStat, adjustWorksStat, type StatField } from "../content/store";

/** The item counter each event type adds to (page views count only in eventCounters). */
const EVENT_STAT: Partial<Record<EventType, { kind: "article" | "works"; field: StatField }>> = {
  [EventType.EssayBrowse]: { kind: "article", field: "browse_num" },
  [EventType.EssayShare]: { kind: "article", field: "share_num" },
  [EventType.WorkBrowse]: { kind: "works", field: "browse_num" },
  [EventType.WorkShare]: { kind: "works", field: "share_num" },
  [EventType.WorkDownload]: { kind: "works", field: "download_num" },
};

async function countEvent(
  state: MockState,
  event_type: EventType,
  target: string,
  user_id: string,
): Promise<void> {
  const where = { event_type, target, user_id };
  const now = state.now();
  const existing = state.db.eventCounters.findFirst((q) => q.where(where));
  if (existing) {
    await state.db.eventCounters.update((q) => q.where(where), {
      data(record) {
        record.count += 1;
        record.last_at = now;
      },
    });
  } else {
    await state.db.eventCounters.create({ ...where, count: 1, last_at: now });
  }
}

const commReportEvent = defineOperation("commReportEvent", async ({ body, state, user }) => {
  const target = body.param_str[0] ?? "";
  await countEvent(state, body.event_type, target, "");
  if (user) await countEvent(state, body.event_type, "*", user.user_id);
  const stat = EVENT_STAT[body.event_type];
  if (stat && target) {
    // An id that names no item changes nothing (the helpers answer null).
    if (stat.kind === "article") await adjustArticleStat(state, target, stat.field, 1);
    else await adjustWorksStat(state, target, stat.field, 1);
  }
  return ok({});
});

const getGlobalTypeData = defineOperation(
  "getGlobalTypeData",
  ({ body, state }) => {
    const entries = state.db.globalConfig
      .all()
      .filter((entry) => body.global_type_id === undefined || entry.type_id === body.global_type_id)
      .sort((a, b) => a.type_id - b.type_id)
      .map(({ type_id, param, param_str }) => ({ type_id, param, param_str }));
    return ok({ type_info: entries });
  },
  { readOnly: true },
);

const getAdvertise = defineOperation(
  "getAdvertise",
  ({ body, state, now }) => {
    const shown = state.db.advertisements
      .findMany((q) => q.where({ position: body.advertise_type }))
      .filter((ad) => ad.start_time <= now && now < ad.end_time)
      .sort((a, b) => b.up_time - a.up_time || (a.advertise_id < b.advertise_id ? 1 : -1))
      .map((ad): Advertisement => ({
        g_id: ad.g_id,
        advertise_name: ad.advertise_name,
        images: ad.images,
        description: ad.description,
        web_url: ad.web_url,
        up_time: seconds(ad.up_time),
        start_time: seconds(ad.start_time),
        end_time: seconds(ad.end_time),
      }));
    return ok({ advertise_info: shown });
  },
  { readOnly: true },
);

const getAdvertisePos = defineOperation(
  "getAdvertisePos",
  ({ body, state }) => {
    const isPublic = (id: string) =>
      body.advertise_pos_type === AdvertisePosition.WorksHome
        ? findPublicWorks(state, id) !== null
        : findPublicArticle(state, id) !== null;
    const list = state.db.promotedItems
      .findMany((q) => q.where({ position: body.advertise_pos_type }))
      .sort((a, b) => a.order - b.order)
      .filter((item) => isPublic(item.g_id))
      .map((item) => ({ g_id: item.g_id }));
    return ok({ list });
  },
  { readOnly: true },
);

const getLitUserData = defineOperation(
  "getLitUserData",
  ({ body, state, user }) => {
    const found = findUser(state, body.user_id);
    if (!found) return ok({});
    return ok({ data: userView(state, found, user?.user_id, { withStats: true }) });
  },
  { readOnly: true },
);

/** lore_essay_data keys by category (getGlobalStatData's description). */
const CATEGORY_KEYS: Record<Exclude<ContentCategory, 0>, keyof GlobalStatLoreEssayData> = {
  [ContentCategory.Art2D]: "d2_data",
  [ContentCategory.Modeling3D]: "d3_data",
  [ContentCategory.VideoAnimation]: "video_data",
  [ContentCategory.AudioGeneration]: "mp3_data",
  [ContentCategory.TextGeneration]: "test_data",
  [ContentCategory.CodingAssistance]: "code_data",
  [ContentCategory.AiInGameProducing]: "a7_data",
  [ContentCategory.AiEmpoweredGames]: "a8_data",
  [ContentCategory.AiTechResources]: "a9_data",
  [ContentCategory.AiAcademicTheory]: "a10_data",
  [ContentCategory.TopHitsTrends]: "a11_data",
};

const getGlobalStatData = defineOperation(
  "getGlobalStatData",
  ({ state }) => {
    const stats = articleCategoryStats(state);
    const empty: GlobalStatCategory = { lore_essay_count: 0, browse_num: 0 };
    const lore = Object.fromEntries(
      Object.entries(CATEGORY_KEYS).map(([category, key]) => {
        const stat = stats.get(Number(category) as ContentCategory) ?? empty;
        return [key, { lore_essay_count: stat.lore_essay_count, browse_num: stat.browse_num }];
      }),
    ) as unknown as GlobalStatLoreEssayData;
    return ok({
      lore_essay_data: lore,
      works_data: { game_dome_data: { browse_num: publicWorksBrowseTotal(state) } },
    });
  },
  { readOnly: true },
);

const emailCollectShape = emailCollectBody.extend({ email: z.string() });

const emailCollect = defineOperation(
  "emailCollect",
  async ({ body, state }) => {
    const parsed = emailCollectShape.safeParse(body);
    if (!parsed.success) return badRequest("email: expected a string");
    if (!isValidEmail(parsed.data.email)) return fail(ResultCode.EmailInvalid);
    const email = normalizeEmail(parsed.data.email);
    if (!state.db.subscriptions.findFirst((q) => q.where({ email }))) {
      await state.db.subscriptions.create({ email, created_at: state.now() });
      await sendMail(state, {
        to: email,
        kind: "subscription",
        subject: "You are subscribed / 订阅成功",
        text: "Thanks for subscribing: news of the community and the creator programme will come to this address.\n感谢订阅：社区与创作者激励计划的最新消息将发送到此邮箱。",
      });
    }
    return ok({});
  },
  { bodyValidation: "resolver" },
);

const complaint = defineOperation("complaint", async ({ body, state, user }) => {
  const me = user!.user_id;
  const target = { c_type: body.c_type, g_id: body.g_id };
  const reports = state.db.complaints.findMany((q) => q.where(target));
  if (reports.some((report) => report.user_id === me)) return fail(ResultCode.AlreadyReported);
  await state.db.complaints.create({
    complaint_id: `complaint-${randomHex(8)}`,
    user_id: me,
    ...target,
    c_type_sub: body.c_type_sub,
    content: body.content,
    options: body.options ?? {},
    created_at: state.now(),
  });
  if (reports.length === 0) return ok({});
  return okWith(ResultCode.ReportAccepted, {});
});

const setLitUserDataShape = setLitUserDataBody.extend({
  user_name: z.string().optional(),
  email: z.string().optional(),
});

const setLitUserData = defineOperation(
  "setLitUserData",
  async ({ body, state, user }) => {
    const parsed = setLitUserDataShape.safeParse(body);
    if (!parsed.success) {
      return badRequest(
        parsed.error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join("; "),
      );
    }
    const change = parsed.data;
    if (change.user_name !== undefined) {
      const code = userNameCode(change.user_name);
      if (code) return fail(code);
    }
    // The e-mail never changes here: an invalid one answers 1306, a valid one is ignored.
    if (change.email !== undefined && !isValidEmail(change.email))
      return fail(ResultCode.EmailInvalid);

    const updated = await state.db.users.update((q) => q.where({ user_id: user!.user_id }), {
      data(record) {
        if (change.user_name !== undefined) record.user_name = change.user_name;
        if (change.user_profiles !== undefined) record.user_profiles = change.user_profiles;
        if (change.user_url !== undefined) record.user_url = change.user_url.url;
        if (change.gender !== undefined) record.gender = change.gender;
        if (change.language !== undefined) record.language = change.language;
      },
    });
    return ok(userView(state, updated ?? user!, user!.user_id, { withStats: true }));
  },
  { bodyValidation: "resolver" },
);

const initUploadLsCos = defineOperation(
  "initUploadLsCos",
  async ({ body, state, user, request }) => {
    const upload_id = `up-${randomHex(10)}`;
    // Object storage answers absolute URLs; so does the mock, on the origin the app talks to.
    const absolute = (path: string) => new URL(path, request.url).href;
    const record = await state.db.uploads.create({
      upload_id,
      user_id: user!.user_id,
      file_name: body.file_name,
      file_size: body.file_size,
      content_type: body.content_type,
      // The storage's identifier of the object: the bytes are not seen yet (decision 0002).
      sha1: randomHex(20),
      method: "PUT",
      upload_url: absolute(uploadUrlFor(upload_id)),
      url: absolute(fileUrlFor(upload_id)),
      created_at: state.now(),
      uploaded: false,
    });
    return ok({
      upload_url: record.upload_url,
      method: record.method,
      headers: { "Content-Type": record.content_type },
      result: {
        url: record.url,
        sha1: record.sha1,
        filesize: record.file_size,
        platform: initUploadLsCosResponseDataResultPlatformDefault,
      },
    });
  },
);

const logReport = defineOperation("logReport", async ({ body, state, user }) => {
  const logs = state.db.clientLogs.all();
  const log_id = logs.reduce((max, log) => Math.max(max, log.log_id), 0) + 1;
  await state.db.clientLogs.create({
    log_id,
    level: body.level,
    message: body.message,
    context: body.context ?? {},
    time: body.time,
    received_at: state.now(),
    user_id: user?.user_id ?? "",
  });
  // Keep only the newest CLIENT_LOG_LIMIT entries.
  if (logs.length + 1 > CLIENT_LOG_LIMIT) {
    const oldest = log_id - CLIENT_LOG_LIMIT;
    await state.db.clientLogs.deleteMany((q) => q.where({ log_id: (id) => id <= oldest }));
  }
  return ok({});
});

export const systemHandlers: HttpHandler[] = [
  commReportEvent,
  getGlobalTypeData,
  getAdvertise,
  getAdvertisePos,
  getLitUserData,
  getGlobalStatData,
  emailCollect,
  complaint,
  setLitUserData,
  initUploadLsCos,
  logReport,
];
