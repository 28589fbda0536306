/** Content collections (filled in by the content mock work). */
export function createContentCollections() {
  return {};
}
