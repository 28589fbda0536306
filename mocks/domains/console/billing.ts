/**
 * What the model proxies bill a creator-programme project whose API key is the bearer: the billing
 * model of each proxied model and its price. The handler (mocks/handlers/console.ts) checks the
 * project with the creator domain before answering and bills it afterwards (record 0041).
 */
import { ModelId } from "@/generated/model";

/** The billing model of each proxied model (gpt-4o-mini has no id of its own: billed as GPT-4o). */
export const MODEL_IDS: Record<string, ModelId> = {
  "gpt-35-turbo": ModelId.Gpt35,
  "gpt-4": ModelId.Gpt4,
  "gpt-4o": ModelId.Gpt4o,
  "gpt-4o-mini": ModelId.Gpt4o,
  "claude-3-haiku": ModelId.ClaudeHaiku,
  "claude-3-sonnet": ModelId.ClaudeSonnet,
  "claude-3-5-sonnet": ModelId.ClaudeSonnet35,
  whisper: ModelId.Whisper,
  "tts-hd": ModelId.Tts1Hd,
};

/** US cents per 1000 tokens (chat), per minute of audio (whisper), per 1000 characters (tts). */
const PRICE_CENTS: Record<string, number> = {
  "gpt-35-turbo": 0.15,
  "gpt-4": 3,
  "gpt-4o": 0.5,
  "gpt-4o-mini": 0.06,
  "claude-3-haiku": 0.05,
  "claude-3-sonnet": 0.6,
  "claude-3-5-sonnet": 0.6,
  whisper: 0.6,
  "tts-hd": 3,
};

/** What a request costs in cents: `units` thousands of tokens or characters, or minutes. */
export const costOf = (model: string, units: number): number => (PRICE_CENTS[model] ?? 0) * units;
