/**
 * Routes and guards of platform.md §2 with the real router and providers, and MSW answering
 * verifySession.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ROUTER_CHANGE_EVENT, type RouterChangeDetail } from "@/hooks/router-change";
import { endSession, session } from "@/lib/session";
import codesEn from "@/locales/en/codes.json";
import { CREATOR } from "@mocks/seed/users";
import { signIn } from "../api-helpers";
import { creator } from "../fixture-user";
import { expectPath, here, main, renderApp, verifySessionAnswers } from "../render";

describe("redirects", () => {
  it.each([
    ["/", "/gate"],
    ["/gameworks", "/knowledge/home"],
    ["/knowledge", "/knowledge/home"],
    ["/activity", "/activity/token"],
    ["/activity/detail", "/activity/token"],
    ["/activity/more", "/activity/token"],
    ["/document", "/document/token"],
    ["/account", "/account/login"],
  ])("%s goes to %s", async (from, to) => {
    const { router } = await renderApp(from);
    await expectPath(router, to);
  });

  it("/application/create goes to the new-demo editor, /application/editworks (creator-programme.md §2)", async () => {
    verifySessionAnswers("live");
    const { router } = await renderApp("/application/create", { user: creator });
    await expectPath(router, "/application/editworks");
  });

  it("/application goes to /application/main for a signed-in user", async () => {
    verifySessionAnswers("live");
    const { router } = await renderApp("/application", { user: creator });
    await expectPath(router, "/application/main");
  });

  it("keeps the query on a redirect", async () => {
    const { router } = await renderApp("/?pictDetailsId=7");
    await expectPath(router, "/gate?pictDetailsId=7");
  });
});

describe("open routes", () => {
  it.each([
    "/gate",
    "/guide",
    "/knowledge/home",
    "/gameworks/home",
    "/activity/token",
    "/document/token",
    "/inspect",
    "/legal/terms",
    "/legal/privacy",
  ])("%s renders its page for a visitor, with no sign-in asked", async (path) => {
    const { router } = await renderApp(path);
    await expectPath(router, path);
    expect(await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByTestId("empty-state")).not.toBeInTheDocument();
    expect(session.getReturnPath()).toBeUndefined();
  });

  it("sets the page title", async () => {
    await renderApp("/knowledge/home");
    await waitFor(() => expect(document.title).toBe("Knowledge · GameCraft"));
  });
});

describe("login-required routes", () => {
  it("sends a visitor to sign-in and saves the wanted path and query", async () => {
    const calls = verifySessionAnswers("live");
    const { router } = await renderApp("/editor/article?id=42");
    await expectPath(router, "/account/login");
    expect(session.getReturnPath()).toBe("/editor/article?id=42");
    expect(calls).toHaveLength(0);
  });

  it("lets a user with a live session in (verifySession gets the stored record)", async () => {
    const calls = verifySessionAnswers("live");
    const { router } = await renderApp("/personal/home", { user: creator });
    await expectPath(router, "/personal/home");
    expect(calls).toEqual([creator]);
    expect(session.getUser()).toEqual(creator);
  });

  it.each(["dead", "code100"] as const)(
    "a session the server does not accept (%s) is cleared, the path saved, sign-in shown",
    async (answer) => {
      verifySessionAnswers(answer);
      const { router } = await renderApp("/application/editworks?id=9", { user: creator });
      await expectPath(router, "/account/login");
      expect(session.getUser()).toBeNull();
      expect(session.getReturnPath()).toBe("/application/editworks?id=9");
    },
  );

  it("a transport failure during verification shows the error view, not sign-in", async () => {
    verifySessionAnswers("network");
    const { router } = await renderApp("/postproduct/image", { user: creator });
    expect(await screen.findByTestId("crash")).toHaveTextContent("Connection error");
    expect(router.state.location.pathname).toBe("/postproduct/image");
    expect(session.getUser()).toEqual(creator);
  });

  it("verifies on every navigation to a login-required page", async () => {
    const calls = verifySessionAnswers("live");
    const { router } = await renderApp("/personal/home", { user: creator });
    await expectPath(router, "/personal/home");
    await act(() => router.navigate("/editor/article"));
    await expectPath(router, "/editor/article");
    expect(calls).toHaveLength(2);
  });

  it("does not verify again when a login-required page changes its own query", async () => {
    const calls = verifySessionAnswers("live");
    const { router } = await renderApp("/application/main?tab=2", { user: creator });
    await expectPath(router, "/application/main?tab=2");
    await act(() => router.navigate("/application/main?tab=1"));
    await expectPath(router, "/application/main?tab=1");
    expect(calls).toHaveLength(1);
    // Error parameters still run the guard, which sends them to /error.
    await act(() => router.navigate("/application/main?tab=1&error=denied"));
    await expectPath(router, "/error?error=denied&error_description=");
  });

  it("shows the loading bar while the session is verified", async () => {
    verifySessionAnswers("slow");
    const { router } = await renderApp("/gate", { user: creator });
    act(() => void router.navigate("/personal/home"));
    expect(await screen.findByTestId("route-progress")).toBeInTheDocument();
    await expectPath(router, "/personal/home");
    await waitFor(() => expect(screen.queryByTestId("route-progress")).not.toBeInTheDocument());
  });

  it("a session ended by any call (code 100, 401, 403) leads to sign-in", async () => {
    const { router } = await renderApp("/knowledge/home", { user: creator });
    act(() => endSession("/knowledge/home"));
    await expectPath(router, "/account/login");
    expect(session.getReturnPath()).toBe("/knowledge/home");
    // The sign-in page says why the user is there (codes:100), until they sign in again.
    expect(await screen.findByRole("status")).toHaveTextContent(codesEn["100"]);
  });

  it("sign-in opened by a visitor says nothing of an ended session", async () => {
    await renderApp("/account/login");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText(codesEn["100"])).not.toBeInTheDocument();
  });

  it("signing in forgets that the last session ended", async () => {
    await renderApp("/knowledge/home", { user: creator });
    act(() => endSession("/knowledge/home"));
    expect(session.hasEnded()).toBe(true);
    act(() => session.setUser(creator));
    expect(session.hasEnded()).toBe(false);
  });
});

describe("account pages and the guest page", () => {
  it("an account page opened while signed in goes back to the previous page", async () => {
    const { router } = await renderApp("/knowledge/home", { user: creator });
    await act(() => router.navigate("/account/signup"));
    await expectPath(router, "/knowledge/home");
  });

  it("an account page opened first while signed in goes to /gate", async () => {
    const { router } = await renderApp("/account/login", { user: creator });
    await expectPath(router, "/gate");
  });

  it("account pages are open to visitors", async () => {
    const { router } = await renderApp("/account/forget");
    await expectPath(router, "/account/forget");
    expect(screen.queryByTestId("top-nav")).not.toBeInTheDocument();
  });

  it("/personal/guest?id=<own id> goes to /personal/home", async () => {
    // A real session: /personal/home's own calls must not end it (a made-up user's would).
    const user = await signIn(CREATOR);
    const { router } = await renderApp(`/personal/guest?id=${user.user_id}`, { user });
    await expectPath(router, "/personal/home");
  });

  it("/personal/guest?id=<another id> stays, for visitors and users", async () => {
    const { router } = await renderApp("/personal/guest?id=2002", { user: creator });
    await expectPath(router, "/personal/guest?id=2002");
  });
});

describe("error parameters and the error page", () => {
  it("a query parameter error or error_description on any route goes to /error with both", async () => {
    const { router } = await renderApp(
      "/knowledge/home?error=access_denied&error_description=No+way",
    );
    await expectPath(router, "/error?error=access_denied&error_description=No+way");
    expect(await screen.findByTestId("error-code")).toHaveTextContent("access_denied");
    expect(screen.getByTestId("error-description")).toHaveTextContent("No way");
  });

  it("also before a login check", async () => {
    const calls = verifySessionAnswers("live");
    const { router } = await renderApp("/editor/article?error_description=bad", { user: creator });
    await expectPath(router, "/error?error=&error_description=bad");
    expect(calls).toHaveLength(0);
  });

  it("/error shows both values as plain text and skips every check", async () => {
    const { router } = await renderApp(
      "/error?error=%3Cb%3Ebold%3C%2Fb%3E&error_description=%3Cimg+src%3Dx%3E",
    );
    await expectPath(router, "/error");
    const code = await screen.findByTestId("error-code");
    expect(code.textContent).toBe("<b>bold</b>");
    // The subject is the DOM itself: the text must not have become an element.
    // eslint-disable-next-line testing-library/no-node-access
    expect(code.querySelector("b")).toBeNull();
    expect(screen.getByTestId("error-description").textContent).toBe("<img src=x>");
    // eslint-disable-next-line testing-library/no-node-access -- no element was created from the text
    expect(document.querySelector("img[src='x']")).toBeNull();
  });

  it("an unknown path shows the 404 page with a button back to /gate", async () => {
    const { router, user } = await renderApp("/no/such/page");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Page not found" }),
    ).toBeInTheDocument();
    await user.click(within(main()).getByRole("link", { name: "Back to home" }));
    await expectPath(router, "/gate");
  });
});

describe("router-change event", () => {
  it("is dispatched after each navigation with the path and the mode", async () => {
    const seen: RouterChangeDetail[] = [];
    const listener = vi.fn((event: Event) =>
      seen.push((event as CustomEvent<RouterChangeDetail>).detail),
    );
    window.addEventListener(ROUTER_CHANGE_EVENT, listener);
    try {
      const { router } = await renderApp("/gate");
      await waitFor(() => expect(seen.at(-1)?.path).toBe("/gate"));
      window.innerWidth = 500;
      await act(() => router.navigate("/knowledge/more?id=3"));
      await waitFor(() =>
        expect(seen.at(-1)).toEqual({ path: "/knowledge/more", search: "?id=3", mode: "h5" }),
      );
      window.innerWidth = 1280;
      await act(() => router.navigate("/gate"));
      await waitFor(() => expect(seen.at(-1)).toEqual({ path: "/gate", search: "", mode: "pc" }));
      expect(here(router)).toBe("/gate");
    } finally {
      window.removeEventListener(ROUTER_CHANGE_EVENT, listener);
    }
  });
});
