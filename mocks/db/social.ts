/** Social collections (filled in by the social mock work). */
export function createSocialCollections() {
  return {};
}
