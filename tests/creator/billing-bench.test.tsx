/**
 * The billing benchmark of decision 0054 (run by `npm run bench:billing`, skipped otherwise): the
 * billing tab with 100 and with 10,000 records of the creator in the default range, timed from
 * opening /application/main?tab=3 until the table's rows and the chart (all filtered records read
 * and summed per day and model) are on the page. The records are written into the test backend
 * here, so the normal seed stays as it is. The 10,000 case must take under 2× the 100 case.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ModelId } from "@/generated/model/modelId";
import { state } from "@mocks/testing";
import { renderApp } from "../render";
import { seededProgramme, seededUser } from "./helpers";

const RUNS = 3;
const MODELS = Object.values(ModelId);

async function fillBilling(count: number) {
  const user = await seededUser();
  const { approved } = await seededProgramme(user);
  const { db } = state();
  db.billing.deleteMany((q) => q.where({ user_id: user.user_id }));
  const now = Math.floor(Date.now() / 1000);
  const span = 6 * 86_400;
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      db.billing.create({
        request_id: `bench-${i}`,
        req_time: now - Math.floor((span * i) / count),
        project_id: approved.project_id,
        project_name: approved.project_name,
        user_id: user.user_id,
        model_id: MODELS[i % MODELS.length]!,
        rsp_amout: ((i * 37) % 5000) / 100,
      }),
    ),
  );
  return user;
}

/** Milliseconds until the table's first page, and until the chart too. */
async function timeBillingTab(count: number): Promise<{ table: number; chart: number }> {
  const user = await fillBilling(count);
  const started = performance.now();
  const view = await renderApp("/application/main?tab=3", { user });
  const table = await screen.findByTestId("billing-table", {}, { timeout: 60_000 });
  await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(11));
  const tableMs = performance.now() - started;
  await screen.findByTestId("billing-chart", {}, { timeout: 60_000 });
  const chartMs = performance.now() - started;
  view.unmount();
  return { table: tableMs, chart: chartMs };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.runIf(process.env.BENCH_BILLING === "1")("billing benchmark", () => {
  it("renders 10,000 records in under 2× the time of 100", async () => {
    await timeBillingTab(100); // warm-up: module transforms and first renders
    const small: { table: number; chart: number }[] = [];
    const large: { table: number; chart: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      small.push(await timeBillingTab(100));
      large.push(await timeBillingTab(10_000));
    }
    const figure = (runs: typeof small, part: "table" | "chart") =>
      `${runs.map((r) => r[part].toFixed(0)).join(", ")} ms (median ${median(runs.map((r) => r[part])).toFixed(0)})`;
    const ratio = (part: "table" | "chart") =>
      median(large.map((r) => r[part])) / median(small.map((r) => r[part]));
    console.log(
      `[bench:billing] table — 100: ${figure(small, "table")}; 10,000: ${figure(large, "table")}; ratio ${ratio("table").toFixed(2)}\n` +
        `[bench:billing] table and chart — 100: ${figure(small, "chart")}; 10,000: ${figure(large, "chart")}; ratio ${ratio("chart").toFixed(2)}`,
    );
    expect(ratio("table")).toBeLessThan(2);
    expect(ratio("chart")).toBeLessThan(2);
  }, 600_000);
});
