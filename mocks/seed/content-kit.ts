/**
 * Building blocks of the content seed: publish-state plans, counters, file records and times.
 * Everything is derived from the seeded faker or from the item's key, never Math.random.
 */
import type { Faker } from "@faker-js/faker";
import { PublishStatus, type FileRecord } from "@/generated/model";
import { imageUrl } from "../core/files";
import type { ContentItemBase, ItemCounters } from "../db/content";
import { zeroCounters } from "../domains/content/audit";
import type { Bilingual, Lang } from "./content-text";

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * Where an item stands: its copy's status, whether an earlier version is public, and whether the
 * author deleted it. "published" is the plain case (copy = public version, status 3).
 */
export type Plan =
  | "published"
  | "draft"
  | "releasing"
  | "failed"
  | "published-draft-edit"
  | "published-edit-releasing"
  | "published-edit-failed"
  | "deleted";

/** The usual mix of a community site: most items public, a few in every other state. */
const PLANS: readonly { weight: number; value: Plan }[] = [
  { weight: 84, value: "published" },
  { weight: 4, value: "draft" },
  { weight: 3, value: "releasing" },
  { weight: 3, value: "failed" },
  { weight: 2, value: "published-draft-edit" },
  { weight: 2, value: "published-edit-releasing" },
  { weight: 1, value: "published-edit-failed" },
  { weight: 1, value: "deleted" },
];

export const pickPlan = (faker: Faker): Plan => pickWeighted(faker, PLANS);

export const hasPublicVersion = (plan: Plan) =>
  plan === "published" || plan.startsWith("published-") || plan === "deleted";

export function statusOf(plan: Plan): PublishStatus {
  switch (plan) {
    case "published":
    case "deleted":
      return PublishStatus.AuditOk;
    case "draft":
    case "published-draft-edit":
      return PublishStatus.Draft;
    case "releasing":
    case "published-edit-releasing":
      return PublishStatus.Releasing;
    case "failed":
    case "published-edit-failed":
      return PublishStatus.AuditFailed;
  }
}

/** Counters with a long tail: most items have a few hundred views, a few have tens of thousands. */
export function seedCounters(faker: Faker, published: boolean, downloads: boolean): ItemCounters {
  if (!published) return zeroCounters();
  const browse = Math.floor(Math.exp(faker.number.float({ min: 2.5, max: 10.6 })));
  const like = Math.floor(browse * faker.number.float({ min: 0.01, max: 0.12 }));
  return {
    browse_num: browse,
    like_num: like,
    // Comments are counted by the social seed as it creates them.
    comment_num: 0,
    collect_num: Math.floor(like * faker.number.float({ min: 0.1, max: 0.6 })),
    share_num: Math.floor(browse * faker.number.float({ min: 0, max: 0.02 })),
    download_num: downloads ? Math.floor(browse * faker.number.float({ min: 0.05, max: 0.3 })) : 0,
  };
}

/** A stable 40-hex-digit stand-in for a file's SHA-1, derived from its key. */
export function fakeSha1(key: string): string {
  let out = "";
  let h = 0x811c9dc5;
  for (let round = 0; out.length < 40; round += 1) {
    for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ round, 0x5bd1e995) >>> 0;
    out += h.toString(16).padStart(8, "0");
  }
  return out.slice(0, 40);
}

/** A generated picture as an uploaded file record (platform 2, the default storage). */
export function pictureFile(
  key: string,
  w: number,
  h: number,
  label: string,
  filesize: number,
): FileRecord {
  return { url: imageUrl(key, { w, h, label }), sha1: fakeSha1(key), filesize, platform: 2 };
}

/** Short label drawn on a generated picture. */
export const labelOf = (title: string, max = 28) =>
  title.length > max ? `${title.slice(0, max - 1)}…` : title;

// Small pickers on faker.number.int: faker.helpers' own are ~10x slower, which shows at 10,000 items.

export const pick = <T>(faker: Faker, items: readonly T[]): T =>
  items[faker.number.int({ min: 0, max: items.length - 1 })]!;

/** count distinct items (in random order). */
export function pickSome<T>(faker: Faker, items: readonly T[], count: number): T[] {
  const copy = items.slice();
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i += 1) {
    const j = faker.number.int({ min: i, max: copy.length - 1 });
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/** One value, chosen with the given weights. */
export function pickWeighted<T>(faker: Faker, choices: readonly { weight: number; value: T }[]): T {
  const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
  let roll = faker.number.float({ min: 0, max: total });
  for (const choice of choices) {
    roll -= choice.weight;
    if (roll < 0) return choice.value;
  }
  return choices[choices.length - 1]!.value;
}

export const pickLang = (faker: Faker): Lang =>
  faker.datatype.boolean({ probability: 0.55 }) ? "zh" : "en";

export const fill = (template: string, key: string, value: string) =>
  template.split(`{${key}}`).join(value);

/** The same picker over both languages of a bilingual list. */
export const inLang = <T>(faker: Faker, lists: Bilingual<readonly T[]>, lang: Lang): T =>
  pick(faker, lists[lang]);

/** 1-5 distinct tags (at most 30 characters each). */
export function pickTags(
  faker: Faker,
  pool: readonly string[],
  extra: readonly string[] = [],
): string[] {
  const count = faker.number.int({ min: 1, max: Math.min(5, pool.length) });
  const tags = new Set(pickSome(faker, pool, count));
  for (const tag of extra) if (tags.size < 5) tags.add(tag);
  return [...tags].filter((tag) => tag.length <= 30);
}

export interface Timeline {
  created_at: number;
  up_time: number;
  release_time: number;
  published_up_time: number;
  submitted_at: number;
}

/**
 * Times of an item released `ageMs` before the reference time: the copy was last edited after the
 * release for items with a newer edit, and drafts were never released.
 */
export function timeline(faker: Faker, now: number, ageMs: number, plan: Plan): Timeline {
  const release = now - ageMs;
  const created = release - faker.number.int({ min: HOUR, max: 5 * DAY });
  const published = hasPublicVersion(plan);
  const edited = plan.startsWith("published-");
  const up = edited
    ? Math.min(now - HOUR, release + faker.number.int({ min: DAY, max: Math.max(DAY + 1, ageMs) }))
    : release;
  return {
    created_at: created,
    release_time: published ? release : 0,
    published_up_time: published ? release : 0,
    up_time: published ? up : release,
    submitted_at: statusOf(plan) === PublishStatus.Draft && !edited ? 0 : up,
  };
}

/** The internal fields every seeded item shares, from its plan and timeline. */
export function baseFields(
  userId: string,
  plan: Plan,
  times: Timeline,
  stat: ItemCounters,
  opinion: string,
): Omit<ContentItemBase, never> {
  const status = statusOf(plan);
  return {
    user_id: userId,
    status,
    audit_opinion: status === PublishStatus.AuditFailed ? opinion : "",
    // Seeded audits wait for QA (a control or resolveAudits), so every status stays visible.
    audit_due_at: null,
    submitted_at: times.submitted_at,
    created_at: times.created_at,
    up_time: times.up_time,
    release_time: times.release_time,
    published_up_time: times.published_up_time,
    deleted: plan === "deleted",
    sort_key: times.release_time,
    stat,
  };
}
