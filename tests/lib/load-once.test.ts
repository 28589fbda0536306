/** loadOnce: one load at a time for every caller; a failed load is forgotten and tried anew. */
import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "@/lib/load-once";

describe("loadOnce", () => {
  it("shares one load between its callers", async () => {
    const load = vi.fn(() => Promise.resolve("code"));
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    await get();
    expect([a, b]).toEqual(["code", "code"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, so that the next call loads again", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue("code");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("Failed to fetch");
    await expect(get()).resolves.toBe("code");
    await expect(get()).resolves.toBe("code");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
