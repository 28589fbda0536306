/**
 * One mock backend: its state (db + seed + faults + auditors) and its handlers. Every runtime
 * (browser worker, node tests, standalone server) creates its backend through resetBackend, or
 * restoreBackend for a saved snapshot; both register the domains' auditors on the new state.
 */
import { registerAuditors, type Auditor } from "./core/audits";
import { restoreSnapshot, type Snapshot } from "./core/persist";
import { createState, setState, type MockConfig, type MockState } from "./core/state";
import { contentAuditors } from "./domains/content/audit";
import { creatorAuditors } from "./domains/creator/audit";
import { socialAuditors } from "./domains/social/audit";
import { seedState, type SeedOptions } from "./seed";
import { shareDb } from "./db/copy-on-write";

export interface BackendOptions extends SeedOptions {
  seed?: number;
  /** The reference time the seed is generated against (default: now). */
  seededAt?: number;
  config?: Partial<MockConfig>;
}

/** Every audit the backend resolves on the server's behalf, registered explicitly per state. */
export const auditors: readonly Auditor[] = [
  ...socialAuditors,
  ...creatorAuditors,
  ...contentAuditors,
];

/** Creates a fresh, seeded state and makes it the current one. */
export async function resetBackend(options: BackendOptions = {}): Promise<MockState> {
  const state = createState(options);
  registerAuditors(state, auditors);
  await seedState(state, options);
  return setState(state);
}

/** A state holding a saved snapshot's data (not yet current); undefined when it does not fit. */
export async function restoreBackend(
  snapshot: Snapshot,
  config: Partial<MockConfig> = {},
): Promise<MockState | undefined> {
  const state = await restoreSnapshot(snapshot, config);
  if (state) registerAuditors(state, auditors);
  return state;
}

/**
 * A state reading `base`'s data until either of them first writes to a collection, which the
 * writer then copies (a sandbox of the shared server: docs/decisions/0083-copy-on-write-sandboxes.md).
 * It has its own faults, request log and clock (starting at the base's), and is not made current.
 */
export function shareBackend(base: MockState): MockState {
  const state = createState({
    seed: base.seed,
    seededAt: base.seededAt,
    config: { ...base.config },
    db: shareDb(base.db),
  });
  const offset = Math.round(base.now() - Date.now());
  if (offset > 0) state.advanceClock(offset);
  registerAuditors(state, auditors);
  return state;
}

export { handlers } from "./handlers";
