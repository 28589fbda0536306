import { PlaceholderPage } from "../../placeholder-page";

/** /application/editworks: create or edit a demo — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="editWorks" />;
}
