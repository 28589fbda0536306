/**
 * The incentive accounts of the application area (creator-programme.md §2 tabs 1 and 2, §4, §9;
 * decision 0005): the account list with its summary, the daily limit, the top-up and renew
 * requests, the grants of one project, and the two configuration values the pages compute with
 * (the daily-limit maximum in dollars and the USD→CNY rate). Mutation refusals are shown by the
 * caller (the limit form in its field, the hints by a toast) in the user's language.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  getProjectBalanceApplyMutationOptions,
  getProjectBalanceRenewMutationOptions,
  getProjectDayLimitEditMutationOptions,
  getProjectOpDetailsQueryOptions,
} from "@/generated/creator/creator";
import { configNumberQueryOptions } from "@/api/system/config";
import { GlobalConfigType } from "@/generated/model";
import { projectBalanceApplyRules } from "@/generated/rules";
import { incentiveAccountsQueryOptions } from "./incentive-accounts";
import { creatorKeys } from "./keys";

/** The top-up a request asks for, in whole dollars (creator-programme.md §9: 50). */
export const TOP_UP_DOLLARS = 50;
/** The daily-limit maximum when the configuration has none (dollars, §9). */
export const DEFAULT_DAY_LIMIT_MAX_DOLLARS = 1000;
/** The incentive-record list's page (§7: comm_limit 100, offset 0). */
const RECORDS_LIMIT = 100;

// The contract's bounds for the top-up value include 50 (checked once, at import).
if (
  TOP_UP_DOLLARS < projectBalanceApplyRules.change_value.minimum ||
  TOP_UP_DOLLARS > projectBalanceApplyRules.change_value.maximum
) {
  throw new Error("The top-up value is outside the contract's bounds.");
}

export const useIncentiveAccounts = () => useQuery(incentiveAccountsQueryOptions());

/** The two money settings: the daily-limit maximum (dollars) and the CNY rate (undefined: 7). */
export interface MoneySettings {
  dayLimitMaxDollars: number;
  fxRate: number | undefined;
}

/** The money settings; while they load (or when they fail) the spec's defaults apply. */
export function useMoneySettings(): MoneySettings {
  const max = useQuery(configNumberQueryOptions(GlobalConfigType.ProjectDayLimit));
  const rate = useQuery(configNumberQueryOptions(GlobalConfigType.FxRate));
  return {
    dayLimitMaxDollars: max.data ?? DEFAULT_DAY_LIMIT_MAX_DOLLARS,
    fxRate: rate.data,
  };
}

const refreshAccounts = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: creatorKeys.incentiveAccounts() });

/** Sets a project's daily limit (cents) and its switch; the list is refetched after. */
export function useEditDayLimit() {
  const queryClient = useQueryClient();
  return useMutation(
    getProjectDayLimitEditMutationOptions({
      mutation: { onSettled: () => refreshAccounts(queryClient) },
    }),
  );
}

/** Asks for a top-up of 50 dollars; the row shows the pending state after. */
export function useRequestTopUp() {
  const queryClient = useQueryClient();
  const mutation = useMutation(
    getProjectBalanceApplyMutationOptions({
      mutation: { onSettled: () => refreshAccounts(queryClient) },
    }),
  );
  return {
    ...mutation,
    request: (projectId: string, reason: string) =>
      mutation.mutateAsync({
        data: { project_id: projectId, change_value: TOP_UP_DOLLARS, reason },
      }),
  };
}

/** Asks for a renewal of the validity; the row shows the pending state after. */
export function useRequestRenewal() {
  const queryClient = useQueryClient();
  return useMutation(
    getProjectBalanceRenewMutationOptions({
      mutation: { onSettled: () => refreshAccounts(queryClient) },
    }),
  );
}

/** The grants of one project (initial grant, approved top-ups and renewals), newest first. */
export const useIncentiveRecords = (projectId: string) =>
  useQuery(
    getProjectOpDetailsQueryOptions(
      { comm_limit: RECORDS_LIMIT, comm_offset: 0, project_id: projectId },
      { query: { select: (data) => data.list } },
    ),
  );
