/**
 * The creator programme group (/api/token/user/, decision 0005, record 0024): applications and
 * their review, incentive accounts with the summary, one API key per project, the daily limit,
 * top-up and renew requests, grants, billing and the project choices. Every operation needs a
 * session (code 100 comes from defineOperation); every refusal is HTTP 400 with the server's
 * message in the request's language.
 *
 * Reviews happen outside the API: the creator domain's auditors (domains/creator/audit.ts) resolve
 * waiting items after config.auditDelayMs or by a QA control.
 */
import { writableRecord } from "../db/copy-on-write";
import type { HttpHandler } from "msw";
import {
  ApplyType,
  AuditStatus,
  type BillingRecord,
  type CreatorApplication,
  type IncentiveAccount,
  type IncentiveRecord,
} from "@/generated/model";
import { badRequest, defineOperation, ok } from "../core/operation";
import { page } from "../core/paging";
import { serialized } from "../core/serial";
import type { Db } from "../db";
import type { ApplicationRecord, IncentiveAccountRecord } from "../db/creator";
import {
  applicationsOf,
  billingRows,
  dayLimitMaxCents,
  demoTitle,
  findAccount,
  findOwnDemo,
  keyOf,
  ownDemos,
  programmeApplication,
  projectName,
} from "../domains/creator/queries";
import { generateApiKey, maskKey, roundCents, summaryPeriods } from "../domains/creator/rules";
import {
  replaceApiKey,
  submitAccountRequest,
  submitProgrammeApplication,
} from "../domains/creator/transitions";

type Language = "en" | "zh-cn";
type Text = Record<Language, string>;

const refusal = {
  notDemo: {
    en: "This project is not one of your game demos.",
    "zh-cn": "该项目不是您的游戏 Demo。",
  },
  notProject: {
    en: "This project has not joined the creator programme.",
    "zh-cn": "该项目尚未加入创作者激励计划。",
  },
  notApproved: {
    en: "This project's programme application has not been approved.",
    "zh-cn": "该项目的激励计划申请尚未通过审核。",
  },
  applyType: {
    en: "Only programme applications (apply_type 1) are submitted here; top-up and renew requests have their own calls.",
    "zh-cn": "此处只能提交激励计划申请（apply_type 1），充值和续期请使用各自的接口。",
  },
  alreadyApproved: {
    en: "This project's programme application has already been approved.",
    "zh-cn": "该项目的激励计划申请已通过审核。",
  },
  dayLimitPositive: {
    en: "The daily limit must be greater than 0.",
    "zh-cn": "每日限额必须大于 0。",
  },
} satisfies Record<string, Text>;

const dayLimitTooHigh = (maxCents: number): Text => {
  const dollars = (maxCents / 100).toFixed(4);
  return {
    en: `The daily limit cannot exceed ${dollars} USD`,
    "zh-cn": `每日限额不能超过 ${dollars} USD`,
  };
};

const refuse = (text: Text, language: Language) => badRequest(text[language]);

const sum = (values: number[]) => roundCents(values.reduce((total, value) => total + value, 0));

/** The user's account for project_id when its programme application is approved, else the refusal. */
function approvedAccount(db: Db, userId: string, projectId: string): IncentiveAccountRecord | Text {
  const account = findAccount(db, userId, projectId);
  if (!account) return refusal.notProject;
  return programmeApplication(db, projectId)?.audit_status === AuditStatus.Ok
    ? account
    : refusal.notApproved;
}

const isRefusal = (value: IncentiveAccountRecord | Text): value is Text => "en" in value;

// ---------------------------------------------------------------------------------------------
// Views

function accountView(db: Db, account: IncentiveAccountRecord): IncentiveAccount {
  const application = programmeApplication(db, account.project_id);
  const approved = application?.audit_status === AuditStatus.Ok;
  const key = approved ? keyOf(db, account.project_id) : undefined;
  return {
    project_id: account.project_id,
    project_name: projectName(db, account.project_id, application?.demo_name),
    keys: maskKey(key?.key),
    key_create_time: key?.key_create_time ?? 0,
    balance: approved ? account.balance : 0,
    expire_time: approved ? account.expire_time : 0,
    total_gifts: approved ? account.total_gifts : 0,
    total_consume: approved ? account.total_consume : 0,
    day_limit: account.day_limit,
    limit_turn_on: account.limit_turn_on,
    apply_balance: account.apply_balance,
    apply_expire_time: account.apply_expire_time,
    audit_status: application?.audit_status ?? AuditStatus.Default,
  };
}

const applicationView = (app: ApplicationRecord): CreatorApplication => ({
  project_id: app.project_id,
  apply_type: app.apply_type,
  demo_name: app.demo_name,
  introduction: app.introduction,
  audit_status: app.audit_status,
  audit_opinion: app.audit_opinion,
  seq: app.seq,
});

const noApplication = (projectId: string, applyType: ApplyType): CreatorApplication => ({
  project_id: projectId,
  apply_type: applyType,
  demo_name: "",
  introduction: "",
  audit_status: AuditStatus.Default,
  audit_opinion: "",
  seq: 0,
});

/** The user's accounts, newest application first. */
function accountsOf(db: Db, userId: string): IncentiveAccountRecord[] {
  return db.projects
    .findMany((q) => q.where({ user_id: userId }))
    .sort((a, b) => b.applied_at - a.applied_at || (a.project_id < b.project_id ? 1 : -1));
}

// ---------------------------------------------------------------------------------------------
// Operations

const read = { readOnly: true } as const;

const applicationHandlers = [
  defineOperation("projectApplyAdd", ({ body, user, state, db, language, now }) =>
    serialized(state, async () => {
      if (!findOwnDemo(db, user!.user_id, body.project_id))
        return refuse(refusal.notDemo, language);
      if (body.apply_type !== ApplyType.Project) return refuse(refusal.applyType, language);
      if (programmeApplication(db, body.project_id)?.audit_status === AuditStatus.Ok) {
        return refuse(refusal.alreadyApproved, language);
      }
      await submitProgrammeApplication(db, {
        userId: user!.user_id,
        projectId: body.project_id,
        demoName: body.demo_name,
        introduction: body.introduction,
        at: now,
      });
      return ok({});
    }),
  ),
  defineOperation(
    "projectApplyGet",
    ({ body, user, db, language }) => {
      if (!findOwnDemo(db, user!.user_id, body.project_id))
        return refuse(refusal.notDemo, language);
      const applications = applicationsOf(db, body.project_id, body.apply_type);
      const found =
        body.seq === undefined ? applications[0] : applications.find((app) => app.seq === body.seq);
      return ok({
        info: found ? applicationView(found) : noApplication(body.project_id, body.apply_type),
      });
    },
    read,
  ),
];

const accountHandlers = [
  defineOperation(
    "projectBalanceList",
    ({ body, user, db, now }) => {
      const accounts = accountsOf(db, user!.user_id).map((account) => accountView(db, account));
      const periods = summaryPeriods(now);
      const billed = db.billing.findMany((q) => q.where({ user_id: user!.user_id }));
      const consumedIn = (period: { begin: number; end: number }) =>
        sum(
          billed
            .filter((row) => row.req_time >= period.begin && row.req_time < period.end)
            .map((row) => row.rsp_amout),
        );
      return ok({
        comm_limit: body.comm_limit,
        list: page(accounts, body.comm_offset, body.comm_limit),
        total_balance: sum(accounts.map((a) => a.balance)),
        total_gifts: sum(accounts.map((a) => a.total_gifts)),
        total_yesterday_consume: consumedIn(periods.yesterday),
        total_month_consume: consumedIn(periods.month),
        total_consume: sum(accounts.map((a) => a.total_consume)),
      });
    },
    read,
  ),
  defineOperation("projectAddKey", ({ body, user, state, db, language, now }) =>
    serialized(state, async () => {
      const account = approvedAccount(db, user!.user_id, body.project_id);
      if (isRefusal(account)) return refuse(account, language);
      const key = await replaceApiKey(db, account, { key: generateApiKey(), at: now });
      return ok({
        info: { project_id: key.project_id, keys: key.key, key_create_time: key.key_create_time },
      });
    }),
  ),
  defineOperation("projectDayLimitEdit", ({ body, user, db, language }) => {
    const account = approvedAccount(db, user!.user_id, body.project_id);
    if (isRefusal(account)) return refuse(account, language);
    if (!Number.isFinite(body.day_limit) || body.day_limit <= 0)
      return refuse(refusal.dayLimitPositive, language);
    const max = dayLimitMaxCents(db);
    if (body.day_limit > max) return refuse(dayLimitTooHigh(max), language);
    // In place: a collection shared with a sandbox is copied first (decision 0083).
    const own = writableRecord(db, "projects", account);
    own.day_limit = roundCents(body.day_limit);
    own.limit_turn_on = body.limit_turn_on;
    return ok({});
  }),
  defineOperation("projectBalanceRenew", ({ body, user, state, db, language, now }) =>
    serialized(state, () =>
      fileAccountRequest(db, user!.user_id, body.project_id, language, {
        applyType: ApplyType.ExpireTime,
        at: now,
      }),
    ),
  ),
  defineOperation("projectBalanceApply", ({ body, user, state, db, language, now }) =>
    serialized(state, () =>
      fileAccountRequest(db, user!.user_id, body.project_id, language, {
        applyType: ApplyType.Balance,
        changeValue: body.change_value,
        reason: body.reason,
        at: now,
      }),
    ),
  ),
];

/** A top-up or renew request on an approved account; a second one while one waits changes nothing. */
async function fileAccountRequest(
  db: Db,
  userId: string,
  projectId: string,
  language: Language,
  request: Parameters<typeof submitAccountRequest>[2],
) {
  const account = approvedAccount(db, userId, projectId);
  if (isRefusal(account)) return refuse(account, language);
  await submitAccountRequest(db, account, request);
  return ok({});
}

const recordHandlers = [
  defineOperation(
    "projectOpDetails",
    ({ body, user, db, language }) => {
      if (!findOwnDemo(db, user!.user_id, body.project_id))
        return refuse(refusal.notDemo, language);
      const grants = db.incentiveRecords
        .findMany((q) => q.where({ project_id: body.project_id }))
        .sort((a, b) => b.create_time - a.create_time || (a.id < b.id ? 1 : -1));
      return ok({
        list: page(grants, body.comm_offset, body.comm_limit).map(
          ({ create_time, op_type, op_value, expire_time }): IncentiveRecord => ({
            create_time,
            op_type,
            op_value,
            expire_time,
          }),
        ),
      });
    },
    read,
  ),
  defineOperation(
    "projectBillingDetails",
    ({ body, user, db, language }) => {
      if (body.project_id !== undefined && !findOwnDemo(db, user!.user_id, body.project_id)) {
        return refuse(refusal.notDemo, language);
      }
      const rows = billingRows(db, {
        userId: user!.user_id,
        modelId: body.model_id,
        projectId: body.project_id,
        begin: body.begin_time ?? 0,
        end: body.end_time ?? Number.POSITIVE_INFINITY,
      });
      const names = new Map<string, string>();
      const nameOf = (projectId: string, billedAs: string) => {
        if (!names.has(projectId)) names.set(projectId, projectName(db, projectId, billedAs));
        return names.get(projectId)!;
      };
      return ok({
        comm_total: rows.length,
        list: page(rows, body.comm_offset, body.comm_limit).map((row): BillingRecord => ({
          request_id: row.request_id,
          req_time: row.req_time,
          project_name: nameOf(row.project_id, row.project_name),
          project_id: row.project_id,
          model_id: row.model_id,
          rsp_amout: row.rsp_amout,
        })),
      });
    },
    read,
  ),
  defineOperation(
    "projectName",
    ({ body, user, db }) =>
      ok({
        list: page(ownDemos(db, user!.user_id), body.comm_offset, body.comm_limit).map((demo) => ({
          project_id: demo.works_id,
          project_name: demoTitle(demo),
        })),
      }),
    read,
  ),
];

export const creatorHandlers: HttpHandler[] = [
  ...applicationHandlers,
  ...accountHandlers,
  ...recordHandlers,
];
