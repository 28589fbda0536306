import { PlaceholderPage } from "../../placeholder-page";

/** /personal/guest: another user's profile — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="guest" />;
}
