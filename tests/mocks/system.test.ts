/**
 * The system group of the mock backend, through the generated client: events and counters, global
 * config, advertisements, user records, global statistics, subscriptions, complaints, profile
 * updates, upload reservations and client logs, with every result code they answer.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountLogin } from "@/generated/auth/auth";
import {
  commReportEvent,
  complaint,
  emailCollect,
  getAdvertise,
  getAdvertisePos,
  getGlobalStatData,
  getGlobalTypeData,
  getLitUserData,
  initUploadLsCos,
  logReport,
  setLitUserData,
} from "@/generated/system/system";
import {
  AdvertisePosition,
  ComplaintReason,
  ComplaintTarget,
  ContentCategory,
  EventType,
  GlobalConfigType,
  WorksType,
  type ComplaintBody,
} from "@/generated/model";
import { complaintRules, initUploadLsCosRules } from "@/generated/rules";
import { onSessionExpired, session } from "@/lib/session";
import { storeLanguage } from "@/lib/language";
import { advanceClock, lastMailTo, requestLog, state } from "@mocks/testing";
import { CREATOR, OTHER_USER_IDS, OTHER_USER_PASSWORD, READER } from "@mocks/seed/users";
import {
  programmeDatesAt,
  PROMOTED_ARTICLE_IDS,
  PROMOTED_WORKS_IDS,
  REPORTED_TARGETS,
} from "@mocks/seed/system";
import type { ArticleRecord, WorksRecord } from "@mocks/db/content";
import { zeroCounters } from "@mocks/domains/content/audit";
import { rejection } from "../api-helpers";

const codeOf = async (promise: Promise<unknown>) => (await rejection(promise)).code;
/** A success code other than 0 (complaint's 1502) resolves in the client: read it from the mock's log. */
const successCodeOf = async (promise: Promise<unknown>) => {
  await promise;
  return requestLog().at(-1)?.code;
};

async function signIn(email: string, user_password: string) {
  const user = await accountLogin({ email, user_password });
  session.setUser(user);
  return user;
}
const signInReader = () => signIn(READER.email, READER.password);
const signInCreator = () => signIn(CREATOR.email, CREATOR.password);

/** An article straight into the collection (ids 9xxxxx never clash with the content seed). */
async function addArticle(
  id: string,
  options: {
    type?: ContentCategory;
    published?: boolean;
    deleted?: boolean;
    browse?: number;
    user?: string;
  } = {},
) {
  const now = state().now();
  const content = {
    lore_essay_type: options.type ?? ContentCategory.Art2D,
    title: `Article ${id}`,
    profiles: "",
    content: "<p>x</p>",
  };
  // Only the fields the content queries read: the cast keeps this test independent of new
  // bookkeeping fields of the content records.
  const record = {
    lore_essay_id: id,
    user_id: options.user ?? CREATOR.user_id,
    status: options.published === false ? 0 : 3,
    audit_opinion: "",
    audit_due_at: null,
    submitted_at: now,
    created_at: now,
    up_time: now,
    release_time: options.published === false ? 0 : now,
    deleted: options.deleted ?? false,
    sort_key: now,
    stat: { ...zeroCounters(), browse_num: options.browse ?? 0 },
    copy: content,
    published: options.published === false ? null : content,
  } as ArticleRecord;
  await state().db.articles.create(record);
}

async function addWorks(
  id: string,
  options: { type?: WorksType; published?: boolean; browse?: number } = {},
) {
  const now = state().now();
  const content: WorksRecord["copy"] = { works_title: `Works ${id}`, profiles: "", photo_data: [] };
  const record = {
    works_id: id,
    works_type: options.type ?? WorksType.GameDemo,
    user_id: CREATOR.user_id,
    status: options.published === false ? 0 : 3,
    audit_opinion: "",
    audit_due_at: null,
    submitted_at: now,
    created_at: now,
    up_time: now,
    release_time: options.published === false ? 0 : now,
    deleted: false,
    sort_key: now,
    stat: { ...zeroCounters(), browse_num: options.browse ?? 0 },
    copy: content,
    published: options.published === false ? null : content,
    is_token_apply: 0,
    token_audit_status: -1,
  } as WorksRecord;
  await state().db.works.create(record);
}

const articleStat = (id: string) =>
  state().db.articles.findFirst((q) => q.where({ lore_essay_id: id }))!.stat;
const worksStat = (id: string) =>
  state().db.works.findFirst((q) => q.where({ works_id: id }))!.stat;
const eventAt = () => Math.floor(state().now() / 1000);

let stopListening: () => void;
beforeEach(() => {
  session.reload();
  storeLanguage("en");
  stopListening = onSessionExpired(() => undefined);
});
afterEach(() => {
  stopListening();
  session.clear();
});

describe("commReportEvent", () => {
  it("counts browse and share events on articles, and browse, share and download on works", async () => {
    await addArticle("900001");
    await addWorks("900501");
    const report = (event_type: EventType, id: string) =>
      commReportEvent({
        event_type,
        param: [eventAt()],
        param_str: [id, "/detail", `/detail?id=${id}`],
      });

    await report(EventType.EssayBrowse, "900001");
    await report(EventType.EssayBrowse, "900001");
    await report(EventType.EssayShare, "900001");
    await report(EventType.WorkBrowse, "900501");
    await report(EventType.WorkShare, "900501");
    await report(EventType.WorkDownload, "900501");
    await report(EventType.WorkDownload, "900501");

    expect(articleStat("900001")).toMatchObject({ browse_num: 2, share_num: 1 });
    expect(worksStat("900501")).toMatchObject({ browse_num: 1, share_num: 1, download_num: 2 });
  });

  it("records page views and unknown ids without changing anything, for visitors too", async () => {
    await expect(
      commReportEvent({
        event_type: EventType.PageView,
        param: [eventAt()],
        param_str: ["/knowledge?tab=2"],
      }),
    ).resolves.toEqual({});
    await commReportEvent({
      event_type: EventType.WorkBrowse,
      param: [eventAt()],
      param_str: ["no-such-work"],
    });
    const counter = (target: string) =>
      state().db.eventCounters.findFirst((q) => q.where({ target, user_id: "" }))?.count;
    expect(counter("/knowledge?tab=2")).toBe(1);
    expect(counter("no-such-work")).toBe(1);
  });

  it("counts a signed-in reader's essay browses in their own stat_data", async () => {
    await addArticle("900001");
    const reader = await signInReader();
    await commReportEvent({
      event_type: EventType.EssayBrowse,
      param: [eventAt()],
      param_str: ["900001"],
    });
    const { data } = await getLitUserData({ user_id: reader.user_id });
    expect(data?.stat_data?.lore_essay_browse_self_num).toBe(1);
  });

  it("answers HTTP 400 without param", async () => {
    const error = await rejection(
      commReportEvent({ event_type: EventType.PageView, param: [], param_str: [] }),
    );
    expect(error.status).toBe(400);
  });
});

describe("getGlobalTypeData", () => {
  it("answers every entry when no id is given, with the spec's defaults", async () => {
    const { type_info } = await getGlobalTypeData({});
    expect(type_info.map((entry) => entry.type_id)).toEqual([1, 2, 3, 4]);
    const byId = new Map(type_info.map((entry) => [entry.type_id, entry]));
    expect(byId.get(GlobalConfigType.ProjectDayLimit)?.param).toBe(1000);
    expect(byId.get(GlobalConfigType.FxRate)?.param).toBe(7);
    // The programme's window is around the seed's time: open now, whenever the backend is seeded.
    const dates = byId.get(GlobalConfigType.ProgrammeDates)?.param_str;
    expect(dates).toBe(programmeDatesAt(state().seededAt));
    const [opens, closes] = dates!.split(" to ").map((day) => Date.parse(`${day}T00:00:00Z`));
    expect(opens).toBeLessThan(state().seededAt);
    expect(closes).toBeGreaterThan(state().seededAt);
  });

  it("answers one entry: the API document markdown with h2/h3 headings and the token API", async () => {
    const { type_info } = await getGlobalTypeData({ global_type_id: GlobalConfigType.ApiDocument });
    expect(type_info).toHaveLength(1);
    const markdown = type_info[0]!.param_str;
    expect(markdown).toMatch(/^## /m);
    expect(markdown).toMatch(/^### /m);
    for (const text of [
      "/api/token",
      "Bearer {key}",
      "/chat/completions",
      "/claude/v1/message",
      "whisper",
      "/audio/speech",
    ]) {
      expect(markdown).toContain(text);
    }
  });

  it("answers an empty list for an id with no entry", async () => {
    await state().db.globalConfig.delete((q) => q.where({ type_id: GlobalConfigType.FxRate }));
    await expect(getGlobalTypeData({ global_type_id: GlobalConfigType.FxRate })).resolves.toEqual({
      type_info: [],
    });
  });
});

describe("advertisements", () => {
  it("getAdvertise answers the open advertisements of a position, newest up_time first", async () => {
    for (const position of [AdvertisePosition.WorksHome, AdvertisePosition.LoreEssayHome]) {
      const { advertise_info } = await getAdvertise({ advertise_type: position });
      const now = Math.floor(state().now() / 1000);
      expect(advertise_info.length).toBeGreaterThan(0);
      for (const ad of advertise_info) {
        expect(ad.start_time!).toBeLessThanOrEqual(now);
        expect(ad.end_time!).toBeGreaterThan(now);
        expect(ad.images).toMatch(/^\/__files\/img\//);
      }
      const times = advertise_info.map((ad) => ad.up_time!);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const stored = state().db.advertisements.findMany((q) => q.where({ position }));
      expect(stored.length).toBeGreaterThan(advertise_info.length);
    }
  });

  it("the seeded promoted items and advertisement links are public items", async () => {
    const works = await getAdvertisePos({ advertise_pos_type: AdvertisePosition.WorksHome });
    expect(works.list.map((item) => item.g_id)).toEqual([...PROMOTED_WORKS_IDS]);
    const articles = await getAdvertisePos({ advertise_pos_type: AdvertisePosition.LoreEssayHome });
    expect(articles.list.map((item) => item.g_id)).toEqual([...PROMOTED_ARTICLE_IDS]);
    const { advertise_info } = await getAdvertise({ advertise_type: AdvertisePosition.WorksHome });
    for (const ad of advertise_info) expect(PROMOTED_WORKS_IDS).toContain(ad.g_id);
  });

  it("getAdvertise shows an advertisement when its window opens and hides it when it closes", async () => {
    const count = async () =>
      (await getAdvertise({ advertise_type: AdvertisePosition.WorksHome })).advertise_info.length;
    const before = await count();
    advanceClock(31 * 86_400_000);
    expect(await count()).toBe(before + 1);
    advanceClock(400 * 86_400_000);
    expect(await count()).toBe(0);
  });

  it("getAdvertisePos answers the promoted ids in order, leaving out unpublished and deleted items", async () => {
    await state().db.promotedItems.deleteMany((q) =>
      q.where({ position: AdvertisePosition.LoreEssayHome }),
    );
    await addArticle("900003");
    await addArticle("900001");
    await addArticle("900002", { published: false });
    await addArticle("900004", { deleted: true });
    for (const [order, g_id] of ["900003", "900002", "900001", "900004", "999999"].entries()) {
      await state().db.promotedItems.create({
        position: AdvertisePosition.LoreEssayHome,
        g_id,
        order,
      });
    }
    await expect(
      getAdvertisePos({ advertise_pos_type: AdvertisePosition.LoreEssayHome }),
    ).resolves.toEqual({
      list: [{ g_id: "900003" }, { g_id: "900001" }],
    });

    await state().db.promotedItems.deleteMany((q) =>
      q.where({ position: AdvertisePosition.WorksHome }),
    );
    await addWorks("900501");
    await addWorks("900502", { published: false });
    for (const [order, g_id] of ["900502", "900501"].entries()) {
      await state().db.promotedItems.create({ position: AdvertisePosition.WorksHome, g_id, order });
    }
    await expect(
      getAdvertisePos({ advertise_pos_type: AdvertisePosition.WorksHome }),
    ).resolves.toEqual({
      list: [{ g_id: "900501" }],
    });
  });
});

describe("getLitUserData", () => {
  it("answers another user without e-mail and language, with stat_data", async () => {
    const { data } = await getLitUserData({ user_id: CREATOR.user_id });
    expect(data).toMatchObject({
      user_id: "1001",
      user_name: "PixelForge",
      is_followee: 0,
      is_follower: 0,
    });
    expect(data?.user_url).toMatch(/^\/__files\/img\/avatar-1001\.svg\?w=160&h=160&label=P$/);
    expect(data).not.toHaveProperty("email");
    expect(data).not.toHaveProperty("language");
    expect(data?.stat_data).toBeDefined();
  });

  it("answers e-mail and language to the user themself", async () => {
    await signInReader();
    const { data } = await getLitUserData({ user_id: READER.user_id });
    expect(data).toMatchObject({
      email: READER.email,
      language: 1,
      is_followee: 0,
      is_follower: 0,
      user_url: "",
    });
  });

  it("answers is_followee/is_follower relative to the signed-in viewer", async () => {
    const db = state().db;
    if (
      !db.follows.findFirst((q) =>
        q.where({ follower_id: READER.user_id, followee_id: CREATOR.user_id }),
      )
    ) {
      await db.follows.create({
        follower_id: READER.user_id,
        followee_id: CREATOR.user_id,
        created_at: state().now(),
      });
    }
    await signInReader();
    expect((await getLitUserData({ user_id: CREATOR.user_id })).data).toMatchObject({
      is_followee: 1,
    });
    session.clear();
    await signInCreator();
    expect((await getLitUserData({ user_id: READER.user_id })).data).toMatchObject({
      is_follower: 1,
    });
  });

  it("counts the user's published articles in stat_data", async () => {
    const before = (await getLitUserData({ user_id: OTHER_USER_IDS[0]! })).data!.stat_data!;
    await addArticle("900001", { user: OTHER_USER_IDS[0]!, browse: 40 });
    await addArticle("900002", { user: OTHER_USER_IDS[0]!, published: false, browse: 7 });
    const after = (await getLitUserData({ user_id: OTHER_USER_IDS[0]! })).data!.stat_data!;
    expect(after.lore_essay_posts_num).toBe(before.lore_essay_posts_num! + 1);
    expect(after.lore_essay_browse_num).toBe(before.lore_essay_browse_num! + 40);
  });

  it("answers 0 without data for an unknown user", async () => {
    await expect(getLitUserData({ user_id: "no-such-user" })).resolves.toEqual({});
  });
});

describe("getGlobalStatData", () => {
  it("counts published articles per category and sums browses, and game demo browses", async () => {
    const before = await getGlobalStatData({ stat_type: 1 });
    await addArticle("900001", { type: ContentCategory.VideoAnimation, browse: 10 });
    await addArticle("900002", { type: ContentCategory.VideoAnimation, browse: 5 });
    await addArticle("900003", {
      type: ContentCategory.VideoAnimation,
      browse: 99,
      published: false,
    });
    await addArticle("900004", { type: ContentCategory.TopHitsTrends, browse: 3 });
    await addWorks("900501", { browse: 20 });
    await addWorks("900502", { type: WorksType.ArtCreativity, browse: 50 });
    const after = await getGlobalStatData({ stat_type: 1 });

    const video = before.lore_essay_data.video_data;
    expect(after.lore_essay_data.video_data).toEqual({
      lore_essay_count: video.lore_essay_count + 2,
      browse_num: video.browse_num + 15,
    });
    expect(after.lore_essay_data.a11_data.lore_essay_count).toBe(
      before.lore_essay_data.a11_data.lore_essay_count + 1,
    );
    expect(after.lore_essay_data.d2_data).toEqual(before.lore_essay_data.d2_data);
    expect(after.works_data.game_dome_data.browse_num).toBe(
      before.works_data.game_dome_data.browse_num + 20,
    );
  });
});

describe("emailCollect", () => {
  it("subscribes an address once and mails a confirmation", async () => {
    await expect(emailCollect({ email: "Fan@Example.com" })).resolves.toEqual({});
    await emailCollect({ email: "fan@example.com" });
    expect(
      state().db.subscriptions.findMany((q) => q.where({ email: "fan@example.com" })),
    ).toHaveLength(1);
    expect(lastMailTo("fan@example.com")?.kind).toBe("subscription");
    expect(state().db.mailbox.findMany((q) => q.where({ to: "fan@example.com" }))).toHaveLength(1);
  });

  it("answers 1306 for an invalid address", async () => {
    expect(await codeOf(emailCollect({ email: "fan-at-example" }))).toBe(1306);
    expect(
      state().db.subscriptions.findFirst((q) => q.where({ email: "fan-at-example" })),
    ).toBeUndefined();
  });
});

describe("complaint", () => {
  const body: ComplaintBody = {
    c_type: ComplaintTarget.EssayComment,
    c_type_sub: ComplaintReason.SpamAds,
    content: "广告刷屏",
    g_id: "comment-42",
    options: { lore_essay_id: "100001" },
  };

  it("answers 0 for a first report, 1501 for the same user again, 1502 for another user", async () => {
    await signInReader();
    await expect(complaint(body)).resolves.toEqual({});
    expect(await codeOf(complaint({ ...body, content: "again" }))).toBe(1501);
    expect(state().db.complaints.findMany((q) => q.where({ g_id: "comment-42" }))).toHaveLength(1);

    session.clear();
    await signIn(
      state().db.users.findFirst((q) => q.where({ user_id: OTHER_USER_IDS[1]! }))!.email,
      OTHER_USER_PASSWORD,
    );
    expect(await successCodeOf(complaint(body))).toBe(1502);
    const stored = state().db.complaints.findMany((q) => q.where({ g_id: "comment-42" }));
    expect(stored).toHaveLength(2);
    expect(stored[0]!.options).toEqual({ lore_essay_id: "100001" });
  });

  it("answers 1502 for a seeded target others already reported", async () => {
    await signInReader();
    const target = REPORTED_TARGETS[0];
    expect(
      await successCodeOf(complaint({ ...body, c_type: target.c_type, g_id: target.g_id })),
    ).toBe(1502);
  });

  it("answers code 100 without a live session", async () => {
    const error = await rejection(complaint(body));
    expect(error.code).toBe(100);
    expect(error.kind).toBe("session");
  });

  it("answers HTTP 400 for empty content or content over 500 characters", async () => {
    await signInReader();
    expect((await rejection(complaint({ ...body, content: "" }))).status).toBe(400);
    expect((await rejection(complaint({ ...body, content: "x".repeat(501) }))).status).toBe(400);
  });

  it("counts the text's limit in characters as users see them (graphemes, decisions.md §1)", async () => {
    await signInReader();
    const max = complaintRules.content.maxLength;
    // One character each, four UTF-16 code units each (a thumb and its skin tone).
    const atLimit = "👍🏽".repeat(max);
    await expect(complaint({ ...body, content: atLimit })).resolves.toEqual({});
    const stored = state().db.complaints.findFirst((q) => q.where({ g_id: body.g_id }));
    expect(stored!.content).toBe(atLimit);
    const over = await rejection(
      complaint({ ...body, g_id: "comment-43", content: `${atLimit}👍🏽` }),
    );
    expect(over.status).toBe(400);
    await expect(
      complaint({ ...body, g_id: "comment-44", content: "x".repeat(max) }),
    ).resolves.toEqual({});
  });
});

describe("setLitUserData", () => {
  it("updates only the fields present and answers the updated record", async () => {
    const reader = await signInReader();
    const updated = await setLitUserData({
      user_name: "书页旅人",
      user_profiles: "Reads everything about game AI.",
      user_url: { url: "/__files/upload/up-1", sha1: "abc", filesize: 1234, platform: 2 },
      gender: 2,
    });
    expect(updated).toMatchObject({
      user_id: reader.user_id,
      user_name: "书页旅人",
      user_profiles: "Reads everything about game AI.",
      user_url: "/__files/upload/up-1",
      gender: 2,
      email: READER.email,
      language: 1,
    });
    const languageOnly = await setLitUserData({ language: 2 });
    expect(languageOnly).toMatchObject({ user_name: "书页旅人", language: 2 });
    expect(state().db.users.findFirst((q) => q.where({ user_id: reader.user_id }))!.language).toBe(
      2,
    );
  });

  it.each([
    ["", 1303],
    ["X", 1304],
    ["a".repeat(21), 1304],
    ["no-dashes", 1305],
    ["1stPlace", 1311],
  ])("answers the display-name code for %j → %i and stores nothing", async (user_name, code) => {
    await signInReader();
    expect(await codeOf(setLitUserData({ user_name, language: 2 }))).toBe(code);
    const stored = state().db.users.findFirst((q) => q.where({ user_id: READER.user_id }))!;
    expect(stored).toMatchObject({ user_name: READER.user_name, language: 1 });
  });

  it("answers 1306 for an invalid e-mail and ignores a valid one", async () => {
    await signInReader();
    expect(await codeOf(setLitUserData({ email: "not-an-address", gender: 1 }))).toBe(1306);
    const updated = await setLitUserData({ email: "someone.else@example.com", gender: 1 });
    expect(updated).toMatchObject({ email: READER.email, gender: 1 });
  });

  it("answers HTTP 400 for a profile over 100 characters, and code 100 without a session", async () => {
    expect((await rejection(setLitUserData({ language: 1 }))).code).toBe(100);
    await signInReader();
    expect((await rejection(setLitUserData({ user_profiles: "p".repeat(101) }))).status).toBe(400);
  });
});

describe("initUploadLsCos", () => {
  it("reserves an upload: where to send the bytes and the resulting record, which serves the bytes after the upload", async () => {
    const creator = await signInCreator();
    const data = await initUploadLsCos({
      file_name: "cover.png",
      file_size: 4,
      content_type: "image/png",
    });
    expect(data.method).toBe("PUT");
    expect(data.headers).toEqual({ "Content-Type": "image/png" });
    expect(data.result).toMatchObject({ filesize: 4, platform: 2 });
    expect(data.result.sha1).toMatch(/^[0-9a-f]{40}$/);
    const record = state().db.uploads.findFirst((q) => q.where({ url: data.result.url }))!;
    expect(record).toMatchObject({
      user_id: creator.user_id,
      file_name: "cover.png",
      upload_url: data.upload_url,
    });

    const origin = globalThis.location.origin;
    const put = await fetch(new URL(data.upload_url, origin), {
      method: data.method,
      headers: data.headers,
      body: new Uint8Array([137, 80, 78, 71]),
    });
    expect(put.ok).toBe(true);
    const served = await fetch(new URL(data.result.url, origin));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it("defaults the file name and content type", async () => {
    await signInCreator();
    await initUploadLsCos({ file_size: 10 } as never);
    const record = state().db.uploads.all().at(-1)!;
    expect(record).toMatchObject({
      file_name: "unknown_file",
      content_type: "application/octet-stream",
    });
  });

  it("reserves a file of exactly 1 GiB, the spec's limit (platform.md §5, §9)", async () => {
    await signInCreator();
    const max = initUploadLsCosRules.file_size.maximum;
    expect(max).toBe(1024 ** 3);
    const data = await initUploadLsCos({
      file_name: "game.zip",
      file_size: max,
      content_type: "application/zip",
    });
    expect(data.result.filesize).toBe(max);
  });

  it("answers HTTP 400 above 1 GiB and code 100 without a session", async () => {
    expect(
      (
        await rejection(
          initUploadLsCos({ file_name: "a.zip", file_size: 10, content_type: "application/zip" }),
        )
      ).code,
    ).toBe(100);
    await signInCreator();
    const error = await rejection(
      initUploadLsCos({
        file_name: "a.zip",
        file_size: 1_073_741_825,
        content_type: "application/zip",
      }),
    );
    expect(error.status).toBe(400);
  });
});

describe("logReport", () => {
  it("keeps the newest 200 client log entries", async () => {
    await expect(
      logReport({
        level: "error",
        message: "boom",
        context: { route: "/gate" },
        time: state().now(),
      }),
    ).resolves.toEqual({});
    expect(state().db.clientLogs.all()[0]).toMatchObject({
      level: "error",
      message: "boom",
      context: { route: "/gate" },
      user_id: "",
    });
    // 198 more entries straight into the collection, then 3 reports past the limit.
    for (let i = 2; i < 200; i += 1) {
      await state().db.clientLogs.create({
        log_id: i,
        level: "info",
        message: `old ${i}`,
        context: {},
        time: 0,
        received_at: 0,
        user_id: "",
      });
    }
    for (let i = 0; i < 3; i += 1) {
      await logReport({ level: "info", message: `entry ${i}`, time: state().now() });
    }
    const logs = state().db.clientLogs.all();
    expect(logs).toHaveLength(200);
    expect(logs.at(-1)!.message).toBe("entry 2");
    expect(logs.some((log) => log.message === "old 2")).toBe(false);
    expect(logs.some((log) => log.message === "boom")).toBe(false);
  });

  it("answers HTTP 400 for an unknown level", async () => {
    expect(
      (await rejection(logReport({ level: "fatal" as never, message: "x", time: 0 }))).status,
    ).toBe(400);
  });
});
