/**
 * The queue's timings (platform.md §4, portal.md §4, §9): a finished upload is shown as a success
 * for 3 s before it is ready, and its URL is awaited up to 2 s to become loadable. Mutable only so
 * that component tests can shorten them; the app never changes them.
 */
export const uploadTimings = {
  successMs: 3000,
  loadableMs: 2000,
  /** Between two attempts to load a URL that is not loadable yet. */
  loadableRetryMs: 250,
};
