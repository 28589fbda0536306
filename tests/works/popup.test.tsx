/**
 * The works popup (platform.md §2) over the gallery of /gameworks/home: opening from a card and
 * from ?pictDetailsId=, the browse event, the picture carousel and its keyboard, the full-screen
 * viewer, generation parameters and their copy, the like and comments inside, closing with Escape,
 * with the close button and with the browser's back button.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toaster";
import { EventType } from "@/generated/model";
import { arm, requestLog, state } from "@mocks/testing";
import { expectPath, renderApp } from "../render";
import { recordEventTypes } from "../request-bodies";
import {
  commentedImageWork,
  definitionOf,
  deletedWork,
  eventCount,
  multiPhotoWork,
  plainSinglePhotoWork,
  preloadLazyModules,
  seededUser,
  stubLayout,
} from "./works-helpers";

beforeAll(preloadLazyModules, 120_000);
let layout: ReturnType<typeof stubLayout>;
beforeEach(() => {
  layout = stubLayout();
});
afterEach(async () => {
  layout.restore();
  vi.unstubAllGlobals();
  await clearToasts();
});

/** The gallery card that opens this work (titles repeat; the link's address does not). */
async function cardOf(worksId: string) {
  const album = await screen.findByRole("group", { name: "Art creativity" }, { timeout: 10_000 });
  const cards = await within(album).findAllByRole("link", {}, { timeout: 10_000 });
  const card = cards.find((link) => link.getAttribute("href")?.endsWith(`=${worksId}`));
  if (!card) throw new Error(`no card for ${worksId} on the first page`);
  return card;
}

const popupOf = (title: string) =>
  screen.findByRole("dialog", { name: title }, { timeout: 10_000 });
const carousel = (dialog: HTMLElement) =>
  within(dialog).getByRole("region", { name: /^Images of/ });
const shownImage = (dialog: HTMLElement) =>
  within(carousel(dialog))
    .getAllByRole("group", { hidden: true })
    .findIndex((slide) => slide.getAttribute("aria-hidden") !== "true");

describe("works popup", { timeout: 30_000 }, () => {
  it("opens from a card, reports one browse, and closes with Escape back to the gallery", async () => {
    const work = multiPhotoWork();
    const title = work.published!.works_title;
    const { user, router } = await renderApp("/gameworks/home");
    const card = await cardOf(work.works_id);
    expect(card).toHaveAccessibleName(new RegExp(`^${title}`));
    await user.click(card);
    await expectPath(router, `/gameworks/home?pictDetailsId=${work.works_id}`);
    const dialog = await popupOf(title);
    expect(within(dialog).getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    await waitFor(() => expect(eventCount(EventType.WorkBrowse, work.works_id)).toBe(1));

    // Escape reaches the dialog once its focus has moved in (the overlay moves it after opening).
    // eslint-disable-next-line testing-library/no-node-access -- where the focus is
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expectPath(router, "/gameworks/home");
    // Closing went back to the gallery's own history entry.
    expect(router.state.historyAction).toBe("POP");
    expect(eventCount(EventType.WorkBrowse, work.works_id)).toBe(1);
  });

  it("closes with the browser's back button", async () => {
    const work = multiPhotoWork();
    const { user, router } = await renderApp("/gameworks/home");
    await user.click(await cardOf(work.works_id));
    await popupOf(work.published!.works_title);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expectPath(router, "/gameworks/home");
  });

  it("opens directly from a shared ?pictDetailsId= link, and its close button stays on the page", async () => {
    const work = plainSinglePhotoWork();
    const { user, router } = await renderApp(`/gameworks/home?pictDetailsId=${work.works_id}`);
    const dialog = await popupOf(work.published!.works_title);
    await waitFor(() => expect(eventCount(EventType.WorkBrowse, work.works_id)).toBe(1));
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expectPath(router, "/gameworks/home");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("moves through the pictures with the arrows and the keys, without looping", async () => {
    const work = multiPhotoWork();
    const total = work.published!.photo_data.length;
    const { user } = await renderApp(`/gameworks/home?pictDetailsId=${work.works_id}`);
    const dialog = await popupOf(work.published!.works_title);
    const region = carousel(dialog);
    const previous = within(region).getByRole("button", { name: "Previous image" });
    const next = within(region).getByRole("button", { name: "Next image" });
    expect(previous).toBeDisabled();
    expect(within(region).getAllByRole("button", { name: /^Show image/ })).toHaveLength(total);
    // Opened from its link, the work arrives after the dialog has entered: the carousel takes the
    // focus then (the arrow keys work without a click).
    await waitFor(() => expect(region).toHaveFocus());
    await user.keyboard("{ArrowRight}");
    expect(shownImage(dialog)).toBe(1);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(shownImage(dialog)).toBe(0);
    await user.keyboard("{End}");
    expect(shownImage(dialog)).toBe(total - 1);
    expect(next).toBeDisabled();
    await user.keyboard("{ArrowRight}");
    expect(shownImage(dialog)).toBe(total - 1);
    await user.click(previous);
    expect(shownImage(dialog)).toBe(total - 2);
    await user.click(within(region).getByRole("button", { name: "Show image 1" }));
    expect(shownImage(dialog)).toBe(0);
    expect(within(region).getByText(`Image 1 of ${total}`)).toBeInTheDocument();
  });

  it("hides the indicators for a single picture, and shows no parameters when it has none", async () => {
    const work = plainSinglePhotoWork();
    await renderApp(`/gameworks/home?pictDetailsId=${work.works_id}`);
    const dialog = await popupOf(work.published!.works_title);
    const region = carousel(dialog);
    expect(within(region).queryAllByRole("button", { name: /^Show image/ })).toHaveLength(0);
    expect(within(region).getByRole("button", { name: "Previous image" })).toBeDisabled();
    expect(within(region).getByRole("button", { name: "Next image" })).toBeDisabled();
    expect(within(dialog).queryByRole("heading", { name: "Generation parameters" })).toBeNull();
  });

  it("shows the author, labels, release date and counts", async () => {
    const work = multiPhotoWork();
    const published = work.published!;
    await renderApp(`/gameworks/home?pictDetailsId=${work.works_id}`, { language: "zh-cn" });
    const dialog = await popupOf(published.works_title);
    const author = await within(dialog).findByRole("link", { name: /./, description: undefined });
    expect(author).toHaveAttribute("href", `/personal/guest?id=${work.user_id}`);
    const labels = within(dialog).getByRole("list", { name: "标签" });
    expect(
      within(labels)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(published.base_data!.label);
    expect(within(dialog).getByText(/^发布于 \d{4}年\d{1,2}月\d{1,2}日$/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /条评论，前往评论区$/ })).toBeInTheDocument();
  });

  it("shows the current picture's generation parameters and copies them", async () => {
    const work = multiPhotoWork();
    const photo = work.published!.photo_data[0]!;
    const { user } = await renderApp(`/gameworks/home?pictDetailsId=${work.works_id}`);
    // user-event installs its own clipboard: watch what reaches it.
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    const dialog = await popupOf(work.published!.works_title);
    const section = within(dialog).getByRole("region", { name: "Generation parameters" });
    expect(within(section).getByText(photo.prompt!)).toBeInTheDocument();
    expect(
      definitionOf(
        within(section).getAllByRole("term"),
        within(section).getAllByRole("definition"),
        "Seed",
      ),
    ).toHaveTextContent(photo.seed!);
    await user.click(within(section).getByRole("button", { name: "Copy parameters" }));
    expect(writeText).toHaveBeenCalledWith(
      [
        photo.prompt,
        ...(photo.negative_prompt ? [`Negative prompt: ${photo.negative_prompt}`] : []),
        `Steps: ${photo.steps}, Sampler: ${photo.sampler}, CFG scale: ${photo.cfg_scale}, Seed: ${photo.seed}, Model: ${photo.model}`,
      ].join("\n"),
    );
    expect(await screen.findByText("Copied")).toBeInTheDocument();
  });

  it("says so when the parameters could not be copied", async () => {
    const work = multiPhotoWork();
    const { user } = await renderApp(`/gameworks/home?pictDetailsId=${work.works_id}`, {
      language: "zh-cn",
    });
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    const dialog = await popupOf(work.published!.works_title);
    await user.click(within(dialog).getByRole("button", { name: "复制参数" }));
    expect(await screen.findByText("参数复制失败，请选中文字后手动复制。")).toBeInTheDocument();
  });

  it("opens the full-screen viewer on the shown picture; Escape closes only the viewer", async () => {
    const work = multiPhotoWork();
    const title = work.published!.works_title;
    const total = work.published!.photo_data.length;
    const { user } = await renderApp(`/gameworks/home?pictDetailsId=${work.works_id}`);
    const dialog = await popupOf(title);
    await user.click(within(carousel(dialog)).getByRole("button", { name: "Next image" }));
    await user.click(within(dialog).getByRole("button", { name: "View full screen" }));
    const viewer = await screen.findByRole(
      "dialog",
      { name: "Full-screen viewer" },
      { timeout: 10_000 },
    );
    const current = within(viewer)
      .getAllByRole("group")
      .find((slide) => slide.classList.contains("yarl__slide_current"));
    expect(current).toHaveAccessibleName(`2 of ${total}`);
    expect(within(viewer).getByRole("button", { name: "Zoom in" })).toBeInTheDocument();
    expect(within(viewer).getByRole("button", { name: "Next image" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Full-screen viewer" })).toBeNull(),
    );
    const still = await popupOf(title);
    expect(shownImage(still)).toBe(1);
  }, 30_000);

  it("likes the work inside the popup (signed in)", async () => {
    const work = multiPhotoWork();
    const likes = work.stat.like_num;
    const { user } = await renderApp(`/gameworks/home?pictDetailsId=${work.works_id}`, {
      user: await seededUser("reader"),
    });
    const dialog = await popupOf(work.published!.works_title);
    const actions = within(dialog).getByRole("group", { name: "Actions" });
    const like = () => within(actions).getByRole("button", { name: /^Like/ });
    expect(like()).toHaveAttribute("aria-pressed", "false");
    await user.click(like());
    await waitFor(() => expect(like()).toHaveAttribute("aria-pressed", "true"));
    expect(like()).toHaveTextContent(String(likes + 1));
    // Confirmed by the server, and the work reloaded with it.
    await waitFor(() =>
      expect(
        state().db.works.findFirst((q) => q.where({ works_id: work.works_id }))!.stat.like_num,
      ).toBe(likes + 1),
    );
  });

  it("shows the comments 5 per page, and the comment count jumps to them", async () => {
    const { record, commentIds } = commentedImageWork(5);
    const { user } = await renderApp(`/gameworks/home?pictDetailsId=${record.works_id}`);
    const dialog = await popupOf(record.published!.works_title);
    const section = await within(dialog).findByRole("region", { name: /^Comments/ });
    const shown = () =>
      within(section)
        .queryAllByTestId(/^comment-/)
        .map((element) => element.dataset.testid!.replace("comment-", ""));
    await waitFor(() => expect(shown()).toEqual(commentIds.slice(0, 5)));
    await user.click(within(section).getByRole("button", { name: "Show more comments" }));
    await waitFor(() => expect(shown()).toEqual(commentIds.slice(0, 10)));
    await user.click(within(dialog).getByRole("button", { name: /comments, go to comments$/ }));
    expect(layout.scrolled).toContain(section);
  });

  it("a missing or deleted work says so inside the popup", async () => {
    await renderApp(`/gameworks/home?pictDetailsId=${deletedWork().works_id}`);
    expect(
      await screen.findByRole("dialog", { name: "This work does not exist or has been deleted." }),
    ).toBeInTheDocument();
  });

  it("a failed load says why, in the user's language, and retries", async () => {
    const work = multiPhotoWork();
    arm("getWorks", "offline");
    const { user } = await renderApp(`/gameworks/home?pictDetailsId=${work.works_id}`, {
      language: "zh-cn",
    });
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("网络");
    await user.click(within(dialog).getByRole("button", { name: "重试" }));
    expect(await popupOf(work.published!.works_title)).toBeInTheDocument();
  });

  it("the browse event's failure changes nothing for the user", async () => {
    const work = multiPhotoWork();
    // The page's two events, its view and the work's browse, both fail.
    arm("commReportEvent", "http500", 2);
    const eventTypes = recordEventTypes();
    await renderApp(`/gameworks/home?pictDetailsId=${work.works_id}`);
    const dialog = await popupOf(work.published!.works_title);
    await waitFor(() => expect(eventTypes()).toContain(EventType.WorkBrowse));
    await waitFor(() =>
      expect(
        requestLog().filter((entry) => entry.operation === "commReportEvent" && entry.fault),
      ).toHaveLength(2),
    );
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(eventCount(EventType.WorkBrowse, work.works_id)).toBe(0);
  });
});
