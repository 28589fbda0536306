/**
 * /knowledge/more?id={type} (portal.md §2.2, §9) on the real app and the seeded mock backend: the
 * header (logo, name, description, total views in short form, write action), the endless list of
 * 50 a page that loads the next page within 10 px of the list's end and stops at
 * lore_essay_total, the empty state, not-found for an unknown category, every failure as a
 * translated QueryErrorView with Retry, and the loaded pages kept when the reader comes back.
 * jsdom lays nothing out: tests/components/virtual-layout.ts gives the window a height and a
 * scroll position, and the list a place in the page.
 */
import type { InfiniteData } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getLoreEssayAll } from "@/generated/knowledge/knowledge";
import type { GetLoreEssayAllBody, LoreEssay } from "@/generated/model";
import { getGlobalStatData } from "@/generated/system/system";
import { forgetScrollMemories } from "@/hooks/use-scroll-memory";
import { formatCount } from "@/lib/format";
import { session } from "@/lib/session";
import knowledgeEn from "@/locales/en/knowledge.json";
import knowledgeZh from "@/locales/zh-cn/knowledge.json";
import moreEn from "@/locales/en/knowledgeMore.json";
import moreZh from "@/locales/zh-cn/knowledgeMore.json";
import errorsEn from "@/locales/en/errors.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import commonEn from "@/locales/en/common.json";
import commonZh from "@/locales/zh-cn/common.json";
import { arm } from "@mocks/testing";
import { server } from "../msw-server";
import { creator } from "../fixture-user";
import { expectPath, renderApp } from "../render";
import { nextFrame, stubWindowLayout, type WindowLayout } from "../components/virtual-layout";

const en = { ...knowledgeEn, ...moreEn };
const zh = { ...knowledgeZh, ...moreZh };

const LIST = "/api/loreessay/getloreessayall";
const INNER_HEIGHT = 800;
const LIST_TOP = 300;

/** The offsets the page asked getLoreEssayAll for, in order. */
function recordListCalls(): number[] {
  const offsets: number[] = [];
  const listen = async ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname !== LIST) return;
    const body = (await request.clone().json()) as {
      lore_essay_offset: number;
      lore_essay_limit: number;
    };
    expect(body.lore_essay_limit).toBe(50);
    offsets.push(body.lore_essay_offset);
  };
  server.events.on("request:start", listen);
  return offsets;
}

/** Answers getLoreEssayAll with `total` spec-valid articles of the asked category. */
function answerList(total: number, delayMs = 0) {
  const article = (type: number, n: number): LoreEssay => ({
    lore_essay_id: String(700000 + n),
    lore_essay_type: type as LoreEssay["lore_essay_type"],
    title: `Synthetic ${n}`,
    status: 3,
    user_id: "1002",
    user_data: { user_name: "Writer", user_url: "" },
    stat_data: { browse_num: n },
    release_time: 1_718_000_000 - n,
  });
  server.use(
    http.post(LIST, async ({ request }) => {
      const body = (await request.json()) as GetLoreEssayAllBody;
      if (delayMs > 0) await delay(delayMs);
      const type = body.lore_essay_type ?? 0;
      const end = Math.min(total, body.lore_essay_offset + body.lore_essay_limit);
      const base_data = [];
      for (let n = body.lore_essay_offset; n < end; n += 1) base_data.push(article(type, n));
      return HttpResponse.json({
        code: 0,
        message: "",
        data: { base_data, lore_essay_total: total },
      });
    }),
  );
}

const list = () => screen.getByRole("list", { name: /^Articles: |^文章：/ });
const loaded = () => Number(list().getAttribute("data-loaded"));

/** Scrolls so that the list's end is `distance` px below the viewport's bottom. */
async function scrollToEnd(layout: WindowLayout, distance: number) {
  const height = Number.parseFloat(list().style.height);
  act(() => layout.scrollTo(LIST_TOP + height - INNER_HEIGHT - distance));
  await act(nextFrame);
}

let layout: WindowLayout;
beforeEach(() => {
  layout = stubWindowLayout({ innerHeight: INNER_HEIGHT, listTop: LIST_TOP });
  forgetScrollMemories();
});
afterEach(() => {
  layout.restore();
  server.events.removeAllListeners();
});

describe("knowledge more: header", () => {
  it("shows the category's logo, name, description, total views in short form and the write action", async () => {
    const stats = await getGlobalStatData({ stat_type: 1 });
    const views = stats.lore_essay_data.d3_data.browse_num;
    await renderApp("/knowledge/more?id=2", { language: "zh-cn" });
    expect(
      await screen.findByRole("heading", { level: 1, name: zh.home.categories.c2 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: `分类图标：${zh.home.categories.c2}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(zh.more.descriptions.c2)).toBeInTheDocument();
    expect(await screen.findByTestId("category-views")).toHaveTextContent(
      `${formatCount(views, "zh-cn")} 次浏览`,
    );
  });

  it("sums every category's views for the recommended category (id 0)", async () => {
    const data = (await getGlobalStatData({ stat_type: 1 })).lore_essay_data;
    const sum = Object.values(data).reduce((total, category) => total + category.browse_num, 0);
    await renderApp("/knowledge/more?id=0");
    expect(await screen.findByTestId("category-views")).toHaveTextContent(
      `${formatCount(sum, "en")} views`,
    );
  });

  it("a visitor's write action goes to sign-in, back here afterwards", async () => {
    const { router, user } = await renderApp("/knowledge/more?id=3");
    await user.click(await screen.findByRole("button", { name: en.more.write }));
    await expectPath(router, "/account/login");
    expect(session.getReturnPath()).toBe("/knowledge/more?id=3");
  });

  it("a signed-in user's write action opens the editor", async () => {
    await renderApp("/knowledge/more?id=3", { user: creator });
    expect(await screen.findByRole("link", { name: en.more.write })).toHaveAttribute(
      "href",
      "/editor/article",
    );
  });

  it("shows not-found for an id that is not a category", async () => {
    await renderApp("/knowledge/more?id=12");
    expect(
      await screen.findByRole("heading", { level: 1, name: commonEn.notFound.title }),
    ).toBeInTheDocument();
  });

  it("a failed statistics call shows its message, and Retry shows the views", async () => {
    arm("getGlobalStatData", "http500");
    const { user } = await renderApp("/knowledge/more?id=1");
    const error = await screen.findByTestId("query-error");
    expect(within(error).getByRole("alert")).toHaveTextContent(errorsEn.server);
    await user.click(within(error).getByRole("button", { name: commonEn.actions.retry }));
    expect(await screen.findByTestId("category-views")).toBeInTheDocument();
    expect(screen.queryByTestId("query-error")).toBeNull();
  });
});

describe("knowledge more: the endless list", () => {
  it("opens each card's article in a new window without an opener (platform.md §2, portal.md §2.2)", async () => {
    await renderApp("/knowledge/more?id=0");
    await waitFor(() => expect(loaded()).toBe(50));
    const cards = screen.getAllByTestId("article-card");
    for (const card of cards) {
      const link = within(card).getByRole("link");
      expect(link).toHaveTextContent(knowledgeEn.card.newWindow);
      expect(link).toHaveAttribute("href", `/knowledge/detail?id=${card.dataset.articleId}`);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener");
    }
  });

  it("loads 50, the next 50 within 10 px of the list's end, and stops at the total", async () => {
    const total = (await getLoreEssayAll({ lore_essay_limit: 1, lore_essay_offset: 0 }))
      .lore_essay_total;
    expect(total).toBeGreaterThan(100);
    const offsets = recordListCalls();
    await renderApp("/knowledge/more?id=0");
    await waitFor(() => expect(loaded()).toBe(50));
    expect(screen.getByTestId("loaded-count")).toHaveTextContent(`50 of ${total} articles shown`);
    // Only the rows near the viewport are cards in the DOM.
    expect(screen.getAllByTestId("article-card").length).toBeLessThan(20);

    await scrollToEnd(layout, 11);
    expect(offsets).toEqual([0]);
    await scrollToEnd(layout, 10);
    await waitFor(() => expect(loaded()).toBe(100));
    expect(offsets).toEqual([0, 50]);

    while (loaded() < total) {
      const before = loaded();
      await scrollToEnd(layout, 0);
      await waitFor(() => expect(loaded()).toBeGreaterThan(before));
    }
    expect(loaded()).toBe(total);
    expect(screen.getByText(en.more.end)).toBeInTheDocument();
    await scrollToEnd(layout, 0);
    expect(offsets).toEqual(Array.from({ length: Math.ceil(total / 50) }, (_, i) => i * 50));
  });

  it("shows the empty state when the category has no article", async () => {
    server.use(
      http.post(LIST, () =>
        HttpResponse.json({ code: 0, message: "", data: { base_data: [], lore_essay_total: 0 } }),
      ),
    );
    await renderApp("/knowledge/more?id=4", { language: "zh-cn" });
    expect(await screen.findByRole("heading", { name: zh.more.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(zh.more.emptyDescription)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: /^文章：/ })).toBeNull();
  });

  it("a failed first page shows the message in Chinese, and Retry loads the list", async () => {
    arm("getLoreEssayAll", "http502");
    const { user } = await renderApp("/knowledge/more?id=0", { language: "zh-cn" });
    const error = await screen.findByTestId("query-error");
    expect(within(error).getByRole("alert")).toHaveTextContent(errorsZh.server);
    await user.click(within(error).getByRole("button", { name: commonZh.actions.retry }));
    await waitFor(() => expect(loaded()).toBe(50));
  });

  it("a failed next page shows its message below the cards, keeps them, and Retry loads it", async () => {
    const { user } = await renderApp("/knowledge/more?id=0");
    await waitFor(() => expect(loaded()).toBe(50));
    arm("getLoreEssayAll", "offline");
    await scrollToEnd(layout, 0);
    const error = await screen.findByTestId("query-error");
    expect(within(error).getByRole("alert")).toHaveTextContent(errorsEn.network);
    expect(loaded()).toBe(50);
    // No new attempt on its own while the error shows.
    await scrollToEnd(layout, 0);
    expect(screen.getByTestId("query-error")).toBeInTheDocument();
    await user.click(within(error).getByRole("button", { name: commonEn.actions.retry }));
    await waitFor(() => expect(loaded()).toBe(100));
    expect(screen.queryByTestId("query-error")).toBeNull();
  });

  it("coming back keeps the loaded pages and the scroll position, without loading them again", async () => {
    const offsets = recordListCalls();
    const { router } = await renderApp("/knowledge/more?id=0");
    await waitFor(() => expect(loaded()).toBe(50));
    await scrollToEnd(layout, 0);
    await waitFor(() => expect(loaded()).toBe(100));
    await scrollToEnd(layout, 400);
    const position = layout.scrollY();

    await act(() => router.navigate("/knowledge/home"));
    await screen.findAllByTestId("knowledge-section", {}, { timeout: 5000 });
    act(() => layout.scrollTo(0));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(loaded()).toBe(100));
    expect(layout.scrollY()).toBe(position);
    expect(offsets).toEqual([0, 50]);
  });

  it("keeps only the pages near the viewport in memory, and loads a page again when the reader returns to it", async () => {
    answerList(600);
    const offsets = recordListCalls();
    const { queryClient } = await renderApp("/knowledge/more?id=5");
    await waitFor(() => expect(loaded()).toBe(50));
    while (loaded() < 600) {
      const before = loaded();
      await scrollToEnd(layout, 0);
      await waitFor(() => expect(loaded()).toBeGreaterThan(before));
    }
    expect(offsets).toEqual(Array.from({ length: 12 }, (_, i) => i * 50));
    // Every page in the cache, whatever query holds it (the list's infinite query keeps its pages).
    const cachedPages = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: [LIST] })
        .flatMap((query) => {
          const data = query.state.data as InfiniteData<unknown, number> | undefined;
          if (data && "pageParams" in data) return data.pageParams.map((offset) => offset / 50);
          return data ? [(query.queryKey[1] as GetLoreEssayAllBody).lore_essay_offset / 50] : [];
        })
        .sort((a, b) => a - b);
    // At the end: the last pages only (KEEP_PAGES of them, src/api/knowledge/category-list.ts).
    expect(cachedPages().length).toBeLessThanOrEqual(1 + 2 + 2 + 1);
    expect(cachedPages()).not.toContain(5);

    // Back to the middle: the places of page 5 wait for it (answered slowly now), then show its cards.
    answerList(600, 300);
    const rowHeight = Number.parseFloat(list().style.height) / 600;
    act(() => layout.scrollTo(LIST_TOP + 275 * rowHeight));
    await act(nextFrame);
    expect(screen.getAllByTestId("card-placeholder").length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryAllByTestId("card-placeholder")).toEqual([]));
    expect(
      screen.getByRole("heading", { name: `Synthetic 275 ${knowledgeEn.card.newWindow}` }),
    ).toBeInTheDocument();
    expect(offsets.filter((offset) => offset === 250)).toHaveLength(2);
    expect(loaded()).toBe(600);
  }, 60_000);

  it("a jump back to the top loads the first pages again, not every page between", async () => {
    answerList(1000);
    const offsets = recordListCalls();
    await renderApp("/knowledge/more?id=5");
    await waitFor(() => expect(loaded()).toBe(50));
    while (loaded() < 1000) {
      const before = loaded();
      await scrollToEnd(layout, 0);
      await waitFor(() => expect(loaded()).toBeGreaterThan(before));
    }
    const atEnd = offsets.length;
    expect(atEnd).toBe(20);

    act(() => layout.scrollTo(0));
    await act(nextFrame);
    expect(loaded()).toBe(1000);
    expect(
      await screen.findByRole("heading", { name: `Synthetic 0 ${knowledgeEn.card.newWindow}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId("card-placeholder")).toEqual([]));
    // The first page and the one after it: the pages in between are not walked through.
    expect(offsets.slice(atEnd)).toEqual([0, 50]);
    expect(loaded()).toBe(1000);
  }, 60_000);
});
