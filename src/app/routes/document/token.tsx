import { PlaceholderPage } from "../../placeholder-page";

/** /document/token: token API document — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="document" />;
}
