/**
 * The creator programme's state transitions (apply, review, keys, usage), so the handlers, the
 * audits, the seed and the provider states change the programme's data in exactly one way.
 *
 * Each takes the time it happens at (so the seed replays a history with them) and changes existing
 * records in place, synchronously: a check and its change never straddle an await, and a review is
 * visible as soon as resolveAudit returns. Only new rows are created asynchronously
 * (Collection.create). A collection shared with a sandbox is copied before such a change
 * (ownCollection / writableRecord, docs/decisions/0083-copy-on-write-sandboxes.md).
 */
import { ApplyType, AuditStatus, Flag, type ModelId } from "@/generated/model";
import { seconds } from "../../core/paging";
import type { Db } from "../../db";
import { ownCollection, writableRecord } from "../../db/copy-on-write";
import type {
  ApiKeyRecord,
  ApplicationRecord,
  BillingRow,
  IncentiveAccountRecord,
  IncentiveGrantRecord,
} from "../../db/creator";
import {
  applicationsOf,
  demoTitle,
  hasPendingRequest,
  programmeApplication,
  type AccountRequestType,
} from "./queries";
import {
  INITIAL_GRANT_CENTS,
  INITIAL_VALIDITY_S,
  RENEW_EXTENSION_S,
  applicationId,
  roundCents,
} from "./rules";

/** The demo shows that it was used for an application and follows the application's status. */
function setDemoTokenStatus(db: Db, projectId: string, status: AuditStatus): void {
  ownCollection(db, "works");
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
  const found = programmeApplication(db, input.projectId);
  if (found) {
    const existing = writableRecord(db, "applications", found);
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

/**
 * A top-up (apply_type 2) or renew (3) request: sets the account's pending flag and files the
 * request with the next seq. Answers undefined, changing nothing, while one is already waiting.
 */
export async function submitAccountRequest(
  db: Db,
  read: IncentiveAccountRecord,
  input: { applyType: AccountRequestType; changeValue?: number; reason?: string; at: number },
): Promise<ApplicationRecord | undefined> {
  if (hasPendingRequest(read, input.applyType)) return undefined;
  const account = writableRecord(db, "projects", read);
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
  ownCollection(db, "applications");
  const app = db.applications.findFirst((q) => q.where({ id }));
  if (!app || app.audit_status !== AuditStatus.Draft) return undefined;
  app.audit_status = verdict.ok ? AuditStatus.Ok : AuditStatus.Fail;
  app.audit_opinion = verdict.ok ? "" : verdict.opinion || "The application was not approved.";
  app.resolved_at = at;
  if (app.apply_type === ApplyType.Project)
    setDemoTokenStatus(db, app.project_id, app.audit_status);

  ownCollection(db, "projects");
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
  read: IncentiveAccountRecord,
  input: { modelId: ModelId; amount: number; requestId: string; at: number },
): Promise<BillingRow> {
  const account = writableRecord(db, "projects", read);
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
