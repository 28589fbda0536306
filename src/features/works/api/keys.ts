import {
  getGetWorksAllQueryKey,
  getGetWorksAuditQueryKey,
  getGetWorksQueryKey,
} from "@/generated/works/works";

/** The works feature's query keys: the generated ones, named once. */
export const worksKeys = {
  /** One published work (getWorks with this id). */
  work: (id: string) => getGetWorksQueryKey({ works_id: id }),
  /** The author's own copy of a work (getWorksAudit), read by the detail page's preview mode. */
  draft: (id: string) => getGetWorksAuditQueryKey({ works_id: id }),
  /** Every list of published works (getWorksAll, plain and endless): the operation's path. */
  lists: () => getGetWorksAllQueryKey().slice(0, 1),
};
