/**
 * /gameworks/home (portal.md §2.5, §4, §9): the advertisement banner, the game demo grid and the
 * art-creativity waterfall against the mock backend.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WorksType } from "@/generated/model";
import { arm } from "@mocks/testing";
import { server } from "../msw-server";
import { expectPath, renderApp } from "../render";
import { publishedOfType, stubLayout } from "./works-helpers";
import { expectLeadPictureFirst } from "../lead-picture";

let layout: ReturnType<typeof stubLayout>;
let endTop = 5000;
beforeEach(() => {
  endTop = 5000;
  layout = stubLayout(() => endTop);
});
afterEach(() => {
  layout.restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const banner = () => screen.findByRole("region", { name: "Featured" });
const currentDot = (region: HTMLElement) =>
  within(region)
    .getAllByRole("button", { name: /^Show slide/ })
    .findIndex((dot) => dot.getAttribute("aria-current") === "true");

describe("advertisement banner", { timeout: 30_000 }, () => {
  it("shows the works-home advertisements, each linking to its work", async () => {
    await renderApp("/gameworks/home");
    const region = await banner();
    const slides = within(region).getAllByRole("group", { hidden: true });
    expect(slides).toHaveLength(4);
    expect(slides[0]).toHaveAccessibleName("1 of 4");
    const link = within(slides[0]!).getByRole("link");
    expect(link.getAttribute("href")).toMatch(/^\/gameworks\/detail\?id=\d+$/);
    expect(link).toHaveTextContent(
      /Summer Demo Jam|Token Incentive|Creator Spotlight|Demo of the Week/,
    );
  });

  it.each([
    [1920, 1600],
    [1919, 1400],
    [1680, 1400],
    [1679, 1583],
  ])("at a window %i px wide, slides are %i px, the current one centred", async (width, slide) => {
    vi.stubGlobal("innerWidth", width);
    // The slideshow's clock stands still: only the click moves it.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { user } = await renderApp("/gameworks/home");
    const region = await banner();
    expect(region.style.getPropertyValue("--works-banner-slide")).toBe(`${slide}px`);
    expect(region.style.getPropertyValue("--works-banner-gap")).toBe("16px");
    const track = within(region).getByTestId("works-banner-track");
    expect(track.style.transform).toBe(`translateX(${-slide / 2}px)`);
    await user.click(within(region).getByRole("button", { name: "Next slide" }));
    expect(track.style.transform).toBe(`translateX(${-slide / 2 - (slide + 16)}px)`);
  });

  it("advances every 3 s, loops after the last, and stops while hovered or focused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setInterval", "clearInterval"] });
    const { user } = await renderApp("/gameworks/home");
    const region = await banner();
    expect(currentDot(region)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(currentDot(region)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(currentDot(region)).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(currentDot(region)).toBe(0);

    fireEvent.mouseEnter(region);
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(currentDot(region)).toBe(0);
    fireEvent.mouseLeave(region);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(currentDot(region)).toBe(1);

    await user.click(within(region).getByRole("button", { name: "Show slide 3" }));
    // The focus is inside now: nothing moves.
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(currentDot(region)).toBe(2);
  });

  it("pauses with its button, and moves with the arrows, wrapping", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setInterval", "clearInterval"] });
    const { user } = await renderApp("/gameworks/home");
    const region = await banner();
    await user.click(within(region).getByRole("button", { name: "Pause the slideshow" }));
    await user.click(within(region).getByRole("button", { name: "Previous slide" }));
    expect(currentDot(region)).toBe(3);
    await user.click(within(region).getByRole("button", { name: "Next slide" }));
    expect(currentDot(region)).toBe(0);
    // Focus and pointer leave the banner: still paused by its button.
    await user.click(document.body);
    fireEvent.mouseLeave(region);
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(currentDot(region)).toBe(0);
    expect(within(region).getByRole("button", { name: "Play the slideshow" })).toBeInTheDocument();
  });

  it("stays still for users who prefer reduced motion", async () => {
    vi.stubGlobal(
      "matchMedia",
      (query: string) =>
        ({
          matches: query.includes("prefers-reduced-motion"),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setInterval", "clearInterval"] });
    await renderApp("/gameworks/home");
    const region = await banner();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(currentDot(region)).toBe(0);
    expect(within(region).queryByRole("button", { name: "Pause the slideshow" })).toBeNull();
  });

  it("a failed load says why in the user's language and retries", async () => {
    arm("getAdvertise", "http503");
    const { user } = await renderApp("/gameworks/home", { language: "zh-cn" });
    const region = await screen.findByRole("region", { name: "精选推荐" });
    expect(await within(region).findByRole("alert")).toHaveTextContent("服务器");
    await user.click(within(region).getByRole("button", { name: "重试" }));
    expect(await screen.findByRole("region", { name: "精选推荐" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: /^显示第/ }).length).toBeGreaterThan(1),
    );
  });
});

describe("game demo grid", { timeout: 30_000 }, () => {
  it("shows the 8 newest demos and a More link to /gameworks/more?id=1", async () => {
    const { user, router } = await renderApp("/gameworks/home");
    const section = await screen.findByRole("region", { name: "Game demos" });
    const demos = publishedOfType(WorksType.GameDemo);
    const cards = await within(section).findAllByRole("article");
    expect(cards).toHaveLength(8);
    expect(within(cards[0]!).getByRole("heading")).toHaveTextContent(
      demos[0]!.published!.works_title,
    );
    expect(within(cards[0]!).getByRole("link")).toHaveAttribute(
      "href",
      `/gameworks/detail?id=${demos[0]!.works_id}`,
    );
    // At most 3 tags per card.
    for (const card of cards)
      expect(within(card).queryAllByRole("listitem").length).toBeLessThan(4);
    await user.click(within(section).getByRole("link", { name: "More game demos" }));
    await expectPath(router, "/gameworks/more?id=1");
  });

  it("loads the first demo's cover at once and first, the others as they come into view (the page's largest paint, decision 0093)", async () => {
    await renderApp("/gameworks/home");
    const section = await screen.findByRole("region", { name: "Game demos" });
    const cards = await within(section).findAllByRole("article");
    const covers = cards.map(
      // eslint-disable-next-line testing-library/no-node-access -- a cover is decoration (alt=""): no role to query
      (card) => card.querySelector<HTMLImageElement>(".works-demo-card__cover img"),
    );
    expectLeadPictureFirst(covers);
  });

  it("has no More link with fewer than 6 demos", async () => {
    server.use(
      http.post("/api/works/getworksall", async ({ request }) => {
        const body = (await request.json()) as { works_type?: number };
        if (body.works_type !== WorksType.GameDemo) return undefined;
        const five = publishedOfType(WorksType.GameDemo).slice(0, 5);
        const { getWorks } = await import("@/generated/works/works");
        const base_data = await Promise.all(
          five.map(async (r) => (await getWorks({ works_id: r.works_id })).base_data!),
        );
        return HttpResponse.json({ code: 0, message: "", data: { base_data, works_total: 5 } });
      }),
    );
    await renderApp("/gameworks/home");
    const section = await screen.findByRole("region", { name: "Game demos" });
    expect(await within(section).findAllByRole("article")).toHaveLength(5);
    expect(within(section).queryByRole("link", { name: "More game demos" })).toBeNull();
  });

  it("a failed load shows the reason with a retry", async () => {
    server.use(
      http.post("/api/works/getworksall", async ({ request }) => {
        const body = (await request.json()) as { works_type?: number };
        if (body.works_type !== WorksType.GameDemo) return undefined;
        return HttpResponse.error();
      }),
      // once: the retry gets the real answer
    );
    const { user } = await renderApp("/gameworks/home");
    const section = await screen.findByRole("region", { name: "Game demos" });
    expect(await within(section).findByRole("alert")).toHaveTextContent("Connection error");
    server.resetHandlers();
    await user.click(within(section).getByRole("button", { name: "Try again" }));
    expect(await within(section).findAllByRole("article")).toHaveLength(8);
  });
});

describe("art waterfall", { timeout: 30_000 }, () => {
  /** The waterfall's cards: links named by what they show, opening the works popup. */
  const artCards = async () =>
    (
      await within(await screen.findByRole("group", { name: "Art creativity" })).findAllByRole(
        "link",
      )
    ).filter((link) => link.getAttribute("aria-haspopup") === "dialog");

  it("lays out 12 works in 4 columns, each card's box reserved from its picture's size", async () => {
    await renderApp("/gameworks/home");
    const cards = await artCards();
    expect(cards).toHaveLength(12);
    const album = screen.getByRole("group", { name: "Art creativity" });
    expect(album.style.getPropertyValue("--react-photo-album--columns")).toBe("4");
    expect(album.style.getPropertyValue("--react-photo-album--spacing")).toBe("16");
    const first = publishedOfType(WorksType.ArtCreativity)[0]!.published!;
    const photo = first.photo_data[0]!;
    // Named by what it shows, title first (WCAG 2.5.3).
    expect(cards[0]).toHaveAccessibleName(new RegExp(`^${first.works_title}`));
    expect(cards[0]).toHaveStyle({
      aspectRatio: `${photo.width} / ${photo.height}`,
    });
    const image = within(cards[0]!).getByRole("presentation");
    expect(image).toHaveAttribute("width", String(photo.width));
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("loads the next 12 when the end comes within 20 px of the bottom, until the total", async () => {
    await renderApp("/gameworks/home");
    expect(await artCards()).toHaveLength(12);
    // 21 px below the viewport's bottom: not yet.
    endTop = window.innerHeight + 21;
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await artCards()).toHaveLength(12);
    endTop = window.innerHeight + 20;
    fireEvent.scroll(window);
    await waitFor(async () => expect(await artCards()).toHaveLength(24), { timeout: 5000 });
    // Always near the end now: every page loads, then it stops at the total.
    endTop = 0;
    fireEvent.scroll(window);
    const total = publishedOfType(WorksType.ArtCreativity).length;
    expect(
      await screen.findByText(`You have seen all ${total} works.`, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await artCards()).toHaveLength(total);
  });

  it("a failed next page keeps what was shown and offers a retry", async () => {
    const { user } = await renderApp("/gameworks/home");
    expect(await artCards()).toHaveLength(12);
    arm("getWorksAll", "http500");
    endTop = 0;
    fireEvent.scroll(window);
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("The server is having a problem");
    expect(await artCards()).toHaveLength(12);
    endTop = 5000;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(async () => expect(await artCards()).toHaveLength(24), { timeout: 5000 });
  });
});
