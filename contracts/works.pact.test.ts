/**
 * Contract of the works group: the gallery and demo reads of the game works pages and the
 * author's own works of the image-work editor, demo management and the personal home
 * (portal.md §2.5-§2.9, §7; creator-programme.md §2, §7). Lists promise only what every listed
 * work of that type has; the detail and editor reads promise what those pages fill.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  batchGetWorks,
  delWorksAudit,
  getWorks,
  getWorksAll,
  getWorksAudit,
  getWorksUserAll,
  setWorksAudit,
  userDraft,
  userFinish,
} from "@/generated/works/works";
import {
  CREATOR,
  FIXTURES,
  at,
  createPact,
  eachLike,
  expectCall,
  given,
  integer,
  ok,
  signIn,
  signOut,
  string,
} from "./helpers";

const pact = createPact("works");

afterEach(() => signOut());

const DEMO = FIXTURES.demo;
const IMAGE_WORK = FIXTURES.imageWork;
const DRAFT = FIXTURES.draftWork;
const MISSING = FIXTURES.missing;
const demo = given.worksPublished(DEMO, "demo", CREATOR.user_id);
const imageWork = given.worksPublished(IMAGE_WORK, "image work", CREATOR.user_id);
const draft = given.worksDraft(DRAFT, "image work", CREATOR.user_id);

const author = { user_name: string("PixelForge"), user_url: string("") };
const counts = {
  browse_num: integer(300),
  like_num: integer(12),
  comment_num: integer(3),
  collect_num: integer(5),
};
const file = (url: string) => ({ url: string(url) });

/** What a card of any work shows. */
const workCard = (id: string, type: number) => ({
  works_id: string(id),
  works_type: integer(type),
  works_title: string("Star Courier"),
  user_id: string(CREATOR.user_id),
  user_data: author,
  stat_data: counts,
});

/** A demo card also shows its cover (a posted demo always has one). */
const demoCard = {
  ...workCard(DEMO, 1),
  other_data: { medias: { cover: file("https://cdn.example.com/covers/21.png") } },
};

/** A gallery tile of an image work shows its photos (a posted image work has at least one). */
const imageCard = {
  ...workCard(IMAGE_WORK, 3),
  photo_data: eachLike({ photo: string("https://cdn.example.com/photos/22-1.png") }),
};

/** What demo management and the personal home show of an own work. */
const ownCard = (id: string, type: number, status: number) => ({
  works_id: string(id),
  works_type: integer(type),
  works_title: string("Star Courier"),
  status: integer(status),
});

describe("works contract", () => {
  describe("public reads", () => {
    it("getWorks: a published demo with what its detail page shows", async () => {
      const body = { works_id: DEMO };
      await expectCall(pact, {
        operation: "getWorks",
        description: "getWorks: a published demo",
        states: [demo],
        body,
        response: ok({
          base_data: {
            ...demoCard,
            profiles: string("<p>Deliver parcels across the galaxy.</p>"),
            works_version: string("0.0.1"),
            release_time: integer(1719800000),
            up_time: integer(1719800000),
            base_data: { label: eachLike(string("arcade")), platform: eachLike(integer(2)) },
            other_data: {
              download: integer(1),
              game_demo: string("https://cdn.example.com/demos/21.zip"),
              game_web_url: string("https://play.example.com/21"),
              medias: {
                cover: file("https://cdn.example.com/covers/21.png"),
                pictures: eachLike(file("https://cdn.example.com/pictures/21-1.png")),
                movie: eachLike(file("https://cdn.example.com/movies/21-1.mp4")),
              },
            },
            stat_data: { ...counts, download_num: integer(40) },
            is_like: integer(0),
            is_collect: integer(0),
          },
        }),
      }).executeTest(async (server) => {
        const data = await getWorks(body, at(server));
        expect(data.base_data).toMatchObject({ works_id: DEMO, works_type: 1 });
        expect(data.base_data?.other_data?.download).toBe(1);
      });
    });

    it("getWorks: a missing work answers no base_data (the not-found page)", async () => {
      const body = { works_id: MISSING };
      await expectCall(pact, {
        operation: "getWorks",
        description: "getWorks: a work that does not exist",
        states: [given.worksMissing(MISSING)],
        body,
        response: ok({}),
      }).executeTest(async (server) => {
        const data = await getWorks(body, at(server));
        expect(data.base_data).toBeUndefined();
      });
    });

    it("getWorksAll: a page of the image-work gallery and the total", async () => {
      const body = { works_type: 3 as const, works_limit: 12, works_offset: 0 };
      await expectCall(pact, {
        operation: "getWorksAll",
        description: "getWorksAll: the first page of image works",
        states: [imageWork],
        body,
        response: ok({ base_data: eachLike(imageCard), works_total: integer(1) }),
      }).executeTest(async (server) => {
        const data = await getWorksAll(body, at(server));
        expect(data.base_data[0]?.photo_data?.[0]?.photo).toMatch(/^https?:/);
        expect(data.works_total).toBe(1);
      });
    });

    it("batchGetWorks: the favourite works of the personal home", async () => {
      const body = { works_id: [DEMO] };
      await expectCall(pact, {
        operation: "batchGetWorks",
        description: "batchGetWorks: one published demo",
        states: [demo],
        body,
        response: ok({ base_data: eachLike(demoCard) }),
      }).executeTest(async (server) => {
        const data = await batchGetWorks(body, at(server));
        expect(data.base_data.map((work) => work.works_id)).toEqual([DEMO]);
      });
    });

    it("getWorksUserAll: a user's published demos", async () => {
      const body = {
        user_id: CREATOR.user_id,
        works_type: 1 as const,
        comm_limit: 300,
        comm_offset: 0,
      };
      await expectCall(pact, {
        operation: "getWorksUserAll",
        description: "getWorksUserAll: the published demos of a user",
        states: [demo],
        body,
        response: ok({ base_data: eachLike(demoCard), comm_total: integer(1) }),
      }).executeTest(async (server) => {
        const data = await getWorksUserAll(body, at(server));
        expect(data.base_data.every((work) => work.user_id === CREATOR.user_id)).toBe(true);
      });
    });
  });

  describe("own works", () => {
    it("getWorksAudit: the editable copy of an own image-work draft", async () => {
      signIn(CREATOR);
      const body = { works_id: DRAFT };
      await expectCall(pact, {
        operation: "getWorksAudit",
        description: "getWorksAudit: an own image-work draft",
        states: [given.signedIn(CREATOR), draft],
        as: CREATOR,
        body,
        response: ok({
          base_data: {
            works_id: string(DRAFT),
            works_type: integer(3),
            works_title: string("Moonlit harbour"),
            profiles: string("Boats at night."),
            status: integer(0),
            base_data: { label: eachLike(string("pixel")) },
            photo_data: eachLike({ photo: string("https://cdn.example.com/photos/23-1.png") }),
            other_data: {
              medias: {
                cover: {
                  url: string("https://cdn.example.com/photos/23-1.png"),
                  sha1: string("3f786850e387550fdab836ed7e6dc881de23001b"),
                  filesize: integer(20480),
                  platform: integer(2),
                },
              },
            },
          },
        }),
      }).executeTest(async (server) => {
        const data = await getWorksAudit(body, at(server));
        expect(data.base_data).toMatchObject({ works_id: DRAFT, status: 0 });
      });
    });

    it("setWorksAudit: saving a new image work answers the saved copy", async () => {
      signIn(CREATOR);
      const cover = {
        url: "https://cdn.example.com/photos/new-1.png",
        sha1: "3f786850e387550fdab836ed7e6dc881de23001b",
        filesize: 20480,
        platform: 2,
      };
      const body = {
        works_type: 3 as const,
        works_title: "Harbour at dawn",
        profiles: "Boats in the morning.",
        works_version: "0.0.1",
        editor_type: 0 as const,
        status: 0 as const,
        base_data: { platform: [], label: ["pixel"] },
        other_data: { tools_id: [], lore_essay_id: [], medias: { cover }, download: 0 as const },
        photo_data: [
          {
            photo: cover.url,
            prompt: "",
            negative_prompt: "",
            sampler: "",
            model: "",
            cfg_scale: "",
            steps: "",
            seed: "",
          },
        ],
      };
      await expectCall(pact, {
        operation: "setWorksAudit",
        description: "setWorksAudit: save a new image work as a draft",
        states: [given.signedIn(CREATOR)],
        as: CREATOR,
        body,
        response: ok({ audit_base_data: { works_id: string("24"), status: integer(0) } }),
      }).executeTest(async (server) => {
        const data = await setWorksAudit(body, at(server));
        expect(data.audit_base_data).toMatchObject({ works_id: "24", status: 0 });
      });
    });

    it("delWorksAudit: deleting an own draft", async () => {
      signIn(CREATOR);
      const body = { works_id: DRAFT };
      await expectCall(pact, {
        operation: "delWorksAudit",
        description: "delWorksAudit: an own draft",
        states: [given.signedIn(CREATOR), draft],
        as: CREATOR,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await delWorksAudit(body, at(server)); // code 0: resolves
      });
    });

    it("userFinish: the own posted demos of demo management", async () => {
      signIn(CREATOR);
      const body = { works_type: 1 as const, common_limit: 8, common_offset: 0 };
      await expectCall(pact, {
        operation: "userFinish",
        description: "userFinish: the own posted demos",
        states: [given.signedIn(CREATOR), demo],
        as: CREATOR,
        body,
        response: ok({
          audit_base_data: eachLike({
            ...ownCard(DEMO, 1, 3),
            is_token_apply: integer(0),
            token_audit_status: integer(-1),
          }),
          common_total: integer(1),
        }),
      }).executeTest(async (server) => {
        const data = await userFinish(body, at(server));
        expect(data.audit_base_data.map((work) => work.works_id)).toContain(DEMO);
      });
    });

    it("userDraft: the draft box", async () => {
      signIn(CREATOR);
      const body = { works_type: 0 as const, common_limit: 300, common_offset: 0 };
      await expectCall(pact, {
        operation: "userDraft",
        description: "userDraft: the own drafts of every type",
        states: [given.signedIn(CREATOR), draft],
        as: CREATOR,
        body,
        response: ok({ audit_base_data: eachLike(ownCard(DRAFT, 3, 0)) }),
      }).executeTest(async (server) => {
        const data = await userDraft(body, at(server));
        expect(data.audit_base_data.map((work) => work.works_id)).toContain(DRAFT);
      });
    });
  });
});
