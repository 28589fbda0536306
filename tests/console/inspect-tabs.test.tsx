/**
 * /inspect (inspect-console.md §2, §6): open to visitors and signed-in users, four tabs, the tab
 * restored from the URL and written back to it, and a tab's work kept while another is looked at.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toaster";
import type { Language } from "@/lib/language";
import { creator } from "../fixture-user";
import { here, renderApp } from "../render";
import { consoleTexts, openConsole, preloadConsole } from "./harness";

vi.setConfig({ testTimeout: 60_000 });
beforeAll(preloadConsole, 120_000);
afterEach(clearToasts);

const TABS = ["singleChat", "groupChat", "tokenInspect", "petGeneration"] as const;

describe("/inspect", () => {
  it.each(["en", "zh-cn"] as Language[])(
    "%s: four tabs; each is restored from the URL",
    async (language) => {
      const texts = consoleTexts(language);
      for (const tab of TABS) {
        const { unmount } = await openConsole(tab, language);
        expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(
          TABS.map((name) => texts.tabs[name]),
        );
        expect(screen.getByRole("tab", { name: texts.tabs[tab] })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        unmount();
      }
    },
  );

  it("a visitor and a signed-in user both get the console; an unknown tab opens the single chat", async () => {
    const texts = consoleTexts("en");
    const { router, unmount } = await renderApp("/inspect?tab=nonsense", { user: creator });
    expect(
      await screen.findByRole(
        "tab",
        { name: texts.tabs.singleChat, selected: true },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(here(router)).toBe("/inspect?tab=nonsense");
    unmount();
    const view = await renderApp("/inspect");
    expect(
      await screen.findByRole("button", { name: texts.single.room.create }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/inspect");
  });

  it("choosing a tab writes it to the URL, and a tab's work survives a look at another", async () => {
    const { user, router, texts } = await openConsole("singleChat");
    await user.click(screen.getByRole("button", { name: texts.single.room.create }));
    const room = (await screen.findByTestId("room-number")).textContent;
    await user.click(screen.getByRole("tab", { name: texts.tabs.tokenInspect }));
    await waitFor(() => expect(here(router)).toBe("/inspect?tab=tokenInspect"));
    expect(await screen.findByRole("button", { name: texts.tester.add })).toBeVisible();
    await user.click(screen.getByRole("tab", { name: texts.tabs.singleChat }));
    await waitFor(() => expect(here(router)).toBe("/inspect?tab=singleChat"));
    expect(
      await screen.findByRole("heading", { name: texts.single.players.heading }),
    ).toBeVisible();
    expect(screen.getByTestId("room-number")).toHaveTextContent(room ?? "");
  });
});
