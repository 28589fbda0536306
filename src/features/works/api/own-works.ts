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
import { worksKeys } from "./keys";

/** portal.md §9: the personal lists read 300 items at offset 0. */
export const PERSONAL_LIST_LIMIT = 300;
/** batchGetWorks reads at most this many ids at once (the contract's maxItems). */
const BATCH_SIZE = 100;

/** The two kinds of work the personal tabs list. */
export type PersonalWorksKind = typeof WorksType.ArtCreativity | typeof WorksType.GameDemo;

const forViewer = <K extends readonly unknown[]>(key: K, viewerId: string): K =>
  [...key, { viewer: viewerId }] as unknown as K;

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

export interface WorksById {
  /** The works found, by id (deleted or unpublished ones are absent). */
  byId: ReadonlyMap<string, Works>;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

/** Works read by id in batches of 100 (favourites). */
export function useWorksByIds(ids: readonly string[], viewerId: string | null): WorksById {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    batches.push(ids.slice(start, start + BATCH_SIZE));
  }
  return useQueries({
    queries: batches.map((batch) =>
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
    combine: (results) => {
      const byId = new Map<string, Works>();
      for (const result of results) {
        for (const work of result.data ?? []) byId.set(work.works_id, work);
      }
      const failed = results.find((result) => result.isError);
      return {
        byId,
        isPending: results.some((result) => result.isPending),
        isError: failed !== undefined,
        error: failed?.error,
        refetch: () => results.forEach((result) => void result.refetch()),
      };
    },
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
