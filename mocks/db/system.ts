/** System collections (filled in by the system mock work). */
export function createSystemCollections() {
  return {};
}
