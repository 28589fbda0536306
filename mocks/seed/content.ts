import type { MockState } from "../core/state";

/** Seeds the content data (filled in by the content mock work). */
export async function seedContent(_state: MockState, _options: { articles: number; works: number }): Promise<void> {}
