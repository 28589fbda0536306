/**
 * What the test DOM lacks for the landing page: prefers-reduced-motion (matchMedia) and media
 * playback (jsdom does not implement play/pause). The playback stub keeps the element's state
 * (paused, ended) and fires play, pause and ended as a browser does.
 */
import { vi } from "vitest";

export function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

export interface PlaybackStub {
  /** Every play() call, with the element's muted state at that moment. */
  plays: { clip: string | undefined; muted: boolean }[];
  /** Plays to the end: pause, then ended, as the browser fires them. */
  finish(video: HTMLVideoElement): void;
  restore(): void;
}

/** play() resolves (or rejects with NotAllowedError when `allowed` is false). */
export function stubPlayback({ allowed = true }: { allowed?: boolean } = {}): PlaybackStub {
  const state = new WeakMap<HTMLMediaElement, { paused: boolean; ended: boolean }>();
  const of = (element: HTMLMediaElement) => {
    let entry = state.get(element);
    if (!entry) {
      entry = { paused: true, ended: false };
      state.set(element, entry);
    }
    return entry;
  };
  const plays: PlaybackStub["plays"] = [];
  const paused = vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return of(this).paused;
  });
  const ended = vi.spyOn(HTMLMediaElement.prototype, "ended", "get").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return of(this).ended;
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    plays.push({ clip: this.dataset.clip, muted: this.muted });
    if (!allowed) {
      return Promise.reject(new DOMException("not allowed", "NotAllowedError"));
    }
    const entry = of(this);
    entry.paused = false;
    entry.ended = false;
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    const entry = of(this);
    if (entry.paused) return;
    entry.paused = true;
    this.dispatchEvent(new Event("pause"));
  });
  const load = vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => undefined);
  return {
    plays,
    finish(video) {
      const entry = of(video);
      entry.ended = true;
      entry.paused = true;
      video.dispatchEvent(new Event("pause"));
      video.dispatchEvent(new Event("ended"));
    },
    restore() {
      [paused, ended, play, pause, load].forEach((spy) => spy.mockRestore());
    },
  };
}

export interface ViewportStub {
  /** Moves the element into or out of view (its observers are told, as the browser would). */
  show(element: Element, visible: boolean): void;
}

/**
 * An IntersectionObserver whose elements are in view when observed (or as `show` says later).
 */
export function stubViewport(): ViewportStub {
  const observers = new Set<{
    callback: IntersectionObserverCallback;
    elements: Set<Element>;
    self: IntersectionObserver;
  }>();
  const entry = (target: Element, visible: boolean) =>
    ({
      target,
      isIntersecting: visible,
      intersectionRatio: visible ? 1 : 0,
    }) as IntersectionObserverEntry;
  class FakeIntersectionObserver {
    private readonly record;
    constructor(callback: IntersectionObserverCallback) {
      this.record = {
        callback,
        elements: new Set<Element>(),
        self: this as unknown as IntersectionObserver,
      };
      observers.add(this.record);
    }
    observe(element: Element) {
      this.record.elements.add(element);
      this.record.callback([entry(element, true)], this.record.self);
    }
    unobserve(element: Element) {
      this.record.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.record);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return {
    show(element, visible) {
      for (const observer of observers) {
        if (observer.elements.has(element))
          observer.callback([entry(element, visible)], observer.self);
      }
    },
  };
}
