/**
 * Saving and posting a work (setWorksAudit) for the image post (portal.md §2.8, §4) and the demo
 * editor (creator-programme.md §4): the answer's audit copy is put in the draft cache (so the page
 * shows the new status at once) and the lists are refreshed. Failures are shown by the page.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getSetWorksAuditMutationOptions } from "@/generated/works/works";
import type { GetWorksAuditData } from "@/generated/model";
import { worksKeys } from "./keys";

export function useSaveWork() {
  const queryClient = useQueryClient();
  return useMutation(
    getSetWorksAuditMutationOptions({
      mutation: {
        onSuccess: async (data) => {
          const work = data.audit_base_data;
          queryClient.setQueryData<GetWorksAuditData>(worksKeys.draft(work.works_id), {
            base_data: work,
          });
          // The public lists, and the author's own (personal page, demo management).
          await Promise.all(
            [worksKeys.lists(), worksKeys.ownDrafts(), worksKeys.ownPosted()].map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          );
        },
      },
    }),
  );
}
