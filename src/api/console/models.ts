/**
 * The model proxies (inspect-console.md §7): OpenAI chat (images for gpt-4o), Claude, Whisper
 * transcription and text-to-speech, each with the creator-programme API key as a bearer token.
 * Each call answers what the tester sees: the text (or audio), the latency and the token counts.
 */
import {
  createChatCompletion,
  createClaudeMessage,
  createSpeech,
  createTranscription,
} from "@/generated/console/console";
import type {
  ChatMessage,
  ClaudeMessage,
  CreateChatCompletionBodyModel as OpenAiChatModel,
  CreateClaudeMessageBodyModel as ClaudeModel,
  CreateSpeechBodyResponseFormat,
  CreateSpeechBodyVoice,
} from "@/generated/model";

/** Model answers may take long; the transport's default 15 s is for the app's own calls. */
const MODEL_TIMEOUT_MS = 120_000;

/** §7: the Claude proxy takes the Anthropic version and max_tokens 4096. */
export const ANTHROPIC_VERSION = "bedrock-2023-05-31";
export const CLAUDE_MAX_TOKENS = 4096;

/** §7 transcription settings. */
const TRANSCRIPTION = { language: "zh", response_format: "json", temperature: 1 } as const;

export type TokenUsage =
  | { kind: "openai"; prompt: number; completion: number; total: number }
  | { kind: "claude"; input: number; output: number };

export interface Measured<T> {
  value: T;
  latencyMs: number;
}

export interface TextAnswer {
  text: string;
  usage?: TokenUsage;
}

const bearer = (apiKey: string) => ({
  headers: { Authorization: `Bearer ${apiKey}` },
  timeout: MODEL_TIMEOUT_MS,
});

async function measured<T>(call: () => Promise<T>): Promise<Measured<T>> {
  const started = performance.now();
  const value = await call();
  return { value, latencyMs: Math.round(performance.now() - started) };
}

/** An OpenAI chat completion: choices[0].message.content and the usage. */
export const chatWithOpenAi = (
  apiKey: string,
  model: OpenAiChatModel,
  messages: ChatMessage[],
  signal?: AbortSignal,
): Promise<Measured<TextAnswer>> =>
  measured(async () => {
    const answer = await createChatCompletion({ model, messages }, bearer(apiKey), signal);
    const usage = answer.usage;
    return {
      text: answer.choices[0]?.message.content ?? "",
      usage: usage
        ? {
            kind: "openai",
            prompt: usage.prompt_tokens,
            completion: usage.completion_tokens,
            total: usage.total_tokens,
          }
        : undefined,
    };
  });

/** A Claude message: content[0].text and the usage. */
export const chatWithClaude = (
  apiKey: string,
  model: ClaudeModel,
  messages: ClaudeMessage[],
  signal?: AbortSignal,
): Promise<Measured<TextAnswer>> =>
  measured(async () => {
    const answer = await createClaudeMessage(
      { model, messages, anthropic_version: ANTHROPIC_VERSION, max_tokens: CLAUDE_MAX_TOKENS },
      bearer(apiKey),
      signal,
    );
    const usage = answer.usage;
    return {
      text: answer.content[0]?.text ?? "",
      usage: usage
        ? { kind: "claude", input: usage.input_tokens, output: usage.output_tokens }
        : undefined,
    };
  });

/** Whisper: the audio file's text. */
export const transcribe = (
  apiKey: string,
  file: File,
  signal?: AbortSignal,
): Promise<Measured<string>> =>
  measured(
    async () =>
      (
        await createTranscription(
          { file, model: "whisper", ...TRANSCRIPTION },
          bearer(apiKey),
          signal,
        )
      ).text,
  );

export interface SpeechOptions {
  input: string;
  voice: CreateSpeechBodyVoice;
  speed: number;
  format: CreateSpeechBodyResponseFormat;
}

/** Text to speech: the audio bytes. */
export const speak = (
  apiKey: string,
  { input, voice, speed, format }: SpeechOptions,
  signal?: AbortSignal,
): Promise<Measured<Blob>> =>
  measured(() =>
    createSpeech(
      { model: "tts-hd", input, voice, speed, response_format: format },
      bearer(apiKey),
      signal,
    ),
  );
