/** The top navigation (platform.md §2) and the application header. */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { activeTabOf } from "@/components/nav/nav-model";
import { getLanguage } from "@/lib/language";
import { session } from "@/lib/session";
import commonZh from "@/locales/zh-cn/common.json";
import navEn from "@/locales/en/nav.json";
import navZh from "@/locales/zh-cn/nav.json";
import applicationEn from "@/locales/en/application.json";
import applicationZh from "@/locales/zh-cn/application.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import { server } from "../msw-server";
import { creator } from "../fixture-user";
import { expectPath, renderApp, verifySessionAnswers } from "../render";

const nav = () => screen.getByRole("navigation", { name: "Main navigation" });

function answerSetLitUserData(code = 0) {
  const bodies: unknown[] = [];
  server.use(
    http.post("/api/basesys/user/setlituserdata", async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code, message: "", data: {} });
    }),
  );
  return bodies;
}

describe("tabs", () => {
  it("shows the four tabs, marks the active one, hides AI toolkit and questions", async () => {
    await renderApp("/knowledge/more?id=2");
    const links = within(nav()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Home",
      "Knowledge",
      "Game product",
      "Creator",
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/gate",
      "/knowledge/home",
      "/gameworks/home",
      "/activity/token",
    ]);
    expect(within(nav()).getByRole("link", { name: "Knowledge" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav()).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(screen.queryByText("AI toolkit")).not.toBeInTheDocument();
    expect(screen.queryByText("Questions")).not.toBeInTheDocument();
  });

  it.each([
    ["/gate", "home"],
    ["/guide", "home"],
    ["/knowledge/detail", "knowledge"],
    ["/gameworks/detail", "gameProduct"],
    ["/activity/token", "creator"],
    ["/document/token", undefined],
    ["/gatepet", undefined],
  ])("%s → active tab %s", (path, tab) => {
    expect(activeTabOf(path)).toBe(tab);
  });

  it("moves the active mark when navigating", async () => {
    const { user } = await renderApp("/gate");
    expect(within(nav()).getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await user.click(within(nav()).getByRole("link", { name: "Creator" }));
    await waitFor(() =>
      expect(within(nav()).getByRole("link", { name: "Creator" })).toHaveAttribute(
        "aria-current",
        "page",
      ),
    );
  });

  it("has the API document button", async () => {
    const { router, user } = await renderApp("/gate");
    // The landing page links the document too; this is the navigation's button.
    await user.click(
      within(screen.getByTestId("top-nav")).getByRole("link", { name: "API document" }),
    );
    await expectPath(router, "/document/token");
  });
});

describe("publish menu", () => {
  it("offers write an article, post images, game demo, game resources and art creativity", async () => {
    const { user } = await renderApp("/gate");
    const button = screen.getByRole("button", { name: "Publish" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("menu", { name: "Publish" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Write an article",
      "Post images",
      "Game demo",
      "Game resourcesComing soon",
      "Art creativity",
    ]);
    expect(within(menu).getByRole("menuitem", { name: /Game resources/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("an entry leads to its page (which asks a visitor to sign in first)", async () => {
    const { router, user } = await renderApp("/gate");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await user.click(screen.getByRole("menuitem", { name: "Write an article" }));
    await expectPath(router, "/account/login");
    expect(session.getReturnPath()).toBe("/editor/article");
  });

  it("a signed-in user reaches the editor", async () => {
    verifySessionAnswers("live");
    const { router, user } = await renderApp("/gate", { user: creator });
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await user.click(screen.getByRole("menuitem", { name: "Game demo" }));
    await expectPath(router, "/application/editworks");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("works with the keyboard: arrows move, Escape closes and returns focus", async () => {
    const { user } = await renderApp("/gate");
    const button = screen.getByRole("button", { name: "Publish" });
    button.focus();
    await user.keyboard("{ArrowDown}");
    const menu = screen.getByRole("menu", { name: "Publish" });
    expect(within(menu).getByRole("menuitem", { name: "Write an article" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(menu).getByRole("menuitem", { name: "Post images" })).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(within(menu).getByRole("menuitem", { name: "Art creativity" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("Escape on the button closes a menu opened with the mouse", async () => {
    const { user } = await renderApp("/gate");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(screen.getByRole("menu")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("closes on a click outside", async () => {
    const { user } = await renderApp("/gate");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(screen.getByRole("menu")).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});

describe("account", () => {
  it("a visitor sees the log-in button; it remembers the page", async () => {
    const { router, user } = await renderApp("/knowledge/home?id=3");
    expect(screen.queryByTestId("account-menu")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await expectPath(router, "/account/login");
    expect(session.getReturnPath()).toBe("/knowledge/home?id=3");
  });

  it("a signed-in user sees the avatar menu with a letter avatar, personal centre and log out", async () => {
    verifySessionAnswers("live");
    const { router, user } = await renderApp("/gate", { user: creator });
    expect(screen.queryByRole("button", { name: "Log in" })).not.toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Account menu of Creator" });
    expect(within(button).getByTestId("letter-avatar")).toHaveTextContent("C");
    await user.click(button);
    const menu = screen.getByRole("menu", { name: "Account menu of Creator" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Personal centre",
      "Demo management",
      "API key",
      "Incentive account",
      "Billing details",
      "Log out",
    ]);
    await user.click(within(menu).getByRole("menuitem", { name: "Personal centre" }));
    await expectPath(router, "/personal/home");
  });

  describe.each([
    ["en", navEn, applicationEn],
    ["zh-cn", navZh, applicationZh],
  ] as const)("the creator centre's places (%s)", (language, text, application) => {
    it("are in the account menu under their heading and open their tab", async () => {
      verifySessionAnswers("live");
      const { router, user } = await renderApp("/knowledge/home", { user: creator, language });
      const entries = [
        ["demos", 0],
        ["keys", 1],
        ["accounts", 2],
        ["billing", 3],
      ] as const;
      for (const [id, tab] of entries) {
        await user.click(
          screen.getByRole("button", { name: text.account.menu.replace("{{name}}", "Creator") }),
        );
        const menu = await screen.findByRole("menu");
        expect(
          within(menu).getByRole("separator", { name: text.account.creatorCentre }),
        ).toBeInTheDocument();
        await user.click(within(menu).getByRole("menuitem", { name: text.account[id] }));
        // (The billing tab adds its period to the address.)
        await expectPath(router, "/application/main");
        await waitFor(() =>
          expect(new URLSearchParams(router.state.location.search).get("tab")).toBe(String(tab)),
        );
        // The entry names the tab it opens.
        expect(
          await screen.findByRole("heading", { level: 1, name: application.app.tabs[id] }),
        ).toBeInTheDocument();
        // The creator centre keeps the site navigation.
        expect(screen.getByRole("navigation", { name: text.label })).toBeInTheDocument();
      }
    }, 60_000);
  });

  it("log out clears the session and goes to /account/login", async () => {
    const { router, user } = await renderApp("/knowledge/home", { user: creator });
    await user.click(screen.getByRole("button", { name: "Account menu of Creator" }));
    await user.click(screen.getByRole("menuitem", { name: "Log out" }));
    await expectPath(router, "/account/login");
    expect(session.getUser()).toBeNull();
  });

  it("shows the uploaded avatar, and the letter avatar when it fails to load", async () => {
    await renderApp("/gate", { user: { ...creator, user_url: "/files/a.png" } });
    const button = screen.getByRole("button", { name: "Account menu of Creator" });
    // eslint-disable-next-line testing-library/no-node-access -- the avatar image is decorative (no role)
    const img = button.querySelector("img")!;
    expect(img).toHaveAttribute("src", "/files/a.png");
    fireEvent.error(img);
    expect(within(button).getByTestId("letter-avatar")).toBeInTheDocument();
  });
});

describe("shadow", () => {
  it("appears once the page scrolls more than 3 px", async () => {
    await renderApp("/gate");
    const header = screen.getByTestId("top-nav");
    expect(header).toHaveAttribute("data-scrolled", "false");
    act(() => {
      window.scrollY = 3;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-scrolled", "false");
    act(() => {
      window.scrollY = 4;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-scrolled", "true");
    expect(header).toHaveClass("app-nav--scrolled");
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-scrolled", "false");
  });
});

describe("language", () => {
  it("switches the interface, stores the choice, and does not call the profile for a visitor", async () => {
    const bodies = answerSetLitUserData();
    const { user } = await renderApp("/gate");
    await user.click(screen.getByRole("button", { name: "Language: English" }));
    const menu = screen.getByRole("menu", { name: "Language: English" });
    expect(within(menu).getByRole("menuitemradio", { name: "English" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await user.click(within(menu).getByRole("menuitemradio", { name: "简体中文" }));
    const zhNav = await screen.findByRole("navigation", { name: "主导航" });
    expect(within(zhNav).getByRole("link", { name: "知识库" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "语言：简体中文" })).toBeInTheDocument();
    expect(getLanguage()).toBe("zh-cn");
    expect(JSON.parse(localStorage.getItem("gc.language")!)).toBe("zh-cn");
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(bodies).toHaveLength(0);
  });

  it("saves the choice on a signed-in user's profile", async () => {
    const bodies = answerSetLitUserData();
    const { user } = await renderApp("/gate", { user: creator, language: "zh-cn" });
    await user.click(screen.getByRole("button", { name: "语言：简体中文" }));
    await user.click(screen.getByRole("menuitemradio", { name: "English" }));
    await waitFor(() => expect(bodies).toEqual([{ language: 2 }]));
    await waitFor(() => expect(session.getUser()?.language).toBe(2));
    expect(within(nav()).getByRole("link", { name: "Knowledge" })).toBeInTheDocument();
  });

  it("a failed save is shown, translated, with a retry; the local choice stands", async () => {
    let calls = 0;
    server.use(
      http.post("/api/basesys/user/setlituserdata", () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse("<html><body>nginx 500</body></html>", { status: 500 })
          : HttpResponse.json({ code: 0, message: "", data: { ...creator, language: 1 } });
      }),
    );
    const { user } = await renderApp("/gate", { user: creator });
    await user.click(screen.getByRole("button", { name: "Language: English" }));
    await user.click(screen.getByRole("menuitemradio", { name: "简体中文" }));
    expect(await screen.findByText(errorsZh.server, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/nginx/)).not.toBeInTheDocument();
    expect(getLanguage()).toBe("zh-cn");
    await user.click(await screen.findByRole("button", { name: commonZh.actions.retry }));
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(session.getUser()?.language).toBe(1));
  });
});

describe("application header", () => {
  it("has the API document button, language, publish entrance and the user card", async () => {
    verifySessionAnswers("live");
    await renderApp("/application/main", { user: creator });
    const header = await screen.findByTestId("application-header");
    expect(within(header).getByRole("link", { name: "API document" })).toHaveAttribute(
      "href",
      "/document/token",
    );
    expect(within(header).getByRole("button", { name: "Language: English" })).toBeInTheDocument();
    expect(within(header).getByRole("button", { name: "Publish" })).toBeInTheDocument();
    expect(
      within(header).getByRole("button", { name: "Account menu of Creator" }),
    ).toHaveTextContent("Creator");
    // The site navigation stays: its tabs, and the phone's menu button (docs/decisions/0087).
    expect(within(header).getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
    expect(within(header).getByRole("link", { name: "Creator" })).toHaveAttribute(
      "href",
      "/activity/token",
    );
    expect(within(header).getByRole("button", { name: "Open the menu" })).toBeInTheDocument();
  });
});
