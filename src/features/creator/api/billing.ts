/**
 * Billing details (projectBillingDetails; creator-programme.md §2 tab 3, §7, §9): one page of the
 * filtered records for the table, and every filtered record for the chart and the CSV export. The
 * call answers at most 50 records, so "every record" reads the first page, then the rest of the
 * pages in parallel batches (the count is known from the first answer).
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  getProjectBillingDetailsQueryOptions,
  projectBillingDetails,
} from "@/generated/creator/creator";
import {
  ProjectBillingDetailsBodyCommLimit,
  type BillingRecord,
  type ModelId,
} from "@/generated/model";
import { creatorKeys } from "./keys";

/** The page sizes the table offers (the contract's enum: 10, 30, 50). */
export const BILLING_PAGE_SIZES = Object.values(ProjectBillingDetailsBodyCommLimit);
export type BillingPageSize = ProjectBillingDetailsBodyCommLimit;
const LARGEST_PAGE = Math.max(...BILLING_PAGE_SIZES) as BillingPageSize;
/** Requests in flight at once while every record is read. */
const PARALLEL_PAGES = 8;

/** What the records are filtered by (times in unix seconds, both ends included). */
export interface BillingFilter {
  modelId?: ModelId;
  projectId?: string;
  beginTime: number;
  endTime: number;
}

const bodyOf = (filter: BillingFilter) => ({
  ...(filter.modelId !== undefined ? { model_id: filter.modelId } : {}),
  ...(filter.projectId ? { project_id: filter.projectId } : {}),
  begin_time: filter.beginTime,
  end_time: filter.endTime,
});

/** One page (1-based) of the filtered records with the count of all of them. */
export const useBillingPage = (filter: BillingFilter, page: number, size: BillingPageSize) =>
  useQuery(
    getProjectBillingDetailsQueryOptions(
      { ...bodyOf(filter), comm_limit: size, comm_offset: (page - 1) * size },
      { query: { placeholderData: keepPreviousData } },
    ),
  );

/** Reads every record of the filter, in the server's order. */
export async function fetchAllBilling(
  filter: BillingFilter,
  signal?: AbortSignal,
): Promise<BillingRecord[]> {
  const read = (offset: number) =>
    projectBillingDetails(
      { ...bodyOf(filter), comm_limit: LARGEST_PAGE, comm_offset: offset },
      undefined,
      signal,
    );
  const first = await read(0);
  const offsets: number[] = [];
  for (let offset = LARGEST_PAGE; offset < first.comm_total; offset += LARGEST_PAGE) {
    offsets.push(offset);
  }
  const pages: BillingRecord[][] = [first.list];
  for (let i = 0; i < offsets.length; i += PARALLEL_PAGES) {
    const batch = await Promise.all(offsets.slice(i, i + PARALLEL_PAGES).map(read));
    pages.push(...batch.map((p) => p.list));
  }
  return pages.flat();
}

export const allBillingQueryOptions = (filter: BillingFilter) =>
  queryOptions({
    queryKey: creatorKeys.allBilling(filter),
    queryFn: ({ signal }) => fetchAllBilling(filter, signal),
  });

/**
 * Every filtered record (the chart); the CSV export reads the same query. `enabled` false holds
 * the reads back (the tab starts them once the table's page is shown, so they do not delay it).
 */
export const useAllBilling = (filter: BillingFilter, enabled = true) =>
  useQuery({ ...allBillingQueryOptions(filter), enabled });
