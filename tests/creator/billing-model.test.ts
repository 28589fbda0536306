/**
 * The billing chart's per-day sums (creator-programme.md §9): every day of the range present, each
 * record on its local day, the sums per model exact (as the BigInt rule sums them), and records
 * outside the range left out.
 */
import { describe, expect, it } from "vitest";
import type { BillingRecord } from "@/generated/model";
import { ModelId } from "@/generated/model/modelId";
import { chartDays, viewFromParams } from "@/features/creator/components/application/billing-model";
import { sumCents, unitsToDecimal } from "@/features/creator/money";

const at = (year: number, month: number, day: number, hour: number, minute = 0) =>
  Math.floor(new Date(year, month - 1, day, hour, minute).getTime() / 1000);

const record = (time: number, model: ModelId, cents: number, i: number): BillingRecord => ({
  request_id: `req-${i}`,
  req_time: time,
  project_id: "21",
  project_name: "Star Courier",
  model_id: model,
  rsp_amout: cents,
});

describe("chartDays", () => {
  it("sums each model per local day over the range, exactly", () => {
    const view = viewFromParams(new URLSearchParams("from=2026-03-01&to=2026-03-03"));
    const amounts = [0.1, 0.2, 1.005, 12.34, 0.07, 3.3];
    const records = [
      record(at(2026, 2, 28, 23, 59), ModelId.Gpt4o, 99, 0), // the day before the range
      record(at(2026, 3, 1, 0, 0), ModelId.Gpt4o, amounts[0]!, 1),
      record(at(2026, 3, 1, 23, 59), ModelId.Gpt4o, amounts[1]!, 2),
      record(at(2026, 3, 1, 12), ModelId.Whisper, amounts[2]!, 3),
      record(at(2026, 3, 3, 0, 0), ModelId.Gpt4o, amounts[3]!, 4),
      record(at(2026, 3, 3, 23, 59), ModelId.Gpt4o, amounts[4]!, 5),
      record(at(2026, 3, 3, 8), ModelId.Gpt4o, amounts[5]!, 6),
      record(at(2026, 3, 4, 0, 0), ModelId.Gpt4o, 99, 7), // the day after
    ];
    const dollars = (cents: number[]) => Number(unitsToDecimal(sumCents(cents)));
    expect(chartDays(records, view)).toEqual([
      {
        day: "2026-03-01",
        [ModelId.Gpt4o]: dollars(amounts.slice(0, 2)),
        [ModelId.Whisper]: dollars([amounts[2]!]),
      },
      { day: "2026-03-02" },
      { day: "2026-03-03", [ModelId.Gpt4o]: dollars(amounts.slice(3)) },
    ]);
  });
});
