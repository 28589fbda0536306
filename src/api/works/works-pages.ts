/**
 * The endless lists of published works (the art waterfall, the more page): apart from works.ts,
 * so that the infinite-query observer loads with those lists, not with the works home's first
 * render (decision 0062).
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { WorksType } from "@/generated/model";
import { worksPagesOptions } from "./works";

/**
 * An endless list of published works of one type, `pageSize` per page. `items` is every loaded
 * page in order, `total` the server's count. `prefetched`: the page fetched the first page before
 * this code loaded (the art waterfall); a failure there is shown as it is, not fetched again when
 * the list mounts, so that the error the reader (or a QA `?mock=` link) met is the one shown.
 */
export function useWorksPages(type: WorksType, pageSize: number, { prefetched = false } = {}) {
  const query = useInfiniteQuery({
    ...worksPagesOptions(type, pageSize),
    retryOnMount: !prefetched,
  });
  const { data } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.base_data) ?? [], [data]);
  const total = data?.pages.at(-1)?.works_total ?? 0;
  return { query, items, total };
}
