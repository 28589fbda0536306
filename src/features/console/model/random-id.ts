/** A random integer in [min, max] from the browser's crypto source. */
export function randomInt(min: number, max: number): number {
  const span = max - min + 1;
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return min + ((value ?? 0) % span);
}

/** A conversation id of the model tester (§3: a random 5-digit number, 10000-99999). */
export const CONVERSATION_ID_MIN = 10_000;
export const CONVERSATION_ID_MAX = 99_999;

/** The image service's client id (§4, §9: 1000000-10000000). */
export const CLIENT_ID_MIN = 1_000_000;
export const CLIENT_ID_MAX = 10_000_000;

/** A conversation id not already taken. */
export function newConversationId(taken: ReadonlySet<number>): number {
  for (;;) {
    const id = randomInt(CONVERSATION_ID_MIN, CONVERSATION_ID_MAX);
    if (!taken.has(id)) return id;
  }
}
