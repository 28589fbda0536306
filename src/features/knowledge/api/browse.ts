/**
 * The essay-browse event (commReportEvent, event type 100; platform.md §7): reported once each time
 * a reader opens a published article, with the time, the article id, the route path and the full
 * path. It is statistics the reader did not ask for, so a failure shows no message: the article is
 * on the screen either way, and the next open reports again. The essay-share event (type 101) is
 * reported the same way when the reader copies the article's link.
 */
import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { commReportEvent, getCommReportEventMutationOptions } from "@/generated/system/system";
import { EventType } from "@/generated/model";

export interface BrowsePlace {
  /** The route path, e.g. /knowledge/detail. */
  path: string;
  /** The path with its query, e.g. /knowledge/detail?id=100001. */
  fullPath: string;
}

export function useReportArticleBrowse() {
  const { mutate } = useMutation(getCommReportEventMutationOptions());
  return useCallback(
    (articleId: string, place: BrowsePlace) =>
      mutate({
        data: {
          event_type: EventType.EssayBrowse,
          param: [Math.floor(Date.now() / 1000)],
          param_str: [articleId, place.path, place.fullPath],
        },
      }),
    [mutate],
  );
}

/** Reports that the article's link was copied (its share count). Failures are ignored. */
export function reportArticleShare(articleId: string): void {
  const { pathname, search } = window.location;
  commReportEvent({
    event_type: EventType.EssayShare,
    param: [Math.floor(Date.now() / 1000)],
    param_str: [articleId, pathname, `${pathname}${search}`],
  }).catch(() => undefined);
}
