import { PlaceholderPage } from "../../placeholder-page";

/** /activity/more: more incentive events — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="activityMore" />;
}
