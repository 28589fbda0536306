/**
 * The mock runtimes' "default" Trusted Types policy (mocks/trusted-types-default.ts): the mock
 * backend's worker script passes, a blob: of this page passes in vite's dev server only, and every
 * other script URL is refused (null, which the browser reports).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { installMockDefaultPolicy } from "@mocks/trusted-types-default";

type Rules = { createScriptURL: (input: string) => string | null; createHTML?: unknown };

function fakeFactory(defaultPolicy: unknown = null) {
  const made: Array<{ name: string; rules: Rules }> = [];
  (window as { trustedTypes?: unknown }).trustedTypes = {
    defaultPolicy,
    createPolicy: (name: string, rules: Rules) => made.push({ name, rules }),
  };
  return made;
}

afterEach(() => {
  delete (window as { trustedTypes?: unknown }).trustedTypes;
  vi.unstubAllEnvs();
});

describe("the mock runtimes' default policy", () => {
  it("passes the worker script only, and no HTML at all", () => {
    const made = fakeFactory();
    installMockDefaultPolicy({ workerScript: "/mockServiceWorker.js" });
    expect(made).toHaveLength(1);
    const { name, rules } = made[0]!;
    expect(name).toBe("default");
    expect(rules.createHTML).toBeUndefined();
    const origin = window.location.origin;
    expect(rules.createScriptURL("/mockServiceWorker.js")).toBe("/mockServiceWorker.js");
    expect(rules.createScriptURL(`${origin}/mockServiceWorker.js`)).toBe(
      `${origin}/mockServiceWorker.js`,
    );
    expect(rules.createScriptURL("/mockServiceWorker.js?evil=1")).toBeNull();
    expect(rules.createScriptURL("/assets/other.js")).toBeNull();
    expect(rules.createScriptURL("https://evil.example/mockServiceWorker.js")).toBeNull();
  });

  it("passes a blob: of this page in the dev server only", () => {
    const origin = window.location.origin;
    const blob = `blob:${origin}/5fdd7517-e78c-4a3e-9d2e-7b1f0a3c9e11`;
    vi.stubEnv("DEV", true);
    let made = fakeFactory();
    installMockDefaultPolicy({});
    expect(made[0]!.rules.createScriptURL(blob)).toBe(blob);
    expect(made[0]!.rules.createScriptURL("blob:https://evil.example/1234")).toBeNull();

    vi.stubEnv("DEV", false);
    made = fakeFactory();
    installMockDefaultPolicy({});
    expect(made[0]!.rules.createScriptURL(blob)).toBeNull();
  });

  it("leaves a default policy that is already there alone", () => {
    const made = fakeFactory({ name: "default" });
    installMockDefaultPolicy({ workerScript: "/mockServiceWorker.js" });
    expect(made).toHaveLength(0);
  });
});
