/**
 * Reads over the creator programme's collections (and the owner's game demos, which the content
 * domain stores: a project is always one of them).
 */
import { ApplyType, AuditStatus, Flag, GlobalConfigType, WorksType } from "@/generated/model";
import type { Db } from "../../db";
import type { WorksRecord } from "../../db/content";
import type {
  ApiKeyRecord,
  ApplicationRecord,
  BillingRow,
  IncentiveAccountRecord,
} from "../../db/creator";
import { seconds } from "../../core/paging";
import { DEFAULT_DAY_LIMIT_MAX_DOLLARS, roundCents, utc8DayStart } from "./rules";

/** The user's own game demo with this works_id (any publish status, not deleted). */
export function findOwnDemo(db: Db, userId: string, projectId: string): WorksRecord | undefined {
  return db.works.findFirst((q) =>
    q.where({
      works_id: projectId,
      user_id: userId,
      works_type: WorksType.GameDemo,
      deleted: false,
    }),
  );
}

/** The user's game demos, newest first (projectName, the seed). */
export function ownDemos(db: Db, userId: string): WorksRecord[] {
  return db.works
    .findMany((q) => q.where({ user_id: userId, works_type: WorksType.GameDemo, deleted: false }))
    .sort((a, b) => b.created_at - a.created_at || compareIds(b.works_id, a.works_id));
}

/** Numeric ids by value (seeded ids are numbers), others as text. */
const compareIds = (a: string, b: string): number =>
  Number(a) - Number(b) || (a < b ? -1 : a > b ? 1 : 0);

export const demoTitle = (demo: WorksRecord | undefined): string => demo?.copy.works_title ?? "";

export function findAccount(
  db: Db,
  userId: string,
  projectId: string,
): IncentiveAccountRecord | undefined {
  return db.projects.findFirst((q) => q.where({ project_id: projectId, user_id: userId }));
}

export function programmeApplication(db: Db, projectId: string): ApplicationRecord | undefined {
  return db.applications.findFirst((q) =>
    q.where({ project_id: projectId, apply_type: ApplyType.Project }),
  );
}

/** The project's applications of one type, highest seq first. */
export function applicationsOf(
  db: Db,
  projectId: string,
  applyType: ApplyType,
): ApplicationRecord[] {
  return db.applications
    .findMany((q) => q.where({ project_id: projectId, apply_type: applyType }))
    .sort((a, b) => b.seq - a.seq);
}

export const keyOf = (db: Db, projectId: string): ApiKeyRecord | undefined =>
  db.apiKeys.findFirst((q) => q.where({ project_id: projectId }));

/** For the model proxies: the account a bearer key belongs to (undefined for a replaced or unknown key). */
export function findAccountByKey(db: Db, key: string): IncentiveAccountRecord | undefined {
  const record = db.apiKeys.findFirst((q) => q.where({ key }));
  return record && db.projects.findFirst((q) => q.where({ project_id: record.project_id }));
}

/** What the project's key consumed during the UTC+8 day containing nowMs (the daily limit counts this). */
export function consumedToday(db: Db, projectId: string, nowMs: number): number {
  const begin = seconds(utc8DayStart(nowMs));
  const rows = db.billing.findMany((q) =>
    q.where({ project_id: projectId, req_time: (t) => t >= begin }),
  );
  return roundCents(rows.reduce((sum, row) => sum + row.rsp_amout, 0));
}

/** The daily-limit maximum in cents: global config ProjectDayLimit's param (dollars) × 100. */
export function dayLimitMaxCents(db: Db): number {
  return readProjectDayLimitDollars(db) * 100;
}

/**
 * Global config ProjectDayLimit's param (dollars), read defensively: the system domain owns that
 * collection, so a missing record or a param that is not a positive number falls back to the
 * spec's default of 1000 dollars.
 */
export function readProjectDayLimitDollars(db: Db): number {
  const param = db.globalConfig.findFirst((q) =>
    q.where({ type_id: GlobalConfigType.ProjectDayLimit }),
  )?.param;
  return typeof param === "number" && Number.isFinite(param) && param > 0
    ? param
    : DEFAULT_DAY_LIMIT_MAX_DOLLARS;
}

/** The demo's current title, else the fallback (the name it was applied or billed under). */
export function projectName(db: Db, projectId: string, fallback = ""): string {
  return demoTitle(db.works.findFirst((q) => q.where({ works_id: projectId }))) || fallback;
}

export type AccountRequestType = typeof ApplyType.Balance | typeof ApplyType.ExpireTime;

/** Whether the account already has a request of this type waiting (a second one changes nothing). */
export const hasPendingRequest = (
  account: IncentiveAccountRecord,
  applyType: AccountRequestType,
): boolean =>
  (applyType === ApplyType.Balance ? account.apply_balance : account.apply_expire_time) === Flag.On;

/** Can the model proxies use the account now: approved, not expired, with balance left? */
export function isAccountLive(db: Db, account: IncentiveAccountRecord, nowMs: number): boolean {
  return (
    programmeApplication(db, account.project_id)?.audit_status === AuditStatus.Ok &&
    account.expire_time > seconds(nowMs) &&
    account.balance > 0
  );
}

/** What projectBillingDetails filters by (times in unix seconds, both ends included). */
export interface BillingQuery {
  userId: string;
  modelId?: BillingRow["model_id"];
  projectId?: string;
  begin: number;
  end: number;
}

/**
 * Sorted answers per query, dropped whenever a billing row is created, changed or deleted: the
 * chart and the CSV read every page of one query in a row, and re-filtering and re-sorting 10,000
 * rows for each page made the mock, not the app, the cost the billing benchmark measured.
 */
const billingAnswers = new WeakMap<Db["billing"], Map<string, BillingRow[]>>();

function answersOf(collection: Db["billing"]): Map<string, BillingRow[]> {
  let answers = billingAnswers.get(collection);
  if (!answers) {
    const cache = new Map<string, BillingRow[]>();
    const drop = () => cache.clear();
    collection.hooks.on("create", drop);
    collection.hooks.on("update", drop);
    collection.hooks.on("delete", drop);
    billingAnswers.set(collection, (answers = cache));
  }
  return answers;
}

/** The user's billing rows matching the query, newest req_time first (ties by request_id). */
export function billingRows(db: Db, query: BillingQuery): readonly BillingRow[] {
  const answers = answersOf(db.billing);
  const key = JSON.stringify(query);
  const known = answers.get(key);
  if (known) return known;
  const rows = db.billing
    .findMany((q) =>
      q.where(
        (row) =>
          row.user_id === query.userId &&
          (query.modelId === undefined || row.model_id === query.modelId) &&
          (query.projectId === undefined || row.project_id === query.projectId) &&
          row.req_time >= query.begin &&
          row.req_time <= query.end,
      ),
    )
    .sort((a, b) => b.req_time - a.req_time || (a.request_id < b.request_id ? 1 : -1));
  answers.set(key, rows);
  return rows;
}
