/**
 * Faults armed for one client (a dev:shared browser, docs/decisions/0032): the registry gives such
 * a fault only to requests of the same client, a fault armed without a client to everyone, and a
 * client clears only its own. faultClientOf reads the id from the header or the cookie.
 */
import { describe, expect, it } from "vitest";
import { FaultRegistry, faultClientOf, validateFault } from "@mocks/core/faults";

const login1315 = validateFault("accountLogin", { kind: "code", code: 1315 });
const login1316 = validateFault("accountLogin", { kind: "code", code: 1316 }, 2);

describe("faults for one client", () => {
  it("gives a client's fault to that client only, and a shared fault to anyone", () => {
    const faults = new FaultRegistry();
    faults.arm(login1315, "browser-a");
    expect(faults.take("accountLogin")).toBeUndefined();
    expect(faults.take("accountLogin", "browser-b")).toBeUndefined();
    expect(faults.peek("accountLogin", "browser-a")).toEqual({ kind: "code", code: 1315 });
    expect(faults.take("accountLogin", "browser-a")).toEqual({ kind: "code", code: 1315 });
    expect(faults.take("accountLogin", "browser-a")).toBeUndefined();

    faults.arm(login1316);
    expect(faults.take("accountLogin", "browser-b")).toEqual({ kind: "code", code: 1316 });
    expect(faults.take("accountLogin")).toEqual({ kind: "code", code: 1316 });
    expect(faults.list()).toEqual([]);
  });

  it("clears a client's own faults only, or every fault", () => {
    const faults = new FaultRegistry();
    faults.arm(login1315, "a");
    faults.arm(login1315, "b");
    faults.arm(login1316);
    faults.clear(undefined, "a");
    expect(faults.list().map((f) => f.client ?? "everyone")).toEqual(["b", "everyone"]);
    faults.clear("accountLogin", "b");
    expect(faults.list().map((f) => f.client ?? "everyone")).toEqual(["everyone"]);
    faults.arm(login1315, "c");
    faults.clear();
    expect(faults.list()).toEqual([]);
  });

  it("reads the client id from the x-mock-client header, else the gc_mock_client cookie", () => {
    const headers = (entries: Record<string, string>) => new Headers(entries);
    expect(faultClientOf(headers({ "x-mock-client": " tool-1 " }))).toBe("tool-1");
    expect(faultClientOf(headers({ cookie: "theme=dark; gc_mock_client=abc123; x=1" }))).toBe(
      "abc123",
    );
    expect(
      faultClientOf(headers({ cookie: "gc_mock_client=abc123", "x-mock-client": "tool-2" })),
    ).toBe("tool-2");
    expect(faultClientOf(headers({ cookie: "other_gc_mock_client=nope" }))).toBeUndefined();
    expect(faultClientOf(headers({}))).toBeUndefined();
  });
});
