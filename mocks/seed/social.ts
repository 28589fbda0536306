import type { MockState } from "../core/state";

/** Seeds the social data (filled in by the social mock work). */
export async function seedSocial(_state: MockState): Promise<void> {}
