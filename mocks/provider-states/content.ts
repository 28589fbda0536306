/**
 * Provider states of articles and works: the creator's published article and its draft, the
 * published game demo (also the creator-programme project), the published image work and the
 * image-work draft, and ids that name nothing. Each item carries everything the detail and editor
 * pages read (tags, cover, related articles; a demo's platforms, pictures, video and download).
 */
import {
  ContentCategory,
  DownloadFlag,
  EditorType,
  Platform,
  PublishStatus,
  WorksType,
  type PhotoData,
} from "@/generated/model";
import type { MockState } from "../core/state";
import { fileUrlFor } from "../core/files";
import type {
  ArticleContent,
  ArticleRecord,
  ContentItemBase,
  ItemCounters,
  WorksContent,
  WorksRecord,
} from "../db/content";
import { zeroCounters } from "../domains/content/audit";
import { pictureFile } from "../seed/content-kit";
import { FIXTURES, given, type WorksKind } from "./sentences";
import { DAY_MS, ensureUser, state } from "./common";

const { creator, article, draftArticle, missing, demo, imageWork, draftWork } = FIXTURES;

const counters = (stat: Partial<ItemCounters>): ItemCounters => ({ ...zeroCounters(), ...stat });

/** The internal fields of an item published two days ago, or of a draft last saved then. */
function lifecycle(
  mock: MockState,
  userId: string,
  published: boolean,
  stat: ItemCounters,
): ContentItemBase {
  const at = mock.now() - 2 * DAY_MS;
  return {
    user_id: userId,
    status: published ? PublishStatus.AuditOk : PublishStatus.Draft,
    audit_opinion: "",
    audit_due_at: null,
    submitted_at: published ? at : 0,
    created_at: at - DAY_MS,
    up_time: at,
    release_time: published ? at : 0,
    published_up_time: published ? at : 0,
    deleted: false,
    sort_key: published ? at : 0,
    stat,
  };
}

async function putArticle(mock: MockState, record: ArticleRecord): Promise<void> {
  await ensureUser(mock, record.user_id);
  mock.db.articles.deleteMany((q) => q.where({ lore_essay_id: record.lore_essay_id }));
  await mock.db.articles.create(record);
}

async function putWorks(mock: MockState, record: WorksRecord): Promise<void> {
  await ensureUser(mock, record.user_id);
  mock.db.works.deleteMany((q) => q.where({ works_id: record.works_id }));
  await mock.db.works.create(record);
}

// ── articles ───────────────────────────────────────────────────────────────────────────────

function publishedArticle(id: string): ArticleContent {
  return {
    lore_essay_type: ContentCategory.AiInGameProducing,
    title: "Procedural dungeons with language models",
    profiles: "How we generate rooms from prompts.",
    content:
      "<h1>Rooms</h1><p>Start small.</p><h2>Prompts</h2><p>Describe the mood, not the tiles.</p>",
    editor_type: EditorType.Tiny,
    base_data: { label: ["AI", "Level design"] },
    other_data: {
      tools_id: [],
      lore_essay_id: [draftArticle],
      medias: { cover: pictureFile(`contract-article-${id}`, 800, 450, "Dungeons", 48_000) },
    },
  };
}

function draftArticleContent(id: string): ArticleContent {
  return {
    lore_essay_type: ContentCategory.AiInGameProducing,
    title: "Balancing loot tables",
    profiles: "Notes on drop rates.",
    content: "<p>Draft text</p>",
    editor_type: EditorType.Tiny,
    base_data: { label: ["design"] },
    other_data: {
      tools_id: [],
      lore_essay_id: [],
      medias: { cover: pictureFile(`contract-article-${id}`, 800, 450, "Loot", 20_480) },
    },
  };
}

// ── works ──────────────────────────────────────────────────────────────────────────────────

function demoContent(id: string): WorksContent {
  return {
    works_title: "Star Courier",
    profiles: "<p>Deliver parcels across the galaxy.</p>",
    works_version: "0.0.1",
    version_content: "",
    editor_type: EditorType.Tiny,
    photo_data: [],
    base_data: { label: ["arcade", "space"], platform: [Platform.Windows, Platform.PcWeb] },
    other_data: {
      tools_id: [],
      lore_essay_id: [article],
      medias: {
        cover: pictureFile(`contract-works-${id}-cover`, 1280, 720, "Star Courier", 96_000),
        pictures: [pictureFile(`contract-works-${id}-picture`, 1280, 720, "Screenshot", 120_000)],
        movie: [
          {
            url: fileUrlFor(`contract-works-${id}-trailer.mp4`),
            sha1: "0".repeat(40),
            filesize: 2_048_000,
            platform: 2,
          },
        ],
      },
      download: DownloadFlag.Yes,
      game_demo: fileUrlFor(`contract-works-${id}.zip`),
      game_web_url: `/play/${id}`,
      demo_file_name: "star-courier.zip",
      demo_file_size: 1_048_576,
    },
  };
}

function imageContent(id: string, title: string): WorksContent {
  const photo = pictureFile(`contract-works-${id}-photo`, 1024, 1024, title, 20_480);
  const photoData: PhotoData = {
    photo: photo.url,
    width: 1024,
    height: 1024,
    prompt: "",
    negative_prompt: "",
    sampler: "",
    model: "",
    cfg_scale: "",
    steps: "",
    seed: "",
  };
  return {
    works_title: title,
    profiles: "Boats at night.",
    works_version: "0.0.1",
    version_content: "",
    editor_type: EditorType.Tiny,
    photo_data: [photoData],
    base_data: { label: ["pixel"], platform: [] },
    other_data: {
      tools_id: [],
      lore_essay_id: [],
      medias: { cover: photo },
      download: DownloadFlag.No,
    },
  };
}

const worksType: Record<WorksKind, typeof WorksType.GameDemo | typeof WorksType.ArtCreativity> = {
  demo: WorksType.GameDemo,
  "image work": WorksType.ArtCreativity,
};

/** Defines the content sentences (called once by registerProviderStates in ./index.ts). */
export function defineContentStates(): void {
  state(given.articlePublished(article, creator.user_id), async ({ state: mock }) => {
    const content = publishedArticle(article);
    await putArticle(mock, {
      lore_essay_id: article,
      ...lifecycle(
        mock,
        creator.user_id,
        true,
        counters({ browse_num: 120, like_num: 8, collect_num: 4, share_num: 1 }),
      ),
      copy: content,
      published: content,
    });
  });

  state(given.articleDraft(draftArticle, creator.user_id), async ({ state: mock }) => {
    await putArticle(mock, {
      lore_essay_id: draftArticle,
      ...lifecycle(mock, creator.user_id, false, counters({})),
      copy: draftArticleContent(draftArticle),
      published: null,
    });
  });

  state(given.articleMissing(missing), ({ state: mock }) => {
    mock.db.articles.deleteMany((q) => q.where({ lore_essay_id: missing }));
  });

  state(given.worksPublished(demo, "demo", creator.user_id), async ({ state: mock }) => {
    const content = demoContent(demo);
    await putWorks(mock, {
      works_id: demo,
      works_type: worksType.demo,
      ...lifecycle(
        mock,
        creator.user_id,
        true,
        counters({ browse_num: 300, like_num: 12, collect_num: 5, download_num: 40 }),
      ),
      copy: content,
      published: content,
      is_token_apply: 0,
      token_audit_status: -1,
    });
  });

  state(given.worksPublished(imageWork, "image work", creator.user_id), async ({ state: mock }) => {
    const content = imageContent(imageWork, "Moonlit harbour");
    await putWorks(mock, {
      works_id: imageWork,
      works_type: worksType["image work"],
      ...lifecycle(
        mock,
        creator.user_id,
        true,
        counters({ browse_num: 80, like_num: 6, collect_num: 2 }),
      ),
      copy: content,
      published: content,
      is_token_apply: 0,
      token_audit_status: -1,
    });
  });

  state(given.worksDraft(draftWork, "image work", creator.user_id), async ({ state: mock }) => {
    await putWorks(mock, {
      works_id: draftWork,
      works_type: worksType["image work"],
      ...lifecycle(mock, creator.user_id, false, counters({})),
      copy: imageContent(draftWork, "Harbour at dawn"),
      published: null,
      is_token_apply: 0,
      token_audit_status: -1,
    });
  });

  state(given.worksMissing(missing), ({ state: mock }) => {
    mock.db.works.deleteMany((q) => q.where({ works_id: missing }));
  });
}
