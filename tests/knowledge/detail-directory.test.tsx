/**
 * The article's directory (platform.md §9: scroll offset 118 px, 800 ms smooth-scroll lock, the
 * current heading highlighted) and the click-to-zoom viewer (zoom step 0.2, rotate 90).
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "../render";
import { ARTICLE, findArticle, kx } from "./detail-harness";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lays the headings out 600 px apart from y = 400 and lets the test scroll the window. */
function layOut(ids: readonly string[]) {
  const tops = new Map(ids.map((id, index) => [id, 400 + index * 600]));
  let scrollY = 0;
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    return new DOMRect(0, (tops.get(this.id) ?? 0) - scrollY, 600, 40);
  });
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  const scrollWindow = (y: number) => {
    scrollY = y;
    fireEvent.scroll(window);
    // The tracker measures on the next animation frame.
    act(() => vi.advanceTimersByTime(20));
  };
  return { tops, scrollTo, scrollWindow };
}

describe("article directory", { timeout: 30_000 }, () => {
  it("jumps 118 px above a heading, highlights it and holds it for 800 ms, then follows the scroll", async () => {
    await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    const article = await findArticle();
    const directory = within(article).getByRole("navigation", { name: kx("detail.directory") });
    const links = within(directory).getAllByRole("link");
    expect(links.length).toBeGreaterThanOrEqual(3);
    const ids = links.map((link) => decodeURIComponent(link.getAttribute("href")!.slice(1)));

    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
    const { tops, scrollTo, scrollWindow } = layOut(ids);
    // Above the first heading, the first one is current.
    scrollWindow(0);
    expect(links[0]).toHaveAttribute("aria-current", "location");

    fireEvent.click(links[2]!);
    expect(scrollTo).toHaveBeenCalledWith({ top: tops.get(ids[2]!)! - 118, behavior: "smooth" });
    expect(links[2]).toHaveAttribute("aria-current", "location");
    expect(links[0]).not.toHaveAttribute("aria-current");
    // Keyboard and screen-reader users continue from the heading.
    expect(within(article).getByRole("heading", { name: links[2]!.textContent! })).toHaveFocus();

    // The smooth scroll passes the second heading: the highlight stays on the chosen one.
    scrollWindow(tops.get(ids[1]!)! - 118);
    expect(links[2]).toHaveAttribute("aria-current", "location");
    act(() => vi.advanceTimersByTime(700));
    scrollWindow(tops.get(ids[1]!)! - 100);
    expect(links[2]).toHaveAttribute("aria-current", "location");

    // After 800 ms the reader's scrolling moves the highlight again.
    act(() => vi.advanceTimersByTime(100));
    scrollWindow(tops.get(ids[1]!)! - 110);
    expect(links[1]).toHaveAttribute("aria-current", "location");
    scrollWindow(tops.get(ids[0]!)! - 300);
    expect(links[0]).toHaveAttribute("aria-current", "location");
    scrollWindow(tops.get(ids[ids.length - 1]!)! - 118);
    expect(links[links.length - 1]).toHaveAttribute("aria-current", "location");
  });

  it("keeps a modified click for the browser (e.g. open in a new tab)", async () => {
    await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    const article = await findArticle();
    const directory = within(article).getByRole("navigation", { name: kx("detail.directory") });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const link = within(directory).getAllByRole("link")[1]!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(false);
  });
});

describe("image zoom", { timeout: 30_000 }, () => {
  // The viewer's code loads on demand; transforming it for the first time is not what is tested.
  beforeAll(async () => {
    await import("@/features/knowledge/components/detail/image-viewer");
  }, 60_000);

  it("opens a body image in a viewer that zooms by 0.2, rotates by 90 and closes with Escape", async () => {
    const { user } = await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    const article = await findArticle();
    const [image] = within(article).getAllByRole("button", { name: /^Enlarge image: / });
    const alt = image!.getAttribute("alt")!;
    await user.click(image!);

    // The viewer's code loads on the first click.
    const dialog = await screen.findByRole(
      "dialog",
      { name: kx("detail.viewer.title") },
      { timeout: 8000 },
    );
    const shown = within(dialog).getByRole("img", { name: alt });
    const scale = within(dialog).getByLabelText(kx("detail.viewer.scaleLabel"));
    expect(scale).toHaveTextContent("100%");
    const press = (name: string) =>
      user.click(within(dialog).getByRole("button", { name: kx(`detail.viewer.${name}`) }));

    await press("zoomIn");
    expect(scale).toHaveTextContent("120%");
    expect(shown).toHaveAttribute("data-scale", "1.2");
    await press("zoomOut");
    await press("zoomOut");
    expect(shown).toHaveAttribute("data-scale", "0.8");
    await press("rotateRight");
    expect(shown).toHaveAttribute("data-rotation", "90");
    expect(shown.style.transform).toContain("rotate(90deg) scale(0.8)");
    await press("rotateLeft");
    await press("rotateLeft");
    expect(shown).toHaveAttribute("data-rotation", "270");
    await press("reset");
    expect(shown).toHaveAttribute("data-scale", "1");
    expect(shown).toHaveAttribute("data-rotation", "0");

    // Down to the smallest step, where zooming out stops.
    for (let i = 0; i < 4; i += 1) await press("zoomOut");
    expect(scale).toHaveTextContent("20%");
    expect(
      within(dialog).getByRole("button", { name: kx("detail.viewer.zoomOut") }),
    ).toBeDisabled();

    // Keys: + zooms in, r rotates.
    await user.keyboard("+r");
    expect(shown).toHaveAttribute("data-scale", "0.4");
    expect(shown).toHaveAttribute("data-rotation", "90");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(image).toHaveFocus();
  });

  it("opens from the keyboard", async () => {
    const { user } = await renderApp(`/knowledge/detail?id=${ARTICLE}`);
    const article = await findArticle();
    const [image] = within(article).getAllByRole("button", { name: /^Enlarge image: / });
    image!.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole(
      "dialog",
      { name: kx("detail.viewer.title") },
      { timeout: 8000 },
    );
    await user.click(within(dialog).getByRole("button", { name: kx("detail.viewer.close") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(image).toHaveFocus();
  });
});
