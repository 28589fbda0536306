/**
 * Negative interactions: a request that breaks the spec on purpose (a model proxy called without
 * its key, to see the 401). The consumer test marks it with a pact comment under NEGATIVE_COMMENT
 * whose value says what the request breaks; the validators of the contract
 * (contracts/spec-conformance.ts, contracts/swagger-mock-validation.ts) report such a request
 * apart instead of as a violation, while its answer must still be one the spec declares
 * (docs/decisions/0069-spec-for-other-validators.md).
 */

/** The key of the pact comment that marks an interaction as negative. */
export const NEGATIVE_COMMENT = "negative";

/** The part of a pact interaction this module reads. */
export interface CommentedInteraction {
  description: string;
  comments?: Record<string, unknown>;
}

/** What a negative interaction's request breaks on purpose; undefined for an ordinary one. */
export function negativeReason(interaction: CommentedInteraction): string | undefined {
  const reason = interaction.comments?.[NEGATIVE_COMMENT];
  return typeof reason === "string" && reason.trim() !== "" ? reason : undefined;
}
