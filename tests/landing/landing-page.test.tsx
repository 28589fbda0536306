/**
 * The landing page (/gate, /guide; portal.md §2.12) with the real router, providers and mock
 * backend: the banner and its rotating slogan, the sections and what they read from the API
 * (events, the programme's dates, the community's numbers), their loading, empty and error states
 * with Retry, in both languages.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { communityStatsOf } from "@/api/system/global-stats";
import { SLOGAN_FADE_MS, SLOGAN_INTERVAL_MS } from "@/features/landing/hooks/use-rotation";
import { GlobalStatType } from "@/generated/model";
import { getGlobalStatData } from "@/generated/system/system";
import { formatCount } from "@/lib/format";
import en from "@/locales/en/landing.json";
import zh from "@/locales/zh-cn/landing.json";
import errorsEn from "@/locales/en/errors.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import { programmeDatesAt } from "@mocks/seed/system";
import { advanceClock, arm, state } from "@mocks/testing";
import { expectPath, renderApp } from "../render";
import { stubReducedMotion } from "./media-stubs";

const DAY = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.getByRole("region", { name });

/** The sections and the form are lazy chunks: the first test of a run transforms them. */
const LAZY_CHUNK = { timeout: 15_000 };

describe("landing page", () => {
  it.each(["/gate", "/guide"])(
    "%s: the banner, then events, about, showcase, partners and contact",
    async (path) => {
      const { router } = await renderApp(path);
      await expectPath(router, path);
      expect(screen.getByRole("heading", { level: 1, name: en.hero.title })).toBeInTheDocument();
      expect(screen.getByTestId("landing-slogan")).toHaveTextContent(en.hero.slogans[0]!);
      for (const title of [
        en.events.title,
        en.about.title,
        en.showcase.title,
        en.partners.title,
        en.contact.title,
      ]) {
        expect(
          await screen.findByRole("heading", { level: 2, name: title }, LAZY_CHUNK),
        ).toBeInTheDocument();
      }
      const landmarks = screen
        .getAllByRole("region")
        .map((region) => region.id)
        .filter(Boolean);
      expect(landmarks).toEqual(["events", "about", "showcase", "partners", "contact"]);
      // The footer follows the page (it loads as the page renders: src/app/layouts.tsx).
      expect(await screen.findByRole("contentinfo", {}, LAZY_CHUNK)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe("Home · GameCraft"));
    },
  );

  it("is in Chinese when the language is zh-cn", async () => {
    await renderApp("/gate", { language: "zh-cn" });
    expect(screen.getByRole("heading", { level: 1, name: zh.hero.title })).toBeInTheDocument();
    expect(screen.getByTestId("landing-slogan")).toHaveTextContent(zh.hero.slogans[0]!);
    expect(
      await screen.findByRole("heading", { level: 2, name: zh.events.title }, LAZY_CHUNK),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(zh.subscribe.label, {}, LAZY_CHUNK)).toBeInTheDocument();
  });

  // The events' titles carry both languages ("English · 中文"); the page shows the reader's, and
  // every date in the language's form (docs/decisions/0087).
  it.each([
    {
      language: "en",
      text: en,
      titles: [
        "Token Incentive Programme",
        "Creator Spotlight",
        "Demo of the Week",
        "Summer Demo Jam",
      ],
      date: String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}`,
      to: " – ",
    },
    {
      language: "zh-cn",
      text: zh,
      titles: ["激励计划", "创作者聚光灯", "本周精选", "夏日 Demo 大赛"],
      date: String.raw`\d{4}年\d{1,2}月\d{1,2}日`,
      to: " 至 ",
    },
  ] as const)(
    "events ($language): the programme with its dates from the configuration, and the events running now",
    async ({ language, text, titles, date, to }) => {
      await renderApp("/gate", { language });
      const events = await screen.findByRole("region", { name: text.events.title }, LAZY_CHUNK);
      const period = `${date}${to}${date}`;
      const programmeDates = text.events.programmeDates.replace("{{dates}}", "");
      const dates = await within(events).findByText(new RegExp(`^${programmeDates}${period}$`));
      // The configuration writes "2024-07-01 to 2024-09-01" (decisions.md §1).
      expect(programmeDatesAt(state().seededAt)).toMatch(/ to /);
      expect(dates.textContent).not.toMatch(/ to |\d{4}-\d{2}-\d{2}/);
      expect(within(events).getByRole("link", { name: text.events.join })).toHaveAttribute(
        "href",
        "/activity/token",
      );
      // The mock runs four works-home events now (two more ended or not open yet), newest first.
      const headings = await within(events).findAllByRole("heading", { level: 3 });
      expect(headings.map((title) => title.textContent)).toEqual([
        text.events.programme,
        ...titles,
      ]);
      const link = within(events).getByRole("link", { name: titles[2] });
      expect(link.getAttribute("href")).toMatch(/^\/gameworks\/detail\?id=/);
      expect(within(events).getAllByText(new RegExp(`^${period}$`))).toHaveLength(4);
    },
  );

  it("events: none running shows the empty view (no way home: this is home)", async () => {
    advanceClock(400 * DAY);
    await renderApp("/gate");
    const events = await screen.findByRole("region", { name: en.events.title }, LAZY_CHUNK);
    expect(await within(events).findByText(en.events.empty)).toBeInTheDocument();
    expect(within(events).queryByRole("link", { name: "Go to home" })).not.toBeInTheDocument();
    // The programme is still there.
    expect(within(events).getByRole("link", { name: en.events.join })).toBeInTheDocument();
  });

  it.each([
    ["en", "getAdvertise", errorsEn.server, "Try again"],
    ["zh-cn", "getGlobalTypeData", errorsZh.server, "重试"],
  ] as const)(
    "events (%s): a failed %s shows the translated reason, and Retry loads the section",
    async (language, operation, reason, retry) => {
      arm(operation, "http503");
      const { user } = await renderApp("/gate", { language });
      const text = language === "en" ? en : zh;
      const events = await screen.findByRole("region", { name: text.events.title }, LAZY_CHUNK);
      expect(await within(events).findByText(reason)).toBeInTheDocument();
      await user.click(within(events).getByRole("button", { name: retry }));
      expect(
        await within(events).findByRole("link", {
          name: language === "en" ? "Demo of the Week" : "本周精选",
        }),
      ).toBeInTheDocument();
      expect(within(events).queryByText(reason)).not.toBeInTheDocument();
    },
  );

  it("about: the three areas and the community's numbers from the global statistics", async () => {
    await renderApp("/gate");
    const about = await screen.findByRole("region", { name: en.about.title }, LAZY_CHUNK);
    for (const [name, href] of [
      [en.about.knowledge, "/knowledge/home"],
      [en.about.works, "/gameworks/home"],
      [en.about.creator, "/activity/token"],
    ]) {
      expect(within(about).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    const stats = communityStatsOf(await getGlobalStatData({ stat_type: GlobalStatType.Global }));
    expect(stats.articles).toBeGreaterThan(0);
    await waitFor(() =>
      expect(within(about).getByTestId("landing-stat-articles")).toHaveTextContent(
        formatCount(stats.articles, "en"),
      ),
    );
    expect(within(about).getByTestId("landing-stat-reads")).toHaveTextContent(
      formatCount(stats.reads, "en"),
    );
    expect(within(about).getByTestId("landing-stat-demoViews")).toHaveTextContent(
      formatCount(stats.demoViews, "en"),
    );
  });

  it("about: failed statistics show the reason and Retry", async () => {
    arm("getGlobalStatData", "offline");
    const { user } = await renderApp("/gate");
    const about = await screen.findByRole("region", { name: en.about.title }, LAZY_CHUNK);
    expect(await within(about).findByText(errorsEn.network)).toBeInTheDocument();
    await user.click(within(about).getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(within(about).getByTestId("landing-stat-articles")).toHaveTextContent(/^\d/),
    );
  });

  it("partners and contact: the programme's models, the chat, the documents", async () => {
    await renderApp("/gate");
    const partners = await screen.findByRole("region", { name: en.partners.title }, LAZY_CHUNK);
    expect(within(partners).getByText(en.partners.openaiBody)).toBeInTheDocument();
    expect(within(partners).getByText(en.partners.anthropicBody)).toBeInTheDocument();
    const contact = section(en.contact.title);
    const chat = within(contact).getByRole("link", { name: en.contact.chat });
    expect(chat).toHaveAttribute("target", "_blank");
    expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(contact).getByRole("link", { name: en.contact.document })).toHaveAttribute(
      "href",
      "/document/token",
    );
    expect(within(contact).getByRole("link", { name: en.contact.programme })).toHaveAttribute(
      "href",
      "/activity/token",
    );
  });
});

describe("rotating slogan", () => {
  const next = async () => {
    act(() => vi.advanceTimersByTime(SLOGAN_INTERVAL_MS));
    await act(() => new Promise((resolve) => setTimeout(resolve, SLOGAN_FADE_MS + 50)));
  };

  it("changes every few seconds, wraps, and the button pauses and resumes it", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { user } = await renderApp("/gate");
    const slogan = screen.getByTestId("landing-slogan");
    const { slogans } = en.hero;
    for (let i = 1; i <= slogans.length; i += 1) {
      await next();
      expect(slogan).toHaveTextContent(slogans[i % slogans.length]!);
    }
    await user.click(screen.getByRole("button", { name: en.hero.pauseSlogans }));
    await next();
    await next();
    expect(slogan).toHaveTextContent(slogans[0]!);
    await user.click(screen.getByRole("button", { name: en.hero.playSlogans }));
    await next();
    expect(slogan).toHaveTextContent(slogans[1]!);
  });

  it("stays still under prefers-reduced-motion until the user plays it", async () => {
    stubReducedMotion(true);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { user } = await renderApp("/gate", { language: "zh-cn" });
    const slogan = screen.getByTestId("landing-slogan");
    await next();
    await next();
    expect(slogan).toHaveTextContent(zh.hero.slogans[0]!);
    await user.click(screen.getByRole("button", { name: zh.hero.playSlogans }));
    await next();
    expect(slogan).toHaveTextContent(zh.hero.slogans[1]!);
  });

  it("reserves the height of the longest slogan: every slogan is laid out, hidden", async () => {
    await renderApp("/gate");
    const hero = screen.getByTestId("landing-hero");
    // The sizers are the layout's own elements (no role): the subject of this check.
    // eslint-disable-next-line testing-library/no-node-access
    const sizers = [...hero.querySelectorAll(".landing-hero__sizer")];
    expect(sizers.map((sizer) => sizer.textContent)).toEqual(en.hero.slogans);
    sizers.forEach((sizer) => expect(sizer).toHaveAttribute("aria-hidden", "true"));
  });
});
