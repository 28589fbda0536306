import { PlaceholderPage } from "../../placeholder-page";

/** /gameworks/more: game works category list — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="gameworksMore" />;
}
