/**
 * The published works resource (API group works): one work, the demo grid's page and the endless
 * lists, wrapped once. Pages call these hooks; keys come from keys.ts.
 */
import {
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { getGetWorksAllInfiniteOptions } from "@/generated/works/works.infinite";
import {
  DeleteStatus,
  WorksType,
  type GetWorksAllData,
  type GetWorksData,
  type Works,
} from "@/generated/model";
import { getGetWorksAllQueryOptions, getGetWorksQueryOptions } from "@/generated/works/works";
import { DEMO_PAGE_SIZE } from "./limits";
import { worksKeys } from "./keys";
import { startedByRoute } from "@/api/route-started";

/** A work readers may see: present and not deleted (portal.md §4: a deleted flag shows not-found). */
export const isShown = (work: Works | undefined): work is Works =>
  work !== undefined && work.is_del_status !== DeleteStatus.Deleted;

export const workQueryOptions = (id: string) =>
  getGetWorksQueryOptions(
    { works_id: id },
    { query: { queryKey: worksKeys.work(id), select: (data) => data.base_data } },
  );

/**
 * One published work; undefined data once loaded means missing or deleted (the not-found page).
 * `initial` (e.g. the card the user clicked) shows at once while the work loads.
 */
export function useWork(id: string, options: { initial?: Works; enabled?: boolean } = {}) {
  const { initial, enabled = true } = options;
  return useQuery({
    ...startedByRoute(workQueryOptions(id)),
    enabled: enabled && id !== "",
    placeholderData: initial ? { base_data: initial } : undefined,
  });
}

export type DemoGridQuery = ReturnType<typeof useDemoGrid>;

/** The works home's demo grid: the first page of published game demos. */
export const demoGridQueryOptions = () =>
  getGetWorksAllQueryOptions({
    works_type: WorksType.GameDemo,
    works_limit: DEMO_PAGE_SIZE,
    works_offset: 0,
  });

export function useDemoGrid() {
  return useQuery(startedByRoute(demoGridQueryOptions()));
}

/**
 * The endless list of published works of one type, `pageSize` per page (page index offsets, until
 * works_total): what useWorksPages (works-pages.ts) reads, and what a page prefetches before that
 * hook's code has loaded.
 */
export const worksPagesOptions = (type: WorksType, pageSize: number) =>
  getGetWorksAllInfiniteOptions({ works_type: type, works_limit: pageSize });

type ListData = GetWorksAllData | InfiniteData<GetWorksAllData, number>;

const replaceIn = (list: GetWorksAllData, work: Works): GetWorksAllData =>
  list.base_data.some((item) => item.works_id === work.works_id)
    ? {
        ...list,
        base_data: list.base_data.map((item) => (item.works_id === work.works_id ? work : item)),
      }
    : list;

/** The loaded lists with `work` in place of its older copy (cards show its new counts). */
function patchLists(queryClient: QueryClient, work: Works): void {
  queryClient.setQueriesData<ListData>({ queryKey: worksKeys.lists() }, (data) => {
    if (!data) return data;
    if ("pages" in data) return { ...data, pages: data.pages.map((page) => replaceIn(page, work)) };
    return replaceIn(data, work);
  });
}

/**
 * Reloads a work after a confirmed like, collect or follow change (the social widgets' onChanged),
 * and puts the new copy in the loaded lists so the cards behind agree.
 */
export function useRefreshWork(id: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: worksKeys.work(id) });
    const fresh = queryClient.getQueryData<GetWorksData>(worksKeys.work(id))?.base_data;
    if (fresh) patchLists(queryClient, fresh);
  }, [queryClient, id]);
}

/** The copy of a work a loaded list holds (the card the user clicked), if any. */
export function useListedWork(id: string): Works | undefined {
  const queryClient = useQueryClient();
  return useMemo(() => {
    for (const [, data] of queryClient.getQueriesData<ListData>({ queryKey: worksKeys.lists() })) {
      const pages = !data ? [] : "pages" in data ? data.pages : [data];
      for (const page of pages) {
        const found = page.base_data.find((work) => work.works_id === id);
        if (found) return found;
      }
    }
    return undefined;
  }, [queryClient, id]);
}
