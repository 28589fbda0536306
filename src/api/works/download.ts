/**
 * A work's download (the statistics event of src/api/system/events.ts), then the work reloaded so
 * its download count shows the new value (portal.md §4). A failure shows no message (portal.md
 * §7-8). Apart from events.ts so that the article pages, which report their events there, do not
 * load the works calls (docs/decisions/0093).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWorksDownload } from "@/api/system/events";
import { worksKeys } from "./keys";

/** Reports a download of the work, then reloads it. */
export function useReportDownload(worksId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendWorksDownload(worksId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: worksKeys.work(worksId) }),
  });
}
