/**
 * /knowledge/detail read by a visitor (portal.md §2.3): the article's parts, its states (missing,
 * deleted, failed loads with Retry), the browse event, markdown bodies and titles sent as HTML.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatCount, formatDate } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { EditorType, EventType } from "@/generated/model";
import { articleCatalog } from "@mocks/domains/content/catalog";
import { arm, requestLog, state } from "@mocks/testing";
import { expectPath, renderApp } from "../render";
import { recordEventTypes } from "../request-bodies";
import {
  ARTICLE,
  browseCount,
  deletedArticleId,
  findArticle,
  kx,
  publishContent,
  storedArticle,
} from "./detail-harness";
import { expectLeadPictureFirst } from "../lead-picture";

/** The headings of a stored body (parsed apart from the page, to know what the page must show). */
const headingsOf = (html: string, selector: string) => {
  const stored = new DOMParser().parseFromString(html, "text/html");
  // eslint-disable-next-line testing-library/no-node-access -- the stored HTML, not the page
  return Array.from(stored.querySelectorAll(selector), (heading) => heading.textContent);
};

async function expectNotFound() {
  expect(
    await screen.findByRole("heading", { level: 1, name: i18n.t("common:notFound.title") }),
  ).toBeInTheDocument();
  expect(screen.queryByTestId("article-detail")).not.toBeInTheDocument();
}

// The first test of a file pays for loading the app's modules.
describe("article detail: reading", { timeout: 30_000 }, () => {
  it("shows the title, date, views and likes, lead, body, directory, tags, author and related articles", async () => {
    await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    const article = await findArticle();
    const stored = storedArticle(ARTICLE);
    const record = articleCatalog(state()).byId.get(ARTICLE)!;

    expect(within(article).getByRole("heading", { level: 1 })).toHaveTextContent(stored.title);
    expect(
      within(article).getByText(
        kx("detail.stats.released", {
          date: formatDate(Math.floor(record.release_time / 1000), "en"),
        }),
      ),
    ).toBeInTheDocument();
    expect(within(article).getByTestId("article-views")).toHaveTextContent(
      formatCount(record.stat.browse_num, "en"),
    );
    expect(within(article).getByTestId("article-likes")).toHaveTextContent(
      formatCount(record.stat.like_num, "en"),
    );
    expect(within(article).getByText(stored.profiles!)).toBeInTheDocument();

    // The directory lists the body's h1 and h2 headings in order (not the h3s).
    const directory = within(article).getByRole("navigation", { name: kx("detail.directory") });
    expect(
      within(directory)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(headingsOf(stored.content!, "h1, h2"));
    // The body's headings sit one level below the title.
    const firstH1 = headingsOf(stored.content!, "h1")[0]!;
    expect(within(article).getByRole("heading", { level: 2, name: firstH1 })).toBeInTheDocument();

    const tags = within(article).getByRole("list", { name: kx("detail.tags") });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((tag) => tag.textContent),
    ).toEqual(stored.base_data!.label!.filter((tag) => tag.trim()));

    const author = within(article).getByRole("region", { name: kx("detail.author.title") });
    expect(
      within(author).getByRole("link", {
        name: kx("detail.author.profile", { name: "PixelForge" }),
      }),
    ).toHaveAttribute("href", "/personal/guest?id=1001");

    const related = within(article).getByRole("region", { name: kx("detail.related.title") });
    const relatedIds = stored.other_data!.lore_essay_id!;
    const links = await within(related).findAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      relatedIds.map((id) => `/knowledge/detail?id=${id}`),
    );
    expect(links[0]).toHaveTextContent(storedArticle(relatedIds[0]!).title);
    // Each opens in a new window without an opener (platform.md §2, portal.md §2.3).
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener");
      expect(link).toHaveTextContent(kx("detail.related.newWindow"));
    }

    const actions = within(article).getByRole("group", { name: kx("detail.actions.label") });
    for (const name of [kx("detail.actions.jumpToComments"), kx("detail.actions.backToTop")]) {
      expect(within(actions).getByRole("button", { name: new RegExp(name) })).toBeInTheDocument();
    }
  });

  it("asks for the body's first picture at once and first (its largest paint on a phone); the others stay lazy", async () => {
    await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    const article = await findArticle();
    // The body's pictures are buttons that open the viewer.
    const pictures = await waitFor(() => {
      const found = within(article)
        .getAllByRole("button")
        .filter((element) => element.tagName === "IMG");
      expect(found.length).toBeGreaterThan(1);
      return found;
    });
    expectLeadPictureFirst(pictures);
  });

  it("speaks the reader's language (zh-cn)", async () => {
    await renderApp(`/knowledge/detail?id=${ARTICLE}`, { language: "zh-cn" });
    const article = await findArticle();
    expect(within(article).getByRole("navigation", { name: "目录" })).toBeInTheDocument();
    expect(within(article).getByRole("group", { name: "文章操作" })).toBeInTheDocument();
    expect(within(article).getByText(/^发布于 \d{4}年\d{1,2}月\d{1,2}日$/)).toBeInTheDocument();
  });

  it("reports one browse event per open, and another for the next article opened", async () => {
    const eventTypes = recordEventTypes();
    const before = browseCount(ARTICLE);
    const { router } = await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    const article = await findArticle();
    await waitFor(() => expect(browseCount(ARTICLE)).toBe(before + 1));

    const related = within(article).getByRole("region", { name: kx("detail.related.title") });
    const [first] = await within(related).findAllByRole("link");
    const nextId = new URL(first!.getAttribute("href")!, "http://x").searchParams.get("id")!;
    const nextBefore = browseCount(nextId);
    // The link opens a new window (jsdom opens none); the app reaches the next article so too.
    expect(first).toHaveAttribute("target", "_blank");
    await act(() => router.navigate(first!.getAttribute("href")!));
    await expectPath(router, `/knowledge/detail?id=${nextId}`);
    await screen.findByRole("heading", { level: 1, name: storedArticle(nextId).title });
    await waitFor(() => expect(browseCount(nextId)).toBe(nextBefore + 1));
    expect(browseCount(ARTICLE)).toBe(before + 1);
    // Its two browse events (each page's view aside: tests/app/page-views-and-logs.test.tsx).
    expect(eventTypes().filter((type) => type !== EventType.PageView)).toEqual([
      EventType.EssayBrowse,
      EventType.EssayBrowse,
    ]);
  });

  it("copying the article's link reports one share event (101)", async () => {
    const shares = () =>
      state()
        .db.eventCounters.all()
        .filter((counter) => counter.event_type === 101 && counter.target === ARTICLE)
        .reduce((sum, counter) => sum + counter.count, 0);
    const before = shares();
    const { user } = await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    await findArticle();
    await user.click(screen.getByRole("button", { name: /^Share/ }));
    await waitFor(() => expect(shares()).toBe(before + 1));
  });

  it("shows the article even when the browse event fails, without a message", async () => {
    // The page's two events, its view and its browse, both fail.
    arm("commReportEvent", "http500", 2);
    const eventTypes = recordEventTypes();
    const before = browseCount(ARTICLE);
    await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    await findArticle();
    await waitFor(() => expect(eventTypes()).toContain(EventType.EssayBrowse));
    await waitFor(() =>
      expect(
        requestLog().filter((entry) => entry.operation === "commReportEvent" && entry.fault),
      ).toHaveLength(2),
    );
    expect(browseCount(ARTICLE)).toBe(before);
    expect(screen.queryByText(i18n.t("errors:server"))).not.toBeInTheDocument();
  });

  it("renders a markdown body (editor_type 1) through the sanitiser, with its directory", async () => {
    await publishContent(ARTICLE, {
      editor_type: EditorType.CherryMarkdown,
      content:
        '# Setup\n\nInstall **the tools**.\n\n## Settings\n\n| key | value |\n|---|---|\n| steps | 30 |\n\n### Deep\n\n<img src=x onerror="globalThis.__pwned = 1">\n\n# Results\n\n![Final](/__files/img/md.svg?w=10&h=10)',
    });
    await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    const article = await findArticle();
    // The markdown renderer loads with the first markdown article.
    const directory = await within(article).findByRole(
      "navigation",
      { name: kx("detail.directory") },
      { timeout: 5000 },
    );
    expect(
      within(directory)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Setup", "Settings", "Results"]);
    expect(within(article).getByRole("cell", { name: "30" })).toBeInTheDocument();
    expect(within(article).getByText("the tools").tagName).toBe("STRONG");
    expect(
      within(article).getByRole("button", { name: kx("detail.images.open", { alt: "Final" }) }),
    ).toBeInTheDocument();
    expect((globalThis as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("shows a title sent as HTML as its text", async () => {
    await publishContent(ARTICLE, {
      title: "Tips &amp; <b>tricks</b> <img src=x onerror=alert(1)>",
    });
    await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    const article = await findArticle();
    expect(within(article).getByRole("heading", { level: 1 })).toHaveTextContent(/^Tips & tricks$/);
  });
});

describe("article detail: not found and failures", () => {
  it("a deleted article shows the not-found view", async () => {
    await renderApp(`/knowledge/detail?id=${deletedArticleId()}`);
    await expectNotFound();
  });

  it("a missing article shows the not-found view", async () => {
    await renderApp("/knowledge/detail?id=999999");
    await expectNotFound();
  });

  it("without an id it shows the not-found view and calls nothing", async () => {
    await renderApp("/knowledge/detail");
    await expectNotFound();
    expect(requestLog().some((entry) => entry.operation === "getLoreEssay")).toBe(false);
  });

  it("a failed load says why, in the reader's language, and Retry loads the article", async () => {
    arm("getLoreEssay", "http503");
    const { user } = await renderApp(`/knowledge/detail?id=${ARTICLE}`, { language: "zh-cn" });
    expect(await screen.findByRole("alert")).toHaveTextContent(i18n.t("errors:server"));
    expect(i18n.t("errors:server")).toMatch(/[\u4e00-\u9fff]/);
    await user.click(screen.getByRole("button", { name: i18n.t("common:actions.retry") }));
    await findArticle();
  });

  it("a lost connection says so", async () => {
    arm("getLoreEssay", "offline");
    await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(i18n.t("errors:network"));
  });

  it("related articles that fail to load show the reason and a Retry of their own", async () => {
    arm("batchGetLoreEssay", "http500");
    const { user } = await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    const article = await findArticle();
    const related = within(article).getByRole("region", { name: kx("detail.related.title") });
    expect(await within(related).findByRole("alert")).toHaveTextContent(i18n.t("errors:server"));
    await user.click(within(related).getByRole("button", { name: i18n.t("common:actions.retry") }));
    expect(await within(related).findAllByRole("link")).not.toHaveLength(0);
  });

  it("an article without related articles says so", async () => {
    await publishContent(ARTICLE, {
      other_data: { ...storedArticle(ARTICLE).other_data, lore_essay_id: [] },
    });
    await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    const article = await findArticle();
    const related = within(article).getByRole("region", { name: kx("detail.related.title") });
    expect(within(related).getByText(kx("detail.related.empty"))).toBeInTheDocument();
    expect(requestLog().some((entry) => entry.operation === "batchGetLoreEssay")).toBe(false);
  });
});
