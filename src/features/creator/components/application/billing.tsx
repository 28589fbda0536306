/**
 * The billing tab (creator-programme.md §2 tab 3, §7, §9): filters for the model (all and the ten
 * models), the project and the date range (default the last 7 days), pages of 10/30/50 — all in
 * the URL, so a shared link opens the same view; the filtered records' table; the chart of
 * consumption per day by model (recharts, loaded after the tab's first render); and the CSV export
 * of every filtered record with both currencies.
 */
import { Button, FormGroup, Intent } from "@blueprintjs/core";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { showToast } from "@/components/toaster";
import { QueryErrorView } from "@/components/states/query-error-view";
import { EmptyState } from "@/components/states/empty-state";
import type { ModelId } from "@/generated/model";
import { useMoneySettings } from "@/api/creator/accounts";
import {
  allBillingQueryOptions,
  BILLING_PAGE_SIZES,
  useAllBilling,
  useBillingPage,
  type BillingPageSize,
} from "@/api/creator/billing";
import { useProjectChoices } from "@/api/creator/projects";
import { formatCents, rateUnits } from "../../money";
import { LoadingNote } from "../loading-note";
import {
  billingCsv,
  chartDays,
  MODEL_IDS,
  MODEL_NAMES,
  modelsIn,
  paramsOfView,
  viewFromParams,
  type BillingView,
  type ChartDay,
} from "./billing-model";
import { apiErrorMessage } from "@/lib/error-message";
import { useFailureText } from "./shared";
import { useSettledValue } from "@/hooks/use-settled-value";
import { Select } from "@/components/form/select";
import { useLanguage } from "@/hooks/use-language";
import { formatDateTime } from "@/lib/format-time";

const BillingChart = lazy(() => import("./billing-chart"));

export function Billing() {
  const { t } = useTranslation("application");
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const settings = useMoneySettings();
  const rate = rateUnits(settings.fxRate);

  // The defaults go into the address at once, so the shown view is the one a link shares.
  const complete = paramsOfView(view, params);
  const completeText = complete.toString();
  useEffect(() => {
    if (completeText !== params.toString())
      setParams(new URLSearchParams(completeText), { replace: true });
  }, [completeText, params, setParams]);

  // Changes made in quick succession build on each other, not on a render that has not happened
  // yet (the router applies a new address after its loaders).
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  // The filters show a change at once. The router applies the new address in a transition, later:
  // until then a controlled select would be put back to the old value, and an arrow key pressed
  // meanwhile would step from there, losing the previous step (docs/decisions/0094). `base` is the
  // address the change was made on; once the address moves on, the filters follow it again.
  const [asked, setAsked] = useState<{ base: string; params: URLSearchParams }>();
  const paramsText = params.toString();
  if (asked && asked.base !== paramsText) setAsked(undefined);
  const shownParams = asked?.base === paramsText ? asked.params : params;
  const filterView = useMemo(() => viewFromParams(shownParams), [shownParams]);
  const change: Change = (next, keepPage = false) => {
    const current = viewFromParams(latest.current);
    const { modelId, projectId, ...rest } = next;
    const filter = { ...current.filter };
    if ("modelId" in next) filter.modelId = modelId;
    if ("projectId" in next) filter.projectId = projectId;
    const merged = {
      ...current,
      ...rest,
      filter,
      page: keepPage ? (next.page ?? current.page) : 1,
    };
    const nextParams = paramsOfView(merged, latest.current);
    latest.current = nextParams;
    setAsked({ base: paramsText, params: nextParams });
    setParams(nextParams);
  };

  const page = useBillingPage(view.filter, view.page, view.size);
  // The chart's many reads start once the table's page has come (or failed), never before it.
  const tableShown = !page.isPending && !page.isPlaceholderData;
  return (
    <div className="creator-billing" data-testid="billing">
      <BillingFilters view={filterView} change={change} />
      <BillingChartArea view={view} ready={tableShown} />
      <BillingTable page={page} view={view} rate={rate} change={change} />
      <CsvExport view={view} rate={rate} empty={!tableShown || page.data?.comm_total === 0} />
      <p className="creator-muted">{t("billing.rateNote", { rate: settings.fxRate ?? 7 })}</p>
    </div>
  );
}

/** A change of the view: the filter's model and project, the range, the page and its size. */
type ViewPatch = Partial<Pick<BillingView, "from" | "to" | "page" | "size">> & {
  modelId?: ModelId;
  projectId?: string;
};
type Change = (next: ViewPatch, keepPage?: boolean) => void;

function BillingFilters({ view, change }: { view: BillingView; change: Change }) {
  const { t } = useTranslation(["application", "common"]);
  const failure = useFailureText();
  const projects = useProjectChoices();
  return (
    <form
      className="creator-billing__filters"
      aria-label={t("billing.filters")}
      onSubmit={(e) => e.preventDefault()}
    >
      <FormGroup label={t("billing.model")} labelFor="billing-model">
        <Select
          id="billing-model"
          value={view.filter.modelId ?? ""}
          onChange={(e) => {
            const value = e.currentTarget.value;
            change({ modelId: value ? (Number(value) as ModelId) : undefined });
          }}
        >
          <option value="">{t("billing.allModels")}</option>
          {MODEL_IDS.map((id) => (
            <option key={id} value={id}>
              {MODEL_NAMES[id]}
            </option>
          ))}
        </Select>
      </FormGroup>
      <FormGroup
        label={t("billing.project")}
        labelFor="billing-project"
        intent={projects.isError ? Intent.DANGER : Intent.NONE}
        helperText={
          // Without the user's projects the filter offers only "all": say why, with a retry.
          projects.isError ? (
            <span role="alert">
              {failure(projects.error)}{" "}
              <Button
                variant="minimal"
                size="small"
                text={t("common:actions.retry")}
                onClick={() => void projects.refetch()}
                disabled={projects.isFetching}
              />
            </span>
          ) : undefined
        }
      >
        <Select
          id="billing-project"
          value={view.filter.projectId ?? ""}
          onChange={(e) => change({ projectId: e.currentTarget.value || undefined })}
        >
          <option value="">{t("billing.allProjects")}</option>
          {view.filter.projectId &&
          !projects.data?.some((p) => p.project_id === view.filter.projectId) ? (
            <option value={view.filter.projectId}>{view.filter.projectId}</option>
          ) : null}
          {(projects.data ?? []).map((p) => (
            <option key={p.project_id} value={p.project_id}>
              {p.project_name}
            </option>
          ))}
        </Select>
      </FormGroup>
      <FormGroup label={t("billing.from")} labelFor="billing-from">
        <input
          id="billing-from"
          className="bp6-input"
          type="date"
          value={view.from}
          max={view.to}
          onChange={(e) => e.currentTarget.value && change({ from: e.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup label={t("billing.to")} labelFor="billing-to">
        <input
          id="billing-to"
          className="bp6-input"
          type="date"
          value={view.to}
          min={view.from}
          onChange={(e) => e.currentTarget.value && change({ to: e.currentTarget.value })}
        />
      </FormGroup>
    </form>
  );
}

/** How long the filters rest before the chart follows them (ms). */
const CHART_SETTLE_MS = 400;

/** Views the chart draws alike: the same filter and range (the table's page does not matter). */
const sameChartView = (a: BillingView, b: BillingView) =>
  a.from === b.from &&
  a.to === b.to &&
  a.filter.modelId === b.filter.modelId &&
  a.filter.projectId === b.filter.projectId &&
  a.filter.beginTime === b.filter.beginTime &&
  a.filter.endTime === b.filter.endTime;

/** What the chart draws: the range's days and the models that appear. */
interface ChartData {
  days: ChartDay[];
  models: ModelId[];
  empty: boolean;
}

/**
 * The chart follows the filter without holding input back (docs/decisions/0090): while the next
 * filter's records are read the last chart stays (dimmed), and the chart redraws in a deferred,
 * interruptible render, so a key press or a tap on the filters is handled first.
 */
function BillingChartArea({ view, ready }: { view: BillingView; ready: boolean }) {
  const { t } = useTranslation("application");
  // The chart reads and redraws for the filter once it rests: stepping through the models with
  // the arrow keys reads 10,000 records once, not at every step.
  const chartView = useSettledValue(view, CHART_SETTLE_MS, sameChartView);
  const all = useAllBilling(chartView.filter, ready);
  const records = all.isPlaceholderData ? undefined : all.data;
  const current = useMemo<ChartData | undefined>(
    () =>
      records
        ? {
            days: chartDays(records, chartView),
            models: modelsIn(records),
            empty: records.length === 0,
          }
        : undefined,
    [records, chartView],
  );
  // Records of a filter the user has already left are not drawn (the chart drawn last stays,
  // dimmed): they often come after the next key press, and recharts' redraw is a few long tasks
  // that would hold it (50-800 ms each on a phone; docs/decisions/0094).
  const moving = !sameChartView(view, chartView);
  const [last, setLast] = useState(current);
  if (current && current !== last && !(moving && last)) setLast(current);
  const shown = useDeferredValue(last);
  const stale = shown !== current || moving;
  if (all.isPending) return <LoadingNote text={t("billing.chartLoading")} />;
  if (all.isError) {
    return (
      <QueryErrorView
        error={all.error}
        onRetry={() => void all.refetch()}
        retrying={all.isFetching}
      />
    );
  }
  if (!shown || shown.empty) return null;
  return (
    // The previous filter's chart, dimmed, while the next one's records are read.
    <div className={stale ? "creator-billing__stale" : undefined} aria-busy={stale}>
      <Suspense fallback={<LoadingNote text={t("billing.chartLoading")} />}>
        <BillingChart days={shown.days} models={shown.models} label={t("billing.chart")} />
      </Suspense>
    </div>
  );
}

function BillingTable({
  page,
  view,
  rate,
  change,
}: {
  page: ReturnType<typeof useBillingPage>;
  view: BillingView;
  rate: bigint;
  change: Change;
}) {
  const { t } = useTranslation("application");
  const [language] = useLanguage();
  if (page.isPending) return <LoadingNote text={t("billing.loading")} />;
  if (page.isError) {
    return (
      <QueryErrorView
        error={page.error}
        onRetry={() => void page.refetch()}
        retrying={page.isFetching}
      />
    );
  }
  const { list, comm_total: total } = page.data;
  const pages = Math.max(1, Math.ceil(total / view.size));
  if (total === 0) return <EmptyState hideAction title={t("billing.empty")} description={null} />;
  return (
    <>
      <table
        className="creator-table"
        data-testid="billing-table"
        aria-busy={page.isPlaceholderData}
      >
        <caption className="creator-muted">{t("billing.count", { count: total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("billing.time")}</th>
            <th scope="col">{t("billing.project")}</th>
            <th scope="col">{t("billing.model")}</th>
            <th scope="col">{t("billing.amountUsd")}</th>
            <th scope="col">{t("billing.amountCny")}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((record) => (
            <tr key={record.request_id}>
              <td>{formatDateTime(record.req_time, language)}</td>
              <td>{record.project_name}</td>
              <td>{MODEL_NAMES[record.model_id] ?? record.model_id}</td>
              <td className="creator-amount">{formatCents(record.rsp_amout, "USD", rate)}</td>
              <td className="creator-amount">{formatCents(record.rsp_amout, "CNY", rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="creator-pager" aria-label={t("billing.pages")}>
        <Button disabled={view.page <= 1} onClick={() => change({ page: view.page - 1 }, true)}>
          {t("billing.previous")}
        </Button>
        <span>{t("billing.pageOf", { page: Math.min(view.page, pages), pages })}</span>
        <Button disabled={view.page >= pages} onClick={() => change({ page: view.page + 1 }, true)}>
          {t("billing.next")}
        </Button>
        <label className="creator-pager__size">
          {t("billing.pageSize")}
          <Select
            value={view.size}
            onChange={(e) => change({ size: Number(e.currentTarget.value) as BillingPageSize })}
          >
            {BILLING_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </label>
      </nav>
    </>
  );
}

/** Disabled while the filters' records are not known, and when there are none to export. */
function CsvExport({ view, rate, empty }: { view: BillingView; rate: bigint; empty: boolean }) {
  const { t } = useTranslation("application");
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const records = await queryClient.fetchQuery(allBillingQueryOptions(view.filter));
      const header = [
        t("billing.csv.request"),
        t("billing.csv.time"),
        t("billing.csv.project"),
        t("billing.csv.model"),
        t("billing.csv.usd"),
        t("billing.csv.cny"),
      ];
      const csv = billingCsv(records, header, rate);
      const url = URL.createObjectURL(
        new Blob(["\ufeff", csv], { type: "text/csv;charset=utf-8" }),
      );
      const link = document.createElement("a");
      link.href = url;
      link.download = `billing-${view.from}-${view.to}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      void showToast(apiErrorMessage(error) ?? t("app.failed"), "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      intent={Intent.PRIMARY}
      variant="outlined"
      loading={busy}
      disabled={empty}
      onClick={() => void exportCsv()}
    >
      {t("billing.export")}
    </Button>
  );
}
