/**
 * The seeded system data: global configuration, advertisements and promoted items of both
 * positions, a few subscriptions, page-view counters and complaints (so that 1502, "others already
 * reported it", is reproducible). Uploads start empty: their bytes cannot be seeded.
 */
import {
  AdvertisePosition,
  ComplaintReason,
  ComplaintTarget,
  EventType,
  GlobalConfigType,
} from "@/generated/model";
import { imageUrl } from "../core/files";
import type { MockState } from "../core/state";
import type { AdvertisementRecord } from "../db/system";
import { API_DOCUMENT_MARKDOWN } from "./api-document";
import { FEATURED_ARTICLE_IDS, FEATURED_WORK_IDS } from "./content";
import { createFaker, SEED_SALT } from "./faker";
import { OTHER_USER_IDS } from "./users";

const DAY = 86_400_000;

/** The global configuration defaults of the spec (getGlobalTypeData). */
export const GLOBAL_CONFIG_DEFAULTS = [
  { type_id: GlobalConfigType.ProjectDayLimit, param: 1000, param_str: "" },
  { type_id: GlobalConfigType.FxRate, param: 7, param_str: "" },
  { type_id: GlobalConfigType.ApiDocument, param: 0, param_str: API_DOCUMENT_MARKDOWN },
] as const;

/** The programme's window opens this many days before the seed and closes this many after it. */
export const PROGRAMME_WINDOW_DAYS = { before: 30, after: 60 } as const;

/**
 * The creator programme's application dates (getGlobalTypeData type 4), around the seed's time:
 * the programme is open while "Join now" is offered (creator-programme.md §2), whenever the
 * backend is seeded. `YYYY-MM-DD to YYYY-MM-DD`, in UTC.
 */
export function programmeDatesAt(seededAt: number): string {
  const day = (offset: number) => new Date(seededAt + offset * DAY).toISOString().slice(0, 10);
  return `${day(-PROGRAMME_WINDOW_DAYS.before)} to ${day(PROGRAMME_WINDOW_DAYS.after)}`;
}

/**
 * The items promoted at each position, in display order: the content seed's featured ids, which it
 * always publishes (getAdvertisePos leaves out any that are unpublished or deleted later).
 */
export const PROMOTED_WORKS_IDS: readonly string[] = FEATURED_WORK_IDS;
export const PROMOTED_ARTICLE_IDS: readonly string[] = FEATURED_ARTICLE_IDS;

/** Targets other users already reported: a new report of them answers 1502. */
export const REPORTED_TARGETS = [
  { c_type: ComplaintTarget.Work, g_id: FEATURED_WORK_IDS.at(-1)! },
  { c_type: ComplaintTarget.Essay, g_id: FEATURED_ARTICLE_IDS.at(-1)! },
] as const;

interface AdSeed {
  name: string;
  description: string;
  /** Days relative to seededAt. */
  start: number;
  end: number;
}

const WORKS_HOME_ADS: AdSeed[] = [
  {
    name: "Summer Demo Jam · 夏日 Demo 大赛",
    description: "Ship a playable demo in 30 days. · 30 天做出可玩的 Demo。",
    start: -20,
    end: 365,
  },
  {
    name: "Demo of the Week · 本周精选",
    description: "A hand-picked demo from the community. · 编辑精选的社区 Demo。",
    start: -14,
    end: 365,
  },
  {
    name: "Creator Spotlight · 创作者聚光灯",
    description: "This month's favourite demos, picked by the community. · 社区本月最爱。",
    start: -7,
    end: 365,
  },
  {
    name: "Token Incentive Programme · 激励计划",
    description: "Free AI-model quota for approved creators. · 审核通过即得免费模型额度。",
    start: -3,
    end: 365,
  },
  {
    name: "Spring Showcase · 春季展映",
    description: "Last season's showcase (ended). · 上一季展映（已结束）。",
    start: -120,
    end: -30,
  },
  {
    name: "Winter Jam · 冬季 Game Jam",
    description: "Announced, not yet open. · 即将开放。",
    start: 30,
    end: 120,
  },
];

const ESSAY_HOME_ADS: AdSeed[] = [
  {
    name: "AI Concept Art Workflows · AI 原画工作流全解析",
    description: "From sketch to key art with diffusion models. · 从草图到主视觉。",
    start: -18,
    end: 365,
  },
  {
    name: "Prompting for Level Design · 用提示词设计关卡",
    description: "Designing levels with language models. · 用大模型做关卡设计。",
    start: -9,
    end: 365,
  },
  {
    name: "Game Audio with AI · AI 游戏音频",
    description: "Generating and mixing sound effects. · 音效生成与混音。",
    start: -2,
    end: 365,
  },
  {
    name: "Shader Week · 着色器周",
    description: "Last month's series (ended). · 上月专题（已结束）。",
    start: -90,
    end: -20,
  },
];

function advertisements(
  state: MockState,
  position: AdvertisePosition,
  seeds: AdSeed[],
  ids: readonly string[],
): AdvertisementRecord[] {
  const route =
    position === AdvertisePosition.WorksHome ? "/gameworks/detail" : "/knowledge/detail";
  return seeds.map((ad, i) => {
    const g_id = ids[i % ids.length]!;
    const advertise_id = `ad-${position}-${i + 1}`;
    return {
      advertise_id,
      position,
      g_id,
      advertise_name: ad.name,
      images: imageUrl(advertise_id, { w: 1600, h: 600, label: ad.name }),
      description: ad.description,
      web_url: `${route}?id=${g_id}`,
      // Newer start, newer up_time: the list answers newest up_time first.
      up_time: state.seededAt + ad.start * DAY,
      start_time: state.seededAt + ad.start * DAY,
      end_time: state.seededAt + ad.end * DAY,
    };
  });
}

const SUBSCRIBERS = [
  "newsletter.fan@example.com",
  "youxi.mi@example.cn",
  "studio.lead@example.org",
];

const PAGE_VIEWS = ["/gate", "/knowledge", "/gameworks", "/activity/token", "/document/token"];

export async function seedSystem(state: MockState): Promise<void> {
  const faker = createFaker(state.seed, SEED_SALT.system);
  const db = state.db;

  for (const entry of GLOBAL_CONFIG_DEFAULTS) await db.globalConfig.create({ ...entry });
  await db.globalConfig.create({
    type_id: GlobalConfigType.ProgrammeDates,
    param: 0,
    param_str: programmeDatesAt(state.seededAt),
  });

  const ads = [
    ...advertisements(state, AdvertisePosition.WorksHome, WORKS_HOME_ADS, PROMOTED_WORKS_IDS),
    ...advertisements(state, AdvertisePosition.LoreEssayHome, ESSAY_HOME_ADS, PROMOTED_ARTICLE_IDS),
  ];
  for (const ad of ads) await db.advertisements.create(ad);

  for (const [order, g_id] of PROMOTED_WORKS_IDS.entries()) {
    await db.promotedItems.create({ position: AdvertisePosition.WorksHome, g_id, order });
  }
  for (const [order, g_id] of PROMOTED_ARTICLE_IDS.entries()) {
    await db.promotedItems.create({ position: AdvertisePosition.LoreEssayHome, g_id, order });
  }

  for (const [i, email] of SUBSCRIBERS.entries()) {
    await db.subscriptions.create({ email, created_at: state.seededAt - (i + 1) * 7 * DAY });
  }

  for (const target of PAGE_VIEWS) {
    await db.eventCounters.create({
      event_type: EventType.PageView,
      target,
      user_id: "",
      count: faker.number.int({ min: 200, max: 20_000 }),
      last_at: state.seededAt - faker.number.int({ min: 1, max: 600 }) * 60_000,
    });
  }

  for (const [i, target] of REPORTED_TARGETS.entries()) {
    await db.complaints.create({
      complaint_id: `seed-complaint-${i + 1}`,
      user_id: OTHER_USER_IDS[i + 3]!,
      c_type: target.c_type,
      c_type_sub: faker.helpers.arrayElement([
        ComplaintReason.SpamAds,
        ComplaintReason.FalseInformation,
      ]),
      g_id: target.g_id,
      content: faker.helpers.arrayElement([
        "疑似广告内容。",
        "Looks like spam to me.",
        "内容与标题不符，疑似虚假信息。",
      ]),
      options: {},
      created_at: state.seededAt - (i + 2) * DAY,
    });
  }
}
