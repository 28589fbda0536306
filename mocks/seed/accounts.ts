import type { MockState } from "../core/state";

/** Seeds the accounts data (filled in by the accounts mock work). */
export async function seedAccounts(_state: MockState): Promise<void> {}
