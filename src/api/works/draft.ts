/**
 * The author's own copy of a work (getWorksAudit), for the detail page's preview mode
 * (/gameworks/detail?id=&type=preview): what the work will look like before it is published.
 */
import { useQuery } from "@tanstack/react-query";
import { getGetWorksAuditQueryOptions } from "@/generated/works/works";
import { worksKeys } from "./keys";

export function useWorkDraft(id: string, enabled: boolean) {
  return useQuery(
    getGetWorksAuditQueryOptions(
      { works_id: id },
      {
        query: {
          queryKey: worksKeys.draft(id),
          select: (data) => data.base_data,
          enabled: enabled && id !== "",
        },
      },
    ),
  );
}
