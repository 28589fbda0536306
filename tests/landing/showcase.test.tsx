/**
 * The showcase player (portal.md §2.12): muted autoplay where the browser allows it and never
 * under prefers-reduced-motion; a finished clip advances to the next, wrapping; the list picks a
 * clip. jsdom has no media playback: tests/landing/media-stubs.ts stands in for the browser's.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/locales/en/landing.json";
import zh from "@/locales/zh-cn/landing.json";
import { renderApp } from "../render";
import { stubPlayback, stubReducedMotion, stubViewport, type PlaybackStub } from "./media-stubs";

let playback: PlaybackStub | undefined;

afterEach(() => {
  playback?.restore();
  playback = undefined;
  vi.unstubAllGlobals();
});

async function openShowcase(language: "en" | "zh-cn" = "en") {
  const viewport = stubViewport();
  const view = await renderApp("/gate", { language });
  const text = language === "en" ? en : zh;
  // A lazy chunk: the first test of a run transforms it.
  const showcase = await screen.findByRole(
    "region",
    { name: text.showcase.title },
    { timeout: 15_000 },
  );
  const video = within(showcase).getByTestId<HTMLVideoElement>("showcase-video");
  return { ...view, showcase, video, text, viewport };
}

describe("showcase", () => {
  it("shows the first clip with its poster, loading nothing before it plays, and lists every clip", async () => {
    playback = stubPlayback();
    const { showcase, video } = await openShowcase();
    expect(video).toHaveAttribute("data-clip", "pixel");
    expect(video).toHaveAttribute("preload", "none");
    expect(video.getAttribute("poster")).toMatch(/showcase-pixel.*\.webp/);
    expect(video).toHaveAccessibleName(en.showcase.pixel);
    expect(video).toHaveAccessibleDescription(en.showcase.pixelBody);
    const list = within(showcase).getByRole("list", { name: en.showcase.playlist });
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([en.showcase.pixel, en.showcase.solid, en.showcase.strokes]);
    expect(within(list).getByRole("button", { name: en.showcase.pixel })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("starts by itself, muted, in view; a finished clip plays the next, and the last wraps to the first", async () => {
    playback = stubPlayback();
    const { video } = await openShowcase();
    await waitFor(() => expect(playback!.plays).toEqual([{ clip: "pixel", muted: true }]));
    act(() => playback!.finish(video));
    await waitFor(() => expect(video).toHaveAttribute("data-clip", "solid"));
    await waitFor(() => expect(playback!.plays.at(-1)).toEqual({ clip: "solid", muted: true }));
    act(() => playback!.finish(video));
    await waitFor(() => expect(video).toHaveAttribute("data-clip", "strokes"));
    act(() => playback!.finish(video));
    await waitFor(() => expect(video).toHaveAttribute("data-clip", "pixel"));
    await waitFor(() => expect(playback!.plays).toHaveLength(4));
  });

  it("pauses when it leaves the view and starts again when it comes back, until the user takes over", async () => {
    playback = stubPlayback();
    const { video, viewport, showcase, user } = await openShowcase();
    await waitFor(() => expect(video.paused).toBe(false));
    act(() => viewport.show(video, false));
    await waitFor(() => expect(video.paused).toBe(true));
    act(() => viewport.show(video, true));
    await waitFor(() => expect(video.paused).toBe(false));
    expect(playback.plays).toHaveLength(2);
    // The user picks a clip: from now on leaving the view does not pause it.
    await user.click(within(showcase).getByRole("button", { name: en.showcase.solid }));
    await waitFor(() => expect(playback!.plays.at(-1)?.clip).toBe("solid"));
    act(() => viewport.show(video, false));
    expect(video.paused).toBe(false);
  });

  it("without a way to know what is in view, nothing starts by itself", async () => {
    playback = stubPlayback();
    await renderApp("/gate");
    const video = await screen.findByTestId<HTMLVideoElement>(
      "showcase-video",
      {},
      { timeout: 15_000 },
    );
    expect(video).toHaveAttribute("data-clip", "pixel");
    expect(playback.plays).toEqual([]);
  });

  it("a browser that refuses autoplay keeps the poster, without an error", async () => {
    playback = stubPlayback({ allowed: false });
    const { video } = await openShowcase();
    await waitFor(() => expect(playback!.plays).toHaveLength(1));
    expect(video.paused).toBe(true);
    expect(video).toHaveAttribute("data-clip", "pixel");
  });

  it("never starts by itself under prefers-reduced-motion; a finished clip only selects the next", async () => {
    stubReducedMotion(true);
    playback = stubPlayback();
    const { showcase, video, user } = await openShowcase("zh-cn");
    expect(playback.plays).toEqual([]);
    // The user plays it; at its end the next clip is selected, not played.
    await user.click(within(showcase).getByRole("button", { name: zh.showcase.pixel }));
    await waitFor(() => expect(playback!.plays).toHaveLength(1));
    act(() => playback!.finish(video));
    await waitFor(() => expect(video).toHaveAttribute("data-clip", "solid"));
    expect(playback.plays).toHaveLength(1);
    expect(within(showcase).getByRole("button", { name: zh.showcase.solid })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("picking a clip plays it", async () => {
    stubReducedMotion(true);
    playback = stubPlayback();
    const { showcase, video, user } = await openShowcase();
    await user.click(within(showcase).getByRole("button", { name: en.showcase.strokes }));
    await waitFor(() => expect(video).toHaveAttribute("data-clip", "strokes"));
    await waitFor(() => expect(playback!.plays).toEqual([{ clip: "strokes", muted: true }]));
    expect(video).toHaveAccessibleName(en.showcase.strokes);
  });
});
