/**
 * Session and data hygiene (OWASP ASVS 5.0 §7, §14): signing out forgets the credentials, the
 * return path, every local draft and the console's API key, keeps the language, and empties the
 * query cache; another tab signing out empties this tab's cache too.
 */
import { screen, waitFor } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { setApiKey } from "@/features/console/hooks/use-api-key";
import { translateDynamic } from "@/lib/i18n";
import { backupStorageKey, localBackup } from "@/lib/local-backup";
import { session } from "@/lib/session";
import { CREATOR } from "@mocks/seed/users";
import { signIn } from "../api-helpers";
import { expectPath, renderApp } from "../render";

/** The cached answers about the signed-in creator (the user card's getLitUserData). */
const ownUserData = (queryClient: QueryClient) => () =>
  queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.queryHash.includes(`"user_id":"${CREATOR.user_id}"`) });
const storedKeys = () => Object.keys(localStorage).sort();
const nav = (key: string, options?: Record<string, unknown>) =>
  translateDynamic(`nav:${key}`, options) ?? key;

async function renderSignedIn() {
  const user = await signIn(CREATOR);
  localBackup("article:new").save({ values: { title: "Half an idea" } });
  localStorage.setItem(backupStorageKey("article:new", "1002")!, JSON.stringify({ value: 1 }));
  setApiKey("sk-creator-key");
  session.saveReturnPath("/application/main?tab=2");
  const view = await renderApp("/knowledge/home", { user, language: "zh-cn" });
  await screen.findByRole("heading", { level: 1 }, { timeout: 15_000 });
  await waitFor(() => expect(view.queryClient.getQueryCache().getAll().length).toBeGreaterThan(0));
  return { ...view, name: user.user_name };
}

describe("session hygiene", { timeout: 30_000 }, () => {
  it("log out forgets the session, the return path, every local draft and the API key, and the cache", async () => {
    const { user, router, queryClient, name } = await renderSignedIn();
    expect(storedKeys().filter((key) => key.startsWith("gc.user."))).toHaveLength(3);
    const userData = ownUserData(queryClient);
    await waitFor(() => expect(userData()).toHaveLength(1));

    await user.click(screen.getByRole("button", { name: nav("account.menu", { name }) }));
    await user.click(screen.getByRole("menuitem", { name: nav("account.logout") }));
    await expectPath(router, "/account/login");

    expect(session.getUser()).toBeNull();
    expect(storedKeys().filter((key) => key.startsWith("gc.user."))).toEqual([]);
    expect(storedKeys()).not.toContain("gc.session.user");
    expect(storedKeys()).not.toContain("gc.session.return");
    // The language is the browser's, not the user's: it stays.
    expect(localStorage.getItem("gc.language")).toBe(JSON.stringify("zh-cn"));
    // What was cached for the user is gone (the sign-in page may cache public answers anew).
    expect(userData()).toHaveLength(0);
  });

  it("another tab signing out empties this tab's query cache", async () => {
    const { queryClient } = await renderSignedIn();
    localStorage.removeItem("gc.session.user");
    window.dispatchEvent(new StorageEvent("storage", { key: "gc.session.user", newValue: null }));
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
    expect(session.getUser()).toBeNull();
  });
});

// tests/setup.ts: a test starts signed out, whatever the test before it (in this worker, which
// shares its modules) left in the session module's memory.
describe("between tests", () => {
  it("a test that signs in and does not sign out…", async () => {
    await signIn(CREATOR);
    expect(session.isLoggedIn()).toBe(true);
  });

  it("…leaves the next one signed out", () => {
    expect(session.getUser()).toBeNull();
  });
});
