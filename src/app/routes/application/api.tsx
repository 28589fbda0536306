import { PlaceholderPage } from "../../placeholder-page";

/** /application/api: API key and incentive area — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="applicationApi" />;
}
