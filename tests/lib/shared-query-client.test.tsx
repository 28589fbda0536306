/**
 * The app's one QueryClient (src/lib/shared-query-client.ts) is not in the entry: every layout
 * loads it before its pages render (the account forms' calls are TanStack mutations), the app provides
 * it at the root once it exists (one client across navigation), and an ended session clears it.
 * Runs in its own module registry (vitest isolates files), so the shared client starts unloaded.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "@/app/app";
import { createAppMemoryRouter } from "@/app/router";
import { initI18n } from "@/lib/i18n";
import { storeLanguage } from "@/lib/language";
import { endSession, session } from "@/lib/session";
import { loadedQueryClient } from "@/lib/shared-query-client";
import { creator } from "../fixture-user";
import { expectPath, renderApp, verifySessionAnswers } from "../render";

describe("the shared query client", () => {
  it("is not in the entry, and every layout loads it before its page, the account layout too", async () => {
    expect(loadedQueryClient()).toBeUndefined();
    await renderApp("/account/login");
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(loadedQueryClient()).toBeDefined();
  });

  it("is the app's client when none is given: provided at the root, kept across pages, cleared when the session ends", async () => {
    verifySessionAnswers("live");
    session.clear();
    session.setUser(creator);
    storeLanguage("en");
    await initI18n("en");
    const router = createAppMemoryRouter(["/gate"]);
    render(<App router={router} />);
    // The navigation's account menu reads the client from the root's provider.
    expect(await screen.findByTestId("account-menu")).toBeInTheDocument();
    const client = loadedQueryClient()!;
    expect(client).toBeDefined();

    await act(() => router.navigate("/knowledge/home"));
    await expectPath(router, "/knowledge/home");
    expect(loadedQueryClient()).toBe(client);

    client.setQueryData(["cached"], "value");
    act(() => endSession("/knowledge/home"));
    await expectPath(router, "/account/login");
    await waitFor(() => expect(client.getQueryData(["cached"])).toBeUndefined());
  });
});
