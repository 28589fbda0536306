/**
 * QA fault controls: the text vocabulary (`op:outcome[*times]`), its validation against each
 * operation's x-result-codes, the ?mock= URL form, and every outcome kind — result code, HTTP
 * status, delay, network failure — answered through the generated client for N calls.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { getLoreEssayAll } from "@/generated/knowledge/knowledge";
import { accountLogin } from "@/generated/auth/auth";
import { operations } from "@/generated/operations";
import { server } from "../msw-server";
import { defineOperation, ok } from "@mocks/core/operation";
import {
  FaultError,
  FaultRegistry,
  formatFaultList,
  parseFaultList,
  parseOutcome,
  validateFault,
} from "@mocks/core/faults";
import { faultsFromUrl, withMockParam } from "@mocks/core/url-faults";
import { faultFromRequest } from "@mocks/controls";
import { arm, clearFaults, faults, requestLog } from "@mocks/testing";
import { rejection } from "../api-helpers";

const listBody = { lore_essay_limit: 10, lore_essay_offset: 0 };
const emptyList = { base_data: [], lore_essay_total: 0 };

describe("the fault vocabulary", () => {
  it("parses each outcome kind", () => {
    expect(parseOutcome("1315")).toEqual({ kind: "code", code: 1315 });
    expect(parseOutcome("http503")).toEqual({ kind: "status", status: 503 });
    expect(parseOutcome("HTTP500")).toEqual({ kind: "status", status: 500 });
    expect(parseOutcome("delay3000")).toEqual({ kind: "delay", ms: 3000 });
    expect(parseOutcome(" offline ")).toEqual({ kind: "offline" });
    expect(() => parseOutcome("timeout")).toThrow(FaultError);
  });

  it("parses a ?mock= list with times, and formats it back", () => {
    const text =
      "accountLogin:1315,complaint:1501*2,like:http503,getLoreEssayAll:delay250*3,verifySession:offline";
    const list = parseFaultList(text);
    expect(list).toEqual([
      { operation: "accountLogin", outcome: { kind: "code", code: 1315 }, times: 1 },
      { operation: "complaint", outcome: { kind: "code", code: 1501 }, times: 2 },
      { operation: "like", outcome: { kind: "status", status: 503 }, times: 1 },
      { operation: "getLoreEssayAll", outcome: { kind: "delay", ms: 250 }, times: 3 },
      { operation: "verifySession", outcome: { kind: "offline" }, times: 1 },
    ]);
    expect(formatFaultList(list)).toBe(text);
  });

  it("accepts only codes from the operation's own x-result-codes", () => {
    expect(operations.accountLogin.resultCodes).toContain(1315);
    expect(() => validateFault("accountLogin", { kind: "code", code: 1315 })).not.toThrow();
    expect(() => validateFault("accountLogin", { kind: "code", code: 1501 })).toThrow(
      /its codes are 0, 1301/,
    );
    expect(() => validateFault("complaint", { kind: "code", code: 1502 })).not.toThrow();
    expect(() => validateFault("noSuchOperation", { kind: "offline" })).toThrow(
      /Unknown operation/,
    );
    expect(() => validateFault("like", { kind: "status", status: 99 })).toThrow(/not a status/);
    expect(() => validateFault("like", { kind: "offline" }, 0)).toThrow(/times/);
    expect(() => parseFaultList("accountLogin=1315")).toThrow(FaultError);
  });

  it("reads the server's JSON form: exactly one of code, status, delayMs or network", () => {
    expect(faultFromRequest({ operation: "accountLogin", code: 1315, times: 2 })).toEqual({
      operation: "accountLogin",
      outcome: { kind: "code", code: 1315 },
      times: 2,
    });
    expect(faultFromRequest({ operation: "like", status: 503 }).outcome).toEqual({
      kind: "status",
      status: 503,
    });
    expect(faultFromRequest({ operation: "like", delayMs: 10 }).outcome).toEqual({
      kind: "delay",
      ms: 10,
    });
    expect(faultFromRequest({ operation: "like", network: true }).outcome).toEqual({
      kind: "offline",
    });
    expect(() => faultFromRequest({ operation: "like" })).toThrow(/exactly one/);
    expect(() => faultFromRequest({ operation: "like", code: 100, status: 500 })).toThrow(
      /exactly one/,
    );
    expect(() => faultFromRequest({ operation: "like", network: false })).toThrow(
      /network must be true/,
    );
    expect(() => faultFromRequest({ operation: "like", code: 1315 })).toThrow(FaultError);
    expect(() => faultFromRequest(undefined)).toThrow(/operation is required/);
  });

  it("consumes the oldest fault of an operation first, one use per call", () => {
    const registry = new FaultRegistry();
    registry.arm({ operation: "like", outcome: { kind: "status", status: 503 }, times: 2 });
    registry.arm({ operation: "like", outcome: { kind: "offline" }, times: 1 });
    registry.arm({ operation: "complaint", outcome: { kind: "code", code: 1501 }, times: 1 });
    expect(registry.take("like")).toEqual({ kind: "status", status: 503 });
    expect(registry.list()[0]).toMatchObject({ operation: "like", remaining: 1 });
    expect(registry.take("like")).toEqual({ kind: "status", status: 503 });
    expect(registry.take("like")).toEqual({ kind: "offline" });
    expect(registry.take("like")).toBeUndefined();
    registry.clear("complaint");
    expect(registry.list()).toEqual([]);
  });
});

describe("?mock= in a URL", () => {
  it("arms the valid parts and reports each invalid one", () => {
    const {
      text,
      faults: parsed,
      errors,
    } = faultsFromUrl(
      "http://localhost/account/login?x=1&mock=accountLogin:1315,accountLogin:1501,bogus,complaint:1501*2",
    );
    expect(text).toBe("accountLogin:1315,accountLogin:1501,bogus,complaint:1501*2");
    expect(parsed.map((f) => `${f.operation}:${f.times}`)).toEqual([
      "accountLogin:1",
      "complaint:2",
    ]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/cannot answer code 1501/);
    expect(errors[1]).toMatch(/"bogus" is not/);
    expect(faultsFromUrl("/home").text).toBe("");
  });

  it("builds readable reproduction links, keeping other parameters and the hash", () => {
    expect(withMockParam("/account/login", "accountLogin:1315")).toBe(
      "/account/login?mock=accountLogin:1315",
    );
    expect(
      withMockParam(
        "http://localhost:5173/works?tab=2&mock=old:1#top",
        "complaint:1501*2,like:offline",
      ),
    ).toBe("http://localhost:5173/works?tab=2&mock=complaint:1501*2,like:offline#top");
    expect(withMockParam("/works?mock=like:offline", "")).toBe("/works");
    const roundTrip = faultsFromUrl(withMockParam("/x", "getLoreEssayAll:delay5*3"));
    expect(roundTrip.faults).toEqual([
      { operation: "getLoreEssayAll", outcome: { kind: "delay", ms: 5 }, times: 3 },
    ]);
  });
});

describe("armed faults through the generated client", () => {
  beforeEach(() => {
    // The list answers from a fixed test handler, so these tests depend only on the fault wrapper.
    server.use(defineOperation("getLoreEssayAll", () => ok(emptyList), { readOnly: true }));
  });

  it("a result code: the next call answers the code, then calls answer normally", async () => {
    arm("accountLogin", 1315);
    const error = await rejection(
      accountLogin({ email: "creator@example.com", user_password: "Quota2024" }),
    );
    expect(error).toMatchObject({ kind: "result", code: 1315 });
    expect(faults()).toEqual([]);
    expect(requestLog().at(-1)).toMatchObject({
      operation: "accountLogin",
      code: 1315,
      fault: "1315",
    });
  });

  it("an HTTP status, for N calls", async () => {
    arm("getLoreEssayAll", "http503", 2);
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({ kind: "http", status: 503 });
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({ kind: "http", status: 503 });
    await expect(getLoreEssayAll(listBody)).resolves.toEqual(emptyList);
  });

  it("a delay: the answer comes late, and normally", async () => {
    arm("getLoreEssayAll:delay300");
    const started = performance.now();
    await expect(getLoreEssayAll(listBody)).resolves.toEqual(emptyList);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(requestLog().at(-1)).toMatchObject({
      operation: "getLoreEssayAll",
      status: 200,
      fault: "delay300",
    });
  });

  it("offline: the call fails as a network failure", async () => {
    arm({ operation: "getLoreEssayAll", network: true, times: 1 });
    expect(await rejection(getLoreEssayAll(listBody))).toMatchObject({ kind: "network" });
    await expect(getLoreEssayAll(listBody)).resolves.toEqual(emptyList);
  });

  it("a ?mock= list arms several operations at once; clearing disarms", async () => {
    arm("getLoreEssayAll:http500*3,accountLogin:1310");
    expect(faults().map((f) => [f.operation, f.remaining])).toEqual([
      ["getLoreEssayAll", 3],
      ["accountLogin", 1],
    ]);
    clearFaults("getLoreEssayAll");
    await expect(getLoreEssayAll(listBody)).resolves.toEqual(emptyList);
    clearFaults();
    expect(faults()).toEqual([]);
  });

  it("refuses an invalid fault without arming anything", () => {
    expect(() => arm("accountLogin:1315,like:1501")).toThrow(FaultError);
    expect(faults()).toEqual([]);
  });
});
