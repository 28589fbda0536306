/**
 * Saving and posting an image work (setWorksAudit with works_type 3, portal.md §2.8, §4): the
 * answer's audit copy is put in the draft cache (so the page shows the new status at once) and the
 * lists are refreshed. Failures are shown by the page beside its buttons (save-error / post-error).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getSetWorksAuditMutationOptions } from "@/generated/works/works";
import type { GetWorksAuditData } from "@/generated/model";
import { worksKeys } from "./keys";

export function useSaveImageWork() {
  const queryClient = useQueryClient();
  return useMutation(
    getSetWorksAuditMutationOptions({
      mutation: {
        onSuccess: async (data) => {
          const work = data.audit_base_data;
          queryClient.setQueryData<GetWorksAuditData>(worksKeys.draft(work.works_id), {
            base_data: work,
          });
          await queryClient.invalidateQueries({ queryKey: worksKeys.lists() });
        },
      },
    }),
  );
}
