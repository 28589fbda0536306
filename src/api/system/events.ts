/**
 * Works events (commReportEvent, system group): a browse when a work is opened, a share when its
 * link is copied, a download when its archive is fetched. portal.md §7-8: errors of the event call are ignored (the page works the
 * same whether it was counted or not); a download reloads the work afterwards, so its download
 * count shows the new value (portal.md §4).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EventType } from "@/generated/model";
import { commReportEvent } from "@/generated/system/system";
import { eventBody } from "@/lib/event-body";
import { worksKeys } from "@/api/works/keys";

type WorksEvent =
  typeof EventType.WorkBrowse | typeof EventType.WorkShare | typeof EventType.WorkDownload;

const sendWorksEvent = (type: WorksEvent, worksId: string) =>
  commReportEvent(eventBody(type, worksId));

/** Reports that a work was opened (its popup or its detail page). Failures are ignored. */
export function reportWorksBrowse(worksId: string): void {
  sendWorksEvent(EventType.WorkBrowse, worksId).catch(() => undefined);
}

/** Reports that the work's link was copied (its share count). Failures are ignored. */
export function reportWorksShare(worksId: string): void {
  sendWorksEvent(EventType.WorkShare, worksId).catch(() => undefined);
}

/** Reports a download of the work, then reloads it (its download count changed). */
export function useReportDownload(worksId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendWorksEvent(EventType.WorkDownload, worksId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: worksKeys.work(worksId) }),
  });
}
