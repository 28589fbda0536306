/**
 * The mock runtimes render the app while its backend starts (main.tsx): the mock build's service
 * worker seeds its data and registers, dev:shared arms the URL's faults and states on the shared
 * server. Until then no call may leave: the mock worker would not see it, and `?mock=`/`?state=`
 * must apply before the page's first call. The mutator (src/lib/api-client.ts) waits for
 * backendReady(); in production nothing is held and calls go at once. Uploads and the console's
 * sockets go where a call has answered (initUploadLsCos's target, a prepared room), so after.
 */
let ready: Promise<void> | undefined;

/**
 * Holds every call until `starting` settles (a failed start releases them to the network). The
 * document says how far the backend is (`<html data-mock-backend="starting|ready|failed">`): the
 * browser tests wait for it before they call the backend themselves (e2e/fixtures.ts, settled).
 */
export function holdCallsUntil(starting: Promise<unknown>): void {
  const mark = (state: "starting" | "ready" | "failed") =>
    globalThis.document?.documentElement.setAttribute("data-mock-backend", state);
  mark("starting");
  ready = starting.then(
    () => mark("ready"),
    (error: unknown) => {
      mark("failed");
      console.error("[mock] the mock backend did not start:", error);
    },
  );
}

/** Resolves when calls may leave; undefined when nothing holds them (production, tests). */
export function backendReady(): Promise<void> | undefined {
  return ready;
}
