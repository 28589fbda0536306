import type { MockState } from "../core/state";

/** Seeds the creator data (filled in by the creator mock work). */
export async function seedCreator(_state: MockState): Promise<void> {}
