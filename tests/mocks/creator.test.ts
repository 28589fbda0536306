/**
 * The creator programme group of the mock backend, through the generated client: the seeded
 * programme data, applications and their review, the balance list and its summary, API keys, the
 * daily limit, renew and top-up requests, grants, billing and project names — each behaviour and
 * each answer (code 0, code 100, HTTP 400) the spec gives them.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  projectAddKey,
  projectApplyAdd,
  projectApplyGet,
  projectBalanceApply,
  projectBalanceList,
  projectBalanceRenew,
  projectBillingDetails,
  projectDayLimitEdit,
  projectName,
  projectOpDetails,
} from "@/generated/creator/creator";
import { projectAddKeyResponseDataInfoKeysRegExp } from "@/generated/creator/creator.zod";
import {
  ApplyType,
  AuditStatus,
  GlobalConfigType,
  ModelId,
  type BillingRecord,
  type IncentiveAccount,
  type ProjectBillingDetailsBody,
} from "@/generated/model";
import { onSessionExpired, session } from "@/lib/session";
import { storeLanguage } from "@/lib/language";
import { advanceClock, pendingAudits, resolveAudits, state, writable } from "@mocks/testing";
import { CREATOR, READER } from "@mocks/seed/users";
import { findAccountByKey } from "@mocks/domains/creator/queries";
import {
  INITIAL_GRANT_CENTS,
  INITIAL_VALIDITY_S,
  RENEW_EXTENSION_S,
} from "@mocks/domains/creator/rules";
import { rejection, signIn } from "../api-helpers";

const DAY_S = 86_400;
const RENEW_HINT_WINDOW_S = 864_000;
const TOP_UP_HINT_CENTS = 200;

const expectBadRequest = async (promise: Promise<unknown>) => {
  const error = await rejection(promise);
  expect(error).toMatchObject({ kind: "http", status: 400 });
  return error;
};

const nowS = () => Math.floor(state().now() / 1000);
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

const accounts = async () => (await projectBalanceList({ comm_limit: 100, comm_offset: 0 })).list;
const accountOf = async (projectId: string) =>
  (await accounts()).find((a) => a.project_id === projectId)!;
const latest = async (projectId: string, applyType: ApplyType) =>
  (await projectApplyGet({ project_id: projectId, apply_type: applyType })).info;
const grants = async (projectId: string) =>
  (await projectOpDetails({ comm_limit: 100, comm_offset: 0, project_id: projectId })).list;

/** The creator's seeded projects, found through the API. */
async function seeded() {
  const list = await accounts();
  const approved = list.filter((a) => a.audit_status === AuditStatus.Ok);
  const main = approved.find((a) => a.limit_turn_on === 1)!;
  const lowBalance = approved.find((a) => a.balance < TOP_UP_HINT_CENTS);
  const rejected = list.find((a) => a.audit_status === AuditStatus.Fail)!;
  const applied = new Set(list.map((a) => a.project_id));
  const demos = (await projectName({ comm_limit: 100, comm_offset: 0 })).list;
  const free = demos.filter((d) => !applied.has(d.project_id));
  return { list, main, lowBalance, rejected, free, demos };
}

/** Every billing row matching the filters, page by page (50 a page). */
async function allBilling(
  filters: Omit<ProjectBillingDetailsBody, "comm_limit" | "comm_offset"> = {},
) {
  const rows: BillingRecord[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await projectBillingDetails({ comm_limit: 50, comm_offset: offset, ...filters });
    rows.push(...page.list);
    if (page.list.length < 50) return { rows, total: page.comm_total };
  }
}

/** The previous and current calendar periods in UTC+8 (decision 0005), in unix seconds. */
function utc8Periods(nowMs: number) {
  const offset = 8 * 3_600_000;
  const today = Math.floor((nowMs + offset) / 86_400_000) * 86_400_000 - offset;
  const local = new Date(nowMs + offset);
  const month = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offset;
  return {
    yesterday: { begin_time: today / 1000 - DAY_S, end_time: today / 1000 - 1 },
    month: { begin_time: month / 1000 },
  };
}

beforeEach(() => {
  storeLanguage("en");
  session.clear();
});

describe("the seeded programme of creator@example.com", () => {
  beforeEach(() => signIn(CREATOR));

  it("has an approved project with a masked key, balance, expiry and an enforced daily limit", async () => {
    const { main } = await seeded();
    expect(main).toBeDefined();
    expect(main.keys).toMatch(/^sk-\*{4}[A-Za-z0-9]{4}$/);
    expect(main.key_create_time).toBeGreaterThan(0);
    expect(main.key_create_time).toBeLessThanOrEqual(nowS());
    expect(main.balance).toBeGreaterThan(0);
    expect(main.total_consume).toBeGreaterThan(0);
    expect(main.balance).toBeCloseTo(main.total_gifts - main.total_consume, 2);
    expect(main.expire_time).toBeGreaterThan(nowS());
    expect(main.day_limit).toBeGreaterThan(0);
    expect(main.day_limit).toBeLessThanOrEqual(1000 * 100);
    expect(main).toMatchObject({ limit_turn_on: 1, apply_balance: 0, apply_expire_time: 0 });
  });

  it("has a project whose application failed audit, with an opinion and no money", async () => {
    const { rejected } = await seeded();
    expect(rejected).toMatchObject({
      keys: "",
      key_create_time: 0,
      balance: 0,
      expire_time: 0,
      total_gifts: 0,
    });
    const application = await latest(rejected.project_id, ApplyType.Project);
    expect(application).toMatchObject({ audit_status: AuditStatus.Fail, seq: 1 });
    expect(application.audit_opinion).not.toBe("");
    expect(application.demo_name).not.toBe("");
  });

  it("has a project that shows the top-up and renew hints, and a demo left free to apply with", async () => {
    const { list, free } = await seeded();
    const hinted = list.filter(
      (a) =>
        a.audit_status === AuditStatus.Ok &&
        ((a.balance < TOP_UP_HINT_CENTS && a.apply_balance === 0) ||
          (a.expire_time - nowS() <= RENEW_HINT_WINDOW_S && a.apply_expire_time === 0)),
    );
    expect(hinted.length).toBeGreaterThan(0);
    expect(free.length).toBeGreaterThan(0);
  });

  it("lists the approved project's grants newest first: renewals, a top-up and the initial grant", async () => {
    const { main } = await seeded();
    const list = await grants(main.project_id);
    expect(new Set(list.map((g) => g.op_type))).toEqual(
      new Set([ApplyType.Project, ApplyType.Balance, ApplyType.ExpireTime]),
    );
    expect(list.at(-1)).toMatchObject({
      op_type: ApplyType.Project,
      op_value: INITIAL_GRANT_CENTS,
    });
    expect(list.find((g) => g.op_type === ApplyType.Balance)!.op_value).toBe(5000);
    expect(
      list.filter((g) => g.op_type === ApplyType.ExpireTime).every((g) => g.op_value === 0),
    ).toBe(true);
    expect(list[0]!.expire_time).toBe(main.expire_time);
    expect(sum(list.map((g) => g.op_value))).toBe(main.total_gifts);
    for (let i = 1; i < list.length; i += 1) {
      expect(list[i - 1]!.create_time).toBeGreaterThan(list[i]!.create_time);
      expect(list[i - 1]!.expire_time).toBeGreaterThanOrEqual(list[i]!.expire_time);
    }
  });

  it("keeps top-up requests numbered per project: a rejected one (seq 1) and an approved one (seq 2)", async () => {
    const { main } = await seeded();
    expect(await latest(main.project_id, ApplyType.Balance)).toMatchObject({
      seq: 2,
      audit_status: AuditStatus.Ok,
    });
    const first = (
      await projectApplyGet({ project_id: main.project_id, apply_type: ApplyType.Balance, seq: 1 })
    ).info;
    expect(first).toMatchObject({ seq: 1, audit_status: AuditStatus.Fail });
    expect(first.audit_opinion).not.toBe("");
  });

  it("bills several models over the last 30 days, so the default last-7-days filter shows data", async () => {
    const lastWeek = await allBilling({ begin_time: nowS() - 7 * DAY_S, end_time: nowS() });
    expect(lastWeek.total).toBeGreaterThan(0);
    const all = await allBilling();
    expect(new Set(all.rows.map((r) => r.model_id)).size).toBeGreaterThanOrEqual(3);
    const days = new Set(all.rows.map((r) => Math.floor((nowS() - r.req_time) / DAY_S)));
    expect(days.size).toBeGreaterThanOrEqual(20);
    expect(Math.min(...all.rows.map((r) => r.req_time))).toBeGreaterThanOrEqual(
      nowS() - 31 * DAY_S,
    );
  });
});

describe("projectBalanceList", () => {
  beforeEach(() => signIn(CREATOR));

  it("answers totals over all accounts, with yesterday and this month as UTC+8 calendar periods", async () => {
    const data = await projectBalanceList({ comm_limit: 100, comm_offset: 0 });
    expect(data.comm_limit).toBe(100);
    expect(data.total_balance).toBe(sum(data.list.map((a) => a.balance)));
    expect(data.total_gifts).toBe(sum(data.list.map((a) => a.total_gifts)));
    expect(data.total_consume).toBe(sum(data.list.map((a) => a.total_consume)));
    const periods = utc8Periods(state().now());
    const yesterday = await allBilling(periods.yesterday);
    const month = await allBilling(periods.month);
    expect(yesterday.total).toBeGreaterThan(0);
    expect(data.total_yesterday_consume).toBe(sum(yesterday.rows.map((r) => r.rsp_amout)));
    expect(data.total_month_consume).toBe(sum(month.rows.map((r) => r.rsp_amout)));
    expect(data.total_consume).toBe(sum((await allBilling()).rows.map((r) => r.rsp_amout)));
  });

  it("pages the rows (newest application first) but keeps the totals over all of them", async () => {
    const full = await projectBalanceList({ comm_limit: 100, comm_offset: 0 });
    expect(full.list.length).toBeGreaterThanOrEqual(2);
    const second = await projectBalanceList({ comm_limit: 1, comm_offset: 1 });
    expect(second.list).toEqual([full.list[1]]);
    expect(second.comm_limit).toBe(1);
    expect(second.total_balance).toBe(full.total_balance);
  });

  it("answers an empty list and zero totals to a user without projects", async () => {
    await signIn(READER);
    expect(await projectBalanceList({ comm_limit: 100, comm_offset: 0 })).toMatchObject({
      list: [],
      total_balance: 0,
      total_gifts: 0,
      total_yesterday_consume: 0,
      total_month_consume: 0,
      total_consume: 0,
    });
  });
});

describe("projectName", () => {
  beforeEach(() => signIn(CREATOR));

  it("lists the user's demos as project choices, paged, including every applied project", async () => {
    const { demos, list } = await seeded();
    expect(demos.length).toBeGreaterThanOrEqual(3);
    for (const account of list) {
      expect(demos).toContainEqual({
        project_id: account.project_id,
        project_name: account.project_name,
      });
    }
    expect((await projectName({ comm_limit: 1, comm_offset: 1 })).list).toEqual([demos[1]]);
    expect((await projectName({ comm_limit: 100, comm_offset: demos.length })).list).toEqual([]);
  });

  it("lists nothing for a user without demos", async () => {
    await signIn(READER);
    expect((await projectName({ comm_limit: 100, comm_offset: 0 })).list).toEqual([]);
  });
});

describe("projectApplyAdd and the application's review", () => {
  beforeEach(() => signIn(CREATOR));

  const applyWith = (
    projectId: string,
    demoName = "Star Courier",
    introduction = "AI-voiced couriers.",
  ) =>
    projectApplyAdd({
      project_id: projectId,
      apply_type: ApplyType.Project,
      demo_name: demoName,
      introduction,
    });

  it("creates a waiting application (seq 1) and an empty account row, and marks the demo", async () => {
    const { free } = await seeded();
    const projectId = free[0]!.project_id;
    expect(await latest(projectId, ApplyType.Project)).toMatchObject({
      audit_status: AuditStatus.Default,
      seq: 0,
    });
    await applyWith(projectId);
    expect(await latest(projectId, ApplyType.Project)).toEqual({
      project_id: projectId,
      apply_type: ApplyType.Project,
      demo_name: "Star Courier",
      introduction: "AI-voiced couriers.",
      audit_status: AuditStatus.Draft,
      audit_opinion: "",
      seq: 1,
    });
    const row = await accountOf(projectId);
    expect(row).toMatchObject({
      audit_status: AuditStatus.Draft,
      balance: 0,
      keys: "",
      expire_time: 0,
    });
    expect((await accounts())[0]!.project_id).toBe(projectId);
    const demo = state().db.works.findFirst((q) => q.where({ works_id: projectId }))!;
    expect(demo).toMatchObject({ is_token_apply: 1, token_audit_status: AuditStatus.Draft });
  });

  it("replaces a waiting application's text and keeps it waiting", async () => {
    const projectId = (await seeded()).free[0]!.project_id;
    await applyWith(projectId);
    await applyWith(projectId, "Star Courier 2", "Now with more couriers.");
    expect(await latest(projectId, ApplyType.Project)).toMatchObject({
      demo_name: "Star Courier 2",
      introduction: "Now with more couriers.",
      audit_status: AuditStatus.Draft,
      seq: 1,
    });
  });

  it("approval funds the account with the initial grant and an expiry, and records the grant", async () => {
    const projectId = (await seeded()).free[0]!.project_id;
    await applyWith(projectId);
    const pending = pendingAudits().find(
      (a) => a.kind === "application" && a.id.startsWith(`${projectId}/`),
    );
    expect(pending).toMatchObject({ title: "Star Courier" });
    expect(resolveAudits({ kind: "application", id: pending!.id })).toBe(1);
    expect(await latest(projectId, ApplyType.Project)).toMatchObject({
      audit_status: AuditStatus.Ok,
      audit_opinion: "",
    });
    const row = await accountOf(projectId);
    expect(row).toMatchObject({
      audit_status: AuditStatus.Ok,
      balance: INITIAL_GRANT_CENTS,
      total_gifts: INITIAL_GRANT_CENTS,
    });
    expect(row.expire_time).toBeGreaterThanOrEqual(nowS() + INITIAL_VALIDITY_S - 5);
    expect(await grants(projectId)).toEqual([
      {
        create_time: expect.any(Number),
        op_type: ApplyType.Project,
        op_value: INITIAL_GRANT_CENTS,
        expire_time: row.expire_time,
      },
    ]);
    expect(
      state().db.works.findFirst((q) => q.where({ works_id: projectId }))!.token_audit_status,
    ).toBe(AuditStatus.Ok);
  });

  it("resolves on its own after config.auditDelayMs", async () => {
    state().config.auditDelayMs = 1_000;
    const projectId = (await seeded()).free[0]!.project_id;
    await applyWith(projectId);
    expect((await latest(projectId, ApplyType.Project)).audit_status).toBe(AuditStatus.Draft);
    advanceClock(1_500);
    expect((await latest(projectId, ApplyType.Project)).audit_status).toBe(AuditStatus.Ok);
  });

  it("a rejection sets status 2 with the opinion; a resubmission waits again with the opinion cleared", async () => {
    const projectId = (await seeded()).free[0]!.project_id;
    await applyWith(projectId, "Please reject me");
    resolveAudits({ kind: "application" });
    const failed = await latest(projectId, ApplyType.Project);
    expect(failed.audit_status).toBe(AuditStatus.Fail);
    expect(failed.audit_opinion).not.toBe("");
    expect((await accountOf(projectId)).balance).toBe(0);
    expect(await grants(projectId)).toEqual([]);

    await applyWith(projectId, "Star Courier", "Fixed the build.");
    expect(await latest(projectId, ApplyType.Project)).toMatchObject({
      audit_status: AuditStatus.Draft,
      audit_opinion: "",
      demo_name: "Star Courier",
      seq: 1,
    });
    resolveAudits({ kind: "application", ok: false, opinion: "Still no build." });
    expect(await latest(projectId, ApplyType.Project)).toMatchObject({
      audit_status: AuditStatus.Fail,
      audit_opinion: "Still no build.",
    });
  });

  it("answers HTTP 400 for an approved application, apply_type 2 or 3, and a demo that is not the user's", async () => {
    const { main, free } = await seeded();
    const error = await expectBadRequest(applyWith(main.project_id));
    expect(error.serverMessage).toMatch(/already been approved/);
    await expectBadRequest(
      projectApplyAdd({
        project_id: free[0]!.project_id,
        apply_type: ApplyType.Balance,
        demo_name: "x",
        introduction: "y",
      }),
    );
    await expectBadRequest(applyWith("no-such-demo"));
    await signIn(READER);
    await expectBadRequest(applyWith(free[0]!.project_id));
  });

  it("answers the server's message in the request's language", async () => {
    const { main } = await seeded();
    storeLanguage("zh-cn");
    const error = await expectBadRequest(applyWith(main.project_id));
    expect(error.serverMessage).toBe("该项目的激励计划申请已通过审核。");
  });
});

describe("projectApplyGet", () => {
  beforeEach(() => signIn(CREATOR));

  it("answers audit_status -1 with empty texts and seq 0 when there is no such application", async () => {
    const { free, main } = await seeded();
    expect(await latest(free[0]!.project_id, ApplyType.ExpireTime)).toEqual({
      project_id: free[0]!.project_id,
      apply_type: ApplyType.ExpireTime,
      demo_name: "",
      introduction: "",
      audit_status: AuditStatus.Default,
      audit_opinion: "",
      seq: 0,
    });
    const missing = await projectApplyGet({
      project_id: main.project_id,
      apply_type: ApplyType.Balance,
      seq: 99,
    });
    expect(missing.info).toMatchObject({ audit_status: AuditStatus.Default, seq: 0 });
  });

  it("answers HTTP 400 for a project that is not one of the user's demos", async () => {
    const { main } = await seeded();
    await signIn(READER);
    await expectBadRequest(
      projectApplyGet({ project_id: main.project_id, apply_type: ApplyType.Project }),
    );
  });
});

describe("projectAddKey", () => {
  beforeEach(() => signIn(CREATOR));

  it("answers the full key once; lists show it masked with its creation time", async () => {
    const { main } = await seeded();
    const { info } = await projectAddKey({ project_id: main.project_id });
    expect(info.keys).toMatch(projectAddKeyResponseDataInfoKeysRegExp);
    expect(info).toMatchObject({ project_id: main.project_id, key_create_time: nowS() });
    const row = await accountOf(main.project_id);
    expect(row.keys).toBe(`sk-****${info.keys.slice(-4)}`);
    expect(row.key_create_time).toBe(info.key_create_time);
    expect(
      JSON.stringify(await projectBalanceList({ comm_limit: 100, comm_offset: 0 })),
    ).not.toContain(info.keys);
  });

  it("replaces the key on the next call; the old key stops working at once", async () => {
    const { main } = await seeded();
    const first = (await projectAddKey({ project_id: main.project_id })).info.keys;
    advanceClock(5_000);
    const second = (await projectAddKey({ project_id: main.project_id })).info;
    expect(second.keys).not.toBe(first);
    expect(await accountOf(main.project_id)).toMatchObject({
      keys: `sk-****${second.keys.slice(-4)}`,
      key_create_time: second.key_create_time,
    });
    expect(findAccountByKey(state().db, first)).toBeUndefined();
    expect(findAccountByKey(state().db, second.keys)?.project_id).toBe(main.project_id);
  });

  it("answers HTTP 400 when the application is not approved or the project is not the user's", async () => {
    const { rejected, free, main } = await seeded();
    expect(
      (await expectBadRequest(projectAddKey({ project_id: rejected.project_id }))).serverMessage,
    ).toMatch(/not been approved/);
    await expectBadRequest(projectAddKey({ project_id: free[0]!.project_id }));
    await signIn(READER);
    await expectBadRequest(projectAddKey({ project_id: main.project_id }));
  });
});

describe("projectDayLimitEdit", () => {
  beforeEach(() => signIn(CREATOR));

  it("stores the limit and the switch; switched off keeps the value", async () => {
    const { main } = await seeded();
    await projectDayLimitEdit({
      project_id: main.project_id,
      day_limit: 12_345.67,
      limit_turn_on: 1,
    });
    expect(await accountOf(main.project_id)).toMatchObject({
      day_limit: 12_345.67,
      limit_turn_on: 1,
    });
    await projectDayLimitEdit({
      project_id: main.project_id,
      day_limit: 12_345.67,
      limit_turn_on: 0,
    });
    expect(await accountOf(main.project_id)).toMatchObject({
      day_limit: 12_345.67,
      limit_turn_on: 0,
    });
  });

  it("accepts the maximum (1000 dollars) and refuses more, naming the maximum with 4 decimals", async () => {
    const { main } = await seeded();
    await projectDayLimitEdit({
      project_id: main.project_id,
      day_limit: 100_000,
      limit_turn_on: 1,
    });
    const error = await expectBadRequest(
      projectDayLimitEdit({ project_id: main.project_id, day_limit: 100_000.01, limit_turn_on: 1 }),
    );
    expect(error.serverMessage).toBe("The daily limit cannot exceed 1000.0000 USD");
    expect((await accountOf(main.project_id)).day_limit).toBe(100_000);
  });

  it("reads the maximum from global config ProjectDayLimit", async () => {
    const { main } = await seeded();
    const config = writable(
      "globalConfig",
      state().db.globalConfig.findFirst((q) =>
        q.where({ type_id: GlobalConfigType.ProjectDayLimit }),
      )!,
    );
    config.param = 50;
    const error = await expectBadRequest(
      projectDayLimitEdit({ project_id: main.project_id, day_limit: 5_001, limit_turn_on: 1 }),
    );
    expect(error.serverMessage).toBe("The daily limit cannot exceed 50.0000 USD");
    await projectDayLimitEdit({ project_id: main.project_id, day_limit: 5_000, limit_turn_on: 1 });
  });

  it("answers HTTP 400 for a limit of 0, an unapproved project and another user's project", async () => {
    const { main, rejected } = await seeded();
    await expectBadRequest(
      projectDayLimitEdit({ project_id: main.project_id, day_limit: 0, limit_turn_on: 0 }),
    );
    await expectBadRequest(
      projectDayLimitEdit({ project_id: rejected.project_id, day_limit: 100, limit_turn_on: 1 }),
    );
    await signIn(READER);
    await expectBadRequest(
      projectDayLimitEdit({ project_id: main.project_id, day_limit: 100, limit_turn_on: 1 }),
    );
  });
});

describe("projectBalanceRenew", () => {
  beforeEach(() => signIn(CREATOR));

  it("sets the pending state; a second request changes nothing; approval extends the expiry by 30 days", async () => {
    const { main } = await seeded();
    const before = await latest(main.project_id, ApplyType.ExpireTime);
    await projectBalanceRenew({ project_id: main.project_id });
    expect((await accountOf(main.project_id)).apply_expire_time).toBe(1);
    const waiting = await latest(main.project_id, ApplyType.ExpireTime);
    expect(waiting).toMatchObject({ audit_status: AuditStatus.Draft, seq: before.seq + 1 });
    await projectBalanceRenew({ project_id: main.project_id });
    expect((await latest(main.project_id, ApplyType.ExpireTime)).seq).toBe(waiting.seq);

    expect(resolveAudits({ kind: "renew" })).toBe(1);
    const after = await accountOf(main.project_id);
    expect(after.apply_expire_time).toBe(0);
    expect(after.expire_time).toBe(Math.max(nowS(), main.expire_time) + RENEW_EXTENSION_S);
    expect((await latest(main.project_id, ApplyType.ExpireTime)).audit_status).toBe(AuditStatus.Ok);
    expect((await grants(main.project_id))[0]).toMatchObject({
      op_type: ApplyType.ExpireTime,
      op_value: 0,
      expire_time: after.expire_time,
    });
  });

  it("extends an expired account from now", async () => {
    const { main } = await seeded();
    advanceClock((main.expire_time - nowS() + 10 * DAY_S) * 1000);
    await projectBalanceRenew({ project_id: main.project_id });
    resolveAudits({ kind: "renew" });
    expect((await accountOf(main.project_id)).expire_time).toBe(nowS() + RENEW_EXTENSION_S);
  });

  it("a rejection clears the pending state, keeps the expiry and answers the opinion", async () => {
    const { main } = await seeded();
    await projectBalanceRenew({ project_id: main.project_id });
    resolveAudits({ kind: "renew", ok: false, opinion: "Not active enough." });
    expect(await accountOf(main.project_id)).toMatchObject({
      apply_expire_time: 0,
      expire_time: main.expire_time,
    });
    expect(await latest(main.project_id, ApplyType.ExpireTime)).toMatchObject({
      audit_status: AuditStatus.Fail,
      audit_opinion: "Not active enough.",
    });
  });

  it("answers HTTP 400 for an unapproved project or a project that is not the user's", async () => {
    const { rejected, free, main } = await seeded();
    await expectBadRequest(projectBalanceRenew({ project_id: rejected.project_id }));
    await expectBadRequest(projectBalanceRenew({ project_id: free[0]!.project_id }));
    await signIn(READER);
    await expectBadRequest(projectBalanceRenew({ project_id: main.project_id }));
  });
});

describe("projectBalanceApply", () => {
  beforeEach(() => signIn(CREATOR));

  const lowOrMain = async (): Promise<IncentiveAccount> => {
    const { lowBalance, main } = await seeded();
    return lowBalance ?? main;
  };

  it("sets the pending state; a second request changes nothing; approval adds change_value dollars", async () => {
    const project = await lowOrMain();
    const before = await latest(project.project_id, ApplyType.Balance);
    await projectBalanceApply({
      project_id: project.project_id,
      change_value: 50,
      reason: "Balance is low.",
    });
    expect((await accountOf(project.project_id)).apply_balance).toBe(1);
    await projectBalanceApply({
      project_id: project.project_id,
      change_value: 80,
      reason: "More.",
    });
    expect((await latest(project.project_id, ApplyType.Balance)).seq).toBe(before.seq + 1);
    expect(pendingAudits().filter((a) => a.kind === "top-up")).toHaveLength(1);

    resolveAudits({ kind: "top-up" });
    const after = await accountOf(project.project_id);
    expect(after).toMatchObject({
      apply_balance: 0,
      balance: Math.round((project.balance + 5_000) * 100) / 100,
      total_gifts: project.total_gifts + 5_000,
      expire_time: project.expire_time,
    });
    expect((await grants(project.project_id))[0]).toMatchObject({
      op_type: ApplyType.Balance,
      op_value: 5_000,
    });
  });

  it("a rejection clears the pending state and keeps the balance", async () => {
    const project = await lowOrMain();
    await projectBalanceApply({
      project_id: project.project_id,
      change_value: 50,
      reason: "reject this one",
    });
    resolveAudits({ kind: "top-up" });
    expect(await accountOf(project.project_id)).toMatchObject({
      apply_balance: 0,
      balance: project.balance,
    });
    const request = await latest(project.project_id, ApplyType.Balance);
    expect(request.audit_status).toBe(AuditStatus.Fail);
    expect(request.audit_opinion).not.toBe("");
  });

  it("answers HTTP 400 for an unapproved project or a project that is not the user's", async () => {
    const { rejected, main } = await seeded();
    await expectBadRequest(
      projectBalanceApply({ project_id: rejected.project_id, change_value: 50, reason: "" }),
    );
    await signIn(READER);
    await expectBadRequest(
      projectBalanceApply({ project_id: main.project_id, change_value: 50, reason: "" }),
    );
  });
});

describe("projectOpDetails", () => {
  beforeEach(() => signIn(CREATOR));

  it("lists no grants for a waiting or rejected application, and pages", async () => {
    const { rejected, main } = await seeded();
    expect(await grants(rejected.project_id)).toEqual([]);
    const second = await projectOpDetails({
      comm_limit: 1,
      comm_offset: 1,
      project_id: main.project_id,
    });
    expect(second.list).toEqual([(await grants(main.project_id))[1]]);
  });

  it("answers HTTP 400 for a project that is not one of the user's demos", async () => {
    const { main } = await seeded();
    await signIn(READER);
    await expectBadRequest(
      projectOpDetails({ comm_limit: 100, comm_offset: 0, project_id: main.project_id }),
    );
  });
});

describe("projectBillingDetails", () => {
  beforeEach(() => signIn(CREATOR));

  it("answers newest first with a total over all pages; pages do not overlap", async () => {
    const first = await projectBillingDetails({ comm_limit: 10, comm_offset: 0 });
    const second = await projectBillingDetails({ comm_limit: 10, comm_offset: 10 });
    expect(first.list).toHaveLength(10);
    expect(second.comm_total).toBe(first.comm_total);
    const ids = new Set([...first.list, ...second.list].map((r) => r.request_id));
    expect(ids.size).toBe(20);
    const times = [...first.list, ...second.list].map((r) => r.req_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const all = await allBilling();
    expect(all.rows).toHaveLength(all.total);
  });

  it("filters by model", async () => {
    const all = await allBilling();
    const byModel = await allBilling({ model_id: ModelId.Gpt4o });
    expect(byModel.total).toBeGreaterThan(0);
    expect(byModel.total).toBeLessThan(all.total);
    expect(byModel.rows.every((r) => r.model_id === ModelId.Gpt4o)).toBe(true);
    expect(byModel.total).toBe(all.rows.filter((r) => r.model_id === ModelId.Gpt4o).length);
  });

  it("filters by project", async () => {
    const { main } = await seeded();
    const all = await allBilling();
    const mine = await allBilling({ project_id: main.project_id });
    expect(mine.total).toBeGreaterThan(0);
    expect(
      mine.rows.every(
        (r) => r.project_id === main.project_id && r.project_name === main.project_name,
      ),
    ).toBe(true);
    expect(mine.total).toBe(all.rows.filter((r) => r.project_id === main.project_id).length);
    expect(sum(mine.rows.map((r) => r.rsp_amout))).toBe(main.total_consume);
  });

  it("filters by an inclusive time range; begin after end gives an empty list", async () => {
    const all = await allBilling();
    const t = all.rows[5]!.req_time;
    const exact = await allBilling({ begin_time: t, end_time: t });
    expect(exact.total).toBeGreaterThan(0);
    expect(exact.rows.every((r) => r.req_time === t)).toBe(true);
    const since = await allBilling({ begin_time: t });
    expect(since.total).toBe(all.rows.filter((r) => r.req_time >= t).length);
    const until = await allBilling({ end_time: t });
    expect(until.total).toBe(all.rows.filter((r) => r.req_time <= t).length);
    expect(
      await projectBillingDetails({
        comm_limit: 10,
        comm_offset: 0,
        begin_time: t + 1,
        end_time: t,
      }),
    ).toEqual({
      comm_total: 0,
      list: [],
    });
  });

  it("reads up to 1000 records a page (the chart's and the CSV's reads); 0 and 1001 answer HTTP 400", async () => {
    const all = await allBilling();
    const big = await projectBillingDetails({ comm_limit: 1000, comm_offset: 0 });
    expect(big.list).toEqual(all.rows.slice(0, 1000));
    await expectBadRequest(projectBillingDetails({ comm_limit: 0, comm_offset: 0 }));
    await expectBadRequest(projectBillingDetails({ comm_limit: 1001, comm_offset: 0 }));
  });

  it("a record billed after a read is in the next read (answers are not kept stale)", async () => {
    const { main } = await seeded();
    const before = await projectBillingDetails({ comm_limit: 10, comm_offset: 0 });
    await state().db.billing.create({
      request_id: "billed-after-the-read",
      req_time: before.list[0]!.req_time + 1,
      project_id: main.project_id,
      project_name: main.project_name,
      user_id: CREATOR.user_id,
      model_id: ModelId.Gpt4o,
      rsp_amout: 12,
    });
    const after = await projectBillingDetails({ comm_limit: 10, comm_offset: 0 });
    expect(after.comm_total).toBe(before.comm_total + 1);
    expect(after.list[0]!.request_id).toBe("billed-after-the-read");
    await state().db.billing.deleteMany((q) => q.where({ request_id: "billed-after-the-read" }));
    expect(await projectBillingDetails({ comm_limit: 10, comm_offset: 0 })).toEqual(before);
  });

  it("shows only the user's own projects; another user's project answers HTTP 400", async () => {
    const { main } = await seeded();
    await signIn(READER);
    expect(await projectBillingDetails({ comm_limit: 10, comm_offset: 0 })).toEqual({
      comm_total: 0,
      list: [],
    });
    await expectBadRequest(
      projectBillingDetails({ comm_limit: 10, comm_offset: 0, project_id: main.project_id }),
    );
  });
});

describe("without a session", () => {
  it("every creator operation answers code 100", async () => {
    const stopListening = onSessionExpired(() => undefined);
    const calls: Array<() => Promise<unknown>> = [
      () => projectApplyAdd({ project_id: "1", apply_type: 1, demo_name: "a", introduction: "b" }),
      () => projectApplyGet({ project_id: "1", apply_type: 1 }),
      () => projectBalanceList({ comm_limit: 100, comm_offset: 0 }),
      () => projectAddKey({ project_id: "1" }),
      () => projectDayLimitEdit({ project_id: "1", day_limit: 100, limit_turn_on: 1 }),
      () => projectBillingDetails({ comm_limit: 10, comm_offset: 0 }),
      () => projectName({ comm_limit: 100, comm_offset: 0 }),
      () => projectOpDetails({ comm_limit: 100, comm_offset: 0, project_id: "1" }),
      () => projectBalanceRenew({ project_id: "1" }),
      () => projectBalanceApply({ project_id: "1", change_value: 50, reason: "" }),
    ];
    for (const call of calls) {
      expect(await rejection(call())).toMatchObject({ kind: "session", code: 100 });
    }
    stopListening();
  });
});
