import { PlaceholderPage } from "../../placeholder-page";

/** /application/main: demo management area — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="application" />;
}
