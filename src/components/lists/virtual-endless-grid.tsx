/**
 * An endless list of cards in a grid, virtualised against the window's scroll
 * (@tanstack/react-virtual): only the rows in and near the viewport are in the DOM, so 10,000
 * loaded items cost about what 50 do. Rows are measured as they render (cards may wrap).
 *
 * - Loading: when the list's end comes within `thresholdPx` of the viewport's bottom, and there is
 *   more (`hasMore`, fewer items than `total`) and nothing is loading, `loadMore` is called once;
 *   the check runs on scroll, on resize and whenever the items or the flags change, so a first
 *   page that does not fill the screen loads the next at once. The host shows loading, errors and
 *   the end below the grid (and passes hasMore false while its last load failed).
 * - Restoring: leaving the page remembers the scroll offset, the measured rows and the item count
 *   under `restoreKey`; coming back through history (the browser's back) mounts at that offset with
 *   the same rows. The host restores its items (useRestoredScroll(restoreKey).items tells it how
 *   many there were), e.g. from its query cache.
 * - Windowed data: `onRangeChange` reports which items are rendered, so a host can keep only the
 *   pages near the viewport in memory and pass the others as placeholders (renderItem gets them).
 * - Accessibility: a list of list items with their position in the whole list (aria-posinset /
 *   aria-setsize); rows are layout only. Focus moving to a card scrolls it into view, which renders
 *   the rows after it.
 */
import { useWindowVirtualizer, type VirtualItem } from "@tanstack/react-virtual";
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useElementWidth } from "@/hooks/use-element-width";
import { forgetScroll, rememberScroll, useRestoredScroll } from "@/hooks/use-scroll-memory";

export interface VirtualEndlessGridProps<T> {
  items: T[];
  /** Items in the whole list (the server's total); loading stops when items reach it. */
  total: number;
  hasMore: boolean;
  loadMore(): void;
  loading: boolean;
  renderItem(item: T, index: number): ReactNode;
  /** A row's height in px before it is measured (the gap between rows is apart). */
  estimateRowHeight: number;
  /** Cards per row: a number, or a function of the grid's width in px (default 1). */
  columns?: number | ((width: number) => number);
  /** Distance in px between the list's end and the viewport's bottom that loads the next page. */
  thresholdPx: number;
  /** Names the list for scroll restoration (e.g. "knowledge-more:3"). */
  restoreKey: string;
  /** The list's accessible name. */
  ariaLabel?: string;
  /** Space between rows and between cards, in px (default 16). */
  gap?: number;
  className?: string;
  /** Called with the first and last index of the items rendered (the viewport and the overscan). */
  onRangeChange?(first: number, last: number): void;
}

const DEFAULT_GAP = 16;
/** Rows rendered above and below the viewport (a row of cards is a third of a screen or more). */
const OVERSCAN_ROWS = 1;

/** More columns than this make no card grid; the bound keeps row keys small integers. */
const MAX_COLUMNS = 24;

const columnCountOf = (columns: VirtualEndlessGridProps<unknown>["columns"], width: number) =>
  Math.min(
    MAX_COLUMNS,
    Math.max(1, Math.floor((typeof columns === "function" ? columns(width) : columns) ?? 1)),
  );

/** The list's top in document coordinates (the virtualizer's scroll margin). */
const documentTopOf = (element: HTMLElement) =>
  Math.round(element.getBoundingClientRect().top + window.scrollY);

export function VirtualEndlessGrid<T>({
  items,
  total,
  hasMore,
  loadMore,
  loading,
  renderItem,
  estimateRowHeight,
  columns,
  thresholdPx,
  restoreKey,
  ariaLabel,
  gap = DEFAULT_GAP,
  className,
  onRangeChange,
}: VirtualEndlessGridProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const restored = useRestoredScroll<VirtualItem>(restoreKey);
  // Coming back, the list lays out at its remembered width from the first render.
  const width = useElementWidth(containerRef, restored?.width ?? 0);
  const columnCount = columnCountOf(columns, width);
  const rowCount = Math.ceil(items.length / columnCount);
  // Coming back, the rows and the list's position are known at once: the virtualizer mounts at the
  // remembered offset with the measured rows (and scrolls the window there itself).
  const restoring = restored !== undefined && restored.columns === columnCount;
  const [scrollMargin, setScrollMargin] = useState(() => (restoring ? restored.margin : 0));

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan: OVERSCAN_ROWS,
    // React 19 batches the scroll updates itself; flushSync from the virtualizer's notifications
    // would run inside React's own commit (the scroll-margin layout effect) and is refused there.
    useFlushSync: false,
    scrollMargin,
    gap,
    // Rows hold other items when the column count changes: their sizes are kept apart (a number,
    // not a string: thousands of rows allocate nothing for their keys).
    getItemKey: (row) => row * (MAX_COLUMNS + 1) + columnCount,
    // An element not laid out (display: none, a test DOM) keeps the estimate rather than 0.
    measureElement: (element, entry) => {
      const size = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      return size > 0 ? Math.round(size) : estimateRowHeight;
    },
    ...(restoring
      ? { initialOffset: restored.offset, initialMeasurementsCache: restored.measurements }
      : {}),
  });

  // The list's position in the page moves when what is above it changes (a header that loads).
  const measureMargin = useCallback(() => {
    const element = containerRef.current;
    if (!element) return;
    const top = documentTopOf(element);
    setScrollMargin((current) => (Math.abs(current - top) >= 1 ? top : current));
  }, []);
  useLayoutEffect(measureMargin);

  /** Set when loadMore was called; cleared once the host reports loading done. */
  const requested = useRef(false);

  const checkEnd = useEffectEvent(() => {
    if (!hasMore || loading || requested.current || items.length >= total) return;
    const element = containerRef.current;
    if (!element) return;
    const listEnd = documentTopOf(element) + virtualizer.getTotalSize();
    const viewportEnd = window.scrollY + window.innerHeight;
    if (listEnd - viewportEnd <= thresholdPx) {
      requested.current = true;
      loadMore();
    }
  });

  useEffect(() => {
    if (!loading) requested.current = false;
    checkEnd();
  }, [loading, hasMore, items.length, total, columnCount]);

  useEffect(() => {
    let frame = 0;
    const onChange = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measureMargin();
        checkEnd();
      });
    };
    window.addEventListener("scroll", onChange, { passive: true });
    window.addEventListener("resize", onChange);
    return () => {
      window.removeEventListener("scroll", onChange);
      window.removeEventListener("resize", onChange);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [measureMargin]);

  // Leaving: remember where the list was (a layout cleanup runs before the page is removed, while
  // the window still has the list's scroll offset).
  const remember = useEffectEvent(() => {
    rememberScroll(restoreKey, {
      offset: window.scrollY,
      measurements: virtualizer.takeSnapshot(),
      columns: columnCount,
      margin: scrollMargin,
      width,
      items: items.length,
    });
  });
  useLayoutEffect(() => {
    // Restored (or nothing to restore): the memory has served; leaving makes a new one.
    forgetScroll(restoreKey);
    return () => remember();
    // Once per mount: the key of a mounted list does not change (hosts key it by the list).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const rows = virtualizer.getVirtualItems();
  const firstShown = rows.length > 0 ? rows[0]!.index * columnCount : -1;
  const lastShown =
    rows.length > 0 ? Math.min(items.length, (rows.at(-1)!.index + 1) * columnCount) - 1 : -1;
  const reportRange = useEffectEvent((first: number, last: number) => onRangeChange?.(first, last));
  useEffect(() => {
    if (firstShown >= 0) reportRange(firstShown, lastShown);
  }, [firstShown, lastShown]);

  return (
    <div
      ref={containerRef}
      className={["app-virtual-grid", className].filter(Boolean).join(" ")}
      role="list"
      aria-label={ariaLabel}
      aria-busy={loading || undefined}
      data-loaded={items.length}
      data-total={total}
      // While more pages come, the site footer waits (src/components/shell.css).
      data-endless={hasMore && items.length < total ? "more" : "end"}
      style={{ position: "relative", height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const first = row.index * columnCount;
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            role="none"
            className="app-virtual-grid__row"
            style={{
              position: "absolute",
              top: 0,
              left: 0,
              width: "100%",
              transform: `translateY(${row.start - scrollMargin}px)`,
              display: "grid",
              gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))`,
              gap,
            }}
          >
            {items.slice(first, first + columnCount).map((item, offset) => {
              const index = first + offset;
              return (
                <div
                  key={index}
                  role="listitem"
                  aria-posinset={index + 1}
                  aria-setsize={Math.max(total, items.length)}
                  className="app-virtual-grid__cell"
                >
                  {renderItem(item, index)}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
