import {
  getProjectApplyGetQueryKey,
  getProjectBalanceListQueryKey,
  getProjectBillingDetailsQueryKey,
  getProjectNameQueryKey,
  getProjectOpDetailsQueryKey,
} from "@/generated/creator/creator";
import { ApplyType } from "@/generated/model";

/** The creator group's query keys: the generated ones, named once. */
export const creatorKeys = {
  /** The programme application (apply_type 1) of one demo. */
  programmeApplication: (projectId: string) =>
    getProjectApplyGetQueryKey({ project_id: projectId, apply_type: ApplyType.Project }),
  /** Every page of the incentive account list (whatever its body): the operation's path. */
  incentiveAccounts: () => getProjectBalanceListQueryKey().slice(0, 1),
  /** Every list of the user's demos as project choices. */
  projectChoices: () => getProjectNameQueryKey().slice(0, 1),
  /** Every billing query (pages and the all-records read of the chart and the CSV). */
  billing: () => getProjectBillingDetailsQueryKey().slice(0, 1),
  /** Every filtered billing record at once (chart and CSV), by filter. */
  allBilling: (filter: object) => [
    ...getProjectBillingDetailsQueryKey().slice(0, 1),
    "all",
    filter,
  ],
  /** Every incentive-record list. */
  incentiveRecords: () => getProjectOpDetailsQueryKey().slice(0, 1),
};
