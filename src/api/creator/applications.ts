/**
 * The programme application resource (projectApplyGet / projectApplyAdd with apply_type 1,
 * creator-programme.md §2, §4; decision 0005): one demo's application with its audit state, and
 * the apply / edit / resubmit call. A refusal (HTTP 400) or a transport failure is shown in the
 * join form by the form kit, in the user's language; the server's own text never is.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "@/components/toaster";
import {
  getProjectApplyAddMutationOptions,
  getProjectApplyGetQueryOptions,
} from "@/generated/creator/creator";
import { ApplyType, type CreatorApplication, type ProjectApplyGetData } from "@/generated/model";
import { creatorKeys } from "./keys";

/** The programme application of one demo (audit_status -1 with empty texts when there is none). */
export const programmeApplicationQueryOptions = (projectId: string) =>
  getProjectApplyGetQueryOptions(
    { project_id: projectId, apply_type: ApplyType.Project },
    {
      query: {
        queryKey: creatorKeys.programmeApplication(projectId),
        // Reviews happen outside the app: every use asks again.
        staleTime: 0,
        select: (d) => d.info,
      },
    },
  );

/** The application of the chosen demo; nothing is fetched until a demo is chosen. */
export const useProgrammeApplication = (projectId: string | undefined) =>
  useQuery({
    ...programmeApplicationQueryOptions(projectId ?? ""),
    enabled: Boolean(projectId),
  });

/**
 * Apply with a demo, update a waiting application or resubmit a rejected one (the server decides
 * which from the application's state). On success the application and the list of applications
 * are refetched and the user is told when the review happens.
 */
export function useApplyToProgramme() {
  const queryClient = useQueryClient();
  const { t } = useTranslation("creator");
  return useMutation(
    getProjectApplyAddMutationOptions({
      mutation: {
        onSuccess: (_data, { data }) => {
          void showToast(t("join.sent"), "success");
          void queryClient.invalidateQueries({
            queryKey: creatorKeys.programmeApplication(data.project_id),
          });
          void queryClient.invalidateQueries({ queryKey: creatorKeys.incentiveAccounts() });
        },
      },
    }),
  );
}

/**
 * Reads the loaded application of a demo without subscribing to it (the join form checks the
 * saved draft when it is sent); undefined when it has not been loaded.
 */
export function useSavedApplication(): (projectId: string) => CreatorApplication | undefined {
  const queryClient = useQueryClient();
  return useCallback(
    (projectId: string) =>
      queryClient.getQueryData<ProjectApplyGetData>(creatorKeys.programmeApplication(projectId))
        ?.info,
    [queryClient],
  );
}
