/**
 * Seeded works: game demos (cover, 16:9 promotion pictures, platforms, version, a downloadable
 * archive and/or an online-experience link), image works (1-20 pictures of varied aspect ratios
 * with generation parameters) and game resources, in every publish state.
 *
 * Demo videos: the mock serves generated pictures and uploaded bytes only, so seeded demos carry
 * pictures as promotion material and an empty movie list.
 */
import type { Faker } from "@faker-js/faker";
import { DownloadFlag, EditorType, Platform, WorksType, type PhotoData } from "@/generated/model";
import { fileUrlFor, imageUrl } from "../core/files";
import { playUrl } from "../core/play-page";
import type { WorksContent, WorksRecord } from "../db/content";
import {
  AUDIT_OPINIONS,
  CATEGORY_TEXT,
  DEMO_GENRES,
  DEMO_INTROS,
  DEMO_TITLES,
  IMAGE_INTROS,
  IMAGE_MODELS,
  IMAGE_PROMPTS,
  IMAGE_TITLES,
  NEGATIVE_PROMPTS,
  RESOURCE_INTROS,
  RESOURCE_TITLES,
  SAMPLERS,
  VERSION_NOTES,
  type Lang,
} from "./content-text";
import { IMAGE_WORK_TITLE_MAX } from "../domains/content/rules";
import {
  baseFields,
  fakeSha1,
  fill,
  hasPublicVersion,
  inLang,
  labelOf,
  pick,
  pickTags,
  pickWeighted,
  pictureFile,
  seedCounters,
  timeline,
  type Plan,
} from "./content-kit";

export type SeededWorksType =
  typeof WorksType.GameDemo | typeof WorksType.GameResource | typeof WorksType.ArtCreativity;

export interface WorksSeed {
  id: string;
  userId: string;
  type: SeededWorksType;
  plan: Plan;
  ageMs: number;
  now: number;
  lang: Lang;
  title?: string;
  /** Demo titles already given: a drawn title that is taken becomes a unique one (uniqueDemoTitle). */
  takenTitles?: Set<string>;
  /** Fixed platforms of a demo (curated items); otherwise a common combination. */
  platforms?: readonly Platform[];
  /** Related article ids. */
  relatedIds: readonly string[];
}

/** The archive a seeded work offers for download (bytes stored by the seed, see seedArchives). */
export const archiveIdFor = (worksId: string) => `seed-archive-${worksId}.zip`;

const PLATFORM_SETS: readonly Platform[][] = [
  [Platform.Windows],
  [Platform.Windows, Platform.Macos],
  [Platform.PcWeb],
  [Platform.Windows, Platform.PcWeb],
  [Platform.Windows, Platform.Macos, Platform.PcWeb],
  [Platform.PcWeb, Platform.H5],
  [Platform.Windows, Platform.Android, Platform.Ios],
];

const IMAGE_SIZES: readonly (readonly [number, number])[] = [
  [1024, 1024],
  [832, 1216],
  [1216, 832],
  [768, 1344],
  [1344, 768],
  [896, 1152],
  [1152, 896],
  [640, 1536],
  [1536, 640],
];

const slug = (id: string, title: string) => {
  const ascii = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return ascii || `works-${id}`;
};

/** Sequels and editions that tell two demos of one drawn title apart, in the demo's language. */
const TITLE_EDITIONS: Record<Lang, readonly string[]> = {
  zh: ["{t}：序章", "{t} 2", "{t}：重制版", "{t}：无尽模式", "{t} 3", "{t}：双人版"],
  en: ["{t}: Prologue", "{t} II", "{t} Remastered", "{t}: Endless", "{t} III", "{t} Co-op"],
};

/**
 * The drawn title if no other demo has it, else the first free edition of it (no further draw from
 * the seed's generator, so the rest of the seed stays as it was). Every seeded demo's title differs.
 */
function uniqueDemoTitle(drawn: string, lang: Lang, taken: Set<string> | undefined): string {
  if (!taken) return drawn;
  const title =
    [drawn, ...TITLE_EDITIONS[lang].map((edition) => edition.replace("{t}", drawn))].find(
      (candidate) => !taken.has(candidate),
    ) ?? `${drawn} #${taken.size + 1}`;
  taken.add(title);
  return title;
}

function demoContent(faker: Faker, seed: WorksSeed): WorksContent {
  const title = uniqueDemoTitle(
    seed.title ?? inLang(faker, DEMO_TITLES, seed.lang),
    seed.lang,
    seed.takenTitles,
  );
  const platforms = [...(seed.platforms ?? pick(faker, PLATFORM_SETS))];
  const desktop = platforms.includes(Platform.Windows) || platforms.includes(Platform.Macos);
  const web = platforms.includes(Platform.PcWeb);
  const pictures = Array.from({ length: faker.number.int({ min: 2, max: 6 }) }, (_, k) =>
    pictureFile(
      `works-${seed.id}-shot${k + 1}`,
      1280,
      720,
      labelOf(title),
      faker.number.int({ min: 200_000, max: 3_000_000 }),
    ),
  );
  const tags = [...CATEGORY_TEXT[8]!.tags[seed.lang], ...CATEGORY_TEXT[1]!.tags[seed.lang]];
  return {
    works_title: title,
    profiles: fill(
      inLang(faker, DEMO_INTROS, seed.lang),
      "g",
      inLang(faker, DEMO_GENRES, seed.lang),
    ),
    works_version: `0.${faker.number.int({ min: 1, max: 9 })}.${faker.number.int({ min: 0, max: 9 })}`,
    version_content: inLang(faker, VERSION_NOTES, seed.lang),
    editor_type: EditorType.Tiny,
    photo_data: [],
    base_data: { label: pickTags(faker, tags), platform: platforms },
    other_data: {
      tools_id: [],
      lore_essay_id: [...new Set(seed.relatedIds)],
      medias: {
        cover: pictureFile(
          `works-${seed.id}-cover`,
          1280,
          720,
          labelOf(title),
          faker.number.int({ min: 150_000, max: 2_000_000 }),
        ),
        movie: [],
        pictures,
      },
      download: desktop ? DownloadFlag.Yes : DownloadFlag.No,
      game_web_url: web ? playUrl(`works-${seed.id}`, title) : "",
      game_demo: desktop ? fileUrlFor(archiveIdFor(seed.id)) : "",
      demo_file_name: desktop ? `${slug(seed.id, title)}.zip` : "",
      demo_file_size: desktop ? faker.number.int({ min: 40_000_000, max: 900_000_000 }) : 0,
    },
  };
}

function photo(faker: Faker, key: string, title: string): PhotoData {
  const [width, height] = pick(faker, IMAGE_SIZES);
  const withParameters = faker.datatype.boolean({ probability: 0.7 });
  return {
    photo: imageUrl(key, { w: width, h: height, label: labelOf(title, 20) }),
    width,
    height,
    prompt: withParameters ? pick(faker, IMAGE_PROMPTS) : "",
    negative_prompt: withParameters ? pick(faker, NEGATIVE_PROMPTS) : "",
    sampler: withParameters ? pick(faker, SAMPLERS) : "",
    model: withParameters ? pick(faker, IMAGE_MODELS) : "",
    cfg_scale: withParameters ? String(faker.number.int({ min: 4, max: 12 })) : "",
    steps: withParameters ? String(pick(faker, [20, 25, 28, 30, 40])) : "",
    seed: withParameters ? String(faker.number.int({ min: 1, max: 4_294_967_295 })) : "",
  };
}

function imageContent(faker: Faker, seed: WorksSeed): WorksContent {
  const title = (seed.title ?? inLang(faker, IMAGE_TITLES, seed.lang)).slice(
    0,
    IMAGE_WORK_TITLE_MAX,
  );
  // Mostly a handful of pictures, sometimes a full set of 20.
  const count = pickWeighted(faker, [
    { weight: 30, value: 1 },
    { weight: 45, value: faker.number.int({ min: 2, max: 6 }) },
    { weight: 20, value: faker.number.int({ min: 7, max: 12 }) },
    { weight: 5, value: faker.number.int({ min: 13, max: 20 }) },
  ]);
  const photos = Array.from({ length: count }, (_, k) =>
    photo(faker, `works-${seed.id}-p${k + 1}`, title),
  );
  const first = photos[0]!;
  return {
    works_title: title,
    profiles: inLang(faker, IMAGE_INTROS, seed.lang),
    works_version: "0.0.1",
    version_content: "",
    editor_type: EditorType.Tiny,
    photo_data: photos,
    base_data: { label: pickTags(faker, CATEGORY_TEXT[1]!.tags[seed.lang]), platform: [] },
    other_data: {
      tools_id: [],
      lore_essay_id: [...new Set(seed.relatedIds)],
      medias: {
        cover: {
          url: first.photo,
          sha1: fakeSha1(`works-${seed.id}-p1`),
          filesize: faker.number.int({ min: 300_000, max: 8_000_000 }),
          platform: 2,
        },
        movie: [],
        pictures: [],
      },
      download: DownloadFlag.No,
      game_web_url: "",
      game_demo: "",
      demo_file_name: "",
      demo_file_size: 0,
    },
  };
}

function resourceContent(faker: Faker, seed: WorksSeed): WorksContent {
  const title = seed.title ?? inLang(faker, RESOURCE_TITLES, seed.lang);
  return {
    works_title: title,
    profiles: inLang(faker, RESOURCE_INTROS, seed.lang),
    works_version: `1.${faker.number.int({ min: 0, max: 4 })}.0`,
    version_content: "",
    editor_type: EditorType.Tiny,
    photo_data: [],
    base_data: {
      label: pickTags(faker, CATEGORY_TEXT[2]!.tags[seed.lang]),
      platform: [Platform.Windows, Platform.Macos],
    },
    other_data: {
      tools_id: [],
      lore_essay_id: [...new Set(seed.relatedIds)],
      medias: {
        cover: pictureFile(
          `works-${seed.id}-cover`,
          800,
          450,
          labelOf(title),
          faker.number.int({ min: 100_000, max: 900_000 }),
        ),
        movie: [],
        pictures: [
          pictureFile(
            `works-${seed.id}-shot1`,
            1280,
            720,
            labelOf(title),
            faker.number.int({ min: 200_000, max: 2_000_000 }),
          ),
        ],
      },
      download: DownloadFlag.Yes,
      game_web_url: "",
      game_demo: fileUrlFor(archiveIdFor(seed.id)),
      demo_file_name: `${slug(seed.id, title)}.zip`,
      demo_file_size: faker.number.int({ min: 5_000_000, max: 300_000_000 }),
    },
  };
}

function contentOf(faker: Faker, seed: WorksSeed): WorksContent {
  switch (seed.type) {
    case WorksType.GameDemo:
      return demoContent(faker, seed);
    case WorksType.ArtCreativity:
      return imageContent(faker, seed);
    case WorksType.GameResource:
      return resourceContent(faker, seed);
  }
}

/** A newer edit of a published work: a bumped version with a note. */
function revised(content: WorksContent, lang: Lang): WorksContent {
  const [major = "0", minor = "1"] = (content.works_version ?? "0.0.1").split(".");
  return {
    ...content,
    works_version: `${major}.${Number(minor) + 1}.0`,
    version_content:
      lang === "zh" ? "新版本：修复若干问题并新增内容。" : "New version: fixes and new content.",
  };
}

export function buildWorks(faker: Faker, seed: WorksSeed): WorksRecord {
  const published = hasPublicVersion(seed.plan);
  const content = contentOf(faker, seed);
  const edited = seed.plan.startsWith("published-");
  const times = timeline(faker, seed.now, seed.ageMs, seed.plan);
  const downloads = content.other_data?.download === DownloadFlag.Yes;
  return {
    works_id: seed.id,
    works_type: seed.type,
    ...baseFields(
      seed.userId,
      seed.plan,
      times,
      seedCounters(faker, published, downloads),
      inLang(faker, AUDIT_OPINIONS, seed.lang),
    ),
    copy: edited ? revised(content, seed.lang) : content,
    published: published ? content : null,
    is_token_apply: 0,
    token_audit_status: -1,
  };
}
