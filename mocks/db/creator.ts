/** Creator collections (filled in by the creator mock work). */
export function createCreatorCollections() {
  return {};
}
