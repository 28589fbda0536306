/**
 * The incentive account tab (creator-programme.md §2 tab 2, §4, §9): the summary (total balance,
 * gifts, yesterday, this month, total consumption) and per accepted project its balance, expiry,
 * gifts, consumption, the daily limit with its switch, the top-up hint (balance below 2 dollars)
 * and the renew hint (expiry within 864000 s) with their requests and pending states, and the
 * project's incentive records. Amounts show with 4 decimals in USD or CNY (money.ts: integer
 * units, no drift).
 */
import { Button, Collapse, Intent, Tag } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "@/lib/error-message";
import { showToast } from "@/components/toaster";
import type { IncentiveAccount } from "@/generated/model";
import { ApplyType } from "@/generated/model/applyType";
import { AuditStatus } from "@/generated/model/auditStatus";
import { Flag } from "@/generated/model/flag";
import { useLanguage } from "@/hooks/use-language";
import { formatDate } from "@/lib/format";
import {
  useIncentiveAccounts,
  useIncentiveRecords,
  useMoneySettings,
  useRequestRenewal,
  useRequestTopUp,
  TOP_UP_DOLLARS,
} from "@/api/creator/accounts";
import { formatCents, rateUnits, type CurrencyCode } from "../../money";
import { LoadingNote } from "../loading-note";
import { CurrencyToggle } from "./currency-toggle";
import { DayLimitForm } from "./day-limit-form";
import { QueryStates } from "./shared";

/** Below this balance (cents: 2 dollars) the top-up hint shows. */
export const TOP_UP_THRESHOLD_CENTS = 200;
/** Within this many seconds of the expiry the renew hint shows (10 days). */
export const RENEW_WINDOW_SECONDS = 864_000;

export const needsTopUp = (row: IncentiveAccount) =>
  row.balance < TOP_UP_THRESHOLD_CENTS && row.apply_balance === Flag.Off;
export const needsRenewal = (row: IncentiveAccount, nowSeconds: number) =>
  row.expire_time - nowSeconds <= RENEW_WINDOW_SECONDS && row.apply_expire_time === Flag.Off;

export function IncentiveAccounts() {
  const { t } = useTranslation("application");
  const accounts = useIncentiveAccounts();
  const settings = useMoneySettings();
  const [currency, setCurrency] = useState<CurrencyCode>("USD");
  const rate = rateUnits(settings.fxRate);
  const money = (cents: number) => formatCents(cents, currency, rate);

  return (
    <div className="creator-accounts" data-testid="incentive-accounts">
      <div className="creator-accounts__bar">
        <CurrencyToggle value={currency} onChange={setCurrency} />
      </div>
      <QueryStates
        query={accounts}
        loading={t("accounts.loading")}
        empty={t("accounts.empty")}
        isEmpty={(data) => !data.list.some((row) => row.audit_status === AuditStatus.Ok)}
      >
        {(data) => (
          <>
            <dl className="creator-summary" aria-label={t("accounts.summary")}>
              {(
                [
                  ["balance", data.total_balance],
                  ["gifts", data.total_gifts],
                  ["yesterday", data.total_yesterday_consume],
                  ["month", data.total_month_consume],
                  ["consume", data.total_consume],
                ] as const
              ).map(([name, cents]) => (
                <div key={name} className="creator-summary__item">
                  <dt>{t(`accounts.totals.${name}`)}</dt>
                  <dd className="creator-amount">{money(cents)}</dd>
                </div>
              ))}
            </dl>
            <ul className="creator-accounts__list">
              {data.list
                .filter((row) => row.audit_status === AuditStatus.Ok)
                .map((row) => (
                  <AccountCard
                    key={row.project_id}
                    row={row}
                    money={money}
                    maxDollars={settings.dayLimitMaxDollars}
                  />
                ))}
            </ul>
          </>
        )}
      </QueryStates>
    </div>
  );
}

function AccountCard({
  row,
  money,
  maxDollars,
}: {
  row: IncentiveAccount;
  money: (cents: number) => string;
  maxDollars: number;
}) {
  const { t } = useTranslation("application");
  const [language] = useLanguage();
  const [showRecords, setShowRecords] = useState(false);
  // The hints compare with the time the card was shown.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  return (
    <li className="creator-account" data-testid={`account-${row.project_id}`}>
      <h3 className="creator-account__name">{row.project_name}</h3>
      <dl className="creator-account__facts">
        <div>
          <dt>{t("accounts.balance")}</dt>
          <dd className="creator-amount">{money(row.balance)}</dd>
        </div>
        <div>
          <dt>{t("accounts.expiry")}</dt>
          <dd>{formatDate(row.expire_time, language)}</dd>
        </div>
        <div>
          <dt>{t("accounts.gifts")}</dt>
          <dd className="creator-amount">{money(row.total_gifts)}</dd>
        </div>
        <div>
          <dt>{t("accounts.consume")}</dt>
          <dd className="creator-amount">{money(row.total_consume)}</dd>
        </div>
      </dl>
      <AccountHints row={row} now={now} />
      <DayLimitForm row={row} maxDollars={maxDollars} />
      <Button
        variant="minimal"
        aria-expanded={showRecords}
        onClick={() => setShowRecords((shown) => !shown)}
      >
        {t(showRecords ? "accounts.records.hide" : "accounts.records.show")}
      </Button>
      <Collapse isOpen={showRecords}>
        {showRecords ? <IncentiveRecords projectId={row.project_id} money={money} /> : null}
      </Collapse>
    </li>
  );
}

function AccountHints({ row, now }: { row: IncentiveAccount; now: number }) {
  const { t } = useTranslation("application");
  const topUp = useRequestTopUp();
  const renew = useRequestRenewal();
  const requestTopUp = async () => {
    try {
      await topUp.request(row.project_id, t("accounts.topUp.reason"));
      void showToast(t("accounts.topUp.sent"), "success");
    } catch (error) {
      void showToast(apiErrorMessage(error) ?? t("app.failed"), "error");
    }
  };
  const requestRenewal = async () => {
    try {
      await renew.mutateAsync({ data: { project_id: row.project_id } });
      void showToast(t("accounts.renew.sent"), "success");
    } catch (error) {
      void showToast(apiErrorMessage(error) ?? t("app.failed"), "error");
    }
  };
  return (
    <div className="creator-account__hints">
      {row.apply_balance === Flag.On ? (
        <Tag intent={Intent.WARNING} minimal round data-testid="top-up-pending">
          {t("accounts.topUp.pending")}
        </Tag>
      ) : needsTopUp(row) ? (
        <div className="creator-hint" role="note">
          <span>{t("accounts.topUp.hint")}</span>
          <Button
            intent={Intent.WARNING}
            loading={topUp.isPending}
            onClick={() => void requestTopUp()}
          >
            {t("accounts.topUp.request", { value: TOP_UP_DOLLARS })}
          </Button>
        </div>
      ) : null}
      {row.apply_expire_time === Flag.On ? (
        <Tag intent={Intent.WARNING} minimal round data-testid="renew-pending">
          {t("accounts.renew.pending")}
        </Tag>
      ) : needsRenewal(row, now) ? (
        <div className="creator-hint" role="note">
          <span>{t("accounts.renew.hint")}</span>
          <Button
            intent={Intent.WARNING}
            loading={renew.isPending}
            onClick={() => void requestRenewal()}
          >
            {t("accounts.renew.request")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const OP_NAMES: Record<ApplyType, "grant" | "topUp" | "renew"> = {
  [ApplyType.Project]: "grant",
  [ApplyType.Balance]: "topUp",
  [ApplyType.ExpireTime]: "renew",
};

function IncentiveRecords({
  projectId,
  money,
}: {
  projectId: string;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation("application");
  const [language] = useLanguage();
  const records = useIncentiveRecords(projectId);
  if (records.isPending) return <LoadingNote text={t("accounts.records.loading")} />;
  return (
    <QueryStates
      query={records}
      loading={t("accounts.records.loading")}
      empty={t("accounts.records.empty")}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <table className="creator-table creator-table--compact">
          <caption>{t("accounts.records.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("accounts.records.time")}</th>
              <th scope="col">{t("accounts.records.type")}</th>
              <th scope="col">{t("accounts.records.value")}</th>
              <th scope="col">{t("accounts.records.expiry")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((record, index) => (
              <tr key={`${record.create_time}-${index}`}>
                <td>{formatDate(record.create_time, language)}</td>
                <td>{t(`accounts.records.ops.${OP_NAMES[record.op_type]}`)}</td>
                <td className="creator-amount">{money(record.op_value)}</td>
                <td>{formatDate(record.expire_time, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </QueryStates>
  );
}
