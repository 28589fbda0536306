/**
 * The mock build's service worker (public/mock-worker.js, docs/decisions/0096): the app's own
 * files go straight to the network by the worker's static routes, without a round trip through
 * the page's main thread; the calls of the API still reach the mock backend in the worker. Checked
 * on what the page fetches once the worker controls it: the next page's chunks and calls.
 */
import { expect, test } from "@playwright/test";
import { openInApp, settled } from "./fixtures";

test("the app's files bypass the mock worker; its calls reach the mock backend", async ({
  page,
}) => {
  await page.goto("/gate");
  await settled(page);
  const controlledSince = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) throw new Error("the page has no service worker");
    return performance.now();
  });
  await openInApp(page, "/knowledge/home");
  await expect(page.locator('main#main a[href*="/knowledge/detail"]').first()).toBeVisible();

  const entries = await page.evaluate(
    (since) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime >= since)
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming & { workerMatchedSourceType?: string };
          return {
            path: new URL(timing.name).pathname,
            routedTo: timing.workerMatchedSourceType ?? "",
            throughWorker: timing.workerStart > 0,
          };
        }),
    controlledSince,
  );
  const files = entries.filter((entry) => entry.path.startsWith("/assets/"));
  const calls = entries.filter((entry) => entry.path.startsWith("/api/"));
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => file.routedTo !== "network")).toEqual([]);
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => call.routedTo === "network" || !call.throughWorker)).toEqual([]);
});
