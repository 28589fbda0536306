/**
 * Contract of the knowledge group: the public article reads of the knowledge pages and the
 * author's own articles of the editor and the personal home (portal.md §2.1-§2.4, §2.9, §7).
 * Lists promise only what every listed article has; the detail and editor reads promise the fields
 * those pages fill from the one article the provider state names.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  batchGetLoreEssay,
  delLoreEssayAudit,
  getAuditPostsAll,
  getLoreEssay,
  getLoreEssayAll,
  getLoreEssayAudit,
  getLoreEssayAuditAll,
  getLoreEssayHome,
  getLoreEssayHotAll,
  getLoreUserHome,
  setLoreEssayAudit,
} from "@/generated/knowledge/knowledge";
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

const pact = createPact("knowledge");

afterEach(() => signOut());

const ARTICLE = FIXTURES.article;
const DRAFT = FIXTURES.draftArticle;
const MISSING = FIXTURES.missing;
const published = given.articlePublished(ARTICLE, CREATOR.user_id);
const draft = given.articleDraft(DRAFT, CREATOR.user_id);

/** What an article card shows; every published article has it. */
const articleCard = {
  lore_essay_id: string(ARTICLE),
  lore_essay_type: integer(7),
  title: string("Procedural dungeons with language models"),
  user_id: string(CREATOR.user_id),
  user_data: { user_name: string("PixelForge"), user_url: string("") },
  stat_data: {
    browse_num: integer(120),
    like_num: integer(8),
    comment_num: integer(2),
    collect_num: integer(4),
  },
};

/** What the article detail page shows (portal.md §2.3). */
const articleDetail = {
  ...articleCard,
  profiles: string("How we generate rooms from prompts."),
  content: string("<h1>Rooms</h1><p>Start small.</p>"),
  release_time: integer(1719800000),
  base_data: { label: eachLike(string("AI")) },
  other_data: {
    lore_essay_id: eachLike(string("14")),
    medias: { cover: { url: string("https://cdn.example.com/covers/12.png") } },
  },
  stat_data: { ...articleCard.stat_data, share_num: integer(1) },
  is_like: integer(0),
  is_collect: integer(0),
};

/** What an own-article card of the personal home and draft box shows. */
const ownCard = (id: string, status: number) => ({
  lore_essay_id: string(id),
  lore_essay_type: integer(7),
  title: string("Procedural dungeons with language models"),
  status: integer(status),
});

describe("knowledge contract", () => {
  describe("public reads", () => {
    it("getLoreEssay: a published article", async () => {
      const body = { lore_essay_id: ARTICLE };
      await expectCall(pact, {
        operation: "getLoreEssay",
        description: "getLoreEssay: a published article",
        states: [published],
        body,
        response: ok({ base_data: articleDetail }),
      }).executeTest(async (server) => {
        const data = await getLoreEssay(body, at(server));
        expect(data.base_data).toMatchObject({ lore_essay_id: ARTICLE, user_id: CREATOR.user_id });
        expect(data.base_data?.other_data?.medias?.cover?.url).toMatch(/^https?:/);
      });
    });

    it("getLoreEssay: a missing article answers no base_data (the not-found page)", async () => {
      const body = { lore_essay_id: MISSING };
      await expectCall(pact, {
        operation: "getLoreEssay",
        description: "getLoreEssay: an article that does not exist",
        states: [given.articleMissing(MISSING)],
        body,
        response: ok({}),
      }).executeTest(async (server) => {
        const data = await getLoreEssay(body, at(server));
        expect(data.base_data).toBeUndefined();
      });
    });

    it("getLoreEssayAll: a search answers a page and the total", async () => {
      const body = {
        lore_essay_type: 0 as const,
        lore_essay_limit: 50,
        lore_essay_offset: 0,
        search_name: "dungeons",
      };
      await expectCall(pact, {
        operation: "getLoreEssayAll",
        description: "getLoreEssayAll: a title search",
        states: [published],
        body,
        response: ok({ base_data: eachLike(articleCard), lore_essay_total: integer(1) }),
      }).executeTest(async (server) => {
        const data = await getLoreEssayAll(body, at(server));
        expect(data.base_data[0]?.lore_essay_id).toBe(ARTICLE);
        expect(data.lore_essay_total).toBe(1);
      });
    });

    it("batchGetLoreEssay: the related articles", async () => {
      const body = { lore_essay_id: [ARTICLE] };
      await expectCall(pact, {
        operation: "batchGetLoreEssay",
        description: "batchGetLoreEssay: one published article",
        states: [published],
        body,
        response: ok({ base_data: eachLike(articleCard) }),
      }).executeTest(async (server) => {
        const data = await batchGetLoreEssay(body, at(server));
        expect(data.base_data.map((article) => article.lore_essay_id)).toEqual([ARTICLE]);
      });
    });

    it("getLoreEssayHotAll: the hot list", async () => {
      const body = { lore_essay_type: 0 as const, lore_essay_limit: 8, lore_essay_offset: 0 };
      await expectCall(pact, {
        operation: "getLoreEssayHotAll",
        description: "getLoreEssayHotAll: the first 8 of the hot list",
        states: [published],
        body,
        response: ok({ base_data: eachLike(articleCard), lore_essay_total: integer(1) }),
      }).executeTest(async (server) => {
        const data = await getLoreEssayHotAll(body, at(server));
        expect(data.base_data.length).toBeGreaterThan(0);
      });
    });

    it("getLoreEssayHome: the sections of the knowledge index", async () => {
      await expectCall(pact, {
        operation: "getLoreEssayHome",
        description: "getLoreEssayHome: the sections of the knowledge index",
        states: [published],
        body: {},
        response: ok({
          base_data: eachLike({
            lore_essay_type: integer(0),
            lore_essay_total: integer(1),
            base_data: eachLike(articleCard),
          }),
        }),
      }).executeTest(async (server) => {
        const data = await getLoreEssayHome({}, at(server));
        expect(data.base_data[0]?.lore_essay_type).toBe(0);
      });
    });

    it("getLoreUserHome: a user's published articles", async () => {
      const body = { user_id: CREATOR.user_id, comm_limit: 300, comm_offset: 0 };
      await expectCall(pact, {
        operation: "getLoreUserHome",
        description: "getLoreUserHome: the published articles of a user",
        states: [published],
        body,
        response: ok({ base_data: eachLike(articleCard), comm_total: integer(1) }),
      }).executeTest(async (server) => {
        const data = await getLoreUserHome(body, at(server));
        expect(data.base_data.every((article) => article.user_id === CREATOR.user_id)).toBe(true);
        expect(data.comm_total).toBeGreaterThan(0);
      });
    });
  });

  describe("own articles", () => {
    it("getLoreEssayAudit: the editable copy of an own draft", async () => {
      signIn(CREATOR);
      const body = { lore_essay_id: DRAFT };
      await expectCall(pact, {
        operation: "getLoreEssayAudit",
        description: "getLoreEssayAudit: an own draft",
        states: [given.signedIn(CREATOR), draft],
        as: CREATOR,
        body,
        response: ok({
          base_data: {
            lore_essay_id: string(DRAFT),
            lore_essay_type: integer(7),
            title: string("Balancing loot tables"),
            profiles: string("Notes on drop rates."),
            content: string("<p>Draft text</p>"),
            editor_type: integer(0),
            status: integer(0),
            base_data: { label: eachLike(string("design")) },
            other_data: {
              medias: {
                cover: {
                  url: string("https://cdn.example.com/covers/13.png"),
                  sha1: string("3f786850e387550fdab836ed7e6dc881de23001b"),
                  filesize: integer(20480),
                  platform: integer(2),
                },
              },
            },
          },
        }),
      }).executeTest(async (server) => {
        const data = await getLoreEssayAudit(body, at(server));
        expect(data.base_data).toMatchObject({ lore_essay_id: DRAFT, status: 0 });
      });
    });

    it("getLoreEssayAuditAll: the draft box", async () => {
      signIn(CREATOR);
      const body = { lore_essay_limit: 300, lore_essay_offset: 0 };
      await expectCall(pact, {
        operation: "getLoreEssayAuditAll",
        description: "getLoreEssayAuditAll: the own drafts",
        states: [given.signedIn(CREATOR), draft],
        as: CREATOR,
        body,
        response: ok({ audit_base_data: eachLike(ownCard(DRAFT, 0)) }),
      }).executeTest(async (server) => {
        const data = await getLoreEssayAuditAll(body, at(server));
        expect(data.audit_base_data.map((article) => article.lore_essay_id)).toContain(DRAFT);
      });
    });

    it("getAuditPostsAll: the own posted articles", async () => {
      signIn(CREATOR);
      const body = { lore_essay_limit: 300, lore_essay_offset: 0 };
      await expectCall(pact, {
        operation: "getAuditPostsAll",
        description: "getAuditPostsAll: the own posted articles",
        states: [given.signedIn(CREATOR), published],
        as: CREATOR,
        body,
        response: ok({
          audit_base_data: eachLike(ownCard(ARTICLE, 3)),
          lore_essay_total: integer(1),
        }),
      }).executeTest(async (server) => {
        const data = await getAuditPostsAll(body, at(server));
        expect(data.audit_base_data.map((article) => article.lore_essay_id)).toContain(ARTICLE);
      });
    });

    it("setLoreEssayAudit: saving a new article answers its id", async () => {
      signIn(CREATOR);
      const body = {
        lore_essay_type: 7 as const,
        title: "Writing quests with an assistant",
        profiles: "A short guide.",
        content: "<h1>Quests</h1><p>Outline first.</p>",
        editor_type: 0 as const,
        status: 0 as const,
        base_data: { label: ["AI", "quests"] },
        other_data: { tools_id: [], lore_essay_id: [ARTICLE], medias: {} },
      };
      await expectCall(pact, {
        operation: "setLoreEssayAudit",
        description: "setLoreEssayAudit: save a new article as a draft",
        states: [given.signedIn(CREATOR), published],
        as: CREATOR,
        body,
        response: ok({ audit_base_data: { lore_essay_id: string("15") } }),
      }).executeTest(async (server) => {
        const data = await setLoreEssayAudit(body, at(server));
        expect(data.audit_base_data.lore_essay_id).toBe("15");
      });
    });

    it("delLoreEssayAudit: deleting an own draft", async () => {
      signIn(CREATOR);
      const body = { lore_essay_id: DRAFT };
      await expectCall(pact, {
        operation: "delLoreEssayAudit",
        description: "delLoreEssayAudit: an own draft",
        states: [given.signedIn(CREATOR), draft],
        as: CREATOR,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await delLoreEssayAudit(body, at(server)); // code 0: resolves
      });
    });
  });
});
