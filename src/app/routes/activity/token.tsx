import { PlaceholderPage } from "../../placeholder-page";

/** /activity/token: token incentive event page — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="activity" />;
}
