import { PlaceholderPage } from "../../placeholder-page";

/** /activity/detail: incentive event detail — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="activityDetail" />;
}
