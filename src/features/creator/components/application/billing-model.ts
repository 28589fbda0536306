/**
 * The billing tab's pure parts: the filter as URL parameters (a shared link opens the same view),
 * the models' names, the per-day sums of the chart and the CSV of all filtered records with both
 * currencies (creator-programme.md §2 tab 3, §9). Amounts go through money.ts (integer units).
 */
import type { BillingRecord } from "@/generated/model";
import { ModelId } from "@/generated/model/modelId";
import {
  BILLING_PAGE_SIZES,
  type BillingFilter,
  type BillingPageSize,
} from "@/api/creator/billing";
import {
  centsToUnitNumber,
  centsToUnits,
  convertUnits,
  UNITS_PER_DOLLAR,
  unitsToDecimal,
} from "../../money";

const UNITS_PER_DOLLAR_NUMBER = Number(UNITS_PER_DOLLAR);

/** The models' product names (the same in every language), in the filter's order. */
export const MODEL_NAMES: Record<ModelId, string> = {
  [ModelId.Gpt35]: "GPT-3.5",
  [ModelId.Gpt4]: "GPT-4",
  [ModelId.Gpt4o]: "GPT-4o",
  [ModelId.Dalle3]: "DALL-E 3",
  [ModelId.Tts1]: "tts-1",
  [ModelId.Tts1Hd]: "tts-1-hd",
  [ModelId.Whisper]: "whisper",
  [ModelId.ClaudeHaiku]: "Claude 3 Haiku",
  [ModelId.ClaudeSonnet]: "Claude 3 Sonnet",
  [ModelId.ClaudeSonnet35]: "Claude 3.5 Sonnet",
};
export const MODEL_IDS = Object.values(ModelId);

/** §9: 10 records a page (the first size offered) unless the user chooses 30 or 50. */
const DEFAULT_PAGE_SIZE = BILLING_PAGE_SIZES[0];

/** The default range: the last 7 days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

export interface BillingView {
  filter: BillingFilter;
  /** The range as the date inputs show it (YYYY-MM-DD, local days). */
  from: string;
  to: string;
  page: number;
  size: BillingPageSize;
}

const pad = (n: number) => String(n).padStart(2, "0");
export const dayText = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The day a chart key or an address names (YYYY-MM-DD), or null. */
export function parseDay(text: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? "");
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayText(date) === text ? date : null;
}

const startSeconds = (day: Date) => Math.floor(day.getTime() / 1000);
const endSeconds = (day: Date) =>
  Math.floor(new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime() / 1000) - 1;

/** The view a URL's parameters name; missing or bad values take the defaults. */
export function viewFromParams(params: URLSearchParams, today = new Date()): BillingView {
  const model = Number(params.get("model"));
  const modelId = MODEL_IDS.includes(model as ModelId) ? (model as ModelId) : undefined;
  // The demo as creator-programme.md §2 names it; `project` is what earlier links carry.
  const projectId = params.get("demo") || params.get("project") || undefined;
  const defaultTo = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  let toDay = parseDay(params.get("to")) ?? defaultTo;
  let fromDay =
    parseDay(params.get("from")) ??
    new Date(toDay.getFullYear(), toDay.getMonth(), toDay.getDate() - (DEFAULT_RANGE_DAYS - 1));
  if (fromDay > toDay) [fromDay, toDay] = [toDay, fromDay];
  const size = Number(params.get("size"));
  const page = Number(params.get("page"));
  return {
    filter: { modelId, projectId, beginTime: startSeconds(fromDay), endTime: endSeconds(toDay) },
    from: dayText(fromDay),
    to: dayText(toDay),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: BILLING_PAGE_SIZES.includes(size as BillingPageSize)
      ? (size as BillingPageSize)
      : DEFAULT_PAGE_SIZE,
  };
}

/** The URL parameters of a view (with the tab's own). */
export function paramsOfView(view: BillingView, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string | undefined) =>
    value ? params.set(name, value) : params.delete(name);
  set("model", view.filter.modelId !== undefined ? String(view.filter.modelId) : undefined);
  set("demo", view.filter.projectId);
  params.delete("project");
  set("from", view.from);
  set("to", view.to);
  set("page", String(view.page));
  set("size", String(view.size));
  return params;
}

/** One day of the chart: the dollars per model (as numbers, for drawing only). */
export type ChartDay = { day: string } & Partial<Record<ModelId, number>>;

/** Consumption per day and model, every day of the range present, in USD. */
export function chartDays(records: readonly BillingRecord[], view: BillingView): ChartDay[] {
  // The days' first seconds, ascending: a record's day is found by its time, without a Date and a
  // text per record (10,000 records: a few ms instead of a long task on a phone; decision 0090).
  const days: string[] = [];
  const starts: number[] = [];
  const to = parseDay(view.to)!;
  for (let d = parseDay(view.from)!; d <= to; d.setDate(d.getDate() + 1)) {
    days.push(dayText(d));
    starts.push(startSeconds(d));
  }
  const end = endSeconds(to);
  const units = days.map(() => new Map<ModelId, number>());
  for (const record of records) {
    const time = record.req_time;
    if (starts.length === 0 || time < starts[0]! || time > end) continue;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= time) low = middle;
      else high = middle - 1;
    }
    const day = units[low]!;
    day.set(record.model_id, (day.get(record.model_id) ?? 0) + centsToUnitNumber(record.rsp_amout));
  }
  return days.map((day, index) => {
    const entry: ChartDay = { day };
    for (const [model, total] of units[index]!) entry[model] = total / UNITS_PER_DOLLAR_NUMBER;
    return entry;
  });
}

/** The models that appear in the records (the chart's series). */
export const modelsIn = (records: readonly BillingRecord[]): ModelId[] =>
  MODEL_IDS.filter((id) => records.some((r) => r.model_id === id));

/** A CSV cell: quoted when needed; text that a spreadsheet would run as a formula is defused. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV of records: a header row, then one row per record with USD and CNY amounts. */
export function billingCsv(
  records: readonly BillingRecord[],
  header: readonly string[],
  rate: bigint,
): string {
  const rows = records.map((record) => {
    const usd = centsToUnits(record.rsp_amout);
    return [
      record.request_id,
      new Date(record.req_time * 1000).toISOString(),
      record.project_name,
      MODEL_NAMES[record.model_id] ?? String(record.model_id),
      unitsToDecimal(usd),
      unitsToDecimal(convertUnits(usd, "CNY", rate)),
    ];
  });
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
