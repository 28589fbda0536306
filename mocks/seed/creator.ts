/**
 * The creator programme seed (record 0024), replayed through the same transitions the handlers
 * use, at times relative to state.seededAt and after each demo's release. creator@example.com's
 * game demos (from the content seed; published ones first, oldest first) become:
 * - an approved project (audit ok): an API key, a 20 USD daily limit that is on, a rejected and an
 *   approved top-up, two approved renewals, and billing over several models during the last 30
 *   days;
 * - with four demos or more, a second approved project with less than 2 USD left whose validity
 *   ends within 10 days (both hints show); with fewer, the first project is drained below 2 USD;
 * - a project whose application failed audit (audit_status 2 with an opinion).
 * The newest demos stay without an application (at least one whenever there are two or more).
 */
import type { Faker } from "@faker-js/faker";
import { ApplyType, ModelId, PublishStatus } from "@/generated/model";
import type { MockState } from "../core/state";
import type { Db } from "../db";
import type { WorksRecord } from "../db/content";
import type { IncentiveAccountRecord } from "../db/creator";
import { findAccount, ownDemos } from "../domains/creator/queries";
import { API_KEY_BODY_LENGTH, applicationId, roundCents } from "../domains/creator/rules";
import {
  recordUsage,
  replaceApiKey,
  reviewApplication,
  submitAccountRequest,
  submitProgrammeApplication,
} from "../domains/creator/transitions";
import { createFaker, SEED_SALT } from "./faker";
import { CREATOR } from "./users";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BILLING_DAYS = 30;

/** Cost range of one request per model, in US cents. */
const MODEL_COSTS: Record<ModelId, { min: number; max: number }> = {
  [ModelId.Gpt35]: { min: 0.02, max: 0.6 },
  [ModelId.Gpt4]: { min: 1.5, max: 9 },
  [ModelId.Gpt4o]: { min: 0.3, max: 4 },
  [ModelId.Dalle3]: { min: 4, max: 12 },
  [ModelId.Tts1]: { min: 0.1, max: 1.5 },
  [ModelId.Tts1Hd]: { min: 0.3, max: 3 },
  [ModelId.Whisper]: { min: 0.1, max: 2.4 },
  [ModelId.ClaudeHaiku]: { min: 0.01, max: 0.4 },
  [ModelId.ClaudeSonnet]: { min: 0.3, max: 4.5 },
  [ModelId.ClaudeSonnet35]: { min: 0.3, max: 4.5 },
};

type ModelMix = Array<{ weight: number; value: ModelId }>;

/** A chatty game: mostly GPT-4o and Claude, some speech and pictures. */
const MAIN_MIX: ModelMix = [
  { weight: 8, value: ModelId.Gpt4o },
  { weight: 5, value: ModelId.Gpt35 },
  { weight: 4, value: ModelId.ClaudeSonnet35 },
  { weight: 3, value: ModelId.ClaudeHaiku },
  { weight: 2, value: ModelId.Whisper },
  { weight: 2, value: ModelId.Tts1 },
  { weight: 1, value: ModelId.Dalle3 },
];

/** A heavier game that has nearly used up its grant. */
const HEAVY_MIX: ModelMix = [
  { weight: 6, value: ModelId.Gpt4 },
  { weight: 4, value: ModelId.Gpt4o },
  { weight: 2, value: ModelId.ClaudeSonnet },
  { weight: 1, value: ModelId.Tts1Hd },
  { weight: 1, value: ModelId.Dalle3 },
];

interface Usage {
  modelId: ModelId;
  amount: number;
  at: number;
}

const seededKey = (faker: Faker) =>
  `sk-${faker.string.alphanumeric({ length: API_KEY_BODY_LENGTH, casing: "mixed" })}`;

/** Requests on each day of the last BILLING_DAYS days before seededAt, after `since`, oldest first. */
function usageOverLastDays(
  faker: Faker,
  seededAt: number,
  since: number,
  mix: ModelMix,
  perDay: { min: number; max: number },
): Usage[] {
  const usage: Usage[] = [];
  for (let day = 0; day < BILLING_DAYS; day += 1) {
    const count = faker.number.int(perDay);
    for (let i = 0; i < count; i += 1) {
      const modelId = faker.helpers.weightedArrayElement(mix);
      usage.push({
        modelId,
        amount: faker.number.float({ ...MODEL_COSTS[modelId], fractionDigits: 2 }),
        at: seededAt - day * DAY - faker.number.int({ min: 1_000, max: DAY - 1_000 }),
      });
    }
  }
  return usage.filter((u) => u.at > since).sort((a, b) => a.at - b.at);
}

/** Scales the amounts so that they add up to total exactly (2 decimals of a cent). */
function scaleTo(usage: Usage[], total: number): Usage[] {
  const raw = usage.reduce((sum, u) => sum + u.amount, 0);
  if (usage.length === 0 || raw <= 0) return usage;
  const scaled = usage.map((u) => ({ ...u, amount: roundCents((u.amount * total) / raw) }));
  const drift = roundCents(total - scaled.reduce((sum, u) => sum + u.amount, 0));
  const largest = scaled.reduce((max, u) => (u.amount > max.amount ? u : max), scaled[0]!);
  largest.amount = roundCents(Math.max(0, largest.amount + drift));
  return scaled;
}

/** Leaves the account with less than 2 USD: the usage is scaled to what was granted minus that. */
const drainTo = (faker: Faker, account: IncentiveAccountRecord, usage: Usage[]) =>
  scaleTo(
    usage,
    roundCents(account.total_gifts - faker.number.float({ min: 60, max: 180, fractionDigits: 2 })),
  );

async function bill(
  db: Db,
  faker: Faker,
  account: IncentiveAccountRecord,
  usage: Usage[],
): Promise<void> {
  await Promise.all(
    usage.map((u) =>
      recordUsage(db, account, {
        modelId: u.modelId,
        amount: u.amount,
        requestId: `req_${faker.string.alphanumeric({ length: 24, casing: "lower" })}`,
        at: u.at,
      }),
    ),
  );
}

/** Applies with a demo at `at` and answers its (empty) incentive account. */
async function apply(
  db: Db,
  faker: Faker,
  demo: WorksRecord,
  at: number,
): Promise<IncentiveAccountRecord> {
  await submitProgrammeApplication(db, {
    userId: CREATOR.user_id,
    projectId: demo.works_id,
    demoName: demo.copy.works_title,
    introduction: faker.helpers.arrayElement([
      "我们的游戏用 AI 驱动 NPC 对话和任务生成，希望用激励额度支持公测期间的模型调用。",
      "An AI-driven narrative game: every NPC talks through a language model and voices its lines with TTS.",
      "这是一款 AI 解谜游戏，玩家通过自然语言与关卡互动；激励额度将用于线上版本的推理开销。",
    ]),
    at,
  });
  return findAccount(db, CREATOR.user_id, demo.works_id)!;
}

const approve = (db: Db, id: string, at: number) => reviewApplication(db, id, { ok: true }, at);
const programme = (demo: WorksRecord) => applicationId(demo.works_id, ApplyType.Project, 1);

/** When the demo came to exist for the programme: its release, or its creation. */
const demoStart = (demo: WorksRecord) => demo.release_time || demo.created_at;

/**
 * Maps "days before seededAt" of a history that needs `historyDays` onto the demo's life: as is
 * when the demo is old enough, else squeezed in proportionally after its start.
 */
function historyClock(S: number, demo: WorksRecord, historyDays: number) {
  const span = Math.min(historyDays * DAY, S - demoStart(demo) - HOUR);
  return (daysAgo: number) => Math.round(S - (daysAgo / historyDays) * Math.max(span, HOUR));
}

/**
 * The healthy approved project: 30-day validity renewed twice before it ran out, a rejected and an
 * approved top-up, a key, an enforced 20 USD daily limit, and usage over the last 30 days
 * (`drained`: down to less than 2 USD, when no third project shows that hint).
 */
async function seedApprovedProject(
  db: Db,
  faker: Faker,
  demo: WorksRecord,
  S: number,
  drained: boolean,
) {
  const at = historyClock(S, demo, 68);
  const account = await apply(db, faker, demo, at(68));
  await approve(db, programme(demo), at(65));
  const keyAt = at(64);
  await replaceApiKey(db, account, { key: seededKey(faker), at: keyAt });
  account.day_limit = 2000;
  account.limit_turn_on = 1;

  const rejected = await submitAccountRequest(db, account, {
    applyType: ApplyType.Balance,
    changeValue: 50,
    reason: "公测前想多准备一些额度。",
    at: at(50),
  });
  await reviewApplication(
    db,
    rejected!.id,
    {
      ok: false,
      opinion:
        "Usage so far does not need a top-up yet; please request one when the balance runs low.",
    },
    at(49),
  );
  const firstRenewal = await submitAccountRequest(db, account, {
    applyType: ApplyType.ExpireTime,
    at: at(37),
  });
  await approve(db, firstRenewal!.id, at(36));
  const topUp = await submitAccountRequest(db, account, {
    applyType: ApplyType.Balance,
    changeValue: 50,
    reason: "Open beta starts next week; players generate far more dialogue than in testing.",
    at: at(20),
  });
  await approve(db, topUp!.id, at(19));
  const secondRenewal = await submitAccountRequest(db, account, {
    applyType: ApplyType.ExpireTime,
    at: at(7),
  });
  await approve(db, secondRenewal!.id, at(6));

  const usage = usageOverLastDays(faker, S, keyAt, MAIN_MIX, { min: 6, max: 18 });
  await bill(db, faker, account, drained ? drainTo(faker, account, usage) : usage);
}

/**
 * An approved project that has nearly used up its grant (less than 2 USD left) and whose first
 * 30 days of validity end within 10 days: both hints show.
 */
async function seedLowBalanceProject(db: Db, faker: Faker, demo: WorksRecord, S: number) {
  const at = historyClock(S, demo, 29);
  const account = await apply(db, faker, demo, at(29));
  await approve(db, programme(demo), at(28));
  const keyAt = at(27.9);
  await replaceApiKey(db, account, { key: seededKey(faker), at: keyAt });
  const usage = usageOverLastDays(faker, S, keyAt, HEAVY_MIX, { min: 10, max: 22 });
  await bill(db, faker, account, drainTo(faker, account, usage));
}

/** A project whose application failed audit, with the reviewer's opinion. */
async function seedRejectedProject(db: Db, faker: Faker, demo: WorksRecord, S: number) {
  const at = historyClock(S, demo, 10);
  await apply(db, faker, demo, at(10));
  await reviewApplication(
    db,
    programme(demo),
    {
      ok: false,
      opinion:
        "The demo has no playable build yet. Please add a Web link or a download and apply again. / Demo 暂无可玩版本，请补充网页链接或下载包后重新申请。",
    },
    at(8),
  );
}

export async function seedCreator(state: MockState): Promise<void> {
  const faker = createFaker(state.seed, SEED_SALT.creator);
  const db = state.db;
  const S = state.seededAt;
  // Oldest first, published ones first: the longest histories go to the oldest published demos.
  const demos = ownDemos(db, CREATOR.user_id).sort((a, b) => demoStart(a) - demoStart(b));
  const isPublished = (d: WorksRecord) =>
    d.status === PublishStatus.AuditOk || d.published !== null;
  const [main, third, ...rest] = [
    ...demos.filter(isPublished),
    ...demos.filter((d) => !isPublished(d)),
  ];
  // Keep at least one demo free to apply with.
  const withThird = demos.length >= 4 && third !== undefined;
  if (main) await seedApprovedProject(db, faker, main, S, !withThird);
  if (withThird) await seedLowBalanceProject(db, faker, third, S);
  const rejected = withThird ? rest[0] : third;
  if (rejected && demos.length >= 3) await seedRejectedProject(db, faker, rejected, S);
}
