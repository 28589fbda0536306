/**
 * Contract of the system group: events and logs, global configuration, advertisements, user
 * records, statistics, subscription, reports, profile and uploads (platform.md §7-§8, portal.md §7).
 */
import { afterEach, describe, expect, it } from "vitest";
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
import { session } from "@/lib/session";
import {
  CREATOR,
  FIXTURES,
  READER,
  at,
  createPact,
  eachLike,
  expectCall,
  fails,
  given,
  integer,
  like,
  number,
  ok,
  regex,
  rejectionOf,
  signIn,
  signOut,
  string,
} from "./helpers";

const pact = createPact("system");

afterEach(() => signOut());

const ARTICLE = FIXTURES.article;
const DEMO = FIXTURES.demo;
const ON_ARTICLE = `article ${ARTICLE}`;

/** The knowledge categories of getGlobalStatData (d2_data is category 1 … a11_data category 11). */
const CATEGORY_KEYS = [
  "d2_data",
  "d3_data",
  "video_data",
  "mp3_data",
  "test_data",
  "code_data",
  "a7_data",
  "a8_data",
  "a9_data",
  "a10_data",
  "a11_data",
] as const;

describe("system contract", () => {
  it("commReportEvent: an article browse event", async () => {
    const body = {
      event_type: 100 as const,
      param: [1719800000],
      param_str: [ARTICLE, "/knowledge/detail", `/knowledge/detail?id=${ARTICLE}`],
    };
    await expectCall(pact, {
      operation: "commReportEvent",
      description: "commReportEvent: an article browse event",
      states: [given.articlePublished(ARTICLE, CREATOR.user_id)],
      body: { ...body, param: eachLike(integer(1719800000)) },
      response: ok(),
    }).executeTest(async (server) => {
      await commReportEvent(body, at(server)); // code 0: resolves
    });
  });

  it("logReport: a client error entry", async () => {
    const body = {
      level: "error" as const,
      message: "Unhandled rejection in the editor",
      time: 1719800000000,
    };
    await expectCall(pact, {
      operation: "logReport",
      description: "logReport: a client error entry",
      body: { ...body, time: integer(body.time) },
      response: ok(),
    }).executeTest(async (server) => {
      await logReport(body, at(server)); // code 0: resolves
    });
  });

  it("getGlobalTypeData: every configuration entry", async () => {
    await expectCall(pact, {
      operation: "getGlobalTypeData",
      description: "getGlobalTypeData: every entry",
      states: [given.globalConfig()],
      body: {},
      response: ok({
        type_info: eachLike({ type_id: integer(1), param: number(1000), param_str: string("") }),
      }),
    }).executeTest(async (server) => {
      const data = await getGlobalTypeData({}, at(server));
      expect(data.type_info[0]).toMatchObject({ type_id: 1, param: 1000 });
    });
  });

  it("getAdvertise: the banners of the works home", async () => {
    const body = { advertise_type: 1 as const };
    await expectCall(pact, {
      operation: "getAdvertise",
      description: "getAdvertise: the banners of the works home",
      states: [
        given.worksPublished(DEMO, "demo", CREATOR.user_id),
        given.advertisement(FIXTURES.advertisement, `demo ${DEMO}`),
      ],
      body,
      response: ok({
        advertise_info: eachLike({
          g_id: string(DEMO),
          advertise_name: string("Star Courier launch"),
          images: string("https://cdn.example.com/banners/31.png"),
        }),
      }),
    }).executeTest(async (server) => {
      const data = await getAdvertise(body, at(server));
      expect(data.advertise_info[0]).toMatchObject({ g_id: DEMO });
    });
  });

  it("getAdvertisePos: the articles promoted on the knowledge home", async () => {
    const body = { advertise_pos_type: 2 as const };
    await expectCall(pact, {
      operation: "getAdvertisePos",
      description: "getAdvertisePos: the articles promoted on the knowledge home",
      states: [
        given.articlePublished(ARTICLE, CREATOR.user_id),
        given.promoted(ON_ARTICLE, "knowledge home"),
      ],
      body,
      response: ok({ list: eachLike({ g_id: string(ARTICLE) }) }),
    }).executeTest(async (server) => {
      const data = await getAdvertisePos(body, at(server));
      expect(data.list.map((item) => item.g_id)).toContain(ARTICLE);
    });
  });

  it("getLitUserData: a user's record with the counts of the user card", async () => {
    const body = { user_id: CREATOR.user_id };
    await expectCall(pact, {
      operation: "getLitUserData",
      description: "getLitUserData: an existing user",
      states: [given.user(CREATOR.user_id)],
      body,
      response: ok({
        data: {
          user_id: string(CREATOR.user_id),
          user_name: string("PixelForge"),
          user_url: string(""),
          user_profiles: string("Pixel art and tiny games."),
          is_followee: integer(0),
          is_follower: integer(0),
          stat_data: {
            lore_essay_browse_num: integer(120),
            lore_essay_collect_num: integer(4),
            lore_essay_posts_num: integer(3),
          },
        },
      }),
    }).executeTest(async (server) => {
      const data = await getLitUserData(body, at(server));
      expect(data.data).toMatchObject({ user_id: CREATOR.user_id, is_followee: 0 });
      expect(data.data?.stat_data?.lore_essay_posts_num).toBe(3);
    });
  });

  it("getGlobalStatData: browse totals per knowledge category and of the game demos", async () => {
    const body = { stat_type: 1 as const };
    const category = { lore_essay_count: integer(3), browse_num: integer(250) };
    await expectCall(pact, {
      operation: "getGlobalStatData",
      description: "getGlobalStatData: the global statistics",
      body,
      response: ok({
        lore_essay_data: Object.fromEntries(CATEGORY_KEYS.map((key) => [key, category])),
        works_data: { game_dome_data: { browse_num: integer(900) } },
      }),
    }).executeTest(async (server) => {
      const data = await getGlobalStatData(body, at(server));
      expect(data.lore_essay_data.a7_data.browse_num).toBe(250);
      expect(data.works_data.game_dome_data.browse_num).toBe(900);
    });
  });

  it("emailCollect: a subscription", async () => {
    const body = { email: "fan@example.com" };
    await expectCall(pact, {
      operation: "emailCollect",
      description: "emailCollect: a valid address",
      body,
      response: ok(),
    }).executeTest(async (server) => {
      await emailCollect(body, at(server)); // code 0: resolves
    });
  });

  describe("complaint", () => {
    const body = {
      c_type: 200 as const,
      c_type_sub: 2 as const,
      content: "Spam links in the article.",
      g_id: ARTICLE,
    };

    it("the first report of a target answers 0", async () => {
      signIn(CREATOR);
      await expectCall(pact, {
        operation: "complaint",
        description: "complaint: a target nobody reported",
        states: [given.signedIn(CREATOR), given.notReported(ON_ARTICLE)],
        as: CREATOR,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await complaint(body, at(server)); // code 0: resolves
      });
    });

    it("a target the user already reported answers 1501", async () => {
      signIn(CREATOR);
      await expectCall(pact, {
        operation: "complaint",
        description: "complaint: a target the user already reported",
        states: [given.signedIn(CREATOR), given.reportedBy(CREATOR.user_id, ON_ARTICLE)],
        as: CREATOR,
        body,
        response: fails(1501),
      }).executeTest(async (server) => {
        const error = await rejectionOf(complaint(body, at(server)));
        expect(error.kind).toBe("result");
        expect(error.code).toBe(1501);
      });
    });

    it("a target other users reported answers 1502 (shown as success)", async () => {
      signIn(CREATOR);
      await expectCall(pact, {
        operation: "complaint",
        description: "complaint: a target only other users reported",
        states: [given.signedIn(CREATOR), given.reportedBy(READER.user_id, ON_ARTICLE)],
        as: CREATOR,
        body,
        // 1502 is a success code of complaint (x-success-codes): the success envelope, and the
        // client resolves as for 0.
        response: { code: 1502, data: {} },
      }).executeTest(async (server) => {
        await expect(complaint(body, at(server))).resolves.toEqual({});
      });
    });

    it("without a live session answers 100 and the client signs out", async () => {
      signIn(CREATOR);
      await expectCall(pact, {
        operation: "complaint",
        description: "complaint: without a live session",
        states: [given.sessionEnded(CREATOR)],
        as: CREATOR,
        body,
        response: fails(100),
      }).executeTest(async (server) => {
        const error = await rejectionOf(complaint(body, at(server)));
        expect(error.kind).toBe("session");
        expect(session.isLoggedIn()).toBe(false);
      });
    });
  });

  it("setLitUserData: a profile update", async () => {
    signIn(CREATOR);
    const body = { user_name: "PixelSmith", user_profiles: "Pixel art and tiny games." };
    await expectCall(pact, {
      operation: "setLitUserData",
      description: "setLitUserData: a new display name and description",
      states: [given.signedIn(CREATOR)],
      as: CREATOR,
      body,
      response: ok(),
    }).executeTest(async (server) => {
      await setLitUserData(body, at(server)); // code 0: resolves
    });
  });

  it("setLitUserData: a display name with special characters answers 1305", async () => {
    signIn(CREATOR);
    const body = { user_name: "Pixel_Smith!" };
    await expectCall(pact, {
      operation: "setLitUserData",
      description: "setLitUserData: a display name with special characters",
      states: [given.signedIn(CREATOR)],
      as: CREATOR,
      body,
      response: fails(1305),
    }).executeTest(async (server) => {
      expect((await rejectionOf(setLitUserData(body, at(server)))).code).toBe(1305);
    });
  });

  it("initUploadLsCos: where to send an image's bytes", async () => {
    signIn(CREATOR);
    const body = { file_name: "cover.png", file_size: 204800, content_type: "image/png" };
    await expectCall(pact, {
      operation: "initUploadLsCos",
      description: "initUploadLsCos: an image of 200 KB",
      states: [given.signedIn(CREATOR)],
      as: CREATOR,
      body,
      response: ok({
        upload_url: string("https://storage.example.com/upload/abc"),
        method: regex(/^(PUT|POST)$/, "PUT"),
        headers: like({}),
        result: {
          url: string("https://storage.example.com/files/abc.png"),
          sha1: string("3f786850e387550fdab836ed7e6dc881de23001b"),
          filesize: integer(204800),
          platform: integer(2),
        },
      }),
    }).executeTest(async (server) => {
      const data = await initUploadLsCos(body, at(server));
      expect(data.method).toBe("PUT");
      expect(data.result).toMatchObject({ filesize: 204800, platform: 2 });
    });
  });
});
