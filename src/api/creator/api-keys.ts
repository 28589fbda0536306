/**
 * Creating or replacing a project's API key (projectAddKey; decisions.md §3). The full key is
 * answered once: it goes straight to the caller, which keeps it only while its dialog is open. It
 * is never written to the query cache or the mutation cache (no useMutation: its cache would hold
 * the answer), nor to storage; after the call the account list is refetched, which carries only
 * the mask.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { projectAddKey } from "@/generated/creator/creator";
import type { ProjectKeyInfo } from "@/generated/model";
import { creatorKeys } from "./keys";

export function useIssueApiKey() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const issue = useCallback(
    async (projectId: string): Promise<ProjectKeyInfo> => {
      if (busy.current) throw new Error("A key request is already running.");
      busy.current = true;
      setPending(true);
      try {
        const { info } = await projectAddKey({ project_id: projectId });
        return info;
      } finally {
        busy.current = false;
        setPending(false);
        void queryClient.invalidateQueries({ queryKey: creatorKeys.incentiveAccounts() });
      }
    },
    [queryClient],
  );
  return { issue, pending };
}
