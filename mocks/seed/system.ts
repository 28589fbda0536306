import type { MockState } from "../core/state";

/** Seeds the system data (filled in by the system mock work). */
export async function seedSystem(_state: MockState): Promise<void> {}
