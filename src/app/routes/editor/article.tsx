import { PlaceholderPage } from "../../placeholder-page";

/** /editor/article: article editor — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="editor" />;
}
