/**
 * Provider states for pact verification against the standalone mock server: a registry from a
 * state sentence ("user 1001 is signed in", "article 12 exists and is published") to a setup
 * function that makes that data exist in the current backend. The contract tests add entries with
 * defineProviderState; POST /__mock/provider-states runs them (see mocks/server.ts).
 *
 * A setup may answer values the pact injects into the interaction (pact's provider-state values).
 */
import type { MockState } from "./core/state";

export interface ProviderStateContext {
  state: MockState;
  params: Record<string, unknown>;
}

export type ProviderStateSetup = (
  context: ProviderStateContext,
) => void | Record<string, unknown> | Promise<void | Record<string, unknown>>;

/** Every known state sentence and its setup (empty until the contract tests define theirs). */
export const providerStates = new Map<string, ProviderStateSetup>();

export function defineProviderState(sentence: string, setup: ProviderStateSetup): void {
  if (providerStates.has(sentence))
    throw new Error(`Provider state "${sentence}" is defined twice.`);
  providerStates.set(sentence, setup);
}

export class UnknownProviderState extends Error {
  override name = "UnknownProviderState";
}

/** Runs the setup of one state sentence against `state`; throws for a sentence nobody defined. */
export async function applyProviderState(
  sentence: string,
  params: Record<string, unknown>,
  state: MockState,
): Promise<Record<string, unknown>> {
  const setup = providerStates.get(sentence);
  if (!setup) {
    const known = [...providerStates.keys()].map((s) => `"${s}"`).join(", ") || "none yet";
    throw new UnknownProviderState(`Unknown provider state "${sentence}". Known states: ${known}.`);
  }
  return (await setup({ state, params })) ?? {};
}
