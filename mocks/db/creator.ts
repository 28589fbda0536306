/**
 * Creator programme (decision 0005, record 0024): programme applications and the top-up / renew
 * requests (one collection, told apart by apply_type), the incentive account of each applied
 * project, its one API key, the approved grants, and billed model requests.
 *
 * Units: money in US cents (numbers with up to 2 decimals); fields named *_time are unix seconds as
 * the API speaks; every other time is milliseconds of the mock clock. project_id is always the
 * works_id of one of the owner's game demos.
 *
 * The state transitions live here too (apply, review, keys, usage), so the handlers, the audits,
 * the seed and the model proxies change the programme's data in exactly one way.
 */
import { Collection } from "@msw/data";
import { z } from "zod";
import {
  ApplyType,
  AuditStatus,
  Flag,
  GlobalConfigType,
  WorksType,
  type BillingRecord,
  type IncentiveRecord,
  type ModelId,
} from "@/generated/model";
import type { Db } from "./index";
import type { WorksRecord } from "./content";

/** A programme application (apply_type 1), a top-up request (2) or a renew request (3). */
export interface ApplicationRecord {
  /** `${project_id}/${apply_type}/${seq}`; also the id of its pending audit. */
  id: string;
  project_id: string;
  user_id: string;
  apply_type: ApplyType;
  /** 1, 2, … per project and apply_type. A programme application keeps seq 1 when resubmitted. */
  seq: number;
  /** Programme application only ("" for requests). */
  demo_name: string;
  introduction: string;
  /** 0 waiting, 1 approved, 2 rejected (never -1: that means "no record"). */
  audit_status: AuditStatus;
  audit_opinion: string;
  /** Top-up only: the requested amount in whole US dollars (0 otherwise). */
  change_value: number;
  /** Top-up only: why it is requested. */
  reason: string;
  created_at: number;
  /** Last (re)submission; the audit falls due config.auditDelayMs after it. */
  submitted_at: number;
  /** When the review decided (0 while waiting). */
  resolved_at: number;
}

/** One project's incentive account; created with the programme application, funded on approval. */
export interface IncentiveAccountRecord {
  project_id: string;
  user_id: string;
  /** When the programme application was first submitted (the list shows the newest first). */
  applied_at: number;
  balance: number;
  total_gifts: number;
  total_consume: number;
  /** unix seconds; 0 until approved. */
  expire_time: number;
  /** US cents; 0 until the owner sets one. */
  day_limit: number;
  limit_turn_on: Flag;
  /** 1 while a top-up request waits for review. */
  apply_balance: Flag;
  /** 1 while a renew request waits for review. */
  apply_expire_time: Flag;
}

/** The one live key of a project (a replaced key is deleted, so it stops working at once). */
export interface ApiKeyRecord {
  project_id: string;
  user_id: string;
  key: string;
  key_create_time: number;
}

/** An approved grant on an account (what projectOpDetails lists). */
export interface IncentiveGrantRecord extends IncentiveRecord {
  id: string;
  project_id: string;
  user_id: string;
}

/** A billed model request; project_name is the demo title when billed (the answer prefers the current one). */
export interface BillingRow extends BillingRecord {
  user_id: string;
}

export function createCreatorCollections() {
  return {
    applications: new Collection({ schema: z.custom<ApplicationRecord>() }),
    projects: new Collection({ schema: z.custom<IncentiveAccountRecord>() }),
    apiKeys: new Collection({ schema: z.custom<ApiKeyRecord>() }),
    incentiveRecords: new Collection({ schema: z.custom<IncentiveGrantRecord>() }),
    billing: new Collection({ schema: z.custom<BillingRow>() }),
  };
}

// ---------------------------------------------------------------------------------------------
// Constants and small rules

/** What an approved application grants: 100 USD. */
export const INITIAL_GRANT_CENTS = 10_000;
/** An approved renewal adds 30 days to the later of now and the current expiry (decision 0005). */
export const RENEW_EXTENSION_S = 2_592_000;
/** How long an approved account is valid at first: one renewal period, 30 days. */
export const INITIAL_VALIDITY_S = RENEW_EXTENSION_S;
/** The daily-limit maximum in dollars when global config has no positive ProjectDayLimit. */
export const DEFAULT_DAY_LIMIT_MAX_DOLLARS = 1000;
/** "sk-" and 48 letters or digits (ProjectKeyInfo.keys). */
export const API_KEY_BODY_LENGTH = 48;

const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh key from the platform's random source (run time only; the seed uses its faker). */
export function generateApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(API_KEY_BODY_LENGTH));
  return `sk-${Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join("")}`;
}

/** "sk-****" and the key's last 4 characters; "" when there is no key. */
export const maskKey = (key: string | undefined): string => (key ? `sk-****${key.slice(-4)}` : "");

/** Money to 2 decimals of a cent (sums of such values drift in floating point). */
export const roundCents = (value: number): number => Math.round(value * 100) / 100;

const seconds = (ms: number) => Math.floor(ms / 1000);
export const applicationId = (projectId: string, applyType: ApplyType, seq: number) =>
  `${projectId}/${applyType}/${seq}`;

// ---------------------------------------------------------------------------------------------
// Calendar periods in UTC+8 (decision 0005: "yesterday" and "month" of the balance summary)

const DAY_MS = 86_400_000;
const UTC8_MS = 8 * 3_600_000;

/** Start (ms) of the UTC+8 calendar day containing ms. */
export const utc8DayStart = (ms: number): number => Math.floor((ms + UTC8_MS) / DAY_MS) * DAY_MS - UTC8_MS;

/** Start (ms) of the UTC+8 calendar month containing ms. */
export function utc8MonthStart(ms: number): number {
  const local = new Date(ms + UTC8_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - UTC8_MS;
}

/** [begin, end) in unix seconds of the previous and current UTC+8 calendar periods around now. */
export function summaryPeriods(nowMs: number) {
  const today = utc8DayStart(nowMs);
  return {
    yesterday: { begin: seconds(today - DAY_MS), end: seconds(today) },
    month: { begin: seconds(utc8MonthStart(nowMs)), end: Number.POSITIVE_INFINITY },
  };
}

// ---------------------------------------------------------------------------------------------
// Reads

/** The user's own game demo with this works_id (any publish status, not deleted). */
export function findOwnDemo(db: Db, userId: string, projectId: string): WorksRecord | undefined {
  return db.works.findFirst((q) =>
    q.where({ works_id: projectId, user_id: userId, works_type: WorksType.GameDemo, deleted: false }),
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

export function findAccount(db: Db, userId: string, projectId: string): IncentiveAccountRecord | undefined {
  return db.projects.findFirst((q) => q.where({ project_id: projectId, user_id: userId }));
}

export function programmeApplication(db: Db, projectId: string): ApplicationRecord | undefined {
  return db.applications.findFirst((q) => q.where({ project_id: projectId, apply_type: ApplyType.Project }));
}

/** The project's applications of one type, highest seq first. */
export function applicationsOf(db: Db, projectId: string, applyType: ApplyType): ApplicationRecord[] {
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
  const rows = db.billing.findMany((q) => q.where({ project_id: projectId, req_time: (t) => t >= begin }));
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
  const param = db.globalConfig.findFirst((q) => q.where({ type_id: GlobalConfigType.ProjectDayLimit }))?.param;
  return typeof param === "number" && Number.isFinite(param) && param > 0 ? param : DEFAULT_DAY_LIMIT_MAX_DOLLARS;
}

// ---------------------------------------------------------------------------------------------
// Transitions. Each takes the time it happens at (so the seed replays a history with them) and
// changes existing records in place, synchronously: a check and its change never straddle an
// await, and a review is visible as soon as resolveAudit returns. Only new rows are created
// asynchronously (Collection.create).

/** The demo shows that it was used for an application and follows the application's status. */
function setDemoTokenStatus(db: Db, projectId: string, status: AuditStatus): void {
  const demo = db.works.findFirst((q) => q.where({ works_id: projectId }));
  if (!demo) return;
  demo.is_token_apply = Flag.On;
  demo.token_audit_status = status;
}

/**
 * projectApplyAdd's state change, once the caller has ruled out "already approved": creates the
 * application (seq 1) with its empty account, replaces a waiting one's text, or resubmits a
 * rejected one (waiting again, opinion cleared).
 */
export async function submitProgrammeApplication(
  db: Db,
  input: { userId: string; projectId: string; demoName: string; introduction: string; at: number },
): Promise<ApplicationRecord> {
  const existing = programmeApplication(db, input.projectId);
  if (existing) {
    existing.demo_name = input.demoName;
    existing.introduction = input.introduction;
    if (existing.audit_status === AuditStatus.Fail) {
      existing.audit_status = AuditStatus.Draft;
      existing.audit_opinion = "";
      existing.submitted_at = input.at;
      existing.resolved_at = 0;
      setDemoTokenStatus(db, input.projectId, AuditStatus.Draft);
    }
    return existing;
  }
  setDemoTokenStatus(db, input.projectId, AuditStatus.Draft);
  const [application] = await Promise.all([
    db.applications.create({
      id: applicationId(input.projectId, ApplyType.Project, 1),
      project_id: input.projectId,
      user_id: input.userId,
      apply_type: ApplyType.Project,
      seq: 1,
      demo_name: input.demoName,
      introduction: input.introduction,
      audit_status: AuditStatus.Draft,
      audit_opinion: "",
      change_value: 0,
      reason: "",
      created_at: input.at,
      submitted_at: input.at,
      resolved_at: 0,
    }),
    db.projects.create({
      project_id: input.projectId,
      user_id: input.userId,
      applied_at: input.at,
      balance: 0,
      total_gifts: 0,
      total_consume: 0,
      expire_time: 0,
      day_limit: 0,
      limit_turn_on: Flag.Off,
      apply_balance: Flag.Off,
      apply_expire_time: Flag.Off,
    }),
  ]);
  return application;
}

export type AccountRequestType = typeof ApplyType.Balance | typeof ApplyType.ExpireTime;

/** Whether the account already has a request of this type waiting (a second one changes nothing). */
export const hasPendingRequest = (account: IncentiveAccountRecord, applyType: AccountRequestType): boolean =>
  (applyType === ApplyType.Balance ? account.apply_balance : account.apply_expire_time) === Flag.On;

/**
 * A top-up (apply_type 2) or renew (3) request: sets the account's pending flag and files the
 * request with the next seq. Answers undefined, changing nothing, while one is already waiting.
 */
export async function submitAccountRequest(
  db: Db,
  account: IncentiveAccountRecord,
  input: { applyType: AccountRequestType; changeValue?: number; reason?: string; at: number },
): Promise<ApplicationRecord | undefined> {
  if (hasPendingRequest(account, input.applyType)) return undefined;
  if (input.applyType === ApplyType.Balance) account.apply_balance = Flag.On;
  else account.apply_expire_time = Flag.On;
  const seq = (applicationsOf(db, account.project_id, input.applyType)[0]?.seq ?? 0) + 1;
  return db.applications.create({
    id: applicationId(account.project_id, input.applyType, seq),
    project_id: account.project_id,
    user_id: account.user_id,
    apply_type: input.applyType,
    seq,
    demo_name: "",
    introduction: "",
    audit_status: AuditStatus.Draft,
    audit_opinion: "",
    change_value: input.changeValue ?? 0,
    reason: input.reason ?? "",
    created_at: input.at,
    submitted_at: input.at,
    resolved_at: 0,
  });
}

/**
 * The review's verdict on a waiting application or request, at time `at` (ms). Approval funds
 * (programme: the initial grant and validity; top-up: change_value dollars) or extends (renew)
 * the account and records the grant; either way a request's pending flag returns to 0. Answers
 * the grant's creation, or undefined when nothing was granted.
 */
export function reviewApplication(
  db: Db,
  id: string,
  verdict: { ok: boolean; opinion?: string },
  at: number,
): Promise<IncentiveGrantRecord> | undefined {
  const app = db.applications.findFirst((q) => q.where({ id }));
  if (!app || app.audit_status !== AuditStatus.Draft) return undefined;
  app.audit_status = verdict.ok ? AuditStatus.Ok : AuditStatus.Fail;
  app.audit_opinion = verdict.ok ? "" : verdict.opinion || "The application was not approved.";
  app.resolved_at = at;
  if (app.apply_type === ApplyType.Project) setDemoTokenStatus(db, app.project_id, app.audit_status);

  const account = db.projects.findFirst((q) => q.where({ project_id: app.project_id }));
  if (!account) return undefined;
  if (app.apply_type === ApplyType.Balance) account.apply_balance = Flag.Off;
  if (app.apply_type === ApplyType.ExpireTime) account.apply_expire_time = Flag.Off;
  if (!verdict.ok) return undefined;

  const nowS = seconds(at);
  let added = 0;
  if (app.apply_type === ApplyType.Project) {
    added = INITIAL_GRANT_CENTS;
    account.expire_time = nowS + INITIAL_VALIDITY_S;
  } else if (app.apply_type === ApplyType.Balance) {
    added = app.change_value * 100;
  } else {
    account.expire_time = Math.max(nowS, account.expire_time) + RENEW_EXTENSION_S;
  }
  account.balance = roundCents(account.balance + added);
  account.total_gifts = roundCents(account.total_gifts + added);
  return db.incentiveRecords.create({
    // An application yields at most one grant.
    id: `${app.id}/grant`,
    project_id: account.project_id,
    user_id: account.user_id,
    create_time: nowS,
    op_type: app.apply_type,
    op_value: added,
    expire_time: account.expire_time,
  });
}

/** projectAddKey: the project's new key replaces the old one, which stops working at once. */
export function replaceApiKey(
  db: Db,
  account: IncentiveAccountRecord,
  input: { key: string; at: number },
): Promise<ApiKeyRecord> {
  db.apiKeys.deleteMany((q) => q.where({ project_id: account.project_id }));
  return db.apiKeys.create({
    project_id: account.project_id,
    user_id: account.user_id,
    key: input.key,
    key_create_time: seconds(input.at),
  });
}

/**
 * For the model proxies: bills one request to the project (the balance never goes below 0). The
 * caller checks the key, the expiry, the balance and the daily limit (consumedToday) first.
 */
export function recordUsage(
  db: Db,
  account: IncentiveAccountRecord,
  input: { modelId: ModelId; amount: number; requestId: string; at: number },
): Promise<BillingRow> {
  const amount = roundCents(input.amount);
  account.balance = roundCents(Math.max(0, account.balance - amount));
  account.total_consume = roundCents(account.total_consume + amount);
  const demo = db.works.findFirst((q) => q.where({ works_id: account.project_id }));
  return db.billing.create({
    request_id: input.requestId,
    req_time: seconds(input.at),
    project_id: account.project_id,
    project_name: demoTitle(demo),
    user_id: account.user_id,
    model_id: input.modelId,
    rsp_amout: amount,
  });
}

/** Can the model proxies use the account now: approved, not expired, with balance left? */
export function isAccountLive(db: Db, account: IncentiveAccountRecord, nowMs: number): boolean {
  return (
    programmeApplication(db, account.project_id)?.audit_status === AuditStatus.Ok &&
    account.expire_time > seconds(nowMs) &&
    account.balance > 0
  );
}
