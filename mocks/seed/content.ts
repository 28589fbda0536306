/**
 * The content seed: knowledge articles and works, deterministic for a seed and reference time.
 *
 * - The creator (1001) has curated items with fixed ids and titles in every state: published
 *   articles and works, an article and works drafts, a published article with a newer draft, items
 *   under review (1) and items whose audit failed (2) with an opinion.
 * - Then options.articles articles in total (200 by default, 10,000 for the benchmark) and
 *   options.works works (120) by the other seeded users, spread over categories 1-11 (drafts also
 *   0) and works types 1-3, mostly published, some in every other state, a few deleted.
 * Seeded audits never resolve on their own (audit_due_at null): QA or a test resolves them.
 * Records are built in memory and created in one batch per collection, so 10,000 articles seed
 * in about a second.
 */
import { ContentCategory, Platform, WorksType } from "@/generated/model";
import type { Faker } from "@faker-js/faker";
import type { MockState } from "../core/state";
import { insertRecords } from "../db/insert";
import { storeUpload } from "../core/files";
import type { ArticleRecord, WorksRecord } from "../db/content";
import { zipWithTextFile } from "./zip-archive";
import { articleCatalog, worksCatalog } from "../domains/content/catalog";
import { buildArticle } from "./content-articles";
import { archiveIdFor, buildWorks, type SeededWorksType } from "./content-works";
import { DAY, HOUR, pick, pickLang, pickPlan, pickWeighted, type Plan } from "./content-kit";
import { ARTICLE_ID_BASE, WORKS_ID_BASE } from "../domains/content/store";
import { CREATOR_ARTICLES, CREATOR_WORKS } from "./content-text";
import { createFaker, SEED_SALT } from "./faker";
import { CREATOR, OTHER_USER_IDS } from "./users";

const articleId = (n: number) => String(ARTICLE_ID_BASE + n);
const worksId = (n: number) => String(WORKS_ID_BASE + n);

/** The creator's curated articles (fixed ids for QA, tests and README). */
export const CREATOR_ARTICLE_IDS = {
  published: [1, 2, 3, 4, 5, 6].map(articleId),
  /** Published; its latest edit is saved as a draft (the public version stays). */
  editedDraft: articleId(7),
  draft: articleId(8),
  releasing: articleId(9),
  failed: articleId(10),
} as const;

/** The creator's curated works. demos[0] is the natural choice for a programme application. */
export const CREATOR_WORKS_IDS = {
  demos: [1, 2].map(worksId),
  demoDraft: worksId(3),
  demoReleasing: worksId(4),
  demoFailed: worksId(5),
  images: [6, 7].map(worksId),
  imageDraft: worksId(8),
  resource: worksId(9),
} as const;

/**
 * Right after the featured items, one item in each plan, so every state is seeded whatever the
 * seed number; the rest draw their plan at random.
 */
const EVERY_PLAN: readonly Plan[] = [
  "draft",
  "releasing",
  "failed",
  "published-draft-edit",
  "published-edit-releasing",
  "published-edit-failed",
  "deleted",
];

function planFor(faker: Faker, index: number): Plan {
  if (index < FEATURED_RANDOM) return "published";
  return EVERY_PLAN[index - FEATURED_RANDOM] ?? pickPlan(faker);
}

const CURATED_ARTICLES = 10;
const CURATED_WORKS = 9;
const FEATURED_RANDOM = 3;

/** Published articles for the knowledge-home advertisements (always public, whatever the seed). */
export const FEATURED_ARTICLE_IDS: readonly string[] = [
  CREATOR_ARTICLE_IDS.published[0]!,
  ...Array.from({ length: FEATURED_RANDOM }, (_, i) => articleId(CURATED_ARTICLES + 1 + i)),
];

/** Published game demos for the works-home advertisements (always public, whatever the seed). */
export const FEATURED_WORK_IDS: readonly string[] = [
  CREATOR_WORKS_IDS.demos[0]!,
  ...Array.from({ length: FEATURED_RANDOM }, (_, i) => worksId(CURATED_WORKS + 1 + i)),
];

const ARTICLE_CATEGORIES = Object.values(ContentCategory).filter(
  (type) => type !== ContentCategory.Recommended,
);

/** Other users write most; the first ten are the prolific ones. */
function pickAuthor(faker: Faker): string {
  const pool = faker.datatype.boolean({ probability: 0.5 })
    ? OTHER_USER_IDS.slice(0, 10)
    : OTHER_USER_IDS;
  return pick(faker, pool);
}

/** How long ago an item in this plan was (first) released or last touched. */
function ageFor(faker: Faker, plan: Plan): number {
  if (plan === "releasing" || plan === "draft")
    return faker.number.int({ min: 2 * HOUR, max: 6 * DAY });
  return faker.number.int({ min: 3 * HOUR, max: 540 * DAY });
}

function randomIds(
  faker: Faker,
  count: number,
  max: number,
  toId: (n: number) => string,
): string[] {
  if (max < 1) return [];
  return Array.from({ length: faker.number.int({ min: 0, max: count }) }, () =>
    toId(faker.number.int({ min: 1, max })),
  );
}

function curatedArticles(faker: Faker, now: number): ArticleRecord[] {
  const c = CREATOR_ARTICLES;
  const ids = CREATOR_ARTICLE_IDS;
  const curated: {
    id: string;
    plan: Plan;
    ageMs: number;
    item: { lang: "zh" | "en"; type: number; title: string; subject: string };
  }[] = [
    ...c.published.map((item, i) => ({
      id: ids.published[i]!,
      plan: "published" as Plan,
      ageMs: [3, 10, 25, 40, 70, 120][i]! * DAY,
      item,
    })),
    { id: ids.editedDraft, plan: "published-draft-edit", ageMs: 200 * DAY, item: c.editedDraft },
    { id: ids.draft, plan: "draft", ageMs: DAY, item: c.draft },
    { id: ids.releasing, plan: "releasing", ageMs: 5 * HOUR, item: c.releasing },
    { id: ids.failed, plan: "failed", ageMs: 3 * DAY, item: c.failed },
  ];
  return curated.map(({ id, plan, ageMs, item }) =>
    buildArticle(faker, {
      id,
      userId: CREATOR.user_id,
      plan,
      ageMs,
      now,
      lang: item.lang,
      type: item.type as ContentCategory,
      title: item.title,
      subject: item.subject,
      relatedIds: ids.published.filter((other) => other !== id).slice(0, 2),
    }),
  );
}

function randomArticles(faker: Faker, now: number, total: number): ArticleRecord[] {
  const records: ArticleRecord[] = [];
  for (let n = CURATED_ARTICLES + 1; n <= total; n += 1) {
    const plan = planFor(faker, n - CURATED_ARTICLES - 1);
    const neverPosted = plan === "draft";
    const type =
      neverPosted && faker.datatype.boolean({ probability: 0.3 })
        ? ContentCategory.Recommended
        : pick(faker, ARTICLE_CATEGORIES);
    records.push(
      buildArticle(faker, {
        id: articleId(n),
        userId: pickAuthor(faker),
        plan,
        ageMs: ageFor(faker, plan),
        now,
        lang: pickLang(faker),
        type,
        relatedIds: randomIds(faker, 4, total, articleId),
      }),
    );
  }
  return records;
}

function curatedWorks(faker: Faker, now: number, articleTotal: number): WorksRecord[] {
  const c = CREATOR_WORKS;
  const ids = CREATOR_WORKS_IDS;
  const curated: {
    id: string;
    type: SeededWorksType;
    plan: Plan;
    ageMs: number;
    item: { lang: "zh" | "en"; title: string };
    platforms?: readonly Platform[];
  }[] = [
    {
      id: ids.demos[0]!,
      type: WorksType.GameDemo,
      plan: "published",
      ageMs: 30 * DAY,
      item: c.demos[0],
      // Downloadable and playable online: every button of the demo card works.
      platforms: [Platform.Windows, Platform.Macos, Platform.PcWeb],
    },
    {
      id: ids.demos[1]!,
      type: WorksType.GameDemo,
      plan: "published-edit-releasing",
      ageMs: 90 * DAY,
      item: c.demos[1],
    },
    {
      id: ids.demoDraft,
      type: WorksType.GameDemo,
      plan: "draft",
      ageMs: 2 * DAY,
      item: c.demoDraft,
    },
    {
      id: ids.demoReleasing,
      type: WorksType.GameDemo,
      plan: "releasing",
      ageMs: 6 * HOUR,
      item: c.demoReleasing,
    },
    {
      id: ids.demoFailed,
      type: WorksType.GameDemo,
      plan: "failed",
      ageMs: 4 * DAY,
      item: c.demoFailed,
    },
    {
      id: ids.images[0]!,
      type: WorksType.ArtCreativity,
      plan: "published",
      ageMs: 12 * DAY,
      item: c.images[0],
    },
    {
      id: ids.images[1]!,
      type: WorksType.ArtCreativity,
      plan: "published",
      ageMs: 45 * DAY,
      item: c.images[1],
    },
    {
      id: ids.imageDraft,
      type: WorksType.ArtCreativity,
      plan: "draft",
      ageMs: DAY,
      item: c.imageDraft,
    },
    {
      id: ids.resource,
      type: WorksType.GameResource,
      plan: "published",
      ageMs: 60 * DAY,
      item: c.resource,
    },
  ];
  return curated.map(({ id, type, plan, ageMs, item, platforms }) =>
    buildWorks(faker, {
      id,
      userId: CREATOR.user_id,
      type,
      plan,
      ageMs,
      now,
      lang: item.lang,
      title: item.title,
      platforms,
      relatedIds: CREATOR_ARTICLE_IDS.published
        .slice(0, 2)
        .filter((n) => Number(n) - ARTICLE_ID_BASE <= articleTotal),
    }),
  );
}

function randomWorks(
  faker: Faker,
  now: number,
  total: number,
  articleTotal: number,
  takenTitles: Set<string>,
): WorksRecord[] {
  const records: WorksRecord[] = [];
  for (let n = CURATED_WORKS + 1; n <= total; n += 1) {
    const featured = n <= CURATED_WORKS + FEATURED_RANDOM;
    const type: SeededWorksType = featured
      ? WorksType.GameDemo
      : pickWeighted<SeededWorksType>(faker, [
          { weight: 40, value: WorksType.GameDemo },
          { weight: 48, value: WorksType.ArtCreativity },
          { weight: 12, value: WorksType.GameResource },
        ]);
    const plan = planFor(faker, n - CURATED_WORKS - 1);
    records.push(
      buildWorks(faker, {
        id: worksId(n),
        userId: pickAuthor(faker),
        type,
        plan,
        ageMs: ageFor(faker, plan),
        now,
        lang: pickLang(faker),
        takenTitles,
        relatedIds: randomIds(faker, 3, articleTotal, articleId),
      }),
    );
  }
  return records;
}

/** Stores the small archive each downloadable seeded work points to (served by the files handlers). */
async function seedArchives(state: MockState, works: readonly WorksRecord[]): Promise<void> {
  await Promise.all(
    works
      .filter((record) => (record.published ?? record.copy).other_data?.game_demo)
      .map((record) => {
        const title = (record.published ?? record.copy).works_title;
        const text = `${title}\n\nA seeded archive of the mock backend (works ${record.works_id}).\n`;
        return storeUpload(
          state,
          archiveIdFor(record.works_id),
          zipWithTextFile("README.txt", text),
          "application/zip",
        );
      }),
  );
}

/** Seeds the content data (after the accounts, whose user ids it refers to). */
export async function seedContent(
  state: MockState,
  options: { articles: number; works: number },
): Promise<void> {
  const now = state.seededAt;
  const articleTotal = Math.max(options.articles, CURATED_ARTICLES + FEATURED_RANDOM);
  const worksTotal = Math.max(options.works, CURATED_WORKS + FEATURED_RANDOM);

  const articleFaker = createFaker(state.seed, SEED_SALT.content);
  const articles = [
    ...curatedArticles(articleFaker, now),
    ...randomArticles(articleFaker, now, articleTotal),
  ];
  // Works draw from their own stream, so changing the article count does not change the works.
  const worksFaker = createFaker(state.seed, SEED_SALT.content * 1_000_003);
  const curated = curatedWorks(worksFaker, now, articleTotal);
  // The random demos take titles the curated works (and each other) do not have.
  const takenTitles = new Set(curated.map((record) => record.copy.works_title));
  const works = [
    ...curated,
    ...randomWorks(worksFaker, now, worksTotal, articleTotal, takenTitles),
  ];

  await insertRecords(state.db.articles, articles);
  await insertRecords(state.db.works, works);
  await seedArchives(state, works);

  // Build the indexes now rather than on the first request.
  articleCatalog(state);
  worksCatalog(state);
}
