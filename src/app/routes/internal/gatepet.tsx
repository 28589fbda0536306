import { PlaceholderPage } from "../../placeholder-page";

/** /gatepet: pet page — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="gatepet" />;
}
