import { afterEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { backupStorageKey, localBackup } from "@/lib/local-backup";
import { session } from "@/lib/session";
import type { SessionUser } from "@/generated/model";

const user = (user_id: string): SessionUser => ({
  user_id,
  verify_session: `sess-${user_id}`,
  user_name: `User${user_id}`,
  user_url: "",
  email: `${user_id}@example.com`,
});

afterEach(() => {
  session.clear();
  localStorage.clear();
});

describe("localBackup", () => {
  it("saves, loads and clears a JSON value with when it was saved", () => {
    session.setUser(user("1001"));
    const backup = localBackup("article:new");
    expect(backup.load()).toBeNull();
    backup.save({ title: "Draft", tags: ["a"] }, 1_700_000_000_000);
    expect(backup.load()).toEqual({
      value: { title: "Draft", tags: ["a"] },
      savedAt: 1_700_000_000_000,
    });
    backup.clear();
    expect(backup.load()).toBeNull();
  });

  it("stamps the current time when no time is given", () => {
    session.setUser(user("1001"));
    const before = Date.now();
    localBackup("k").save("v");
    const entry = localBackup("k").load<string>();
    expect(entry?.value).toBe("v");
    expect(entry!.savedAt).toBeGreaterThanOrEqual(before);
  });

  it("never shows one user's backup to another user of the same browser", () => {
    session.setUser(user("1001"));
    localBackup("article:42").save({ title: "Mine" });
    session.setUser(user("2002"));
    expect(localBackup("article:42").load()).toBeNull();
    localBackup("article:42").clear();
    session.setUser(user("1001"));
    expect(localBackup("article:42").load()).toEqual(
      expect.objectContaining({ value: { title: "Mine" } }),
    );
  });

  it("keeps nothing and shows nothing while signed out", () => {
    localBackup("k").save("v");
    expect(localStorage.length).toBe(0);
    expect(localBackup("k").load()).toBeNull();
  });

  it("ignores a corrupt stored entry", () => {
    session.setUser(user("1001"));
    localStorage.setItem(backupStorageKey("k", "1001")!, JSON.stringify({ value: 1 }));
    expect(localBackup("k").load()).toBeNull();
    localStorage.setItem(backupStorageKey("k", "1001")!, "{not json");
    expect(localBackup("k").load()).toBeNull();
  });

  it("round-trips any JSON value, and keys of different users never collide", () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.string(),
        (value, a, b, key) => {
          fc.pre(a !== b);
          expect(backupStorageKey(key, a)).not.toBe(backupStorageKey(key, b));
          session.setUser(user(a));
          localBackup(key).save(value, 5);
          expect(localBackup(key).load()).toEqual({
            value: JSON.parse(JSON.stringify(value)),
            savedAt: 5,
          });
          session.setUser(user(b));
          expect(localBackup(key).load()).toBeNull();
          localStorage.clear();
        },
      ),
      { numRuns: 100 },
    );
  });
});
