/**
 * Billing details (projectBillingDetails; creator-programme.md §2 tab 3, §7, §9): one page of the
 * filtered records for the table, and every filtered record for the chart and the CSV export. The
 * table pages by the sizes it offers (10, 30, 50); "every record" reads pages of the call's largest
 * limit (1000): the first, then the rest in parallel batches (the count is known from the first
 * answer).
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  getProjectBillingDetailsQueryOptions,
  projectBillingDetails,
} from "@/generated/creator/creator";
import type { BillingRecord, ModelId } from "@/generated/model";
import { operations } from "@/generated/operations";
import { projectBillingDetailsRules } from "@/generated/rules";
import { creatorKeys } from "./keys";

/** The page sizes the table offers (the contract's x-paged.sizes: 10, 30, 50). */
export const BILLING_PAGE_SIZES = operations.projectBillingDetails.paged.sizes;
export type BillingPageSize = (typeof BILLING_PAGE_SIZES)[number];
/** The pages read for the chart and the CSV: the call's largest limit. */
const EXPORT_PAGE = projectBillingDetailsRules.comm_limit.maximum;
/** Requests in flight at once while every record is read (a browser's connections per host). */
const PARALLEL_PAGES = 6;

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
      { ...bodyOf(filter), comm_limit: EXPORT_PAGE, comm_offset: offset },
      undefined,
      signal,
    );
  const first = await read(0);
  const offsets: number[] = [];
  for (let offset = EXPORT_PAGE; offset < first.comm_total; offset += EXPORT_PAGE) {
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
 * While another filter's records are read, the last filter's stay as placeholder data (the chart
 * keeps its place instead of being drawn anew; docs/decisions/0090).
 */
export const useAllBilling = (filter: BillingFilter, enabled = true) =>
  useQuery({ ...allBillingQueryOptions(filter), enabled, placeholderData: keepPreviousData });
