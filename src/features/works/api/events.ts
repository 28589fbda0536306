/**
 * Works events (commReportEvent, system group): a browse when a work is opened, a share when its
 * link is copied, a download when its archive is fetched. portal.md §7-8: errors of the event call are ignored (the page works the
 * same whether it was counted or not); a download reloads the work afterwards, so its download
 * count shows the new value (portal.md §4).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EventType } from "@/generated/model";
import { commReportEventRules } from "@/generated/rules";
import { commReportEvent } from "@/generated/system/system";
import { worksKeys } from "./keys";

type WorksEvent =
  typeof EventType.WorkBrowse | typeof EventType.WorkShare | typeof EventType.WorkDownload;

const MAX_TEXT = commReportEventRules["param_str[]"].maxLength;

/** param_str of a works event: the work's id, the route path and the full path (platform.md §7). */
function eventTexts(worksId: string): string[] {
  const { pathname, search, hash } = window.location;
  return [worksId, pathname, `${pathname}${search}${hash}`].map((text) => text.slice(0, MAX_TEXT));
}

function sendWorksEvent(type: WorksEvent, worksId: string) {
  return commReportEvent({
    event_type: type,
    param: [Math.floor(Date.now() / 1000)],
    param_str: eventTexts(worksId),
  });
}

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
