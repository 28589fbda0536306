/**
 * The signed-in author's own works and a user's published ones, wrapped once for every page that
 * lists them (portal.md §2.9, §2.10, §7; creator-programme.md §2 tab 0, §6, §9):
 * - drafts (userDraft): every type in the draft box, game demos on demo management (300 at once);
 * - posted works with their review state (userFinish): one type, 300 at once on the personal
 *   pages; game demos 8 per page, read on as the list scrolls, on demo management;
 * - a user's published works of one type (getWorksUserAll) and favourited works read by id
 *   (batchGetWorks);
 * - deleting one's own work (delWorksAudit), which refreshes every list of works and the creator
 *   programme's project choices and incentive accounts.
 * Lists are keyed per viewer under the operations' own keys, so whatever changes the user's works
 * (the demo editor's save and post, a delete) and refreshes userDraft / userFinish reaches them all.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { WorksType, type UserFinishData, type Works } from "@/generated/model";
import {
  getBatchGetWorksQueryOptions,
  getDelWorksAuditMutationOptions,
  getGetWorksUserAllQueryOptions,
  getUserDraftQueryOptions,
  getUserFinishQueryOptions,
} from "@/generated/works/works";
import { getUserFinishInfiniteOptions } from "@/generated/works/works.infinite";
import { creatorKeys } from "@/api/creator/keys";
import { useEndlessList } from "@/api/endless-list";
import {
  combineById,
  forViewer,
  inBatches,
  PERSONAL_LIST_LIMIT,
  type ById,
} from "@/lib/viewer-queries";
import { worksKeys } from "./keys";

/** batchGetWorks reads at most this many ids at once (the contract's maxItems). */
const BATCH_SIZE = 100;
// Stable, so useQueries merges the batches again only when their answers change.
const combineWorks = combineById((work: Works) => work.works_id);

/** The two kinds of work the personal tabs list. */
export type PersonalWorksKind = typeof WorksType.ArtCreativity | typeof WorksType.GameDemo;

/** creator-programme.md §9: demo management reads the posted demos 8 a page. */
export const MANAGED_DEMOS_PAGE_SIZE = 8;

/**
 * The signed-in author's work drafts, last edited first: of every type (works_type 0, the draft
 * box) or of one type (game demos on demo management).
 */
export function useOwnWorkDrafts(viewerId: string, type: WorksType = WorksType.Game) {
  const body = { works_type: type, common_limit: PERSONAL_LIST_LIMIT, common_offset: 0 };
  return useQuery(
    getUserDraftQueryOptions(body, {
      query: {
        queryKey: forViewer([...worksKeys.ownDrafts(), body] as const, viewerId),
        select: (data) => data.audit_base_data,
      },
    }),
  );
}

/** The signed-in author's posted works of one kind (under review, failed review, published). */
export function useOwnPostedWorks(kind: PersonalWorksKind, viewerId: string) {
  const body = { works_type: kind, common_limit: PERSONAL_LIST_LIMIT, common_offset: 0 };
  return useQuery(
    getUserFinishQueryOptions(body, {
      query: {
        queryKey: forViewer([...worksKeys.ownPosted(), body] as const, viewerId),
        select: (data) => ({ items: data.audit_base_data, total: data.common_total }),
      },
    }),
  );
}

/** The signed-in author's posted game demos, MANAGED_DEMOS_PAGE_SIZE a page (demo management). */
export function useOwnPostedDemoPages(viewerId: string) {
  const options = getUserFinishInfiniteOptions({
    works_type: WorksType.GameDemo,
    common_limit: MANAGED_DEMOS_PAGE_SIZE,
  });
  return useEndlessList(
    { ...options, queryKey: forViewer(options.queryKey, viewerId) },
    ownWorksOf,
    ownTotalOf,
  );
}

const ownWorksOf = (page: UserFinishData) => page.audit_base_data;
const ownTotalOf = (page: UserFinishData) => page.common_total;

/** A user's published works of one kind, newest release first (the guest page). */
export function useUserWorks(userId: string, kind: PersonalWorksKind, viewerId: string | null) {
  const body = {
    user_id: userId,
    works_type: kind,
    comm_limit: PERSONAL_LIST_LIMIT,
    comm_offset: 0,
  };
  return useQuery(
    getGetWorksUserAllQueryOptions(body, {
      query: {
        queryKey: forViewer([...worksKeys.userWorks(), body] as const, viewerId ?? ""),
        select: (data) => ({ items: data.base_data, total: data.comm_total }),
      },
    }),
  );
}

export type WorksById = ById<Works>;

/** Works read by id in batches of 100 (favourites). */
export function useWorksByIds(ids: readonly string[], viewerId: string | null): WorksById {
  return useQueries({
    queries: inBatches(ids, BATCH_SIZE).map((batch) =>
      getBatchGetWorksQueryOptions(
        { works_id: batch },
        {
          query: {
            queryKey: forViewer(worksKeys.byIds(batch), viewerId ?? ""),
            select: (data) => data.base_data,
          },
        },
      ),
    ),
    combine: combineWorks,
  });
}

/** Reads the author's own lists again (after an application changed their programme state). */
export function useRefreshOwnWorks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [worksKeys.ownDrafts(), worksKeys.ownPosted()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/**
 * Deletes one of the author's works, draft or posted; the own and published lists reload, and the
 * programme's project choices and incentive accounts (a deleted demo leaves them).
 */
export function useDeleteWork() {
  const queryClient = useQueryClient();
  return useMutation(
    getDelWorksAuditMutationOptions({
      mutation: {
        onSuccess: () =>
          Promise.all(
            [
              worksKeys.ownDrafts(),
              worksKeys.ownPosted(),
              worksKeys.userWorks(),
              worksKeys.lists(),
              creatorKeys.projectChoices(),
              creatorKeys.incentiveAccounts(),
            ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          ),
      },
    }),
  );
}
