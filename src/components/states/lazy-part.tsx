import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { loadOnce } from "@/lib/load-once";
import { LoadBoundary } from "./load-boundary";

interface LazyPartOptions<P> {
  /** What stands in the part's place while its code loads (the same frame: nothing moves). */
  fallback(props: P): ReactNode;
  /** What stands there when its code did not arrive (offline, a new deployment); `retry` loads it again. */
  failed(retry: () => void, error: unknown, props: P): ReactNode;
}

/** A component made by `lazyPart`, with `preload` to start fetching its code before it renders. */
export type LazyPart<P> = ComponentType<P> & { preload(): void };

/**
 * A part of a page whose code loads after the page's first render, outside its first load
 * (docs/decisions/0056, 0062): the page calls `preload()` when it starts fetching the part's data,
 * so that code and data arrive together. If the code does not arrive, the part alone shows
 * `failed` with a Retry (LoadBoundary), and the rest of the page stays.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback, failed }: LazyPartOptions<P>,
): LazyPart<P> {
  const loadPart = loadOnce(() => load().then((component) => ({ default: component })));
  // A rejected lazy() stays rejected: a retry makes a fresh one.
  let Part = lazy(loadPart);

  function Lazy(props: P) {
    return (
      <LoadBoundary
        onRetry={() => {
          Part = lazy(loadPart);
        }}
        failed={(retry, error) => failed(retry, error, props)}
      >
        {() => (
          <Suspense fallback={fallback(props)}>
            <Part {...props} />
          </Suspense>
        )}
      </LoadBoundary>
    );
  }
  return Object.assign(Lazy, { preload: () => void loadPart().catch(() => undefined) });
}
