/**
 * The incentive account list (projectBalanceList): one row per project with a programme
 * application, carrying the application's audit state. The activity page lists these rows as the
 * user's applications (waiting, approved, not approved).
 */
import { useQuery } from "@tanstack/react-query";
import { getProjectBalanceListQueryOptions } from "@/generated/creator/creator";
import { AuditStatus } from "@/generated/model";
import { projectBalanceListRules } from "@/generated/rules";

/** The page size the app asks for (creator-programme.md §9: 100). */
export const INCENTIVE_PAGE_SIZE = projectBalanceListRules.comm_limit.maximum;

/** The user's programme applications, newest first, as the account list's rows. */
export const programmeApplicationsQueryOptions = () =>
  getProjectBalanceListQueryOptions(
    { comm_limit: INCENTIVE_PAGE_SIZE, comm_offset: 0 },
    {
      query: {
        // Reviews happen outside the app: every visit asks again.
        staleTime: 0,
        select: (data) => data.list.filter((row) => row.audit_status !== AuditStatus.Default),
      },
    },
  );

export const useProgrammeApplications = () => useQuery(programmeApplicationsQueryOptions());
