/**
 * Provider states for pact verification against the standalone mock server, and for QA's state
 * links (docs/decisions/0079-state-links.md): a registry from a state sentence ("user 1001 is
 * signed in", "article 12 exists and is published") to a setup function that makes that data exist
 * in the current backend. The state files add entries with defineProviderState (one exact sentence)
 * or defineProviderStatePattern (a template with parameters, "project {project} has {usd} USD
 * left"); POST /__mock/provider-states runs them (see mocks/server.ts).
 *
 * A setup may answer values the pact injects into the interaction (pact's provider-state values).
 */
import type { MockState } from "./core/state";

export interface ProviderStateContext {
  state: MockState;
  params: Record<string, unknown>;
  /** The values a template's placeholders matched ({} for an exact sentence). */
  args: Record<string, string>;
}

export type ProviderStateSetup = (
  context: ProviderStateContext,
) => void | Record<string, unknown> | Promise<void | Record<string, unknown>>;

/** Every known exact state sentence and its setup. */
export const providerStates = new Map<string, ProviderStateSetup>();

export interface ProviderStatePattern {
  /** The sentence with placeholders: `{name}` (one word) or `{name:one|two words}` (a choice). */
  template: string;
  pattern: RegExp;
  names: string[];
  setup: ProviderStateSetup;
}

/** The parametrised sentences, in the order they were defined (an exact sentence wins over them). */
export const providerStatePatterns: ProviderStatePattern[] = [];

export function defineProviderState(sentence: string, setup: ProviderStateSetup): void {
  if (providerStates.has(sentence))
    throw new Error(`Provider state "${sentence}" is defined twice.`);
  providerStates.set(sentence, setup);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Compiles a template: `{name}` matches one word, `{name:a|b c}` exactly one of the choices. */
export function compileTemplate(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source = "";
  let rest = template;
  for (
    let match = /\{(\w+)(?::([^}]+))?\}/.exec(rest);
    match;
    match = /\{(\w+)(?::([^}]+))?\}/.exec(rest)
  ) {
    source += escapeRegExp(rest.slice(0, match.index));
    names.push(match[1]!);
    source += match[2] ? `(${match[2].split("|").map(escapeRegExp).join("|")})` : "(\\S+)";
    rest = rest.slice(match.index + match[0].length);
  }
  source += escapeRegExp(rest);
  return { pattern: new RegExp(`^${source}$`), names };
}

export function defineProviderStatePattern(template: string, setup: ProviderStateSetup): void {
  if (providerStatePatterns.some((p) => p.template === template))
    throw new Error(`Provider state template "${template}" is defined twice.`);
  providerStatePatterns.push({ template, setup, ...compileTemplate(template) });
}

export interface ResolvedProviderState {
  sentence: string;
  setup: ProviderStateSetup;
  args: Record<string, string>;
  /** The template it matched; absent for an exact sentence. */
  template?: string;
}

/** The setup a sentence names (an exact sentence first, then the first matching template). */
export function resolveProviderState(sentence: string): ResolvedProviderState | undefined {
  const text = sentence.trim().replace(/\s+/g, " ");
  const exact = providerStates.get(text);
  if (exact) return { sentence: text, setup: exact, args: {} };
  for (const { template, pattern, names, setup } of providerStatePatterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const args = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    return { sentence: text, setup, args, template };
  }
  return undefined;
}

/** Every exact sentence and every template, sorted (what GET /__mock/provider-states lists). */
export function knownProviderStates(): { states: string[]; templates: string[] } {
  return {
    states: [...providerStates.keys()].sort(),
    templates: providerStatePatterns.map((p) => p.template).sort(),
  };
}

/** Letter pairs of a text, for a similarity that tolerates typos and changed ids. */
function bigrams(text: string): Map<string, number> {
  const pairs = new Map<string, number>();
  const plain = text.toLowerCase().replace(/\s+/g, " ");
  for (let i = 0; i < plain.length - 1; i += 1) {
    const pair = plain.slice(i, i + 2);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return pairs;
}

function similarity(a: string, b: string): number {
  const left = bigrams(a);
  const right = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const n of left.values()) total += n;
  for (const [pair, n] of right) {
    total += n;
    shared += Math.min(n, left.get(pair) ?? 0);
  }
  return total === 0 ? 0 : (2 * shared) / total;
}

/** The known sentences and templates closest to an unknown one, best first (at most `limit`). */
export function closeProviderStates(sentence: string, limit = 3): string[] {
  const { states, templates } = knownProviderStates();
  return [...states, ...templates]
    .map((known) => ({ known, score: similarity(sentence, known) }))
    .filter(({ score }) => score >= 0.4)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ known }) => known);
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
  const resolved = resolveProviderState(sentence);
  if (!resolved) {
    const { states, templates } = knownProviderStates();
    const known = [...states, ...templates].map((s) => `"${s}"`).join(", ") || "none yet";
    const close = closeProviderStates(sentence);
    const hint =
      close.length > 0 ? ` Close matches: ${close.map((s) => `"${s}"`).join(", ")}.` : "";
    throw new UnknownProviderState(
      `Unknown provider state "${sentence}". Known states: ${known}.${hint}`,
    );
  }
  return (await resolved.setup({ state, params, args: resolved.args })) ?? {};
}
