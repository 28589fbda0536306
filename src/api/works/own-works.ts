/**
 * The works of the personal pages (portal.md §2.9, §2.10, §7): the signed-in author's drafts of
 * every type (userDraft) and posted works of one type with their review state (userFinish), a
 * user's published works of one type (getWorksUserAll), favourited works read by id
 * (batchGetWorks), and deleting one's own work (delWorksAudit). Lists read 300 at offset 0.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { WorksType, type Works } from "@/generated/model";
import {
  getBatchGetWorksQueryOptions,
  getDelWorksAuditMutationOptions,
  getGetWorksUserAllQueryOptions,
  getUserDraftQueryOptions,
  getUserFinishQueryOptions,
} from "@/generated/works/works";
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

/** The signed-in author's work drafts of every type, last edited first. */
export function useOwnWorkDrafts(viewerId: string) {
  const body = { works_type: WorksType.Game, common_limit: PERSONAL_LIST_LIMIT, common_offset: 0 };
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

/** Deletes one of the author's works, draft or posted; the own and published lists reload. */
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
            ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          ),
      },
    }),
  );
}
