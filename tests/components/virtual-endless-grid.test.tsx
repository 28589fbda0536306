/**
 * The endless virtual grid (src/components/lists/virtual-endless-grid.tsx) in a memory router:
 * only the rows near the viewport are in the DOM, the next page is asked for once the list's end
 * comes within the threshold (and never past the total or while loading), and going back to the
 * list through history restores its scroll position and rows, while a fresh visit starts at the top.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VirtualEndlessGrid } from "@/components/lists/virtual-endless-grid";
import { forgetScrollMemories } from "@/hooks/use-scroll-memory";
import { nextFrame, stubWindowLayout, type WindowLayout } from "./virtual-layout";

const ROW = 100;
const GAP = 16;
const COLUMNS = 4;

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

interface GridProps {
  count: number;
  total: number;
  hasMore?: boolean;
  loading?: boolean;
  loadMore?: () => void;
  threshold?: number;
  restoreKey?: string;
}

function Grid({
  count,
  total,
  hasMore = count < total,
  loading = false,
  loadMore = () => undefined,
  threshold = 10,
  restoreKey = "numbers",
}: GridProps) {
  return (
    <VirtualEndlessGrid
      items={numbers(count)}
      total={total}
      hasMore={hasMore}
      loadMore={loadMore}
      loading={loading}
      renderItem={(n) => <span>Item {n}</span>}
      estimateRowHeight={ROW}
      columns={COLUMNS}
      gap={GAP}
      thresholdPx={threshold}
      restoreKey={restoreKey}
      ariaLabel="Numbers"
    />
  );
}

function mountInRouter(
  element: React.ReactNode,
  extra: { path: string; element: React.ReactNode }[] = [],
) {
  const router = createMemoryRouter([{ path: "/list", element }, ...extra], {
    initialEntries: ["/list"],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const listItems = () => screen.getAllByRole("listitem");
const positions = () => listItems().map((item) => Number(item.getAttribute("aria-posinset")));

let layout: WindowLayout;
beforeEach(() => {
  layout = stubWindowLayout({ innerHeight: 800, listTop: 200 });
  forgetScrollMemories();
});
afterEach(() => layout.restore());

describe("VirtualEndlessGrid", () => {
  it("renders only the rows near the viewport, each item placed in the whole list", async () => {
    mountInRouter(<Grid count={1000} total={5000} hasMore={false} />);
    const list = await screen.findByRole("list", { name: "Numbers" });
    expect(list).toHaveAttribute("data-loaded", "1000");
    // 800 px of viewport shows about 6 rows of 116 px, plus the overscan: far from 250 rows.
    expect(listItems().length).toBeGreaterThanOrEqual(6 * COLUMNS);
    expect(listItems().length).toBeLessThanOrEqual(10 * COLUMNS);
    expect(positions()[0]).toBe(1);
    expect(listItems()[0]).toHaveAttribute("aria-setsize", "5000");
    // The list is as tall as all its rows: 250 rows and 249 gaps.
    expect(list.style.height).toBe(`${250 * ROW + 249 * GAP}px`);
  });

  it("renders other rows as the window scrolls", async () => {
    mountInRouter(<Grid count={1000} total={1000} />);
    await screen.findByRole("list", { name: "Numbers" });
    act(() => layout.scrollTo(15_000));
    await act(nextFrame);
    const shown = positions();
    expect(shown).not.toContain(1);
    // Row 127 starts at 200 + 127 * 116 = 14932 px: in view at 15000.
    expect(shown).toContain(127 * COLUMNS + 1);
    // The overscan leans the way the window moves: still about a dozen rows of 250.
    expect(shown.length).toBeLessThanOrEqual(12 * COLUMNS);
  });

  it("asks for the next page once, when the list's end comes within the threshold", async () => {
    const loadMore = vi.fn();
    function Host() {
      const [count, setCount] = useState(40);
      const [loading, setLoading] = useState(false);
      return (
        <>
          <Grid
            count={count}
            total={100}
            loading={loading}
            loadMore={() => {
              loadMore();
              setLoading(true);
            }}
          />
          <button
            type="button"
            onClick={() => {
              setCount((n) => n + 40);
              setLoading(false);
            }}
          >
            deliver
          </button>
        </>
      );
    }
    mountInRouter(<Host />);
    await screen.findByRole("list", { name: "Numbers" });
    // 10 rows: the list ends at 200 + 10 * 100 + 9 * 16 = 1344 px; the viewport at 800.
    expect(loadMore).not.toHaveBeenCalled();
    act(() => layout.scrollTo(533)); // 11 px short of the end
    await act(nextFrame);
    expect(loadMore).not.toHaveBeenCalled();
    act(() => layout.scrollTo(534)); // 10 px: the threshold
    await act(nextFrame);
    expect(loadMore).toHaveBeenCalledTimes(1);
    act(() => layout.scrollTo(600));
    await act(nextFrame);
    expect(loadMore).toHaveBeenCalledTimes(1); // still loading
    fireEvent.click(screen.getByRole("button", { name: "deliver" }));
    await act(nextFrame);
    // 80 items end at 200 + 20 * 100 + 19 * 16 = 2504 px: far below the viewport.
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("list", { name: "Numbers" })).toHaveAttribute("data-loaded", "80");
  });

  it("loads at once when the first page does not fill the viewport", async () => {
    const loadMore = vi.fn();
    mountInRouter(<Grid count={8} total={100} loadMore={loadMore} />);
    await screen.findByRole("list", { name: "Numbers" });
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it("never asks past the total, or when the host has no more", async () => {
    const loadMore = vi.fn();
    mountInRouter(
      <>
        <Grid count={8} total={8} hasMore loadMore={loadMore} restoreKey="a" />
        <Grid count={8} total={100} hasMore={false} loadMore={loadMore} restoreKey="b" />
      </>,
    );
    await screen.findAllByRole("list", { name: "Numbers" });
    act(() => layout.scrollTo(5000));
    await act(nextFrame);
    expect(loadMore).not.toHaveBeenCalled();
  });

  it("going back restores the scroll position and the rows; a fresh visit starts at the top", async () => {
    const router = mountInRouter(
      <>
        <Grid count={1000} total={1000} />
        <Link to="/detail">open</Link>
      </>,
      [{ path: "/detail", element: <p>Detail page</p> }],
    );
    await screen.findByRole("list", { name: "Numbers" });
    act(() => layout.scrollTo(15_000));
    await act(nextFrame);
    const before = positions();

    await act(() => router.navigate("/detail"));
    await screen.findByText("Detail page");
    act(() => layout.scrollTo(0)); // the detail page is read from its top

    await act(() => router.navigate(-1));
    await screen.findByRole("list", { name: "Numbers" });
    expect(layout.scrollY()).toBe(15_000);
    expect(positions()).toEqual(before);

    await act(() => router.navigate("/detail"));
    act(() => layout.scrollTo(0));
    layout.writes.length = 0;
    await act(() => router.navigate("/list")); // a link to the list: not a return
    await screen.findByRole("list", { name: "Numbers" });
    expect(layout.writes.filter((y) => y > 0)).toEqual([]);
    expect(positions()[0]).toBe(1);
  });
});
