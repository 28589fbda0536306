import { PlaceholderPage } from "../../placeholder-page";

/** /inspect: the internal AI test console — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="inspect" />;
}
