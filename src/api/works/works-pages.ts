/**
 * The endless lists of published works (the art waterfall, the more page): apart from works.ts,
 * so that the infinite-query observer loads with those lists, not with the works home's first
 * render (decision 0062). One endless list (src/api/endless-list.ts) over getWorksAll's generated
 * infinite options.
 */
import type { GetWorksAllData, WorksType } from "@/generated/model";
import { useEndlessList } from "@/api/endless-list";
import { worksPagesOptions } from "./works";

const worksOf = (page: GetWorksAllData) => page.base_data;
const totalOf = (page: GetWorksAllData) => page.works_total;

/**
 * An endless list of published works of one type, `pageSize` per page. `items` is every loaded
 * page in order, `total` the server's count. `prefetched`: see useEndlessList.
 */
export const useWorksPages = (type: WorksType, pageSize: number, { prefetched = false } = {}) =>
  useEndlessList(worksPagesOptions(type, pageSize), worksOf, totalOf, { prefetched });
