/**
 * The deterministic seed: the same seed number and reference time give the same data. Each domain
 * seeds in order (accounts first: everything else refers to users).
 */
import type { MockState } from "../core/state";
import { seedAccounts } from "./accounts";
import { seedSystem } from "./system";
import { seedContent } from "./content";
import { seedSocial } from "./social";
import { seedCreator } from "./creator";

export interface SeedOptions {
  /** How many articles to create (200 by default; the latency benchmark uses 10,000). */
  articles?: number;
  /** How many works to create (120 by default). */
  works?: number;
}

export async function seedState(state: MockState, options: SeedOptions = {}): Promise<void> {
  await seedAccounts(state);
  await seedSystem(state);
  await seedContent(state, { articles: options.articles ?? 200, works: options.works ?? 120 });
  await seedSocial(state);
  await seedCreator(state);
}
