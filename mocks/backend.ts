/**
 * One mock backend: its state (db + seed + faults) and its handlers. Every runtime (browser
 * worker, node tests, standalone server) creates its backend through resetBackend.
 */
import { createState, setState, type MockConfig, type MockState } from "./core/state";
import { seedState, type SeedOptions } from "./seed";

export interface BackendOptions extends SeedOptions {
  seed?: number;
  /** The reference time the seed is generated against (default: now). */
  seededAt?: number;
  config?: Partial<MockConfig>;
}

/** Creates a fresh, seeded state and makes it the current one. */
export async function resetBackend(options: BackendOptions = {}): Promise<MockState> {
  const state = createState(options);
  await seedState(state, options);
  return setState(state);
}

export { handlers } from "./handlers";
