/**
 * The works group of the mock backend, through the generated client: the seeded demos, image
 * works and resources, the public lists and reads, the author's own lists, and save / post /
 * audit / edit / delete with every answer the spec gives them (code 0, code 100, HTTP 400).
 */
import { beforeEach, describe, expect, it } from "vitest";
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
import { like } from "@/generated/social/social";
import {
  DownloadFlag,
  LikeType,
  Platform,
  PublishStatus,
  SubmitStatus,
  WorksType,
  type FileRecord,
  type SetWorksAuditBody,
} from "@/generated/model";
import { setWorksAuditRules } from "@/generated/rules";
import { onSessionExpired, session } from "@/lib/session";
import { FULL_HD, IMAGE_WORK_PICTURE_MAX_BYTES } from "@/lib/upload-limits";
import { storeLanguage } from "@/lib/language";
import { getState } from "@mocks/core/state";
import { listPendingAudits, resolveAudit } from "@mocks/core/audits";
import { findWorks, publicWorks } from "@mocks/domains/content/queries";
import { setWorksTokenApply } from "@mocks/domains/content/store";
import { WORKS_AUDIT } from "@mocks/domains/content/audit";
import { CREATOR_WORKS_IDS, FEATURED_WORK_IDS } from "@mocks/seed/content";
import { CREATOR, OTHER_USER_IDS, OTHER_USER_PASSWORD, READER } from "@mocks/seed/users";
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

const file = (name: string, filesize = 200_000): FileRecord => ({
  url: `/__files/img/${name}.svg?w=1280&h=720`,
  sha1: "0".repeat(40),
  filesize,
  platform: 2,
});

const imageWork = (overrides: Partial<SetWorksAuditBody> = {}): SetWorksAuditBody => ({
  works_type: WorksType.ArtCreativity,
  works_title: "Lanterns over the bay",
  profiles: "Three studies of light.",
  status: SubmitStatus.Save,
  base_data: { label: ["Lighting"], platform: [] },
  other_data: { medias: { cover: file("p1") } },
  photo_data: [
    { photo: "/__files/img/p1.svg?w=832&h=1216", width: 832, height: 1216 },
    { photo: "/__files/img/p2.svg?w=1216&h=832", width: 1216, height: 832 },
  ],
  ...overrides,
});

const demo = (overrides: Partial<SetWorksAuditBody> = {}): SetWorksAuditBody => ({
  works_type: WorksType.GameDemo,
  works_title: "Tidal Puzzle",
  profiles: "<p>A puzzle game about tides.</p>",
  works_version: "0.1.0",
  status: SubmitStatus.Post,
  base_data: { label: ["Puzzle"], platform: [Platform.Windows, Platform.PcWeb] },
  other_data: {
    medias: { cover: file("cover"), pictures: [file("shot1")], movie: [] },
    game_demo: "https://files.example.test/tidal.zip",
    demo_file_name: "tidal.zip",
    demo_file_size: 1_000_000,
    game_web_url: "https://play.example.test/tidal",
  },
  ...overrides,
});

const drafts = (works_type: WorksType = 0) =>
  userDraft({ works_type, common_limit: 300, common_offset: 0 });
const posted = (works_type: WorksType = 0) =>
  userFinish({ works_type, common_limit: 300, common_offset: 0 });

beforeEach(() => {
  session.reload();
  session.clear();
  storeLanguage("en");
  return onSessionExpired(() => undefined);
});

describe("seed", () => {
  it("has 120 works: demos with 16:9 pictures and no videos, image works with 1-20 pictures of varied ratios, resources", () => {
    const records = getState().db.works.all();
    expect(records).toHaveLength(120);
    const byType = (type: WorksType) => records.filter((r) => r.works_type === type);
    const demos = byType(WorksType.GameDemo);
    const images = byType(WorksType.ArtCreativity);
    expect(demos.length).toBeGreaterThan(20);
    expect(images.length).toBeGreaterThan(30);
    expect(byType(WorksType.GameResource).length).toBeGreaterThan(0);
    for (const record of demos) {
      const medias = record.copy.other_data!.medias!;
      expect(medias.cover?.url).toMatch(/^\/__files\/img\/.*w=1280&h=720/);
      expect(medias.movie).toEqual([]);
      expect(medias.pictures!.length).toBeGreaterThan(0);
      expect(record.copy.base_data!.platform!.some((p) => p <= Platform.PcWeb)).toBe(true);
      expect(record.copy.other_data!.download).toBe(record.copy.other_data!.game_demo ? 1 : 0);
    }
    const ratios = new Set<string>();
    for (const record of images) {
      expect(record.copy.photo_data.length).toBeGreaterThanOrEqual(1);
      expect(record.copy.photo_data.length).toBeLessThanOrEqual(20);
      expect([...record.copy.works_title].length).toBeLessThanOrEqual(40);
      for (const photo of record.copy.photo_data)
        ratios.add((photo.width! / photo.height!).toFixed(2));
      expect(record.copy.other_data!.download).toBe(DownloadFlag.No);
    }
    expect(ratios.size).toBeGreaterThan(4);
  });

  it("gives every seeded demo a title of its own", () => {
    const titles = getState()
      .db.works.all()
      .filter((record) => record.works_type === WorksType.GameDemo)
      .map((record) => record.copy.works_title);
    expect(titles.length).toBeGreaterThan(20);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("has works in every publish status, and the creator's in each of them", () => {
    const records = getState().db.works.all();
    for (const status of Object.values(PublishStatus))
      expect(records.some((r) => r.status === status)).toBe(true);
    const ids = CREATOR_WORKS_IDS;
    const state = getState();
    expect(findWorks(state, ids.demos[0]!)).toMatchObject({
      user_id: CREATOR.user_id,
      status: 3,
      works_type: 1,
    });
    expect(findWorks(state, ids.demos[1]!)?.status).toBe(1);
    expect(findWorks(state, ids.demos[1]!)?.published).not.toBeNull();
    expect(findWorks(state, ids.demoDraft)).toMatchObject({ status: 0, published: null });
    expect(findWorks(state, ids.demoReleasing)).toMatchObject({ status: 1, published: null });
    expect(findWorks(state, ids.demoFailed)?.status).toBe(2);
    expect(findWorks(state, ids.demoFailed)?.audit_opinion).not.toBe("");
    expect(findWorks(state, ids.images[0]!)).toMatchObject({ status: 3, works_type: 3 });
    expect(findWorks(state, ids.imageDraft)).toMatchObject({ status: 0, works_type: 3 });
    expect(findWorks(state, ids.resource)).toMatchObject({ status: 3, works_type: 2 });
    for (const id of FEATURED_WORK_IDS)
      expect(findWorks(state, id)).toMatchObject({ works_type: 1, status: 3 });
  });

  it("serves the archive a seeded demo offers for download", async () => {
    const { base_data } = await getWorks({ works_id: CREATOR_WORKS_IDS.resource });
    const url = base_data!.other_data!.game_demo!;
    expect(url).toMatch(/^http:\/\/[^/]+\/__files\/upload\/seed-archive-/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });
});

describe("public lists", () => {
  it("pages by page index, newest release first, with a total; a page past the end is empty", async () => {
    const total = publicWorks(getState()).length;
    const page0 = await getWorksAll({ works_limit: 8, works_offset: 0 });
    const page1 = await getWorksAll({ works_limit: 8, works_offset: 1 });
    expect(page0.works_total).toBe(total);
    expect(page0.base_data).toHaveLength(8);
    const expected = publicWorks(getState())
      .slice(8, 16)
      .map((r) => r.works_id);
    expect(page1.base_data.map((w) => w.works_id)).toEqual(expected);
    const times = [...page0.base_data, ...page1.base_data].map((w) => w.release_time!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await getWorksAll({ works_limit: 50, works_offset: 99 })).toEqual({
      base_data: [],
      works_total: total,
    });
  });

  it("filters by works_type (absent or 0: every type)", async () => {
    const images = await getWorksAll({
      works_limit: 12,
      works_offset: 0,
      works_type: WorksType.ArtCreativity,
    });
    expect(
      images.base_data.every(
        (w) => w.works_type === WorksType.ArtCreativity && w.photo_data!.length > 0,
      ),
    ).toBe(true);
    const demos = await getWorksAll({
      works_limit: 300,
      works_offset: 0,
      works_type: WorksType.GameDemo,
    });
    expect(demos.works_total).toBe(publicWorks(getState(), WorksType.GameDemo).length);
    expect(
      (await getWorksAll({ works_limit: 1, works_offset: 0, works_type: 0 })).works_total,
    ).toBe(publicWorks(getState()).length);
  });

  it("lists a user's published works of a type, and nothing for an unknown user", async () => {
    const all = await getWorksUserAll({
      user_id: CREATOR.user_id,
      works_type: 0,
      comm_limit: 300,
      comm_offset: 0,
    });
    expect(all.comm_total).toBe(5); // 2 demos (one with an edit under review), 2 images, 1 resource
    const images = await getWorksUserAll({
      user_id: CREATOR.user_id,
      works_type: 3,
      comm_limit: 300,
      comm_offset: 0,
    });
    expect(images.base_data.map((w) => w.works_id).sort()).toEqual(
      [...CREATOR_WORKS_IDS.images].sort(),
    );
    expect(
      await getWorksUserAll({ user_id: "nobody", works_type: 0, comm_limit: 10, comm_offset: 0 }),
    ).toEqual({
      base_data: [],
      comm_total: 0,
    });
  });

  it("reads several published works in request order, each once, leaving out the others", async () => {
    const [a, b] = CREATOR_WORKS_IDS.images;
    const { base_data } = await batchGetWorks({
      works_id: [b!, CREATOR_WORKS_IDS.demoDraft, a!, b!, "missing"],
    });
    expect(base_data.map((w) => w.works_id)).toEqual([b, a]);
    expect((await batchGetWorks({ works_id: [] })).base_data).toEqual([]);
  });
});

describe("detail", () => {
  it("answers the published version with author, counters, platforms and absolute links", async () => {
    const id = CREATOR_WORKS_IDS.demos[0]!;
    const { base_data } = await getWorks({ works_id: id });
    expect(base_data).toMatchObject({
      works_id: id,
      works_type: 1,
      status: 3,
      user_id: CREATOR.user_id,
      is_like: 0,
    });
    expect(base_data!.user_data?.user_name).toBe(CREATOR.user_name);
    expect(base_data!.works_version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(base_data!.other_data?.medias?.pictures?.length).toBeGreaterThan(0);
    for (const link of [
      base_data!.other_data!.game_demo!,
      base_data!.other_data!.game_web_url!,
    ].filter(Boolean)) {
      expect(link).toMatch(/^https?:\/\//);
    }
  });

  it("answers no base_data for a missing, never-published or deleted work", async () => {
    expect((await getWorks({ works_id: "999999999" })).base_data).toBeUndefined();
    expect((await getWorks({ works_id: CREATOR_WORKS_IDS.demoDraft })).base_data).toBeUndefined();
    expect(
      (await getWorks({ works_id: CREATOR_WORKS_IDS.demoReleasing })).base_data,
    ).toBeUndefined();
    const deleted = getState()
      .db.works.all()
      .find((r) => r.deleted);
    if (deleted) expect((await getWorks({ works_id: deleted.works_id })).base_data).toBeUndefined();
  });

  it("keeps answering the published version while a newer edit is under review", async () => {
    const record = findWorks(getState(), CREATOR_WORKS_IDS.demos[1]!)!;
    const { base_data } = await getWorks({ works_id: record.works_id });
    expect(base_data?.works_version).toBe(record.published!.works_version);
    expect(base_data?.works_version).not.toBe(record.copy.works_version);
    expect(base_data?.status).toBe(3);
  });

  it("shows the signed-in viewer's like", async () => {
    const id = CREATOR_WORKS_IDS.images[0]!;
    await signIn(READER);
    await like({ like_type: LikeType.Work, gid: id, is_like: 1 });
    expect((await getWorks({ works_id: id })).base_data).toMatchObject({
      is_like: 1,
      is_collect: 0,
    });
    const page = await getWorksUserAll({
      user_id: CREATOR.user_id,
      works_type: 3,
      comm_limit: 10,
      comm_offset: 0,
    });
    expect(page.base_data.find((w) => w.works_id === id)?.is_like).toBe(1);
  });
});

describe("own works", () => {
  it("needs a session (code 100)", async () => {
    await expectSessionEnded(drafts());
    await expectSessionEnded(posted());
    await expectSessionEnded(getWorksAudit({ works_id: CREATOR_WORKS_IDS.demoDraft }));
    await expectSessionEnded(setWorksAudit(imageWork()));
    await expectSessionEnded(delWorksAudit({ works_id: CREATOR_WORKS_IDS.demoDraft }));
  });

  it("lists drafts (by type) and posted works with a total, carrying the programme fields", async () => {
    await signIn(CREATOR);
    expect((await drafts()).audit_base_data.map((w) => w.works_id).sort()).toEqual(
      [CREATOR_WORKS_IDS.demoDraft, CREATOR_WORKS_IDS.imageDraft].sort(),
    );
    expect((await drafts(WorksType.GameDemo)).audit_base_data.map((w) => w.works_id)).toEqual([
      CREATOR_WORKS_IDS.demoDraft,
    ]);
    await setWorksTokenApply(getState(), CREATOR_WORKS_IDS.demos[0]!, {
      is_token_apply: 1,
      token_audit_status: 1,
    });
    const demos = await posted(WorksType.GameDemo);
    expect(demos.common_total).toBe(4);
    expect(new Set(demos.audit_base_data.map((w) => w.status))).toEqual(new Set([1, 2, 3]));
    expect(
      demos.audit_base_data.find((w) => w.works_id === CREATOR_WORKS_IDS.demos[0]),
    ).toMatchObject({
      is_token_apply: 1,
      token_audit_status: 1,
    });
    expect(demos.audit_base_data.find((w) => w.status === 2)?.audit_opinion).toBeTruthy();
    const times = demos.audit_base_data.map((w) => w.up_time!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page = await userFinish({ works_type: 0, common_limit: 2, common_offset: 2 });
    expect(page.audit_base_data).toHaveLength(2);
    expect(page.common_total).toBe(7);
  });

  it("reads its own copy in any status, nothing for a missing id, and refuses another user's (HTTP 400)", async () => {
    await signIn(CREATOR);
    const copy = await getWorksAudit({ works_id: CREATOR_WORKS_IDS.demos[1]! });
    expect(copy.base_data).toMatchObject({
      status: 1,
      works_version: findWorks(getState(), CREATOR_WORKS_IDS.demos[1]!)!.copy.works_version,
    });
    expect((await getWorksAudit({ works_id: "999999999" })).base_data).toBeUndefined();
    const theirs = publicWorks(getState()).find((r) => r.user_id !== CREATOR.user_id)!;
    await expectBadRequest(getWorksAudit({ works_id: theirs.works_id }));
  });
});

describe("save, post and audit", () => {
  it("saves an image-work draft, storing a blank title as 'Unnamed game' and version 0.0.1", async () => {
    await signIn(READER);
    const { audit_base_data } = await setWorksAudit(
      imageWork({ works_title: " ", photo_data: [] }),
    );
    expect(audit_base_data).toMatchObject({
      status: 0,
      works_type: 3,
      works_title: "Unnamed game",
      works_version: "0.0.1",
    });
    expect(audit_base_data.other_data?.download).toBe(DownloadFlag.No);
    expect((await drafts(WorksType.ArtCreativity)).audit_base_data.map((w) => w.works_id)).toEqual([
      audit_base_data.works_id,
    ]);
    expect((await getWorks({ works_id: audit_base_data.works_id })).base_data).toBeUndefined();
  });

  it("posts an image work (status 1); the audit publishes it with a release time", async () => {
    await signIn(READER);
    const { audit_base_data } = await setWorksAudit(imageWork({ status: SubmitStatus.Post }));
    const id = audit_base_data.works_id;
    expect(audit_base_data.status).toBe(PublishStatus.Releasing);
    expect(listPendingAudits(getState())).toContainEqual(
      expect.objectContaining({ kind: WORKS_AUDIT, id }),
    );
    expect((await posted()).audit_base_data.map((w) => w.works_id)).toEqual([id]);
    expect(resolveAudit(getState(), WORKS_AUDIT, id)).toBe(true);
    const { base_data } = await getWorks({ works_id: id });
    expect(base_data).toMatchObject({ status: 3, works_title: "Lanterns over the bay" });
    expect(base_data!.photo_data).toHaveLength(2);
    expect(base_data!.release_time).toBeGreaterThan(0);
    expect((await getWorksAll({ works_limit: 1, works_offset: 0 })).base_data[0]!.works_id).toBe(
      id,
    );
  });

  it("posts a demo, with the download flag set by the server, and resolves it after auditDelayMs", async () => {
    getState().config.auditDelayMs = 2_000;
    await signIn(READER);
    const { audit_base_data } = await setWorksAudit(
      demo({ other_data: { ...demo().other_data, download: DownloadFlag.No } }),
    );
    expect(audit_base_data.other_data?.download).toBe(DownloadFlag.Yes);
    expect((await getWorks({ works_id: audit_base_data.works_id })).base_data).toBeUndefined();
    getState().advanceClock(2_001);
    expect((await getWorks({ works_id: audit_base_data.works_id })).base_data?.status).toBe(3);
  });

  it("fails the audit (2) with an opinion, and an edit of a published work stays public until approved", async () => {
    await signIn(CREATOR);
    const id = CREATOR_WORKS_IDS.images[0]!;
    const before = (await getWorks({ works_id: id })).base_data!;
    await setWorksAudit(
      imageWork({ works_id: id, works_title: "Please reject this", status: SubmitStatus.Post }),
    );
    expect((await getWorks({ works_id: id })).base_data?.works_title).toBe(before.works_title);
    expect(resolveAudit(getState(), WORKS_AUDIT, id)).toBe(true);
    const failed = (await getWorksAudit({ works_id: id })).base_data!;
    expect(failed.status).toBe(2);
    expect(failed.audit_opinion).toBeTruthy();
    expect((await getWorks({ works_id: id })).base_data).toMatchObject({
      works_title: before.works_title,
      status: 3,
    });

    await setWorksAudit(
      imageWork({ works_id: id, works_title: "New title", status: SubmitStatus.Post }),
    );
    // Only this work's audit: resolving every audit would also approve comments and count them.
    resolveAudit(getState(), WORKS_AUDIT, id);
    const after = (await getWorks({ works_id: id })).base_data!;
    expect(after).toMatchObject({ works_title: "New title", release_time: before.release_time });
    expect(after.stat_data).toEqual(before.stat_data);
  });

  it("takes limits as at most: an image work's picture of exactly the limit and 1080P either way, a demo archive of exactly 1 GiB; one over is refused", async () => {
    await signIn(READER);
    const max = IMAGE_WORK_PICTURE_MAX_BYTES;
    const photo = (width: number, height: number) => ({
      photo: `/__files/img/p.svg?w=${width}&h=${height}`,
      width,
      height,
    });
    const atLimit = await setWorksAudit(
      imageWork({
        other_data: { medias: { cover: file("p1", max), pictures: [file("p2", max)] } },
        photo_data: [photo(FULL_HD.long, FULL_HD.short), photo(FULL_HD.short, FULL_HD.long)],
      }),
    );
    expect(atLimit.audit_base_data.works_id).toBeTruthy();
    await expectBadRequest(
      setWorksAudit(imageWork({ other_data: { medias: { cover: file("p1", max + 1) } } })),
    );
    for (const [width, height] of [
      [FULL_HD.long + 1, FULL_HD.short],
      [FULL_HD.long, FULL_HD.short + 1],
      [FULL_HD.short + 1, FULL_HD.long],
    ] as const)
      await expectBadRequest(setWorksAudit(imageWork({ photo_data: [photo(width, height)] })));

    const archiveMax = setWorksAuditRules["other_data.demo_file_size"].maximum;
    const other = demo().other_data!;
    const posted = await setWorksAudit(
      demo({ other_data: { ...other, demo_file_size: archiveMax } }),
    );
    expect(posted.audit_base_data.works_id).toBeTruthy();
    await expectBadRequest(
      setWorksAudit(demo({ other_data: { ...other, demo_file_size: archiveMax + 1 } })),
    );
  });

  it("refuses demo posts that miss a rule (HTTP 400), but saves them as drafts", async () => {
    await signIn(READER);
    const other = demo().other_data!;
    const broken: Partial<SetWorksAuditBody>[] = [
      { works_title: "" },
      { profiles: "<p> </p>" },
      { base_data: { platform: [Platform.Android] } },
      { other_data: { ...other, game_demo: "" } },
      { base_data: { platform: [Platform.PcWeb] }, other_data: { ...other, game_web_url: "" } },
      { other_data: { ...other, medias: { pictures: [file("x")] } } },
      { other_data: { ...other, medias: { cover: file("c"), pictures: [], movie: [] } } },
    ];
    for (const change of broken) await expectBadRequest(setWorksAudit(demo(change)));
    for (const change of broken) {
      const saved = await setWorksAudit(demo({ ...change, status: SubmitStatus.Save }));
      expect(saved.audit_base_data.status).toBe(0);
    }
    const webOnly = await setWorksAudit(
      demo({ base_data: { platform: [Platform.PcWeb] }, other_data: { ...other, game_demo: "" } }),
    );
    expect(webOnly.audit_base_data.other_data?.download).toBe(DownloadFlag.No);
  });

  it("refuses image works without pictures or cover, with a long title or too-large pictures (HTTP 400)", async () => {
    await signIn(READER);
    const post = { status: SubmitStatus.Post } as const;
    await expectBadRequest(setWorksAudit(imageWork({ ...post, photo_data: [] })));
    await expectBadRequest(setWorksAudit(imageWork({ ...post, other_data: { medias: {} } })));
    await expectBadRequest(setWorksAudit(imageWork({ works_title: "t".repeat(41) })));
    await expectBadRequest(
      setWorksAudit(imageWork({ other_data: { medias: { cover: file("big", 31_088_641) } } })),
    );
    const chinese = await setWorksAudit(imageWork({ ...post, works_title: "山".repeat(40) }));
    expect(chinese.audit_base_data.works_title).toHaveLength(40);
    const game = await setWorksAudit({
      works_type: WorksType.GameResource,
      works_title: "Tiles",
      status: SubmitStatus.Post,
    });
    expect(game.audit_base_data.status).toBe(1);
  });

  it("refuses more than 20 materials, repeated tags, works_type 0, a changed type, and others' or missing ids (HTTP 400)", async () => {
    await signIn(otherAccount(1));
    const other = demo().other_data!;
    const many = Array.from({ length: 11 }, (_, i) => file(`m${i}`));
    await expectBadRequest(
      setWorksAudit(
        demo({
          other_data: { ...other, medias: { cover: file("c"), pictures: many, movie: many } },
        }),
      ),
    );
    await expectBadRequest(
      setWorksAudit(demo({ base_data: { label: ["a", "a"], platform: [0] } })),
    );
    await expectBadRequest(setWorksAudit(demo({ works_type: WorksType.Game })));
    const mine = (await setWorksAudit(imageWork())).audit_base_data.works_id;
    await expectBadRequest(setWorksAudit(demo({ works_id: mine, status: SubmitStatus.Save })));
    await expectBadRequest(setWorksAudit(imageWork({ works_id: CREATOR_WORKS_IDS.images[0]! })));
    await expectBadRequest(setWorksAudit(imageWork({ works_id: "999999999" })));
  });
});

describe("delete", () => {
  it("removes a work everywhere, answers 0 again, and refuses another user's (HTTP 400)", async () => {
    await signIn(CREATOR);
    const id = CREATOR_WORKS_IDS.images[1]!;
    const total = (await getWorksAll({ works_limit: 1, works_offset: 0 })).works_total;
    await delWorksAudit({ works_id: id });
    expect((await getWorks({ works_id: id })).base_data).toBeUndefined();
    expect((await getWorksAudit({ works_id: id })).base_data).toBeUndefined();
    expect((await batchGetWorks({ works_id: [id] })).base_data).toEqual([]);
    expect((await getWorksAll({ works_limit: 1, works_offset: 0 })).works_total).toBe(total - 1);
    expect((await posted()).audit_base_data.map((w) => w.works_id)).not.toContain(id);
    await expect(delWorksAudit({ works_id: id })).resolves.toEqual({});
    await expect(delWorksAudit({ works_id: "999999999" })).resolves.toEqual({});
    await expectBadRequest(setWorksAudit(imageWork({ works_id: id })));

    const theirs = publicWorks(getState()).find((r) => r.user_id !== CREATOR.user_id)!;
    await expectBadRequest(delWorksAudit({ works_id: theirs.works_id }));
    expect(findWorks(getState(), theirs.works_id)).not.toBeNull();
  });

  it("drops a deleted draft from the drafts and a deleted work's pending audit", async () => {
    await signIn(CREATOR);
    await delWorksAudit({ works_id: CREATOR_WORKS_IDS.demoDraft });
    await delWorksAudit({ works_id: CREATOR_WORKS_IDS.demoReleasing });
    expect((await drafts(WorksType.GameDemo)).audit_base_data).toEqual([]);
    expect(listPendingAudits(getState()).map((p) => p.id)).not.toContain(
      CREATOR_WORKS_IDS.demoReleasing,
    );
  });
});

describe("body validation", () => {
  it("answers HTTP 400 for a body that breaks the schema", async () => {
    await expectBadRequest(getWorksAll({ works_limit: 0, works_offset: 0 }));
    await expectBadRequest(getWorks({ works_id: "" }));
    await signIn(READER);
    await expectBadRequest(setWorksAudit(demo({ other_data: { game_web_url: "not a url" } })));
    await expectBadRequest(setWorksAudit(demo({ other_data: { demo_file_name: "game.exe" } })));
  });
});
