/**
 * /knowledge/home (portal.md §2.1) on the real app and the seeded mock backend: the category menu,
 * the recommended section first then one section per category with articles, More links at 6 or
 * more, cards that open the detail in a new window with at most 3 tags, counts in short form and
 * dates in the reader's form, the user card signed out and in, the hot ranking of 8, and every failure of
 * the page's calls as a translated QueryErrorView whose Retry loads the part again.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getLoreEssayHome, getLoreEssayHotAll } from "@/generated/knowledge/knowledge";
import { getLitUserData } from "@/generated/system/system";
import type { LoreEssay, LoreEssayHomeSection } from "@/generated/model";
import { formatCount } from "@/lib/format";
import { session } from "@/lib/session";
import en from "@/locales/en/knowledge.json";
import zh from "@/locales/zh-cn/knowledge.json";
import errorsEn from "@/locales/en/errors.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import commonEn from "@/locales/en/common.json";
import commonZh from "@/locales/zh-cn/common.json";
import { arm } from "@mocks/testing";
import { server } from "../msw-server";
import { creator } from "../fixture-user";
import { expectPath, renderApp } from "../render";
import { expectLeadPictureFirst } from "../lead-picture";

const HOME = "/api/loreessay/getloreessayhome";

const sectionByName = (name: string) => screen.getByRole("region", { name });

async function sectionsLoaded() {
  return screen.findAllByTestId("knowledge-section", {}, { timeout: 5000 });
}

/** A spec-valid article for answers a test writes itself. */
function article(n: number, overrides: Partial<LoreEssay> = {}): LoreEssay {
  return {
    lore_essay_id: String(900000 + n),
    lore_essay_type: 2,
    title: `Article ${n}`,
    profiles: `Introduction ${n}`,
    status: 3,
    base_data: { label: [] },
    stat_data: { browse_num: n, like_num: 0, comment_num: 0, collect_num: 0, share_num: 0 },
    release_time: 1_718_000_000,
    up_time: 1_718_000_000,
    user_id: "1002",
    user_data: { user_name: "Writer", user_url: "" },
    ...overrides,
  };
}

function answerHome(sections: LoreEssayHomeSection[]) {
  server.use(
    http.post(HOME, () =>
      HttpResponse.json({ code: 0, message: "", data: { base_data: sections } }),
    ),
  );
}

let scrollIntoView: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element["scrollIntoView"];
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, "scrollIntoView");
});

describe("knowledge home: sections", () => {
  it("shows the recommended section first, then each category with articles, with their cards and More links", async () => {
    const expected = (await getLoreEssayHome({})).base_data;
    await renderApp("/knowledge/home");
    const sections = await sectionsLoaded();
    expect(sections).toHaveLength(expected.length);
    expect(expected[0]!.lore_essay_type).toBe(0);
    expected.forEach((data, index) => {
      const name = en.home.categories[`c${data.lore_essay_type}` as "c0"];
      const section = sections[index]!;
      expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(name);
      const cards = within(section).getAllByTestId("article-card");
      expect(cards).toHaveLength(data.base_data.length);
      data.base_data.forEach((item, i) => {
        const link = within(cards[i]!).getByRole("link", {
          name: new RegExp(item.title.slice(0, 12)),
        });
        expect(link).toHaveAttribute("href", `/knowledge/detail?id=${item.lore_essay_id}`);
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
      });
      const more = within(section).queryByRole("link", { name: `More articles: ${name}` });
      if (data.lore_essay_total >= 6) {
        expect(more).toHaveAttribute("href", `/knowledge/more?id=${data.lore_essay_type}`);
      } else {
        expect(more).toBeNull();
      }
    });
  });

  it("shows More from 6 articles, at most 3 tags, counts in short form, dates in the reader's form and titles as text", async () => {
    const six = Array.from({ length: 6 }, (_, i) => article(i + 1));
    six[0] = article(1, {
      title: "<b>Bold</b> &amp; <i>brave</i>",
      base_data: { label: ["one", "two", "three", "four", "five"] },
      stat_data: { browse_num: 12_345, like_num: 1_234_567 },
      release_time: new Date(2024, 6, 5, 12).getTime() / 1000,
    });
    answerHome([
      { lore_essay_type: 0, lore_essay_total: 11, base_data: six },
      { lore_essay_type: 2, lore_essay_total: 6, base_data: six },
      {
        lore_essay_type: 3,
        lore_essay_total: 5,
        base_data: [1, 2, 3, 4, 5].map((n) => article(n + 10, { lore_essay_type: 3 })),
      },
    ]);
    await renderApp("/knowledge/home", { language: "zh-cn" });
    await sectionsLoaded();
    const recommended = sectionByName(zh.home.categories.c0);
    expect(
      within(recommended).getByRole("link", { name: `更多文章：${zh.home.categories.c0}` }),
    ).toHaveAttribute("href", "/knowledge/more?id=0");
    expect(
      within(sectionByName(zh.home.categories.c2)).getByRole("link", { name: /更多文章/ }),
    ).toHaveAttribute("href", "/knowledge/more?id=2");
    expect(
      within(sectionByName(zh.home.categories.c3)).queryByRole("link", { name: /更多文章/ }),
    ).toBeNull();

    const first = within(recommended).getAllByTestId("article-card")[0]!;
    expect(within(first).getByRole("heading", { level: 3 })).toHaveTextContent("Bold & brave");
    const tags = within(within(first).getByRole("list", { name: zh.card.tags })).getAllByRole(
      "listitem",
    );
    expect(tags.map((tag) => tag.textContent)).toEqual(["one", "two", "three"]);
    expect(first).toHaveTextContent(`${zh.card.views}: ${formatCount(12_345, "zh-cn")}`);
    expect(formatCount(12_345, "zh-cn")).toBe("1.2万");
    expect(first).toHaveTextContent(`${zh.card.likes}: ${formatCount(1_234_567, "zh-cn")}`);
    expect(within(first).getByText("2024年7月5日")).toBeInTheDocument();
  });

  it("loads the first section's first cover at once and first, the others as they come into view (the page's largest paint, decision 0089)", async () => {
    await renderApp("/knowledge/home");
    await sectionsLoaded();
    const covers = screen
      .getAllByTestId("knowledge-section")
      // eslint-disable-next-line testing-library/no-node-access -- a cover is decoration (alt="", aria-hidden): no role to query
      .map((section) => [...section.querySelectorAll<HTMLImageElement>(".kn-card__cover img")]);
    // The lead is the first section's first cover: that section has one.
    expect(covers[0]!.length).toBeGreaterThan(0);
    expectLeadPictureFirst(covers.flat());
  });

  it("the menu lists the sections and jumps to one, its heading focused", async () => {
    const expected = (await getLoreEssayHome({})).base_data;
    const { user } = await renderApp("/knowledge/home");
    await sectionsLoaded();
    const menu = screen.getByRole("navigation", { name: en.home.menuLabel });
    const entries = within(menu).getAllByRole("link");
    expect(entries.map((entry) => entry.textContent)).toEqual(
      expected.map((s) => en.home.categories[`c${s.lore_essay_type}` as "c0"]),
    );
    const target = expected[2]!;
    const name = en.home.categories[`c${target.lore_essay_type}` as "c0"];
    const entry = within(menu).getByRole("link", { name });
    await user.click(entry);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(sectionByName(name));
    // The chosen entry is marked at once, while the window scrolls to its section.
    expect(entry).toHaveAttribute("aria-current", "location");
    expect(
      within(menu)
        .getAllByRole("link")
        .filter((link) => link.hasAttribute("aria-current")),
    ).toEqual([entry]);
    expect(within(sectionByName(name)).getByRole("heading", { level: 2 })).toHaveFocus();
  });

  it("shows the empty state when no article is published", async () => {
    answerHome([]);
    await renderApp("/knowledge/home");
    expect(await screen.findByRole("heading", { name: en.home.emptyTitle })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: en.home.menuLabel })).toBeNull();
  });
});

describe("knowledge home: hot ranking and user card", () => {
  it("ranks the 8 hottest articles with their rank and views, opening in a new window", async () => {
    const expected = (await getLoreEssayHotAll({ lore_essay_limit: 8, lore_essay_offset: 0 }))
      .base_data;
    expect(expected).toHaveLength(8);
    await renderApp("/knowledge/home");
    const ranking = await screen.findByRole("region", { name: en.home.hotTitle });
    const items = await within(ranking).findAllByTestId("hot-item");
    expect(items).toHaveLength(8);
    items.forEach((item, index) => {
      const data = expected[index]!;
      const link = within(item).getByRole("link");
      expect(link).toHaveAccessibleName(expect.stringContaining(`No. ${index + 1}: ${data.title}`));
      expect(link).toHaveAttribute("href", `/knowledge/detail?id=${data.lore_essay_id}`);
      expect(link).toHaveAttribute("target", "_blank");
      expect(item).toHaveTextContent(formatCount(data.stat_data?.browse_num, "en"));
    });
  });

  it("a visitor's card welcomes and its post button goes to sign-in, back here afterwards", async () => {
    const { router, user } = await renderApp("/knowledge/home");
    const card = await screen.findByTestId("user-card");
    expect(
      within(card).getByRole("heading", { name: en.userCard.visitorTitle }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: en.userCard.post }));
    await expectPath(router, "/account/login");
    expect(session.getReturnPath()).toBe("/knowledge/home");
  });

  it("a signed-in user's card shows their views, favourites and articles, and posts in the editor", async () => {
    const answer = await getLitUserData({ user_id: creator.user_id });
    const stats = answer.data!.stat_data!;
    const { router, user } = await renderApp("/knowledge/home", {
      user: creator,
      language: "zh-cn",
    });
    const card = await screen.findByTestId("user-card");
    expect(within(card).getByRole("heading", { name: zh.userCard.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByTestId("user-count-views")).toHaveTextContent(
        `${zh.userCard.views}${formatCount(stats.lore_essay_browse_num, "zh-cn")}`,
      ),
    );
    expect(within(card).getByTestId("user-count-favourites")).toHaveTextContent(
      `${zh.userCard.favourites}${formatCount(stats.lore_essay_collect_num, "zh-cn")}`,
    );
    expect(within(card).getByTestId("user-count-articles")).toHaveTextContent(
      `${zh.userCard.articles}${formatCount(stats.lore_essay_posts_num, "zh-cn")}`,
    );
    expect(within(card).getByText(answer.data!.user_name)).toBeInTheDocument();
    const post = within(card).getByRole("link", { name: zh.userCard.post });
    expect(post).toHaveAttribute("href", "/editor/article");
    await user.click(post);
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/knowledge/home"));
  });
});

describe("knowledge home: failures", () => {
  it("sections: an HTTP 500 shows the server message in Chinese, and Retry loads them", async () => {
    arm("getLoreEssayHome", "http500");
    const { user } = await renderApp("/knowledge/home", { language: "zh-cn" });
    const main = await screen.findByRole("main");
    const error = await within(main).findByTestId("query-error");
    expect(within(error).getByRole("alert")).toHaveTextContent(errorsZh.server);
    await user.click(within(error).getByRole("button", { name: commonZh.actions.retry }));
    expect((await sectionsLoaded()).length).toBeGreaterThan(1);
  });

  it("hot ranking: a network failure shows the connection message, and Retry loads it", async () => {
    arm("getLoreEssayHotAll", "offline");
    const { user } = await renderApp("/knowledge/home");
    const ranking = await screen.findByRole("region", { name: en.home.hotTitle });
    const error = await within(ranking).findByTestId("query-error");
    expect(within(error).getByRole("alert")).toHaveTextContent(errorsEn.network);
    await user.click(within(error).getByRole("button", { name: commonEn.actions.retry }));
    expect(await within(ranking).findAllByTestId("hot-item")).toHaveLength(8);
  });

  it("user card: an HTTP 503 shows the server message, and Retry shows the counts", async () => {
    arm("getLitUserData", "http503");
    const { user } = await renderApp("/knowledge/home", { user: creator });
    const card = await screen.findByTestId("user-card");
    const error = await within(card).findByTestId("query-error");
    expect(within(error).getByRole("alert")).toHaveTextContent(errorsEn.server);
    await user.click(within(error).getByRole("button", { name: commonEn.actions.retry }));
    expect(await within(card).findByTestId("user-count-articles")).toHaveTextContent(
      en.userCard.articles,
    );
    // The post button stays usable whatever the counts did.
    expect(within(card).getByRole("link", { name: en.userCard.post })).toBeInTheDocument();
  });
});
