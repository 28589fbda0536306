/**
 * The statistics events (commReportEvent, system group; platform.md §7), wrapped once: a page view
 * (event type 1) after each navigation to another page (src/app/navigation.ts), an article's
 * browse (event type 100) each time a reader opens it and its share (101) when the reader copies its
 * link; a work's browse when it is opened (its popup or its detail page), its share and its
 * download. They are statistics the reader did not ask for, so a failure shows no message
 * (portal.md §7-8): the page is the same whether it was counted or not, and the next open reports
 * again. The download's hook, which reloads the work afterwards, is the works group's
 * (src/api/works/download.ts): the article pages load this module without the works calls.
 */
import { EventType } from "@/generated/model";
import { commReportEvent } from "@/generated/system/system";
import { eventBody, pageViewBody } from "@/lib/event-body";

const sendEvent = (type: EventType, id: string) => commReportEvent(eventBody(type, id));

/** Reports an event of statistics; a failure is ignored. */
const reportEvent = (type: EventType, id: string): void => {
  sendEvent(type, id).catch(() => undefined);
};

/**
 * Reports a page view of the page at `href` (its full address). Sent once, never again on a
 * failure, which is ignored (docs/decisions/0084-page-views-and-client-logs.md).
 */
export const reportPageView = (href: string): void => {
  commReportEvent(pageViewBody(href)).catch(() => undefined);
};

/** Reports that a published article was opened. Failures are ignored. */
export const reportArticleBrowse = (articleId: string) =>
  reportEvent(EventType.EssayBrowse, articleId);

/** Reports that the article's link was copied (its share count). Failures are ignored. */
export const reportArticleShare = (articleId: string) =>
  reportEvent(EventType.EssayShare, articleId);

/** Reports that a work was opened (its popup or its detail page). Failures are ignored. */
export const reportWorksBrowse = (worksId: string) => reportEvent(EventType.WorkBrowse, worksId);

/** Reports that the work's link was copied (its share count). Failures are ignored. */
export const reportWorksShare = (worksId: string) => reportEvent(EventType.WorkShare, worksId);

/** Sends a download of the work; the promise settles with the call (src/api/works/download.ts). */
export const sendWorksDownload = (worksId: string) => sendEvent(EventType.WorkDownload, worksId);
