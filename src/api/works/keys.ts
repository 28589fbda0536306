import {
  getBatchGetWorksQueryKey,
  getGetWorksAllQueryKey,
  getGetWorksAuditQueryKey,
  getGetWorksQueryKey,
  getGetWorksUserAllQueryKey,
  getUserDraftQueryKey,
  getUserFinishQueryKey,
} from "@/generated/works/works";

/** The works group's query keys: the generated ones, named once. */
export const worksKeys = {
  /** One published work (getWorks with this id). */
  work: (id: string) => getGetWorksQueryKey({ works_id: id }),
  /** The author's own copy of a work (getWorksAudit), read by the detail page's preview mode. */
  draft: (id: string) => getGetWorksAuditQueryKey({ works_id: id }),
  /** Every list of published works (getWorksAll, plain and endless): the operation's path. */
  lists: () => getGetWorksAllQueryKey().slice(0, 1),
  /** Every list of the author's own work drafts (userDraft), whatever its body. */
  ownDrafts: () => getUserDraftQueryKey().slice(0, 1),
  /** Every list of the author's posted works with their review state (userFinish). */
  ownPosted: () => getUserFinishQueryKey().slice(0, 1),
  /** Every list of a user's published works (getWorksUserAll), whoever the user. */
  userWorks: () => getGetWorksUserAllQueryKey().slice(0, 1),
  /** Works read by id (batchGetWorks), e.g. favourites. */
  byIds: (ids: readonly string[]) => getBatchGetWorksQueryKey({ works_id: [...ids] }),
};
