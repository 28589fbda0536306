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
  ContentCategory,
  type Advertisement,
  type GlobalStatCategory,
  type GlobalStatLoreEssayData,
  ResultCode,
} from "@/generated/model";
import { badRequest, defineOperation, fail, ok, okWith } from "../core/operation";
import { seconds } from "../core/paging";
import { updateProfile } from "../domains/accounts/profile";
import { findUser, normalizeEmail } from "../domains/accounts/queries";
import { userView } from "../views/users";
import { isValidEmail, userNameCode } from "../domains/accounts/rules";
import { articleCategoryStats, publicWorksBrowseTotal } from "../domains/content/queries";
import { appendClientLog } from "../domains/system/client-logs";
import { fileComplaint } from "../domains/system/complaints";
import { recordEvent } from "../domains/system/events";
import { globalConfigEntries, promotedIds, shownAdvertisements } from "../domains/system/queries";
import { subscribe } from "../domains/system/subscriptions";
import { reserveUpload } from "../domains/system/uploads";

const commReportEvent = defineOperation("commReportEvent", async ({ body, state, user }) => {
  await recordEvent(state, {
    eventType: body.event_type,
    target: body.param_str[0] ?? "",
    userId: user?.user_id,
  });
  return ok({});
});

const getGlobalTypeData = defineOperation(
  "getGlobalTypeData",
  ({ body, state }) => {
    const entries = globalConfigEntries(state, body.global_type_id).map(
      ({ type_id, param, param_str }) => ({ type_id, param, param_str }),
    );
    return ok({ type_info: entries });
  },
  { readOnly: true },
);

const getAdvertise = defineOperation(
  "getAdvertise",
  ({ body, state, now }) => {
    const shown = shownAdvertisements(state, body.advertise_type, now).map((ad): Advertisement => ({
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
    const list = promotedIds(state, body.advertise_pos_type).map((g_id) => ({ g_id }));
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
    await subscribe(state, normalizeEmail(parsed.data.email));
    return ok({});
  },
  { bodyValidation: "resolver" },
);

const complaint = defineOperation("complaint", async ({ body, state, user }) => {
  const filed = await fileComplaint(state, user!.user_id, body);
  if (filed === "already-reported") return fail(ResultCode.AlreadyReported);
  if (filed === "first") return ok({});
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

    const updated = await updateProfile(state, user!.user_id, {
      user_name: change.user_name,
      user_profiles: change.user_profiles,
      user_url: change.user_url?.url,
      gender: change.gender,
      language: change.language,
    });
    return ok(userView(state, updated ?? user!, user!.user_id, { withStats: true }));
  },
  { bodyValidation: "resolver" },
);

const initUploadLsCos = defineOperation(
  "initUploadLsCos",
  async ({ body, state, user, request }) => {
    const record = await reserveUpload(state, {
      userId: user!.user_id,
      fileName: body.file_name,
      fileSize: body.file_size,
      contentType: body.content_type,
      absolute: (path) => new URL(path, request.url).href,
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
  await appendClientLog(state, {
    level: body.level,
    message: body.message,
    context: body.context ?? {},
    time: body.time,
    user_id: user?.user_id ?? "",
  });
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
