/**
 * A minimal window layout for the virtual grid in jsdom, which lays nothing out: a viewport of a
 * given height that scrolls (window.scrollY, window.scrollTo, scroll events) and the grid placed
 * `listTop` px below the document's top. Rows are not measured here: the grid keeps its estimate.
 */
import { vi } from "vitest";

export interface WindowLayout {
  /** Scrolls the window as a user would (the scroll event follows). */
  scrollTo(y: number): void;
  scrollY(): number;
  /** Every offset written with window.scrollTo (the app's own scrolling). */
  writes: number[];
  restore(): void;
}

const GRID_CLASS = "app-virtual-grid";

export function stubWindowLayout({ innerHeight = 800, listTop = 200 } = {}): WindowLayout {
  let y = 0;
  const writes: number[] = [];
  const originalRect = Element.prototype.getBoundingClientRect;
  const originalScrollTo = window.scrollTo;
  const originalHeight = Object.getOwnPropertyDescriptor(window, "innerHeight");
  const originalScrollY = Object.getOwnPropertyDescriptor(window, "scrollY");

  Object.defineProperty(window, "innerHeight", { configurable: true, value: innerHeight });
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => y });
  const move = (to: number) => {
    y = Math.max(0, to);
    window.dispatchEvent(new Event("scroll"));
  };
  window.scrollTo = vi.fn((first?: ScrollToOptions | number, second?: number) => {
    const to = typeof first === "number" ? (second ?? 0) : (first?.top ?? y);
    writes.push(to);
    move(to);
  }) as typeof window.scrollTo;
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    if (this.classList.contains(GRID_CLASS)) {
      const height = Number.parseFloat((this as HTMLElement).style.height) || 0;
      return new DOMRect(0, listTop - y, 1000, height);
    }
    return originalRect.call(this);
  };

  return {
    scrollTo: move,
    scrollY: () => y,
    writes,
    restore() {
      Element.prototype.getBoundingClientRect = originalRect;
      window.scrollTo = originalScrollTo;
      if (originalHeight) Object.defineProperty(window, "innerHeight", originalHeight);
      if (originalScrollY) Object.defineProperty(window, "scrollY", originalScrollY);
      else Reflect.deleteProperty(window, "scrollY");
    },
  };
}

/** Waits for the grid's frame-throttled scroll handling (requestAnimationFrame). */
export const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
