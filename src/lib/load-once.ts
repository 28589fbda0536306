/**
 * `load`, called at most once at a time: every call shares one promise; a failed load is
 * forgotten, so that the next call (a Retry, the next opening) fetches again. For the code that
 * parts of a page load after the first render (lazy-part.tsx, dropdown-menu.tsx).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
