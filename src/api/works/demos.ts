/**
 * The user's demos on the demo management tab (creator-programme.md §2 tab 0, §6, §9): drafts
 * (userDraft, read 300 at once, game demos only) first, then the posted demos (userFinish) 8 per
 * page, read on as the list scrolls; and deleting one (delWorksAudit), which refreshes the lists
 * and the programme's project choices.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  delWorksAudit,
  getUserDraftQueryKey,
  getUserFinishQueryKey,
  userDraft,
  userFinish,
} from "@/generated/works/works";
import { WorksType, type Works } from "@/generated/model";
import { creatorKeys } from "@/api/creator/keys";

/**
 * Under the operations' own keys, so that whatever changes the user's works (the demo editor's
 * save and post, a delete on the personal page) and refreshes userDraft / userFinish reaches
 * these lists too.
 */
const draftsKey = [...getUserDraftQueryKey().slice(0, 1), ...creatorKeys.demos()] as const;
const postedKey = [...getUserFinishQueryKey().slice(0, 1), ...creatorKeys.demos()] as const;
const refreshDemos = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: draftsKey }),
    queryClient.invalidateQueries({ queryKey: postedKey }),
  ]);

/** §9: demo management reads 8 demos a page; the draft list 300. */
export const DEMO_PAGE_SIZE = 8;
export const DRAFT_LIST_LIMIT = 300;

export function useDemoDrafts() {
  return useQuery({
    queryKey: draftsKey,
    queryFn: ({ signal }) =>
      userDraft(
        { works_type: WorksType.GameDemo, common_limit: DRAFT_LIST_LIMIT, common_offset: 0 },
        undefined,
        signal,
      ),
    select: (data): Works[] =>
      data.audit_base_data.filter((works) => works.works_type === WorksType.GameDemo),
  });
}

export function usePostedDemos() {
  return useInfiniteQuery({
    queryKey: postedKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      userFinish(
        { works_type: WorksType.GameDemo, common_limit: DEMO_PAGE_SIZE, common_offset: pageParam },
        undefined,
        signal,
      ),
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((n, p) => n + p.audit_base_data.length, 0);
      return last.audit_base_data.length > 0 && read < last.common_total ? read : undefined;
    },
  });
}

export function useDeleteDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (worksId: string) => delWorksAudit({ works_id: worksId }),
    onSuccess: () => {
      void refreshDemos(queryClient);
      void queryClient.invalidateQueries({ queryKey: creatorKeys.projectChoices() });
      void queryClient.invalidateQueries({ queryKey: creatorKeys.incentiveAccounts() });
    },
  });
}

/** Reads the demos again (after an application changed their programme state). */
export function useRefreshDemos() {
  const queryClient = useQueryClient();
  return () => refreshDemos(queryClient);
}
