/**
 * Contract of the creator programme: applications, incentive accounts, API keys, daily limits,
 * top-ups, renewals and billing (creator-programme.md §2-§4, §7-§9). The project is the creator's
 * game demo 21 (a project id is a works_id).
 */
import { afterEach, describe, expect, it } from "vitest";
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
import {
  CREATOR,
  FIXTURES,
  at,
  badRequest,
  createPact,
  eachLike,
  expectCall,
  given,
  integer,
  number,
  ok,
  regex,
  rejectionOf,
  signIn,
  signOut,
  string,
} from "./helpers";

const pact = createPact("creator");

afterEach(() => signOut());

const PROJECT = FIXTURES.demo;
const BILLED = FIXTURES.billingRecord;
const MODEL = FIXTURES.billingModel;
const signedIn = given.signedIn(CREATOR);
const demo = given.worksPublished(PROJECT, "demo", CREATOR.user_id);
const approved = given.application(PROJECT, "an approved");

describe("creator contract", () => {
  describe("applications", () => {
    it("projectApplyAdd: applying with an own demo", async () => {
      signIn(CREATOR);
      const body = {
        project_id: PROJECT,
        apply_type: 1 as const,
        demo_name: "Star Courier",
        introduction: "A delivery game whose dialogue is written with GPT-4o.",
      };
      await expectCall(pact, {
        operation: "projectApplyAdd",
        description: "projectApplyAdd: a first application for an own demo",
        states: [signedIn, demo, given.application(PROJECT, "no")],
        as: CREATOR,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await projectApplyAdd(body, at(server)); // code 0: resolves
      });
    });

    it("projectApplyAdd: a refusal answers HTTP 400 whose message the join dialog shows", async () => {
      signIn(CREATOR);
      const body = {
        project_id: PROJECT,
        apply_type: 1 as const,
        demo_name: "Star Courier",
        introduction: "Applying again.",
      };
      await expectCall(pact, {
        operation: "projectApplyAdd",
        description: "projectApplyAdd: the application is already approved",
        states: [signedIn, demo, approved],
        as: CREATOR,
        body,
        status: 400,
        response: badRequest(),
      }).executeTest(async (server) => {
        const error = await rejectionOf(projectApplyAdd(body, at(server)));
        expect(error).toMatchObject({ kind: "http", status: 400 });
        expect(typeof error.serverMessage).toBe("string");
      });
    });

    it("projectApplyGet: the state of a waiting application", async () => {
      signIn(CREATOR);
      const body = { project_id: PROJECT, apply_type: 1 as const };
      await expectCall(pact, {
        operation: "projectApplyGet",
        description: "projectApplyGet: a waiting application",
        states: [signedIn, demo, given.application(PROJECT, "a waiting")],
        as: CREATOR,
        body,
        response: ok({
          info: {
            project_id: string(PROJECT),
            demo_name: string("Star Courier"),
            introduction: string("A delivery game."),
            audit_status: integer(0),
            audit_opinion: string(""),
            seq: integer(1),
          },
        }),
      }).executeTest(async (server) => {
        const data = await projectApplyGet(body, at(server));
        expect(data.info.audit_status).toBe(0);
      });
    });

    it("projectName: the demos to choose from", async () => {
      signIn(CREATOR);
      const body = { comm_limit: 100, comm_offset: 0 };
      await expectCall(pact, {
        operation: "projectName",
        description: "projectName: the own demos",
        states: [signedIn, demo],
        as: CREATOR,
        body,
        response: ok({
          list: eachLike({ project_id: string(PROJECT), project_name: string("Star Courier") }),
        }),
      }).executeTest(async (server) => {
        const data = await projectName(body, at(server));
        expect(data.list.map((item) => item.project_id)).toContain(PROJECT);
      });
    });
  });

  describe("incentive accounts", () => {
    it("projectBalanceList: the accounts with a masked key and the totals", async () => {
      signIn(CREATOR);
      const body = { comm_limit: 100, comm_offset: 0 };
      await expectCall(pact, {
        operation: "projectBalanceList",
        description: "projectBalanceList: an approved project with an API key",
        states: [signedIn, demo, approved, given.apiKey(PROJECT)],
        as: CREATOR,
        body,
        response: ok({
          comm_limit: integer(100),
          list: eachLike({
            project_id: string(PROJECT),
            project_name: string("Star Courier"),
            keys: regex(/^(sk-\*{4}[A-Za-z0-9]{4})?$/, "sk-****a1B2"),
            balance: number(500000),
            expire_time: integer(1722400000),
            total_gifts: number(500000),
            total_consume: number(1250.5),
            day_limit: number(100000),
            limit_turn_on: integer(0),
            apply_balance: integer(0),
            apply_expire_time: integer(0),
          }),
          total_balance: number(500000),
          total_gifts: number(500000),
          total_yesterday_consume: number(0),
          total_month_consume: number(1250.5),
          total_consume: number(1250.5),
        }),
      }).executeTest(async (server) => {
        const data = await projectBalanceList(body, at(server));
        expect(data.list[0]).toMatchObject({ project_id: PROJECT, keys: "sk-****a1B2" });
        expect(data.total_balance).toBe(500000);
      });
    });

    it("projectAddKey: a new key, shown in full once", async () => {
      signIn(CREATOR);
      const body = { project_id: PROJECT };
      const key = "sk-" + "a1B2c3D4e5F6".repeat(4);
      await expectCall(pact, {
        operation: "projectAddKey",
        description: "projectAddKey: a key for an approved project",
        states: [signedIn, demo, approved],
        as: CREATOR,
        body,
        response: ok({
          info: { keys: regex(/^sk-[A-Za-z0-9]{48}$/, key), key_create_time: integer(1719800000) },
        }),
      }).executeTest(async (server) => {
        const data = await projectAddKey(body, at(server));
        expect(data.info.keys).toMatch(/^sk-[A-Za-z0-9]{48}$/);
      });
    });

    it("projectDayLimitEdit: a daily limit within the maximum", async () => {
      signIn(CREATOR);
      const body = { project_id: PROJECT, day_limit: 5000, limit_turn_on: 1 as const };
      await expectCall(pact, {
        operation: "projectDayLimitEdit",
        description: "projectDayLimitEdit: 50 dollars a day, enforced",
        states: [signedIn, demo, approved],
        as: CREATOR,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await projectDayLimitEdit(body, at(server)); // code 0: resolves
      });
    });

    it("projectBalanceApply: a top-up request", async () => {
      signIn(CREATOR);
      const body = { project_id: PROJECT, change_value: 50, reason: "Launch week traffic" };
      await expectCall(pact, {
        operation: "projectBalanceApply",
        description: "projectBalanceApply: a top-up of 50 dollars",
        states: [signedIn, demo, approved],
        as: CREATOR,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await projectBalanceApply(body, at(server)); // code 0: resolves
      });
    });

    it("projectBalanceRenew: a renew request", async () => {
      signIn(CREATOR);
      const body = { project_id: PROJECT };
      await expectCall(pact, {
        operation: "projectBalanceRenew",
        description: "projectBalanceRenew: a renewal",
        states: [signedIn, demo, approved],
        as: CREATOR,
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await projectBalanceRenew(body, at(server)); // code 0: resolves
      });
    });

    it("projectOpDetails: the grants of an account", async () => {
      signIn(CREATOR);
      const body = { comm_limit: 100, comm_offset: 0, project_id: PROJECT };
      await expectCall(pact, {
        operation: "projectOpDetails",
        description: "projectOpDetails: the grants of an approved project",
        states: [signedIn, demo, approved],
        as: CREATOR,
        body,
        response: ok({
          list: eachLike({ create_time: integer(1719800000), op_value: number(500000) }),
        }),
      }).executeTest(async (server) => {
        const data = await projectOpDetails(body, at(server));
        expect(data.list[0]?.op_value).toBe(500000);
      });
    });

    it("projectBillingDetails: a page of billed requests and the total", async () => {
      signIn(CREATOR);
      const body = { comm_limit: 10 as const, comm_offset: 0, project_id: PROJECT };
      await expectCall(pact, {
        operation: "projectBillingDetails",
        description: "projectBillingDetails: the billed requests of a project",
        states: [signedIn, demo, approved, given.billingRecord(BILLED, PROJECT, MODEL)],
        as: CREATOR,
        body,
        response: ok({
          comm_total: integer(1),
          list: eachLike({
            request_id: string(BILLED),
            req_time: integer(1719800000),
            project_name: string("Star Courier"),
            model_id: integer(MODEL),
            rsp_amout: number(12.5),
          }),
        }),
      }).executeTest(async (server) => {
        const data = await projectBillingDetails(body, at(server));
        expect(data.list[0]).toMatchObject({ request_id: BILLED, model_id: MODEL });
      });
    });
  });
});
