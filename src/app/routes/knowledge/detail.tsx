import { PlaceholderPage } from "../../placeholder-page";

/** /knowledge/detail: article detail — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="knowledgeDetail" />;
}
