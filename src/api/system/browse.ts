/**
 * The article events (commReportEvent; platform.md §7): a browse (event type 100) each time a reader
 * opens a published article, a share (101) when the reader copies its link. They are statistics the
 * reader did not ask for, so a failure shows no message: the article is on the screen either way,
 * and the next open reports again.
 */
import { EventType } from "@/generated/model";
import { commReportEvent } from "@/generated/system/system";
import { eventBody } from "@/lib/event-body";

/** Reports that a published article was opened. Failures are ignored. */
export function reportArticleBrowse(articleId: string): void {
  commReportEvent(eventBody(EventType.EssayBrowse, articleId)).catch(() => undefined);
}

/** Reports that the article's link was copied (its share count). Failures are ignored. */
export function reportArticleShare(articleId: string): void {
  commReportEvent(eventBody(EventType.EssayShare, articleId)).catch(() => undefined);
}
