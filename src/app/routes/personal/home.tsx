import { PlaceholderPage } from "../../placeholder-page";

/** /personal/home: own profile — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="personal" />;
}
