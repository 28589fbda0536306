/**
 * The model tester's versions (inspect-console.md §9 model list) and what each can do (§5): chat
 * models take text (gpt-4o also images, at most 20 of at most 31088640 bytes each, jpeg/png/jpg);
 * whisper takes one audio file; tts-hd speaks a text. The names are the proxies' own (the spec's
 * enums of each operation).
 */
import { CreateChatCompletionBodyModel } from "@/generated/model/createChatCompletionBodyModel";
import { CreateClaudeMessageBodyModel } from "@/generated/model/createClaudeMessageBodyModel";
import { CreateSpeechBodyModel } from "@/generated/model/createSpeechBodyModel";
import { CreateTranscriptionBodyModel } from "@/generated/model/createTranscriptionBodyModel";

export type OpenAiChatModel = CreateChatCompletionBodyModel;
export type ClaudeModel = CreateClaudeMessageBodyModel;
export type ModelVersion =
  OpenAiChatModel | ClaudeModel | CreateTranscriptionBodyModel | CreateSpeechBodyModel;

const openAi: readonly OpenAiChatModel[] = Object.values(CreateChatCompletionBodyModel);
const claude: readonly ClaudeModel[] = Object.values(CreateClaudeMessageBodyModel);

/** Every version, in the spec's order. */
export const MODEL_VERSIONS: readonly ModelVersion[] = [
  ...openAi,
  ...claude,
  ...Object.values(CreateTranscriptionBodyModel),
  ...Object.values(CreateSpeechBodyModel),
];

export const isModelVersion = (value: unknown): value is ModelVersion =>
  typeof value === "string" && (MODEL_VERSIONS as readonly string[]).includes(value);

export const isOpenAiChatModel = (version: ModelVersion): version is OpenAiChatModel =>
  (openAi as readonly string[]).includes(version);

export const isClaudeModel = (version: ModelVersion): version is ClaudeModel =>
  (claude as readonly string[]).includes(version);

/** What the send box offers for a version. */
export type SendKind = "text" | "transcription" | "speech";

export const sendKindOf = (version: ModelVersion): SendKind =>
  version === CreateTranscriptionBodyModel.whisper
    ? "transcription"
    : version === CreateSpeechBodyModel["tts-hd"]
      ? "speech"
      : "text";

/** Images go only to gpt-4o (§5). */
export const takesImages = (version: ModelVersion) =>
  version === CreateChatCompletionBodyModel["gpt-4o"];
