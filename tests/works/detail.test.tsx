/**
 * /gameworks/detail?id=&type=&actionType= (portal.md §2.7, §4): the published demo with its media,
 * sanitised introduction, tags, author card, demo information, related articles and comments; the
 * download (event, then reload), the online experience, the comment jump, preview mode, and
 * not-found for a deleted or missing work.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EventType, Platform } from "@/generated/model";
import { formatCount, formatDate } from "@/lib/format";
import { translateDynamic } from "@/lib/i18n";
import { updateWorks } from "@mocks/domains/content/store";
import { CREATOR_WORKS_IDS } from "@mocks/seed/content";
import { arm, state } from "@mocks/testing";
import { renderApp } from "../render";
import {
  definitionOf,
  deletedWork,
  downloadableDemo,
  eventCount,
  preloadLazyModules,
  seededUser,
  stubLayout,
  undownloadableDemo,
} from "./works-helpers";

beforeAll(preloadLazyModules, 120_000);

let layout: ReturnType<typeof stubLayout>;
beforeEach(() => {
  layout = stubLayout();
});
afterEach(() => {
  layout.restore();
  vi.useRealTimers();
});

const title = async (text: string) =>
  screen.findByRole("heading", { level: 1, name: text }, { timeout: 10_000 });

const card = (name: string) => screen.getByRole("region", { name });

const factOf = (section: HTMLElement, term: string) =>
  definitionOf(
    within(section).getAllByRole("term"),
    within(section).getAllByRole("definition"),
    term,
  );

describe("works detail", { timeout: 30_000 }, () => {
  it("shows the title, counts, media, sanitised introduction, tags and the author card", async () => {
    const record = downloadableDemo();
    const work = record.published!;
    await updateWorks(state(), record, (draft) => {
      draft.published!.profiles =
        '<p>Playable <strong>now</strong>.</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=1</script>';
    });
    await renderApp(`/gameworks/detail?id=${record.works_id}`);
    await title(work.works_title);
    expect(screen.getByText(`${record.stat.browse_num} views`)).toBeInTheDocument();
    expect(screen.getByText(`${record.stat.like_num} likes`)).toBeInTheDocument();

    const media = screen.getByRole("region", { name: `Media of ${work.works_title}` });
    const pictures = work.other_data!.medias!.pictures!;
    expect(within(media).getAllByRole("button", { name: /^Picture \d+$/ })).toHaveLength(
      pictures.length,
    );

    const intro = card("Introduction");
    // The sanitiser's code loads beside the work's call.
    expect((await within(intro).findByText("now")).tagName).toBe("STRONG");
    expect(intro.innerHTML).not.toMatch(/<script|onerror/);
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();

    const tags = screen.getByRole("list", { name: "Tags" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(work.base_data!.label);

    const author = card("Author");
    expect(within(author).getByRole("link")).toHaveAttribute(
      "href",
      `/personal/guest?id=${record.user_id}`,
    );
  });

  it("shows a plain-text introduction as text with its line breaks, tags literal (creator-programme.md §5)", async () => {
    const record = downloadableDemo();
    const text = "First line.\nPress <b> to jump.\n\nA new paragraph.";
    await updateWorks(state(), record, (draft) => {
      draft.published!.profiles = text;
    });
    await renderApp(`/gameworks/detail?id=${record.works_id}`);
    await title(record.published!.works_title);
    const intro = card("Introduction");
    const body = within(intro).getByText(/First line\./);
    // One text node holds the whole introduction, line breaks and all (shown by the CSS
    // white-space: pre-line, which jsdom does not apply); no element came of the "<b>".
    expect(body.textContent).toBe(text);
    expect(body.childNodes).toHaveLength(1);
    expect(body.firstChild?.nodeType).toBe(Node.TEXT_NODE);
  });

  it("shows the demo information and downloads: the event, then the count reloads", async () => {
    const record = downloadableDemo();
    const work = record.published!;
    const downloads = record.stat.download_num;
    const { user } = await renderApp(`/gameworks/detail?id=${record.works_id}`);
    await title(work.works_title);
    const info = card("Demo information");
    expect(factOf(info, "Version")).toHaveTextContent(work.works_version!);
    expect(factOf(info, "Last update")).toHaveTextContent(
      formatDate(record.published_up_time / 1000, "en"),
    );
    expect(factOf(info, "Last update").textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(factOf(info, "Platforms")).toHaveTextContent(
      work
        .base_data!.platform!.map(
          (p) => ({ 0: "Windows", 1: "macOS", 2: "PC web" })[p as 0 | 1 | 2] ?? "",
        )
        .join(" · "),
    );
    expect(screen.getByTestId("works-download-count")).toHaveTextContent(
      formatCount(downloads, "en"),
    );
    const online = within(info).getByRole("link", { name: "Play online" });
    // The API answers its files as absolute addresses on the page's origin.
    const pathOf = (url: string | null) => new URL(url ?? "", window.location.origin).pathname;
    expect(pathOf(online.getAttribute("href"))).toBe(pathOf(work.other_data!.game_web_url!));
    expect(online).toHaveAttribute("target", "_blank");

    const download = within(info).getByRole("link", { name: "Download" });
    expect(pathOf(download.getAttribute("href"))).toBe(pathOf(work.other_data!.game_demo!));
    expect(download).toHaveAttribute("download", work.other_data!.demo_file_name);
    // jsdom does not navigate; the click handler is what the page adds to the browser's download.
    download.addEventListener("click", (event) => event.preventDefault());
    await user.click(download);
    await waitFor(() => expect(eventCount(EventType.WorkDownload, record.works_id)).toBe(1));
    await waitFor(() =>
      expect(screen.getByTestId("works-download-count")).toHaveTextContent(
        formatCount(downloads + 1, "en"),
      ),
    );
  });

  it("a demo without a download has a disabled button with the reason, and no online button without PC web", async () => {
    const record = undownloadableDemo();
    await updateWorks(state(), record, (draft) => {
      draft.published!.base_data!.platform = [Platform.Android];
    });
    await renderApp(`/gameworks/detail?id=${record.works_id}`, { language: "zh-cn" });
    await title(record.published!.works_title);
    const info = card("Demo 信息");
    const button = within(info).getByRole("button", { name: "下载" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription("该 Demo 不提供下载。");
    expect(within(info).queryByRole("link", { name: "在线体验" })).toBeNull();
  });

  it("puts videos first; a finished video moves on, wrapping to the first", async () => {
    const record = downloadableDemo();
    const movie = (n: number) => ({
      url: `/__files/upload/seed-movie-${n}.mp4`,
      sha1: "0".repeat(40),
      filesize: 1000,
      platform: 2,
    });
    await updateWorks(state(), record, (draft) => {
      const medias = draft.published!.other_data!.medias!;
      medias.movie = [movie(1), movie(2)];
      medias.pictures = medias.pictures!.slice(0, 1);
    });
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const { user } = await renderApp(`/gameworks/detail?id=${record.works_id}`);
    await title(record.published!.works_title);
    const media = screen.getByRole("region", { name: /^Media of/ });
    const thumbs = within(media).getAllByRole("button", { name: /^(Video|Picture) \d+$/ });
    expect(thumbs.map((thumb) => thumb.getAttribute("aria-label"))).toEqual([
      "Video 1",
      "Video 2",
      "Picture 1",
    ]);
    const stage = () => within(media).getByRole("group");
    expect(stage()).toHaveAccessibleName("Video 1 · 1 of 3");
    fireEvent.ended(within(media).getByLabelText("Video 1", { selector: "video" }));
    expect(stage()).toHaveAccessibleName("Video 2 · 2 of 3");
    // The next video plays on by itself.
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    fireEvent.ended(within(media).getByLabelText("Video 2", { selector: "video" }));
    expect(stage()).toHaveAccessibleName("Picture 1 · 3 of 3");
    await user.click(within(media).getByRole("button", { name: "Next" }));
    expect(stage()).toHaveAccessibleName("Video 1 · 1 of 3");
    media.focus();
    await user.keyboard("{ArrowLeft}");
    expect(stage()).toHaveAccessibleName("Picture 1 · 3 of 3");
    play.mockRestore();
  });

  it.each(["en", "zh-cn"] as const)(
    "opens a picture in the full-screen viewer: keys move it and the carousel follows, Escape returns (%s)",
    async (language) => {
      const record = downloadableDemo();
      await updateWorks(state(), record, (draft) => {
        const medias = draft.published!.other_data!.medias!;
        medias.movie = [
          {
            url: "/__files/upload/seed-movie-1.mp4",
            sha1: "0".repeat(40),
            filesize: 1,
            platform: 2,
          },
        ];
        const picture = medias.pictures![0]!;
        medias.pictures = [1, 2, 3].map((n) => ({ ...picture, url: `${picture.url}?n=${n}` }));
      });
      const { user } = await renderApp(`/gameworks/detail?id=${record.works_id}`, { language });
      const name = record.published!.works_title;
      await title(name);
      // The page's language is the app's now (renderApp set it).
      const tx = (key: string, options?: Record<string, unknown>) =>
        translateDynamic(`worksDetail:${key}`, options) ?? key;
      const media = screen.getByRole("region", { name: tx("detail.media", { title: name }) });
      const stage = () => within(media).getByRole("group");
      // A video has no full-screen viewer; a picture has.
      expect(within(media).queryByRole("button", { name: tx("popup.fullScreen") })).toBeNull();
      await user.click(
        within(media).getByRole("button", { name: tx("detail.picture", { index: 2 }) }),
      );
      await user.click(within(media).getByRole("button", { name: tx("popup.fullScreen") }));
      const viewer = await screen.findByRole(
        "dialog",
        { name: tx("lightbox.label") },
        { timeout: 10_000 },
      );
      const slide = (n: number) =>
        within(viewer).getByRole("group", {
          name: tx("lightbox.counter").replace("{index}", String(n)).replace("{total}", "3"),
        });
      await waitFor(() => expect(slide(2)).toHaveClass("yarl__slide_current"));
      expect(
        within(viewer).getByRole("button", { name: tx("lightbox.zoomIn") }),
      ).toBeInTheDocument();
      // It takes the focus once open; its keys move it, and the carousel behind (hidden
      // meanwhile) follows the picture shown.
      // eslint-disable-next-line testing-library/no-node-access -- where the focus is
      await waitFor(() => expect(viewer).toContainElement(document.activeElement as HTMLElement));
      await user.keyboard("{ArrowRight}");
      await waitFor(() => expect(slide(3)).toHaveClass("yarl__slide_current"));
      await user.keyboard("{Escape}");
      await waitFor(() =>
        expect(screen.queryByRole("dialog", { name: tx("lightbox.label") })).toBeNull(),
      );
      await waitFor(() => expect(media).toHaveFocus());
      expect(stage()).toHaveAccessibleName(
        `${tx("detail.picture", { index: 3 })} · ${tx("detail.mediaItem", { index: 4, total: 4 })}`,
      );
    },
  );

  it("lists the related articles, each opening in a new window", async () => {
    const record = downloadableDemo();
    await renderApp(`/gameworks/detail?id=${record.works_id}`);
    await title(record.published!.works_title);
    const related = card("Related articles");
    const links = await within(related).findAllByRole("link");
    const ids = record.published!.other_data!.lore_essay_id!;
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      ids.map((id) => `/knowledge/detail?id=${id}`),
    );
    expect(links[0]).toHaveAttribute("target", "_blank");
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener");
    }
  });

  it("actionType=comment scrolls to the comments after 1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    const record = downloadableDemo();
    await renderApp(`/gameworks/detail?id=${record.works_id}&actionType=comment`);
    await title(record.published!.works_title);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(layout.scrolled.map((element) => element.id)).not.toContain("comments");
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(layout.scrolled.map((element) => element.id)).toContain("comments");
  });

  it("reports one browse event per opening", async () => {
    const record = downloadableDemo();
    await renderApp(`/gameworks/detail?id=${record.works_id}`);
    await title(record.published!.works_title);
    await waitFor(() => expect(eventCount(EventType.WorkBrowse, record.works_id)).toBe(1));
  });

  it("copying the work's link reports one share event (201)", async () => {
    const record = downloadableDemo();
    const { user } = await renderApp(`/gameworks/detail?id=${record.works_id}`);
    await title(record.published!.works_title);
    await user.click(screen.getByRole("button", { name: /^Share/ }));
    await waitFor(() => expect(eventCount(EventType.WorkShare, record.works_id)).toBe(1));
  });

  it.each([
    ["deleted", () => deletedWork().works_id],
    ["missing", () => "999999"],
    ["absent", () => ""],
  ])("a %s work shows the not-found page", async (_, id) => {
    await renderApp(`/gameworks/detail?id=${id()}`, { language: "zh-cn" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "页面不存在" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("a failed load says why and retries", async () => {
    const record = downloadableDemo();
    arm("getWorks", "http503");
    const { user } = await renderApp(`/gameworks/detail?id=${record.works_id}`);
    // The page's error view (a toast left by another test may be an alert too).
    const failure = await screen.findByTestId("query-error", {}, { timeout: 10_000 });
    expect(within(failure).getByRole("alert")).toHaveTextContent("The server is having a problem");
    await user.click(within(failure).getByRole("button", { name: "Try again" }));
    await title(record.published!.works_title);
  });

  it("preview mode reads the author's draft with the social actions off", async () => {
    const user = await seededUser("creator");
    const id = CREATOR_WORKS_IDS.demoDraft;
    const draft = state().db.works.findFirst((q) => q.where({ works_id: id }))!;
    await renderApp(`/gameworks/detail?id=${id}&type=preview`, { user });
    await title(draft.copy.works_title);
    expect(screen.getByRole("note")).toHaveTextContent("Preview");
    expect(screen.queryByRole("group", { name: "Actions" })).toBeNull();
    expect(screen.queryByRole("region", { name: /^Comments/ })).toBeNull();
    expect(eventCount(EventType.WorkBrowse, id)).toBe(0);
  });

  it("preview of a work that cannot be read shows not-found", async () => {
    const user = await seededUser("reader");
    await renderApp(`/gameworks/detail?id=${CREATOR_WORKS_IDS.demoDraft}&type=preview`, { user });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Page not found" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
