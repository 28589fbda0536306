/**
 * The knowledge group of the mock backend, through the generated client: the seeded articles,
 * the public lists and reads, the author's own lists, and save / post / audit / edit / delete with
 * every answer the spec gives them (code 0, code 100, HTTP 400).
 */
import { beforeEach, describe, expect, it } from "vitest";
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
import { like, replaceCollect } from "@/generated/social/social";
import {
  CollectType,
  ContentCategory,
  LikeType,
  PublishStatus,
  SubmitStatus,
  type SetLoreEssayAuditBody,
} from "@/generated/model";
import { onSessionExpired, session } from "@/lib/session";
import { storeLanguage } from "@/lib/language";
import { getState } from "@mocks/core/state";
import { listPendingAudits, resolveAudit, resolveAudits } from "@mocks/core/audits";
import { findArticle, publicArticles } from "@mocks/domains/content/queries";
import { ARTICLE_AUDIT } from "@mocks/domains/content/audit";
import { CREATOR_ARTICLE_IDS, FEATURED_ARTICLE_IDS } from "@mocks/seed/content";
import { CREATOR, OTHER_USER_IDS, OTHER_USER_PASSWORD, READER } from "@mocks/seed/users";
import { SECTION_PARAGRAPHS } from "@mocks/seed/content-text";
import { rejection, signIn as signInAs } from "../api-helpers";

type Account = { email: string; password: string };

const signIn = async (account: Account) => (await signInAs(account)).user_id;

function otherAccount(index = 0): Account {
  const user_id = OTHER_USER_IDS[index]!;
  const record = getState().db.users.findFirst((q) => q.where({ user_id }))!;
  return { email: record.email, password: OTHER_USER_PASSWORD };
}

const expectBadRequest = async (promise: Promise<unknown>) =>
  expect(await rejection(promise)).toMatchObject({ kind: "http", status: 400 });

const expectSessionEnded = async (promise: Promise<unknown>) =>
  expect(await rejection(promise)).toMatchObject({ kind: "session", code: 100 });

const article = (overrides: Partial<SetLoreEssayAuditBody> = {}): SetLoreEssayAuditBody => ({
  lore_essay_type: ContentCategory.AiEmpoweredGames,
  title: "A tiny roguelike with an AI narrator",
  profiles: "What we learned building it.",
  content: "<h1>Intro</h1><p>Hello world.</p>",
  status: SubmitStatus.Save,
  base_data: { label: ["Roguelike", "LLM"] },
  other_data: { lore_essay_id: [CREATOR_ARTICLE_IDS.published[0]!] },
  ...overrides,
});

const allPublic = (type?: ContentCategory) =>
  getLoreEssayAll({
    lore_essay_limit: 300,
    lore_essay_offset: 0,
    ...(type === undefined ? {} : { lore_essay_type: type }),
  });

const drafts = () => getLoreEssayAuditAll({ lore_essay_limit: 300, lore_essay_offset: 0 });
const posted = () => getAuditPostsAll({ lore_essay_limit: 300, lore_essay_offset: 0 });

beforeEach(() => {
  session.reload();
  session.clear();
  storeLanguage("en");
  return onSessionExpired(() => undefined);
});

describe("seed", () => {
  it("has at least 200 bilingual articles over categories 1-11 with h1/h2 bodies and local images", () => {
    const records = getState().db.articles.all();
    expect(records.length).toBeGreaterThanOrEqual(200);
    const categories = new Set(publicArticles(getState()).map((r) => r.published!.lore_essay_type));
    expect([...categories].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(records.some((r) => /[\u4e00-\u9fff]/.test(r.copy.title))).toBe(true);
    expect(records.some((r) => /^[\x20-\x7e]+$/.test(r.copy.title))).toBe(true);
    for (const record of records) {
      expect(record.copy.content).toMatch(/<h1>/);
      expect(record.copy.content).toMatch(/<h2>/);
      expect(record.copy.content).toMatch(/<img src="\/__files\/img\//);
      expect(record.copy.other_data?.medias?.cover?.url).toMatch(/^\/__files\/img\//);
    }
  });

  it("puts under each heading of a seeded body the paragraph written for it", () => {
    const written = { ...SECTION_PARAGRAPHS.zh, ...SECTION_PARAGRAPHS.en };
    let sections = 0;
    for (const record of getState().db.articles.all()) {
      for (const [, heading, paragraph] of (record.copy.content ?? "").matchAll(
        /<h[12]>([^<]*)<\/h[12]><p>([^<]*)<\/p>/g,
      )) {
        const template = written[heading!];
        expect(template, heading).toBeDefined();
        for (const part of template!.split("{s}")) expect(paragraph).toContain(part);
        sections += 1;
      }
    }
    expect(sections).toBeGreaterThan(400);
  });

  it("has items in every publish status, a deleted one, and drafts of category 0", () => {
    const records = getState().db.articles.all();
    for (const status of Object.values(PublishStatus))
      expect(records.some((r) => r.status === status)).toBe(true);
    expect(records.some((r) => r.deleted)).toBe(true);
    expect(
      records.some((r) => r.status === PublishStatus.Draft && r.copy.lore_essay_type === 0),
    ).toBe(true);
    expect(
      records
        .filter((r) => r.status === PublishStatus.AuditFailed)
        .every((r) => r.audit_opinion !== ""),
    ).toBe(true);
  });

  it("gives the creator published, draft, releasing and failed articles, and featured ids that are public", () => {
    const ids = CREATOR_ARTICLE_IDS;
    const state = getState();
    for (const id of ids.published)
      expect(findArticle(state, id)).toMatchObject({ user_id: CREATOR.user_id, status: 3 });
    expect(findArticle(state, ids.draft)).toMatchObject({ status: 0, published: null });
    expect(findArticle(state, ids.editedDraft)?.status).toBe(0);
    expect(findArticle(state, ids.editedDraft)?.published).not.toBeNull();
    expect(findArticle(state, ids.releasing)).toMatchObject({ status: 1, published: null });
    expect(findArticle(state, ids.failed)?.status).toBe(2);
    expect(findArticle(state, ids.failed)?.audit_opinion).not.toBe("");
    for (const id of FEATURED_ARTICLE_IDS) expect(findArticle(state, id)?.published).not.toBeNull();
  });

  it("is deterministic: the same seed and reference time give the same articles", async () => {
    const { resetBackend } = await import("@mocks/backend");
    const snapshot = async () => {
      const state = await resetBackend({ seed: 7, seededAt: Date.UTC(2024, 6, 1) });
      return state.db.articles
        .all()
        .map((r) => [r.lore_essay_id, r.copy.title, r.status, r.release_time, r.stat.browse_num]);
    };
    expect(await snapshot()).toEqual(await snapshot());
  });
});

describe("public lists", () => {
  it("pages the published articles newest first with a total, and answers past the end with an empty page", async () => {
    const first = await getLoreEssayAll({ lore_essay_limit: 50, lore_essay_offset: 0 });
    const second = await getLoreEssayAll({ lore_essay_limit: 50, lore_essay_offset: 50 });
    const total = publicArticles(getState()).length;
    expect(first.lore_essay_total).toBe(total);
    expect(first.base_data).toHaveLength(50);
    const times = [...first.base_data, ...second.base_data].map((a) => a.release_time!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      first.base_data.every((a) => a.status === PublishStatus.AuditOk && a.content === undefined),
    ).toBe(true);
    expect(first.base_data[0]!.user_data?.user_name).toBeTruthy();
    const past = await getLoreEssayAll({ lore_essay_limit: 50, lore_essay_offset: total + 5 });
    expect(past).toEqual({ base_data: [], lore_essay_total: total });
  });

  it("filters by category (0 or absent: all)", async () => {
    const art = await allPublic(ContentCategory.Art2D);
    expect(art.base_data.length).toBeGreaterThan(0);
    expect(art.base_data.every((a) => a.lore_essay_type === ContentCategory.Art2D)).toBe(true);
    expect((await allPublic(ContentCategory.Recommended)).lore_essay_total).toBe(
      (await allPublic()).lore_essay_total,
    );
  });

  it("searches titles case-insensitively, trimmed, and ignores a blank search", async () => {
    const title = findArticle(getState(), CREATOR_ARTICLE_IDS.published[0]!)!.published!.title;
    const found = await getLoreEssayAll({
      lore_essay_limit: 50,
      lore_essay_offset: 0,
      search_name: `  ${title.slice(9, 21).toUpperCase()} `,
    });
    expect(found.base_data.map((a) => a.lore_essay_id)).toContain(CREATOR_ARTICLE_IDS.published[0]);
    expect(
      found.base_data.every((a) =>
        a.title.toLowerCase().includes(title.slice(9, 21).toLowerCase()),
      ),
    ).toBe(true);
    expect(found.lore_essay_total).toBe(found.base_data.length);
    const none = await getLoreEssayAll({
      lore_essay_limit: 50,
      lore_essay_offset: 0,
      search_name: "no title has this",
    });
    expect(none).toEqual({ base_data: [], lore_essay_total: 0 });
    const blank = await getLoreEssayAll({
      lore_essay_limit: 1,
      lore_essay_offset: 0,
      search_name: "   ",
    });
    expect(blank.lore_essay_total).toBe(publicArticles(getState()).length);
  });

  it("ranks the hot list by views, then likes, with a total", async () => {
    const hot = await getLoreEssayHotAll({ lore_essay_limit: 8, lore_essay_offset: 0 });
    expect(hot.base_data).toHaveLength(8);
    expect(hot.lore_essay_total).toBe(publicArticles(getState()).length);
    const views = hot.base_data.map((a) => a.stat_data!.browse_num!);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const code = await getLoreEssayHotAll({
      lore_essay_limit: 300,
      lore_essay_offset: 0,
      lore_essay_type: ContentCategory.CodingAssistance,
    });
    expect(
      code.base_data.every((a) => a.lore_essay_type === ContentCategory.CodingAssistance),
    ).toBe(true);
  });

  it("answers the home sections: recommended first, then each category 1-11 with its 6 newest", async () => {
    const { base_data: sections } = await getLoreEssayHome({});
    expect(sections.map((s) => s.lore_essay_type)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const all = publicArticles(getState());
    expect(sections[0]!.lore_essay_total).toBe(all.length);
    expect(sections[0]!.base_data.map((a) => a.lore_essay_id)).toEqual(
      all.slice(0, 6).map((r) => r.lore_essay_id),
    );
    for (const section of sections.slice(1)) {
      expect(section.base_data.length).toBe(Math.min(6, section.lore_essay_total));
      expect(section.base_data.every((a) => a.lore_essay_type === section.lore_essay_type)).toBe(
        true,
      );
    }
  });

  it("lists a user's published articles (guest page) and nothing for an unknown user", async () => {
    const mine = await getLoreUserHome({
      user_id: CREATOR.user_id,
      comm_limit: 300,
      comm_offset: 0,
    });
    expect(mine.comm_total).toBe(CREATOR_ARTICLE_IDS.published.length + 1); // + the one with a draft edit
    expect(mine.base_data.every((a) => a.user_id === CREATOR.user_id && a.status === 3)).toBe(true);
    expect(await getLoreUserHome({ user_id: "nobody", comm_limit: 10, comm_offset: 0 })).toEqual({
      base_data: [],
      comm_total: 0,
    });
  });

  it("reads several published articles in request order, each once, leaving out the others", async () => {
    const [a, b] = CREATOR_ARTICLE_IDS.published;
    const { base_data } = await batchGetLoreEssay({
      lore_essay_id: [
        b!,
        "missing",
        a!,
        CREATOR_ARTICLE_IDS.draft,
        b!,
        CREATOR_ARTICLE_IDS.releasing,
      ],
    });
    expect(base_data.map((x) => x.lore_essay_id)).toEqual([b, a]);
    expect((await batchGetLoreEssay({ lore_essay_id: [] })).base_data).toEqual([]);
  });
});

describe("detail", () => {
  it("answers the published version with body, author and counters", async () => {
    const id = CREATOR_ARTICLE_IDS.published[0]!;
    const { base_data } = await getLoreEssay({ lore_essay_id: id });
    expect(base_data).toMatchObject({
      lore_essay_id: id,
      status: 3,
      user_id: CREATOR.user_id,
      is_like: 0,
      is_collect: 0,
    });
    expect(base_data!.content).toMatch(/<h1>/);
    expect(base_data!.user_data?.user_name).toBe(CREATOR.user_name);
  });

  it("answers no base_data for a missing, never-published or deleted article", async () => {
    expect((await getLoreEssay({ lore_essay_id: "999999999" })).base_data).toBeUndefined();
    expect(
      (await getLoreEssay({ lore_essay_id: CREATOR_ARTICLE_IDS.draft })).base_data,
    ).toBeUndefined();
    expect(
      (await getLoreEssay({ lore_essay_id: CREATOR_ARTICLE_IDS.releasing })).base_data,
    ).toBeUndefined();
    const deleted = getState()
      .db.articles.all()
      .find((r) => r.deleted)!;
    expect(
      (await getLoreEssay({ lore_essay_id: deleted.lore_essay_id })).base_data,
    ).toBeUndefined();
  });

  it("keeps answering the published version while a newer edit is a draft", async () => {
    const record = findArticle(getState(), CREATOR_ARTICLE_IDS.editedDraft)!;
    const { base_data } = await getLoreEssay({ lore_essay_id: record.lore_essay_id });
    expect(base_data?.title).toBe(record.published!.title);
    expect(base_data?.title).not.toBe(record.copy.title);
  });

  it("shows the signed-in viewer's like and favourite, and ignores an invalid session", async () => {
    const id = CREATOR_ARTICLE_IDS.published[1]!;
    await signIn(READER);
    await like({ like_type: LikeType.Essay, gid: id, is_like: 1 });
    await replaceCollect({ collect_type: CollectType.Essay, gid: id });
    const { base_data } = await getLoreEssay({ lore_essay_id: id });
    expect(base_data).toMatchObject({ is_like: 1, is_collect: 1 });
    const listed = await batchGetLoreEssay({ lore_essay_id: [id] });
    expect(listed.base_data[0]).toMatchObject({ is_like: 1, is_collect: 1 });

    session.setUser({ ...session.getUser()!, verify_session: "not-a-session" });
    expect((await getLoreEssay({ lore_essay_id: id })).base_data).toMatchObject({
      is_like: 0,
      is_collect: 0,
    });
    session.clear();
    expect((await getLoreEssay({ lore_essay_id: id })).base_data).toMatchObject({
      is_like: 0,
      is_collect: 0,
    });
  });
});

describe("own articles", () => {
  it("needs a session (code 100)", async () => {
    await expectSessionEnded(drafts());
    await expectSessionEnded(posted());
    await expectSessionEnded(getLoreEssayAudit({ lore_essay_id: CREATOR_ARTICLE_IDS.draft }));
    await expectSessionEnded(setLoreEssayAudit(article()));
    await expectSessionEnded(delLoreEssayAudit({ lore_essay_id: CREATOR_ARTICLE_IDS.draft }));
  });

  it("lists drafts (status 0, including a published article's draft edit) and posted ones, last edited first", async () => {
    await signIn(CREATOR);
    const draftIds = (await drafts()).audit_base_data.map((a) => a.lore_essay_id);
    expect(draftIds.sort()).toEqual(
      [CREATOR_ARTICLE_IDS.editedDraft, CREATOR_ARTICLE_IDS.draft].sort(),
    );
    const mine = await posted();
    expect(mine.lore_essay_total).toBe(CREATOR_ARTICLE_IDS.published.length + 2);
    const statuses = new Set(mine.audit_base_data.map((a) => a.status));
    expect(statuses).toEqual(new Set([1, 2, 3]));
    const failed = mine.audit_base_data.find((a) => a.status === 2)!;
    expect(failed.audit_opinion).toBeTruthy();
    const times = mine.audit_base_data.map((a) => a.up_time!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ofCategory = await getAuditPostsAll({
      lore_essay_limit: 300,
      lore_essay_offset: 0,
      lore_essay_type: ContentCategory.AiTechResources,
    });
    expect(ofCategory.audit_base_data.map((a) => a.lore_essay_id)).toEqual([
      CREATOR_ARTICLE_IDS.published[2],
    ]);
  });

  it("reads its own copy in any status, nothing for a missing id, and refuses another user's (HTTP 400)", async () => {
    await signIn(CREATOR);
    const draft = await getLoreEssayAudit({ lore_essay_id: CREATOR_ARTICLE_IDS.editedDraft });
    expect(draft.base_data).toMatchObject({
      status: 0,
      title: findArticle(getState(), CREATOR_ARTICLE_IDS.editedDraft)!.copy.title,
    });
    expect(draft.base_data?.content).toBeTruthy();
    const failed = await getLoreEssayAudit({ lore_essay_id: CREATOR_ARTICLE_IDS.failed });
    expect(failed.base_data?.audit_opinion).toBeTruthy();
    expect((await getLoreEssayAudit({ lore_essay_id: "999999999" })).base_data).toBeUndefined();
    const theirs = publicArticles(getState()).find((r) => r.user_id !== CREATOR.user_id)!;
    await expectBadRequest(getLoreEssayAudit({ lore_essay_id: theirs.lore_essay_id }));
  });
});

describe("save, post and audit", () => {
  it("saves a new draft (status 0): in the draft box, not public", async () => {
    await signIn(READER);
    const { audit_base_data } = await setLoreEssayAudit(
      article({ lore_essay_type: 0, title: "", content: "" }),
    );
    const id = audit_base_data.lore_essay_id;
    expect(id).toMatch(/^\d+$/);
    expect((await drafts()).audit_base_data.map((a) => a.lore_essay_id)).toEqual([id]);
    expect((await getLoreEssayAudit({ lore_essay_id: id })).base_data).toMatchObject({
      status: 0,
      title: "",
      lore_essay_type: 0,
    });
    expect((await getLoreEssay({ lore_essay_id: id })).base_data).toBeUndefined();
  });

  it("posts (status 1), then the audit publishes it (3) with a release time", async () => {
    const userId = await signIn(READER);
    const { audit_base_data } = await setLoreEssayAudit(article({ status: SubmitStatus.Post }));
    const id = audit_base_data.lore_essay_id;
    expect((await getLoreEssayAudit({ lore_essay_id: id })).base_data?.status).toBe(
      PublishStatus.Releasing,
    );
    expect((await posted()).audit_base_data.map((a) => a.lore_essay_id)).toContain(id);
    expect(listPendingAudits(getState())).toContainEqual(
      expect.objectContaining({ kind: ARTICLE_AUDIT, id }),
    );
    expect((await getLoreEssay({ lore_essay_id: id })).base_data).toBeUndefined();

    expect(resolveAudit(getState(), ARTICLE_AUDIT, id)).toBe(true);
    const { base_data } = await getLoreEssay({ lore_essay_id: id });
    expect(base_data).toMatchObject({ status: 3, title: article().title, user_id: userId });
    expect(base_data!.release_time).toBeGreaterThan(0);
    const first = await getLoreEssayAll({ lore_essay_limit: 1, lore_essay_offset: 0 });
    expect(first.base_data[0]!.lore_essay_id).toBe(id);
    expect(
      (await getLoreUserHome({ user_id: userId, comm_limit: 10, comm_offset: 0 })).comm_total,
    ).toBe(1);
  });

  it("resolves a posted article on its own once auditDelayMs has passed", async () => {
    getState().config.auditDelayMs = 5_000;
    await signIn(READER);
    const id = (await setLoreEssayAudit(article({ status: SubmitStatus.Post }))).audit_base_data
      .lore_essay_id;
    expect((await getLoreEssay({ lore_essay_id: id })).base_data).toBeUndefined();
    getState().advanceClock(5_001);
    expect((await getLoreEssay({ lore_essay_id: id })).base_data?.status).toBe(3);
  });

  it("fails the audit (2) with an opinion for a title with 'reject', and can be posted again", async () => {
    await signIn(READER);
    const id = (
      await setLoreEssayAudit(article({ title: "Please reject me", status: SubmitStatus.Post }))
    ).audit_base_data.lore_essay_id;
    resolveAudits(getState());
    const failed = await getLoreEssayAudit({ lore_essay_id: id });
    expect(failed.base_data).toMatchObject({ status: 2 });
    expect(failed.base_data?.audit_opinion).toBeTruthy();
    expect((await getLoreEssay({ lore_essay_id: id })).base_data).toBeUndefined();

    await setLoreEssayAudit(
      article({ lore_essay_id: id, title: "Fixed title", status: SubmitStatus.Post }),
    );
    const again = await getLoreEssayAudit({ lore_essay_id: id });
    expect(again.base_data).toMatchObject({ status: 1 });
    expect(again.base_data?.audit_opinion).toBeUndefined();
    resolveAudits(getState(), { verdict: { ok: false, opinion: "Blurry figures" } });
    expect((await getLoreEssayAudit({ lore_essay_id: id })).base_data?.audit_opinion).toBe(
      "Blurry figures",
    );
  });

  it("re-reviews an edit of a published article while the last published version stays public", async () => {
    await signIn(CREATOR);
    const id = CREATOR_ARTICLE_IDS.published[0]!;
    const before = (await getLoreEssay({ lore_essay_id: id })).base_data!;
    const stat = findArticle(getState(), id)!.stat;

    await setLoreEssayAudit(
      article({ lore_essay_id: id, title: "Edited title", status: SubmitStatus.Post }),
    );
    expect((await getLoreEssayAudit({ lore_essay_id: id })).base_data).toMatchObject({
      status: 1,
      title: "Edited title",
    });
    expect((await getLoreEssay({ lore_essay_id: id })).base_data).toMatchObject({
      title: before.title,
      status: 3,
    });

    resolveAudit(getState(), ARTICLE_AUDIT, id, { ok: false, opinion: "No" });
    expect((await getLoreEssay({ lore_essay_id: id })).base_data?.title).toBe(before.title);

    await setLoreEssayAudit(
      article({ lore_essay_id: id, title: "Edited title", status: SubmitStatus.Post }),
    );
    // Only this article's audit: resolving every audit would also approve comments and count them.
    resolveAudit(getState(), ARTICLE_AUDIT, id);
    const after = (await getLoreEssay({ lore_essay_id: id })).base_data!;
    expect(after).toMatchObject({ title: "Edited title", release_time: before.release_time });
    expect(after.stat_data).toEqual(stat);
    expect(after.up_time).toBeGreaterThan(before.up_time!);
  });

  it("saving a draft of a published article moves it to the drafts without withdrawing it", async () => {
    await signIn(CREATOR);
    const id = CREATOR_ARTICLE_IDS.published[1]!;
    await setLoreEssayAudit(article({ lore_essay_id: id, title: "Work in progress" }));
    expect((await drafts()).audit_base_data.map((a) => a.lore_essay_id)).toContain(id);
    expect((await posted()).audit_base_data.map((a) => a.lore_essay_id)).not.toContain(id);
    expect((await getLoreEssay({ lore_essay_id: id })).base_data?.status).toBe(3);
  });

  it("refuses a post without title, content or category, and repeated tags (HTTP 400)", async () => {
    await signIn(READER);
    const post = { status: SubmitStatus.Post } as const;
    await expectBadRequest(setLoreEssayAudit(article({ ...post, title: "   " })));
    await expectBadRequest(setLoreEssayAudit(article({ ...post, content: "<p><br></p>&nbsp;" })));
    await expectBadRequest(setLoreEssayAudit(article({ ...post, lore_essay_type: 0 })));
    await expectBadRequest(setLoreEssayAudit(article({ base_data: { label: ["AI", "AI"] } })));
    await expectBadRequest(setLoreEssayAudit(article({ title: "x".repeat(101) })));
    const pictureOnly = await setLoreEssayAudit(
      article({ ...post, content: '<p><img src="/__files/img/a.svg"></p>' }),
    );
    expect(pictureOnly.audit_base_data.lore_essay_id).toBeTruthy();
    expect((await drafts()).audit_base_data).toEqual([]);
  });

  it("refuses to save over another user's, a missing or a deleted article (HTTP 400)", async () => {
    await signIn(otherAccount(0));
    await expectBadRequest(
      setLoreEssayAudit(article({ lore_essay_id: CREATOR_ARTICLE_IDS.published[0]! })),
    );
    await expectBadRequest(setLoreEssayAudit(article({ lore_essay_id: "999999999" })));
    const id = (await setLoreEssayAudit(article())).audit_base_data.lore_essay_id;
    await delLoreEssayAudit({ lore_essay_id: id });
    await expectBadRequest(setLoreEssayAudit(article({ lore_essay_id: id })));
  });
});

describe("delete", () => {
  it("removes a published article everywhere, answers 0 again for the same id, and refuses another user's", async () => {
    await signIn(CREATOR);
    const id = CREATOR_ARTICLE_IDS.published[0]!;
    const total = (await getLoreEssayAll({ lore_essay_limit: 1, lore_essay_offset: 0 }))
      .lore_essay_total;
    await delLoreEssayAudit({ lore_essay_id: id });
    expect((await getLoreEssay({ lore_essay_id: id })).base_data).toBeUndefined();
    expect((await getLoreEssayAudit({ lore_essay_id: id })).base_data).toBeUndefined();
    expect((await batchGetLoreEssay({ lore_essay_id: [id] })).base_data).toEqual([]);
    expect(
      (await getLoreEssayAll({ lore_essay_limit: 1, lore_essay_offset: 0 })).lore_essay_total,
    ).toBe(total - 1);
    expect((await posted()).audit_base_data.map((a) => a.lore_essay_id)).not.toContain(id);
    await expect(delLoreEssayAudit({ lore_essay_id: id })).resolves.toEqual({});
    await expect(delLoreEssayAudit({ lore_essay_id: "999999999" })).resolves.toEqual({});

    const theirs = publicArticles(getState()).find((r) => r.user_id !== CREATOR.user_id)!;
    await expectBadRequest(delLoreEssayAudit({ lore_essay_id: theirs.lore_essay_id }));
    expect(findArticle(getState(), theirs.lore_essay_id)).not.toBeNull();
  });

  it("drops a deleted article's pending audit", async () => {
    await signIn(CREATOR);
    await delLoreEssayAudit({ lore_essay_id: CREATOR_ARTICLE_IDS.releasing });
    expect(listPendingAudits(getState()).map((p) => p.id)).not.toContain(
      CREATOR_ARTICLE_IDS.releasing,
    );
  });
});

describe("body validation", () => {
  it("answers HTTP 400 for a body that breaks the schema", async () => {
    await expectBadRequest(getLoreEssayAll({ lore_essay_limit: 0, lore_essay_offset: 0 }));
    await expectBadRequest(getLoreEssayAll({ lore_essay_limit: 301, lore_essay_offset: 0 }));
    await expectBadRequest(getLoreEssay({ lore_essay_id: "" }));
  });
});
