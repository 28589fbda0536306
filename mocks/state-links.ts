/**
 * Applies provider-state sentences as QA's state links do (docs/decisions/0079-state-links.md):
 * every sentence is resolved first (an unknown one applies nothing and names its close matches),
 * then they run in order; when a setup fails, the data goes back to what it was before the first,
 * so a link is applied wholly or not at all. One implementation for the browser worker, the QA
 * panel and the standalone server.
 */
import type { MockState } from "./core/state";
import {
  closeProviderStates,
  resolveProviderState,
  type ResolvedProviderState,
} from "./provider-states";
import { registerProviderStates } from "./provider-states/index";

export interface UnknownSentence {
  sentence: string;
  close: string[];
}

export class StateLinkError extends Error {
  override name = "StateLinkError";
  constructor(
    message: string,
    /** The sentences nobody defined, with their close matches (empty when a setup failed). */
    readonly unknown: UnknownSentence[] = [],
  ) {
    super(message);
  }
}

function describeUnknown(unknown: UnknownSentence[]): string {
  return unknown
    .map(({ sentence, close }) =>
      close.length > 0
        ? `Unknown state "${sentence}". Close matches: ${close.map((s) => `"${s}"`).join("; ")}.`
        : `Unknown state "${sentence}" (no close match).`,
    )
    .join(" ");
}

/** Resolves every sentence; throws StateLinkError naming each unknown one (nothing is applied). */
export function resolveStates(sentences: readonly string[]): ResolvedProviderState[] {
  registerProviderStates();
  const resolved: ResolvedProviderState[] = [];
  const unknown: UnknownSentence[] = [];
  for (const sentence of sentences) {
    const found = resolveProviderState(sentence);
    if (found) resolved.push(found);
    else unknown.push({ sentence, close: closeProviderStates(sentence) });
  }
  if (unknown.length > 0)
    throw new StateLinkError(`${describeUnknown(unknown)} Nothing was applied.`, unknown);
  return resolved;
}

type Collections = Record<string, { all(): readonly unknown[] }>;

interface Writable {
  all(): readonly unknown[];
  deleteMany(query: (q: { where(p: () => boolean): unknown }) => unknown): unknown;
  createMany(count: number, factory: (index: number) => unknown): Promise<unknown>;
}

/** Every record of every collection, copied (the data to go back to). */
function copyData(state: MockState): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(state.db as unknown as Collections).map(([name, c]) => [
      name,
      structuredClone([...c.all()]),
    ]),
  );
}

async function restoreData(state: MockState, data: Record<string, unknown[]>): Promise<void> {
  for (const [name, collection] of Object.entries(
    state.db as unknown as Record<string, Writable>,
  )) {
    const records = data[name] ?? [];
    collection.deleteMany((q) => q.where(() => true));
    await collection.createMany(records.length, (i) => records[i]);
  }
}

/**
 * Applies the sentences in order, all or nothing. Answers the sentences as applied (normalised).
 * Throws StateLinkError: for unknown sentences before anything runs, or for a failing setup after
 * the data was put back.
 */
export async function applyStates(
  state: MockState,
  sentences: readonly string[],
): Promise<string[]> {
  const resolved = resolveStates(sentences);
  if (resolved.length === 0) return [];
  const before = copyData(state);
  for (const { sentence, setup, args } of resolved) {
    try {
      await setup({ state, params: {}, args });
    } catch (error) {
      await restoreData(state, before);
      const reason = error instanceof Error ? error.message : String(error);
      throw new StateLinkError(`State "${sentence}" failed: ${reason} Nothing was applied.`);
    }
  }
  state.onChange?.();
  return resolved.map((r) => r.sentence);
}
