/**
 * The mock build's service worker (public/mock-worker.js, docs/decisions/0096): the app's own
 * files go straight to the network by the worker's static routes, without a round trip through
 * the page's main thread; the calls of the API still reach the mock backend in the worker. Checked
 * on a reload, when the worker controls the page from its first request.
 */
import { expect, test } from "@playwright/test";
import { settled } from "./fixtures";

test("the app's files bypass the mock worker; its calls reach the mock backend", async ({
  page,
}) => {
  await page.goto("/knowledge/home");
  await settled(page);
  await page.waitForFunction(() => Boolean(window.__mock));
  await page.reload();
  await settled(page);
  await expect(page.getByRole("link", { name: /./ }).first()).toBeVisible();

  const entries = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => {
      const timing = entry as PerformanceResourceTiming & { workerMatchedSourceType?: string };
      return {
        path: new URL(timing.name).pathname,
        routedTo: timing.workerMatchedSourceType ?? "",
        throughWorker: timing.workerStart > 0,
      };
    }),
  );
  const files = entries.filter((entry) => entry.path.startsWith("/assets/"));
  const calls = entries.filter((entry) => entry.path.startsWith("/api/"));
  expect(files.length).toBeGreaterThan(10);
  expect(files.filter((file) => file.routedTo !== "network")).toEqual([]);
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => call.routedTo === "network" || !call.throughWorker)).toEqual([]);
});
