/**
 * The body of a commReportEvent (platform.md §7) for a content event: the time in seconds, then the
 * target's id, the route path and the full path (query and hash), each cut to the spec's length.
 * It is sent through src/api/system/events.ts (articles: browse and share; works: browse, share,
 * download); a failed event is statistics lost, never an error shown to the reader.
 */
import type { CommReportEventBody, EventType } from "@/generated/model";
import type { commReportEventRules } from "@/generated/rules";

// The contract's limit, written out so that the pages reporting events do not load the whole rules
// module in their first load; typed as the generated value, so a contract change fails tsc.
const MAX_TEXT: (typeof commReportEventRules)["param_str[]"]["maxLength"] = 2048;

export function eventBody(type: EventType, targetId: string): CommReportEventBody {
  const { pathname, search, hash } = window.location;
  return {
    event_type: type,
    param: [Math.floor(Date.now() / 1000)],
    param_str: [targetId, pathname, `${pathname}${search}${hash}`].map((text) =>
      text.slice(0, MAX_TEXT),
    ),
  };
}
