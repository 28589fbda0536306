import { PlaceholderPage } from "../../placeholder-page";

/** /gameworks/home: game works home — built by a later issue; until then the layout and the empty-data view. */
export function Component() {
  return <PlaceholderPage title="gameworks" />;
}
