import { PlaceholderPage } from "../../placeholder-page";

/** /postproduct/image: image-work posting — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="postImage" />;
}
