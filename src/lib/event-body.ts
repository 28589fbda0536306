/**
 * The bodies of a commReportEvent (platform.md §7): a content event's (the time in seconds, then the
 * target's id, the route path and the full path, query and hash) and a page view's (the time, then
 * the page's address), each text cut to the spec's length. They are sent through
 * src/api/system/events.ts (articles: browse and share; works: browse, share, download; every page
 * view); a failed event is statistics lost, never an error shown to the reader.
 */
import type { CommReportEventBody } from "@/generated/model";
import { EventType } from "@/generated/model/eventType";
import type { commReportEventRules } from "@/generated/rules";

// The contract's limit, written out so that the pages reporting events do not load the whole rules
// module in their first load; typed as the generated value, so a contract change fails tsc.
const MAX_TEXT: (typeof commReportEventRules)["param_str[]"]["maxLength"] = 2048;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function eventBody(type: EventType, targetId: string): CommReportEventBody {
  const { pathname, search, hash } = window.location;
  return {
    event_type: type,
    param: [nowInSeconds()],
    param_str: [targetId, pathname, `${pathname}${search}${hash}`].map((text) =>
      text.slice(0, MAX_TEXT),
    ),
  };
}

/** A page view (event type 1): the time in seconds and the page's address (its href). */
export function pageViewBody(href: string): CommReportEventBody {
  return {
    event_type: EventType.PageView,
    param: [nowInSeconds()],
    param_str: [href.slice(0, MAX_TEXT)],
  };
}
