/**
 * The billing chart: consumption per day by model (USD), stacked bars. recharts is imported only
 * here, and this module is loaded by the billing tab after its first render (docs/decisions/0034).
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { memo, useCallback } from "react";
import type { ModelId } from "@/generated/model";
import { useLanguage } from "@/hooks/use-language";
import { formatDate } from "@/lib/format";
import { MODEL_NAMES, parseDay, type ChartDay } from "./billing-model";

const COLOURS = [
  "#2d72d2",
  "#238551",
  "#c87619",
  "#cd4246",
  "#7961db",
  "#147eb3",
  "#d1980b",
  "#634dbf",
  "#29a634",
  "#db2c6f",
];

// The chart's settings as constants: recharts copies its props into its own store after each
// render and redraws what changed by reference (docs/decisions/0090).
const MARGIN = { top: 8, right: 16, bottom: 0, left: 0 };
const TICK = { fontSize: 12 };
const dollars = (value: unknown) => `$${Number(value).toFixed(4)}`;

/**
 * Drawn again only when its data changes (memo): recharts' render of a stacked chart is the
 * billing tab's heaviest work (docs/decisions/0090).
 */
function BillingChart({
  days,
  models,
  label,
}: {
  days: ChartDay[];
  models: ModelId[];
  label: string;
}) {
  const [language] = useLanguage();
  // The days under the bars in the reader's form (docs/decisions/0087), one function per language
  // so that recharts sees the same props while the data stays.
  const dayLabel = useCallback(
    (day: unknown) => formatDate(parseDay(String(day)), language) || String(day),
    [language],
  );
  return (
    <figure className="creator-billing__chart" aria-label={label} data-testid="billing-chart">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={days} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={TICK} tickFormatter={dayLabel} />
          <YAxis tick={TICK} width={64} />
          <Tooltip formatter={dollars} labelFormatter={dayLabel} />
          <Legend />
          {models.map((model, index) => (
            <Bar
              key={model}
              dataKey={String(model)}
              name={MODEL_NAMES[model]}
              stackId="models"
              fill={COLOURS[index % COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

export default memo(BillingChart);
