/**
 * The model tester's conversations (inspect-console.md §3): a random 5-digit id, the model version,
 * the last activity and the messages (§3 msgType: text, image, audio, text-to-speech). The history a
 * chat model receives is built from them: a message whose answer failed is left out (it is sent
 * again on retry), so user and assistant turns alternate as Claude requires.
 */
import type { ChatContentPart, ChatMessage, ClaudeMessage } from "@/generated/model";
import type { Measured, TextAnswer, TokenUsage } from "@/api/console/models";
import type { ModelVersion } from "./model-versions";

export interface Attachment {
  name: string;
  /** A data URL (images, sent to the model) or an object URL (audio, played here). */
  url: string;
}

export type ModelMessage =
  | {
      id: string;
      at: number;
      role: "user";
      kind: "text";
      text: string;
      images: Attachment[];
      failed?: boolean;
    }
  | { id: string; at: number; role: "user"; kind: "audio"; audio: Attachment; failed?: boolean }
  | {
      id: string;
      at: number;
      role: "user";
      kind: "speech";
      text: string;
      voice: string;
      speed: number;
      format: string;
      failed?: boolean;
    }
  | {
      id: string;
      at: number;
      role: "bot";
      kind: "text";
      text: string;
      latencyMs: number;
      usage?: TokenUsage;
    }
  | { id: string; at: number; role: "bot"; kind: "audio"; audio: Attachment; latencyMs: number }
  | { id: string; at: number; role: "bot"; kind: "wait" }
  | { id: string; at: number; role: "bot"; kind: "failure"; error: unknown; retryOf: string };

export type UserMessage = Extract<ModelMessage, { role: "user" }>;

export interface Conversation {
  id: number;
  version: ModelVersion;
  /** Last activity (ms since the epoch). */
  activity: number;
  messages: ModelMessage[];
  /** A request is under way: a new message is refused (§4). */
  pending: boolean;
}

const answered = (messages: readonly ModelMessage[]) =>
  messages.filter(
    (message): message is Extract<ModelMessage, { kind: "text" }> =>
      message.kind === "text" && !(message.role === "user" && message.failed),
  );

/** The OpenAI conversation so far (images as parts of their user message). */
export function openAiHistory(messages: readonly ModelMessage[]): ChatMessage[] {
  return answered(messages).map((message): ChatMessage => {
    if (message.role === "bot") return { role: "assistant", content: message.text };
    if (message.images.length === 0) return { role: "user", content: message.text };
    const parts: ChatContentPart[] = [
      ...(message.text ? [{ type: "text" as const, text: message.text }] : []),
      ...message.images.map((image) => ({
        type: "image_url" as const,
        image_url: { url: image.url },
      })),
    ];
    return { role: "user", content: parts };
  });
}

/** The Claude conversation so far (text only). */
export function claudeHistory(messages: readonly ModelMessage[]): ClaudeMessage[] {
  return answered(messages).map((message) => ({
    role: message.role === "bot" ? "assistant" : "user",
    content: message.text,
  }));
}

export type { Measured, TextAnswer };
