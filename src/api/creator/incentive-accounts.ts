/**
 * The incentive account list (projectBalanceList): one row per project with a programme
 * application, carrying the application's audit state. The activity page lists these rows as the
 * user's applications (waiting, approved, not approved).
 */
import { useQuery } from "@tanstack/react-query";
import { getProjectBalanceListQueryOptions } from "@/generated/creator/creator";
import { AuditStatus, type ProjectBalanceListData } from "@/generated/model";
import { projectBalanceListRules } from "@/generated/rules";

/** The page size the app asks for (creator-programme.md §9: 100). */
export const INCENTIVE_PAGE_SIZE = projectBalanceListRules.comm_limit.maximum;

/**
 * The account list with the summary (the application area's incentive accounts and API keys), every
 * visit asking again: reviews happen outside the app.
 */
export const incentiveAccountsQueryOptions = () =>
  getProjectBalanceListQueryOptions(
    { comm_limit: INCENTIVE_PAGE_SIZE, comm_offset: 0 },
    { query: { staleTime: 0 } },
  );

/** The user's programme applications, newest first, as the account list's rows (the same read). */
export const programmeApplicationsQueryOptions = () => ({
  ...incentiveAccountsQueryOptions(),
  select: (data: ProjectBalanceListData) =>
    data.list.filter((row) => row.audit_status !== AuditStatus.Default),
});

export const useProgrammeApplications = () => useQuery(programmeApplicationsQueryOptions());
